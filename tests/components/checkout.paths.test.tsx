/**
 * The checkout machine's generated paths replayed through the rendered review page
 * (shopping-flow.md §8): the shopper's choices go through the page's controls, the results of
 * prepare, save and buy are sent to the actor, and the page must show what the spec says.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import {
  checkoutMachine,
  selectCheckoutErrors,
  selectIsBuyQueued,
  selectIsCheckoutBusy,
  selectIsUnavailable,
  selectPackagingTypeId,
  selectRulesAccepted,
  selectRulesMissing,
} from '../../machines/checkout/checkout.machine';
import { CheckoutReview } from '../../src/features/checkout/components/CheckoutReview';
import { fullCart } from '../../stories/cart/cart-samples';
import { packagingTypes, sampleAmounts } from '../../stories/checkout/checkout-samples';
import { StoryProviders } from '../../stories/story-providers';
import { checkoutEvents, checkoutInput, checkoutRefusal } from '../model/checkout-events';
import { screenPaths, listTransitions, replayPath } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';

type CheckoutActor = Actor<typeof checkoutMachine>;
type CheckoutEvent = EventFromLogic<typeof checkoutMachine>;
type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The totals exist once prepare has answered for the current bags (the container's query). */
const selectHasTotals = (snapshot: CheckoutSnapshot) =>
  !snapshot.matches('preparing') && !snapshot.matches('unavailable');

function ConnectedReview({ actor }: { actor: CheckoutActor }) {
  const send = actor.send;
  const buyQueued = useSelector(actor, selectIsBuyQueued);
  const busy = useSelector(actor, selectIsCheckoutBusy) || buyQueued;
  return (
    <CheckoutReview
      cart={fullCart}
      amounts={useSelector(actor, selectHasTotals) ? sampleAmounts : undefined}
      unavailable={useSelector(actor, selectIsUnavailable)}
      rulesAccepted={useSelector(actor, selectRulesAccepted)}
      rulesMissing={useSelector(actor, selectRulesMissing)}
      busy={busy}
      errors={useSelector(actor, selectCheckoutErrors)}
      onRulesChange={(accepted) => send({ type: 'rules.toggled', accepted })}
      onBuy={() => send({ type: 'checkout.buy' })}
      onRetry={() => send({ type: 'checkout.retry' })}
      onChangeTimeslot={() => {}}
      packagingTypes={packagingTypes}
      packagingTypeId={useSelector(actor, selectPackagingTypeId)}
      onPackagingChange={(packagingTypeId) => send({ type: 'packaging.selected', packagingTypeId })}
      onCommentChange={(value) =>
        send({
          type: 'detail.changed',
          detail: { kind: 'cartInfo', property: 'order_comment', value },
        })
      }
      onInvoiceChange={() => {}}
      onAlternativesChange={() => {}}
    />
  );
}

const tally = newTally();
const rules = () =>
  screen.getByRole('checkbox', { name: 'Ho letto e accetto le condizioni di vendita' });
const buyButton = () => screen.getByRole('button', { name: 'Vai al pagamento' });

function perform(actor: CheckoutActor, event: CheckoutEvent) {
  switch (event.type) {
    case 'rules.toggled':
      // Ticking the box says 'accepted' only when it changes it.
      return step(actor, event, tally, () =>
        (rules() as HTMLInputElement).checked === event.accepted ? null : rules(),
      );
    case 'checkout.buy':
      return step(actor, event, tally, buyButton);
    case 'checkout.retry':
      return step(actor, event, tally, () => screen.queryByRole('button', { name: 'Riprova' }));
    case 'packaging.selected': {
      const radio = () =>
        screen.getByRole('radio', { name: 'Nessun sacchetto' }) as HTMLInputElement;
      return step(actor, event, tally, () => (radio().checked ? null : radio()));
    }
    case 'detail.changed':
      if (event.detail.kind === 'cartInfo' && event.detail.property === 'order_comment') {
        const comment = event.detail.value;
        return step(
          actor,
          event,
          tally,
          () => screen.getByLabelText('Note per il negozio'),
          (textarea) => {
            fireEvent.change(textarea, { target: { value: comment } });
            fireEvent.blur(textarea);
          },
        );
      }
      return step(actor, event, tally);
    default:
      // prepare, save and buy answer from the server.
      return step(actor, event, tally);
  }
}

/** What the shopper sees in each state of the checkout (shopping-flow.md §8), by hand. */
const SCREEN: Record<string, { preparing: boolean; retry: boolean; buy: 'enabled' | 'disabled' }> =
  {
    // The server checks the cart and computes the amounts: nothing to buy yet.
    preparing: { preparing: true, retry: false, buy: 'disabled' },
    // The cart cannot be bought as it is: the refusal and a retry.
    unavailable: { preparing: false, retry: true, buy: 'disabled' },
    reviewing: { preparing: false, retry: false, buy: 'enabled' },
    // The order is being created: the buy button waits.
    buying: { preparing: false, retry: false, buy: 'disabled' },
    // On the hosted payment page.
    paying: { preparing: false, retry: false, buy: 'enabled' },
  };

const rulesMissingText = 'È necessario accettare le condizioni di vendita';

/** Whether the rules are ticked at the end of the path: the last toggle says. */
function rulesTicked(events: readonly CheckoutEvent[]) {
  let accepted = false;
  for (const event of events) if (event.type === 'rules.toggled') accepted = event.accepted;
  return accepted;
}

function expectScreenFor(value: unknown, events: readonly CheckoutEvent[]) {
  const last = events[events.length - 1] as CheckoutEvent;
  // While a choice is saved a buy asked for waits (the button shows it under way) or not.
  const saving = JSON.stringify(value) === '{"reviewing":"saving"}';
  const top = typeof value === 'string' ? value : String(Object.keys(value as object)[0]);
  const expected = SCREEN[top];
  if (expected === undefined) throw new Error(`no screen written for ${top}`);
  expect(screen.queryByLabelText("Preparazione dell'ordine") !== null).toBe(expected.preparing);
  expect(screen.queryByRole('button', { name: 'Riprova' }) !== null).toBe(expected.retry);
  if (expected.buy === 'disabled') expect(buyButton()).toBeDisabled();
  else if (!saving) expect(buyButton()).toBeEnabled();
  // A refused prepare, save or buy shows its reason.
  if (last.type.startsWith('xstate.error.actor.')) {
    expect(screen.getByRole('alert')).toHaveTextContent(String(checkoutRefusal.messages[0]));
  }
  // 'Vai al pagamento' without the rules keeps the review and asks to accept them.
  if (last.type === 'checkout.buy' && top === 'reviewing' && !rulesTicked(events)) {
    expect(screen.getByText(rulesMissingText)).toBeInTheDocument();
  }
  if (
    last.type === 'rules.toggled' ||
    (last.type as string) === 'xstate.done.actor.prepareCheckout'
  ) {
    expect(screen.queryByText(rulesMissingText)).toBeNull();
  }
  if (top === 'buying' || top === 'paying') expect(screen.queryByText(rulesMissingText)).toBeNull();
}

const options = {
  input: checkoutInput,
  significantContext: ({ rulesAccepted, pendingDetails, buyQueued }: CheckoutSnapshot['context']) =>
    `${rulesAccepted}/${Math.min(pendingDetails.length, 2)}/${buyQueued}`,
};
const paths = screenPaths(checkoutMachine, checkoutEvents, options);

describe('checkout review: generated paths through the rendered page', () => {
  const covered = new Set<string>();

  const replay = async (path: (typeof paths)[number]) => {
    replayPath(checkoutMachine, path, {}, checkoutInput).taken.forEach((t) => covered.add(t));
    const actor = createActor(
      checkoutMachine.provide({ actors: neverSettling(checkoutMachine) as never }),
      { input: checkoutInput },
    ).start();
    render(
      <StoryProviders>
        <ConnectedReview actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Vai al pagamento' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    try {
      expectScreenFor(path.expectedValue, path.events);
    } finally {
      actor.stop();
    }
  };
  it.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => replay(path));

  it('the replayed paths take every transition of the machine', () => {
    const all = [...listTransitions(checkoutMachine).values()];
    expect(all.filter((transition) => !covered.has(transition))).toEqual([]);
  });

  afterAll(() => {
    console.info(
      `checkout: ${paths.length} paths, ${tally.dom} events via DOM, ${tally.direct} sent`,
    );
  });
});
