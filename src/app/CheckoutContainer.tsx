import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  checkoutMachine,
  selectIsBuyQueued,
  selectIsCheckoutBusy,
} from '../../machines/checkout.machine';
import { giftsMachine, selectIsGiftBusy } from '../../machines/gifts.machine';
import {
  cartQueryOptions,
  storeCartReply,
  updateCartInfo,
  updateLineAlternatives,
  type CartReply,
} from '../api/cart.queries';
import {
  applyGiftCode,
  buy,
  checkoutPrepareQueryOptions,
  packagingTypesQueryOptions,
  removeGiftCode,
} from '../api/checkout.queries';
import type { ShopClient } from '../api/client';
import { CheckoutReview } from '../components/checkout/CheckoutReview';
import { GiftCodeForm } from '../components/checkout/GiftCodeForm';
import { failingWith } from './flow-failure';
import { i18n } from './i18n';
import { withPendingDetails } from './pending-details';
import { useAppActors } from './actors-context';
import { messages } from '../domain/messages';
import { deliveryFeeRule } from '../domain/delivery-fee';
import { DEFAULT_PACKAGING_TYPE_ID } from '../domain/packaging';

/** A fresh key per visit of the checkout: every retry of this buy sends the same one. */
const newIdempotencyKey = () => crypto.randomUUID();

/** The checkout page bound to its statecharts: prepare, gift codes, rules, idempotent buy. */
export function CheckoutContainer({ client }: { readonly client: ShopClient }) {
  const queryClient = useQueryClient();
  const { cartActors } = useAppActors();
  const generic = i18n._(messages.generic);
  const storeCart = (reply: CartReply) => storeCartReply(queryClient, reply);

  const checkoutLogic = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          prepareCheckout: fromPromise(({ input }) =>
            failingWith(generic, async () => {
              await queryClient.fetchQuery(
                checkoutPrepareQueryOptions(client, input.packagingTypeId),
              );
            }),
          ),
          saveDetail: fromPromise(({ input }) =>
            failingWith(generic, async () => {
              const reply =
                input.kind === 'cartInfo'
                  ? await updateCartInfo(client, input.property, input.value)
                  : await updateLineAlternatives(client, input.itemId, input.accept);
              storeCartReply(queryClient, reply);
            }),
          ),
          buy: fromPromise(({ input }) =>
            failingWith(generic, () => buy(client, input.idempotencyKey, input.packagingTypeId)),
          ),
        },
        actions: {
          // The hosted payment page is another site as far as the app goes: leave for it.
          goToPayment: ({ context }) => {
            if (context.order) window.location.assign(context.order.paymentUrl);
          },
        },
      }),
    [client, queryClient, generic],
  );
  const checkout = useActorRef(checkoutLogic, {
    input: { idempotencyKey: newIdempotencyKey(), packagingTypeId: DEFAULT_PACKAGING_TYPE_ID },
  });
  const giftLogic = useMemo(() => {
    // The totals follow the codes; a cart that no longer qualifies shows it at the buy.
    const prepareAgain = () =>
      queryClient
        .fetchQuery(
          checkoutPrepareQueryOptions(client, checkout.getSnapshot().context.packagingTypeId),
        )
        .then(
          () => undefined,
          () => undefined,
        );
    return giftsMachine.provide({
      actors: {
        applyCode: fromPromise(({ input }) =>
          failingWith(generic, () =>
            applyGiftCode(client, input.code).then(storeCart).then(prepareAgain),
          ),
        ),
        removeCode: fromPromise(({ input }) =>
          failingWith(generic, () =>
            removeGiftCode(client, input.code).then(storeCart).then(prepareAgain),
          ),
        ),
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per page
  }, [client]);
  const gift = useActorRef(giftLogic);

  const savedCart = useQuery(cartQueryOptions(client)).data?.cart;
  const pendingDetails = useSelector(checkout, (snapshot) => snapshot.context.pendingDetails);
  const cart = savedCart && withPendingDetails(savedCart, pendingDetails);
  const context = useSelector(checkout, (snapshot) => snapshot.context);
  const prepared = useQuery({
    ...checkoutPrepareQueryOptions(client, context.packagingTypeId),
    enabled: false,
  }).data;
  const packagingTypes = useQuery(packagingTypesQueryOptions(client)).data ?? [];
  const freeFromCents = cart?.shippingAddress
    ? deliveryFeeRule(cart.shippingAddress.deliveryServiceId).freeFromCents
    : null;
  const unavailable = useSelector(checkout, (snapshot) => snapshot.matches('unavailable'));
  // A buy asked for while choices are saved is under way as far as the shopper goes.
  const buyQueued = useSelector(checkout, selectIsBuyQueued);
  const busy = useSelector(checkout, selectIsCheckoutBusy) || buyQueued;
  const giftContext = useSelector(gift, (snapshot) => snapshot.context);
  const giftBusy = useSelector(gift, selectIsGiftBusy);
  const totals = prepared?.totals;

  return (
    <>
      <CheckoutReview
        cart={cart}
        amounts={
          totals && {
            goods: totals.goodsTotal,
            discount: totals.discount,
            deliveryFee: totals.deliveryFee,
            freeDeliveryFrom: freeFromCents === null ? null : freeFromCents / 100,
            packaging: totals.packagingTotal,
            total: totals.grossTotal,
            variableWeight: totals.totalPriceVariable,
            preAuthorised: totals.prebilledAmount,
          }
        }
        unavailable={unavailable}
        rulesAccepted={context.rulesAccepted}
        rulesMissing={context.rulesMissing}
        busy={busy}
        errors={context.errors}
        onRulesChange={(accepted) => checkout.send({ type: 'rules.toggled', accepted })}
        onBuy={() => checkout.send({ type: 'checkout.buy' })}
        onRetry={() => checkout.send({ type: 'checkout.retry' })}
        packagingTypes={packagingTypes}
        packagingTypeId={context.packagingTypeId}
        onPackagingChange={(packagingTypeId) =>
          checkout.send({ type: 'packaging.selected', packagingTypeId })
        }
        onCommentChange={(value) =>
          checkout.send({
            type: 'detail.changed',
            detail: { kind: 'cartInfo', property: 'order_comment', value },
          })
        }
        onInvoiceChange={(needInvoice) =>
          checkout.send({
            type: 'detail.changed',
            detail: { kind: 'cartInfo', property: 'need_invoice', value: String(needInvoice) },
          })
        }
        onAlternativesChange={(itemId, accept) =>
          checkout.send({
            type: 'detail.changed',
            detail: { kind: 'alternatives', itemId, accept },
          })
        }
        onChangeTimeslot={() =>
          void cartActors
            .load()
            .then(({ serviceSelection }) =>
              serviceSelection.send({ type: 'service.open', step: 'timeslot' }),
            )
        }
        giftCodes={
          <GiftCodeForm
            codes={cart?.giftcodes ?? []}
            typed={giftContext.typed}
            busy={giftBusy}
            errors={giftContext.errors}
            onType={(text) => gift.send({ type: 'code.change', text })}
            onApply={() => gift.send({ type: 'code.apply' })}
            onRemove={(code) => gift.send({ type: 'code.remove', code })}
          />
        }
      />
    </>
  );
}
