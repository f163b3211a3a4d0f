/**
 * One backoffice actor per tab, made on first use (the staff pages or the card), so the flow's
 * state is shared by the card and the pages and none of it is in the first page's JavaScript.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, type ActorRefFrom } from 'xstate';
import type { backofficeMachine } from '../../../machines/staff/backoffice.machine';
import type { ShopClient } from '../../api/client';
import { provideBackoffice } from './staff.effects';

let current: ActorRefFrom<typeof backofficeMachine> | null = null;

export function backofficeActor(client: ShopClient, queryClient: QueryClient) {
  current ??= createActor(provideBackoffice(client, queryClient)).start();
  return current;
}
