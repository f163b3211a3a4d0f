import { use } from 'react';
import { useFlowActors } from '../../shared/flow-actors';
import type { CartActors } from './cart.effects';

/** The cart's actors; suspends while their module loads (callers sit under a Suspense). */
export function useCartActors(): CartActors {
  return use(useFlowActors().cartActors.load());
}
