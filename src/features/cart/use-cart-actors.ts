import { use } from 'react';
import { useAppActors } from '../../app/actors-context';
import type { CartActors } from './cart.effects';

/** The cart's actors; suspends while their module loads (callers sit under a Suspense). */
export function useCartActors(): CartActors {
  return use(useAppActors().cartActors.load());
}
