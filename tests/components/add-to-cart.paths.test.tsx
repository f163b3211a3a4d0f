/**
 * The add-to-cart machine's generated paths replayed through the gate's option and promo dialogs
 * (shopping-flow.md §4): the shopper's answers in the dialogs go through their buttons; the
 * product card's 'add' and the results of the gate's actors (facts, login, service dialogs, the
 * add itself) are sent to the actor. Which dialog is open must be what the spec says.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import {
  addToCartMachine,
  selectChosenOptions,
  selectOptionsProduct,
  selectPromoProduct,
} from '../../machines/cart/add-to-cart.machine';
import { ProductOptionsDialog } from '../../src/features/cart/components/ProductOptionsDialog';
import { ProductPromoDialog } from '../../src/features/cart/components/ProductPromoDialog';
import { StoryProviders } from '../../stories/story-providers';
import { addToCartEvents, productWithOptions } from '../model/add-to-cart-events';
import { screenPaths, listTransitions, replayPath } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';
import { expectButton, screenFor, type ButtonState } from './screen-table';

type AddToCartActor = Actor<typeof addToCartMachine>;
type AddToCartEvent = EventFromLogic<typeof addToCartMachine>;

function ConnectedDialogs({ actor }: { actor: AddToCartActor }) {
  const optionsProduct = useSelector(actor, selectOptionsProduct);
  const promoProduct = useSelector(actor, selectPromoProduct);
  const chosen = useSelector(actor, selectChosenOptions);
  return (
    <>
      <ProductOptionsDialog
        product={optionsProduct}
        initial={chosen}
        onSubmit={(params) => actor.send({ type: 'options.submitted', params })}
        onCancel={() => actor.send({ type: 'options.cancelled' })}
      />
      <ProductPromoDialog
        product={promoProduct}
        onChoose={(apply) => actor.send({ type: 'promo.chosen', apply })}
        onCancel={() => actor.send({ type: 'promo.cancelled' })}
      />
    </>
  );
}

const tally = newTally();
/** The dialog the shopper answers in: the path's UI events come only while it is open. */
const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

async function perform(actor: AddToCartActor, event: AddToCartEvent) {
  switch (event.type) {
    case 'options.submitted': {
      const dialog = await dialogNamed(productWithOptions.name);
      // The shopper picks 'A fette' (taglio: fette), then adds.
      return step(
        actor,
        event,
        tally,
        () => within(dialog).getByRole('button', { name: 'Aggiungi al carrello' }),
        (submit) => {
          fireEvent.click(within(dialog).getByRole('radio', { name: 'A fette' }));
          fireEvent.click(submit);
        },
      );
    }
    case 'options.cancelled': {
      const dialog = await dialogNamed(productWithOptions.name);
      return step(actor, event, tally, () =>
        within(dialog).getByRole('button', { name: 'Annulla' }),
      );
    }
    case 'promo.chosen': {
      const dialog = await dialogNamed('Promozione');
      const name = event.apply ? 'Si' : 'No';
      return step(actor, event, tally, () => within(dialog).getByRole('button', { name }));
    }
    case 'promo.cancelled': {
      const dialog = await dialogNamed('Promozione');
      return step(actor, event, tally, () =>
        within(dialog).getByRole('button', { name: 'Chiudi' }),
      );
    }
    default:
      // The product card's add and the gate's actors (facts, login, service dialogs, add).
      return step(actor, event, tally);
  }
}

/**
 * Which of the gate's dialogs the shopper sees, by state (shopping-flow.md §4): the options of a
 * product that has some to choose, the selectable promotion, or neither (the gate checks, waits
 * for login or the service dialogs, or adds).
 */
const OPEN_DIALOG: Record<string, 'options' | 'promo' | null> = {
  idle: null,
  checking: null,
  loggingIn: null,
  choosingAddress: null,
  choosingTimeslot: null,
  choosingOptions: 'options',
  choosingPromo: 'promo',
  adding: null,
};

async function expectScreenFor(value: string) {
  const open = OPEN_DIALOG[value];
  if (open === 'options') {
    const dialog = await screen.findByRole('dialog', { name: productWithOptions.name });
    expect(within(dialog).getByRole('radio', { name: 'A fette' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Aggiungi al carrello' }),
    ).toBeInTheDocument();
  } else if (open === 'promo') {
    const dialog = await screen.findByRole('dialog', { name: 'Promozione' });
    expect(within(dialog).getByRole('button', { name: 'Si' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
}

interface DialogScreen {
  title: string;
  says: string;
  buttons: Readonly<Record<string, ButtonState>>;
}

/**
 * What the gate's open dialog shows, written by hand (shopping-flow.md §2 "Selector dialogs": the
 * option selector's submit enabled only when every option is chosen; the promo selector's No /
 * Si). A state without a dialog has null.
 */
const SCREEN: Record<string, DialogScreen | null> = {
  idle: null,
  checking: null,
  loggingIn: null,
  choosingAddress: null,
  choosingTimeslot: null,
  choosingOptions: {
    title: 'Mozzarella di bufala campana DOP 250 g',
    says: 'Taglio',
    // Nothing chosen yet: the shopper must pick the cut first.
    buttons: { 'Aggiungi al carrello': 'disabled', Annulla: 'enabled', Chiudi: 'enabled' },
  },
  choosingPromo: {
    title: 'Promozione',
    says: 'Vuoi applicare la promozione a questo prodotto?',
    buttons: { Si: 'enabled', No: 'enabled', Chiudi: 'enabled' },
  },
  adding: null,
};

async function expectTableScreen(value: unknown) {
  const expected = screenFor(SCREEN, value);
  if (expected === null) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: expected.title });
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(within(dialog).getByText(expected.says)).toBeVisible();
  for (const [name, state] of Object.entries(expected.buttons)) {
    expectButton(within(dialog).getByRole('button', { name }), state);
  }
}

const options = {
  significantContext: ({ request }: SnapshotFrom<typeof addToCartMachine>['context']) =>
    request && [request.product.productId, request.params, request.applyPromo],
};
const paths = screenPaths(addToCartMachine, addToCartEvents, options);

describe('add to cart: generated paths through the option and promo dialogs', () => {
  const covered = new Set<string>();

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    replayPath(addToCartMachine, path).taken.forEach((t) => covered.add(t));
    const actor = createActor(
      addToCartMachine.provide({ actors: neverSettling(addToCartMachine) as never }),
      { input: {} },
    ).start();
    render(
      <StoryProviders>
        <ConnectedDialogs actor={actor} />
      </StoryProviders>,
    );
    for (const event of path.events) await perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue as string);
    await expectTableScreen(path.expectedValue);
    actor.stop();
  });

  it('the replayed paths take every transition of the machine', () => {
    const all = [...listTransitions(addToCartMachine).values()];
    expect(all.filter((transition) => !covered.has(transition))).toEqual([]);
  });

  afterAll(() => {
    console.info(
      `add-to-cart: ${paths.length} paths, ${tally.dom} events via DOM, ${tally.direct} sent`,
    );
  });
});
