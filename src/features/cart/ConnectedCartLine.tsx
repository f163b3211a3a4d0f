import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  selectIsBusy,
  selectIsConfirmingRemoval,
  selectIsEditing,
  selectQuantity,
  selectQuantityProblem,
  selectSellingRules,
  selectTypedQuantity,
} from '../../../machines/quantity.machine';
import type { CartItem } from './cart.queries';
import { CartLine } from './components/CartLine';
import { QuantityStepper } from './components/QuantityStepper';
import { isPackageMode, packagesOf } from '../../domain/quantity';
import { useCartActors } from './use-cart-actors';

/** A cart line bound to its own quantity actor, which saves through the cart calls. */
export function ConnectedCartLine({ item }: { readonly item: CartItem }) {
  const { i18n } = useLingui();
  const { lineQuantity, lineQuantityInput } = useCartActors();
  // One actor per line: the machine is made once for the line's id.
  const machine = useMemo(() => lineQuantity(item), [item.itemId]); // eslint-disable-line react-hooks/exhaustive-deps
  const actor = useActorRef(machine, { input: lineQuantityInput(item) });
  const quantity = useSelector(actor, selectQuantity);
  const typed = useSelector(actor, selectTypedQuantity);
  const rules = useSelector(actor, selectSellingRules);
  const refusal = useSelector(actor, selectQuantityProblem);
  const editing = useSelector(actor, selectIsEditing);
  const busy = useSelector(actor, selectIsBusy);
  const confirmingRemoval = useSelector(actor, selectIsConfirmingRemoval);

  // The server's quantity wins whenever the cart changes (another device, another line's call).
  useEffect(() => {
    actor.send({ type: 'quantity.synced', quantity: item.quantity });
  }, [actor, item.quantity]);

  const problem =
    refusal &&
    i18n._(refusal.message.id, refusal.values, {
      message: refusal.message.message,
    });
  return (
    <CartLine
      item={item}
      problem={problem}
      confirmingRemoval={confirmingRemoval}
      busy={busy}
      onRemove={() => actor.send({ type: 'line.remove' })}
      onConfirmRemoval={() => actor.send({ type: 'removal.confirmed' })}
      onCancelRemoval={() => actor.send({ type: 'removal.cancelled' })}
      stepper={
        <QuantityStepper
          quantity={quantity}
          unit={rules.unit}
          packages={isPackageMode(rules, quantity) ? packagesOf(rules, quantity) : null}
          editing={editing}
          typed={typed}
          busy={busy}
          onPlus={() => actor.send({ type: 'quantity.plus' })}
          onMinus={() => actor.send({ type: 'quantity.minus' })}
          onOpenInput={() => actor.send({ type: 'input.open' })}
          onType={(text) => actor.send({ type: 'input.change', text })}
          onCloseInput={() => actor.send({ type: 'input.close' })}
        />
      }
    />
  );
}
