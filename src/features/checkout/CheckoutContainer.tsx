import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  selectCheckoutErrors,
  selectIsBuyQueued,
  selectIsCheckoutBusy,
  selectIsUnavailable,
  selectPackagingTypeId,
  selectPendingDetails,
  selectRulesAccepted,
  selectRulesMissing,
} from '../../../machines/checkout/checkout.machine';
import type { ShopClient } from '../../api/client';
import { useFlowActors } from '../../shared/flow-actors';
import { i18n } from '../../shared/i18n';
import { toasts } from '../../shared/toasts';
import { cartMessages } from '../../domain/cart-messages';
import { deliveryFeeRule } from '../../domain/delivery-fee';
import { messages } from '../../domain/messages';
import { DEFAULT_PACKAGING_TYPE_ID } from '../../domain/packaging';
import { cartQueryOptions } from '../../api/cart';
import { GiftCodeFormContainer } from '../gifts';
import { useCheckoutBegun } from './checkout-analytics';
import { provideCheckout } from './checkout.effects';
import { checkoutPrepareQueryOptions, packagingTypesQueryOptions } from './checkout.queries';
import { CheckoutReview } from './components/CheckoutReview';
import { withPendingDetails } from './pending-details';

/** A fresh key per visit of the checkout: every retry of this buy sends the same one. */
const newIdempotencyKey = () => crypto.randomUUID();

/** The checkout page bound to its statecharts: prepare, gift codes, rules, idempotent buy. */
export function CheckoutContainer({ client }: { readonly client: ShopClient }) {
  const queryClient = useQueryClient();
  const { cartActors } = useFlowActors();
  const generic = i18n._(messages.generic);
  // The order's lines are on the screen: the add toast would only cover a field on a phone.
  useEffect(() => toasts.hide(cartMessages.productAdded.id), []);

  const checkoutLogic = useMemo(
    () => provideCheckout({ queryClient, client, generic }),
    [client, queryClient, generic],
  );
  const checkout = useActorRef(checkoutLogic, {
    input: { idempotencyKey: newIdempotencyKey(), packagingTypeId: DEFAULT_PACKAGING_TYPE_ID },
  });
  // The totals follow the codes; a cart that no longer qualifies shows it at the buy.
  const prepareAgain = () =>
    queryClient
      .fetchQuery(
        checkoutPrepareQueryOptions(client, selectPackagingTypeId(checkout.getSnapshot())),
      )
      .then(
        () => undefined,
        () => undefined,
      );

  const savedCart = useQuery(cartQueryOptions(client)).data?.cart;
  useCheckoutBegun(savedCart);
  const pendingDetails = useSelector(checkout, selectPendingDetails);
  const cart = savedCart && withPendingDetails(savedCart, pendingDetails);
  const packagingTypeId = useSelector(checkout, selectPackagingTypeId);
  const rulesAccepted = useSelector(checkout, selectRulesAccepted);
  const rulesMissing = useSelector(checkout, selectRulesMissing);
  const errors = useSelector(checkout, selectCheckoutErrors);
  const prepared = useQuery({
    ...checkoutPrepareQueryOptions(client, packagingTypeId),
    enabled: false,
  }).data;
  const packagingTypes = useQuery(packagingTypesQueryOptions(client)).data ?? [];
  const freeFromCents = cart?.shippingAddress
    ? deliveryFeeRule(cart.shippingAddress.deliveryServiceId).freeFromCents
    : null;
  const unavailable = useSelector(checkout, selectIsUnavailable);
  // A buy asked for while choices are saved is under way as far as the shopper goes.
  const buyQueued = useSelector(checkout, selectIsBuyQueued);
  const busy = useSelector(checkout, selectIsCheckoutBusy) || buyQueued;
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
        rulesAccepted={rulesAccepted}
        rulesMissing={rulesMissing}
        busy={busy}
        errors={errors}
        onRulesChange={(accepted) => checkout.send({ type: 'rules.toggled', accepted })}
        onBuy={() => checkout.send({ type: 'checkout.buy' })}
        onRetry={() => checkout.send({ type: 'checkout.retry' })}
        packagingTypes={packagingTypes}
        packagingTypeId={packagingTypeId}
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
          <GiftCodeFormContainer
            client={client}
            codes={cart?.giftcodes ?? []}
            onCodesChanged={prepareAgain}
          />
        }
      />
    </>
  );
}
