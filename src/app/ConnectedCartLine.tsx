import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { selectIsBusy, selectIsConfirmingRemoval } from '../../machines/quantity.machine';
import type { CartItem } from '../api/cart.queries';
import { CartLine } from '../components/cart/CartLine';
import { QuantityStepper } from '../components/cart/QuantityStepper';
import { isPackageMode, packagesOf } from '../domain/quantity';
import { useCartActors } from './use-cart-actors';

/** A cart line bound to its own quantity actor, which saves through the cart calls. */
export function ConnectedCartLine({ item }: { readonly item: CartItem }) {
  const { i18n } = useLingui();
  const { lineQuantity, lineQuantityInput } = useCartActors();
  // One actor per line: the machine is made once for the line's id.
  const machine = useMemo(() => lineQuantity(item), [item.itemId]); // eslint-disable-line react-hooks/exhaustive-deps
  const actor = useActorRef(machine, { input: lineQuantityInput(item) });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const editing = useSelector(actor, (snapshot) => snapshot.matches('editing'));
  const busy = useSelector(actor, selectIsBusy);
  const confirmingRemoval = useSelector(actor, selectIsConfirmingRemoval);

  // The server's quantity wins whenever the cart changes (another device, another line's call).
  useEffect(() => {
    actor.send({ type: 'quantity.synced', quantity: item.quantity });
  }, [actor, item.quantity]);

  const { rules } = context;
  const problem =
    context.problem &&
    i18n._(context.problem.message.id, context.problem.values, {
      message: context.problem.message.message,
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
          quantity={context.quantity}
          unit={rules.unit}
          packages={
            isPackageMode(rules, context.quantity) ? packagesOf(rules, context.quantity) : null
          }
          editing={editing}
          typed={context.typed}
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
