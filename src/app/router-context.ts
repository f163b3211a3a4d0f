import type { QueryClient } from '@tanstack/react-query';
import type { ShopClient } from '../api/client';
import type { AppActors } from './actors';

/** What every route's guards and loaders can reach. */
export interface RouterContext {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  readonly actors: AppActors;
}
