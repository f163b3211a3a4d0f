import type { QueryClient } from '@tanstack/react-query';
import type { ContentClient, ShopClient } from '../api/client';
import type { FlowActors } from './flow-actors';

/** What every route's guards and loaders can reach. */
export interface RouterContext {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  readonly actors: FlowActors;
  /**
   * The page renderer's content service (src/entry-server.tsx), for what a server-rendered page
   * shows of it. The browser's comes with the content chunk: a loader in the browser has none.
   */
  readonly contentClient?: ContentClient;
}
