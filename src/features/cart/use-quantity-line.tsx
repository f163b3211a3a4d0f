/**
 * A line bound to its own quantity actor (a cart line, a list line): the stepper, why the last
 * quantity was refused, and the removal's confirmation, ready for the line's component.
 */
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  selectIsBusy,
  selectIsConfirmingRemoval,
  selectIsEditing,
  selectQuantity,
  selectQuantityProblem,
  selectSellingRules,
  selectTypedQuantity,
  type quantityMachine,
  type QuantityInput,
} from '../../../machines/cart/quantity.machine';
import { isPackageMode, packagesOf } from '../../domain/quantity';
import { QuantityStepper } from './components/QuantityStepper';

/**
 * `makeMachine` is called once for the line's `lineId`; `savedQuantity` is the server's, which
 * wins whenever it changes (another device, another line's call).
 */
export function useQuantityLine(
  lineId: number,
  makeMachine: () => typeof quantityMachine,
  input: QuantityInput,
) {
  const { i18n } = useLingui();
  const machine = useMemo(() => makeMachine(), [lineId]); // eslint-disable-line react-hooks/exhaustive-deps
  const actor = useActorRef(machine, { input });
  const quantity = useSelector(actor, selectQuantity);
  const typed = useSelector(actor, selectTypedQuantity);
  const rules = useSelector(actor, selectSellingRules);
  const refusal = useSelector(actor, selectQuantityProblem);
  const editing = useSelector(actor, selectIsEditing);
  const busy = useSelector(actor, selectIsBusy);
  const confirmingRemoval = useSelector(actor, selectIsConfirmingRemoval);

  useEffect(() => {
    actor.send({ type: 'quantity.synced', quantity: input.quantity });
  }, [actor, input.quantity]);

  const problem =
    refusal && i18n._(refusal.message.id, refusal.values, { message: refusal.message.message });
  return {
    problem,
    confirmingRemoval,
    busy,
    onRemove: () => actor.send({ type: 'line.remove' }),
    onConfirmRemoval: () => actor.send({ type: 'removal.confirmed' }),
    onCancelRemoval: () => actor.send({ type: 'removal.cancelled' }),
    stepper: (
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
    ),
  };
}

export interface QuantityLineProps {
  readonly lineId: number;
  readonly makeMachine: () => typeof quantityMachine;
  readonly input: QuantityInput;
  /** Renders the line with its stepper and removal. */
  readonly children: (line: ReturnType<typeof useQuantityLine>) => ReactNode;
}

/** `useQuantityLine` for another flow's lines (a list's), which load it with their page. */
export default function QuantityLine(props: QuantityLineProps) {
  return props.children(useQuantityLine(props.lineId, props.makeMachine, props.input));
}
