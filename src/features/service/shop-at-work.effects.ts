/**
 * The shop-at-work statechart with its real effects: the subscription call, then the shopper's
 * addresses refreshed so the company's delivery address shows among them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { shopAtWorkMachine } from '../../../machines/service/shop-at-work.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { serviceQueryKey } from './service.queries';
import { subscribeShopAtWork } from './shop-at-work.queries';

export interface ShopAtWorkEffects {
  readonly client: ShopClient;
  readonly queryClient: QueryClient;
  /** The text shown when the call fails without saying why. */
  readonly generic: string;
}

export function provideShopAtWork({ client, queryClient, generic }: ShopAtWorkEffects) {
  return shopAtWorkMachine.provide({
    actors: {
      subscribeCompany: fromPromise(async ({ input }) => {
        const { companyId, companyName } = await failingWith(generic, () =>
          subscribeShopAtWork(client, input.code),
        );
        return { companyId, companyName };
      }),
    },
    actions: {
      announceSubscribed: () => void queryClient.invalidateQueries({ queryKey: serviceQueryKey }),
    },
  });
}
