import { fromPromise } from 'xstate';
import { serviceDownMachine } from '../../../machines/service-down/service-down.machine';
import type { ShopClient } from '../../api/client';

export interface ServiceDownEffects {
  readonly client: ShopClient;
  /** Takes the shopper to a path of the shop, replacing /service-down in the history. */
  readonly goTo: (path: string) => void;
}

/**
 * The service-down statechart with the shop's effects. The check is the bot check's challenge: it
 * needs no session (so no 419), changes nothing, is never cached, and its failure shows no toast;
 * in maintenance it answers 503 like every call, and /version.json would not tell.
 */
export function provideServiceDown({ client, goTo }: ServiceDownEffects) {
  return serviceDownMachine.provide({
    actors: {
      serviceProbe: fromPromise(async () => {
        const { response } = await client.GET('/ebsn/api/auth/bot-challenge');
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      }),
    },
    actions: {
      returnToShop: (_, params: { returnPath: string }) => goTo(params.returnPath),
    },
  });
}
