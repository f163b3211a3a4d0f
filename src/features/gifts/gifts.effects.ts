/** The gift-code statechart with its real effects: apply or remove a code, then store the cart. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { giftsMachine } from '../../../machines/gifts/gifts.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { storeCartReply } from '../../api/cart';
import { applyGiftCode, removeGiftCode } from './gifts.queries';

export interface GiftsEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  /** The text shown when a call fails without saying why. */
  readonly generic: string;
  /** Runs after a code is applied or removed (the checkout prepares its totals again). */
  readonly onCodesChanged: () => Promise<void>;
}

export function provideGifts({ queryClient, client, generic, onCodesChanged }: GiftsEffects) {
  const store = (reply: Parameters<typeof storeCartReply>[1]) => storeCartReply(queryClient, reply);
  return giftsMachine.provide({
    actors: {
      applyCode: fromPromise(({ input }) =>
        failingWith(generic, () =>
          applyGiftCode(client, input.code).then(store).then(onCodesChanged),
        ),
      ),
      removeCode: fromPromise(({ input }) =>
        failingWith(generic, () =>
          removeGiftCode(client, input.code).then(store).then(onCodesChanged),
        ),
      ),
    },
  });
}
