/**
 * The lists flow's generated paths replayed through what the shopper uses (shopping-flow.md §2
 * "List selector", §3 "Wishlist", §8 "Confirmation prompts: remove list, add all to cart"): the
 * heart of a product card opens the list selector; a list is chosen, a new one named, the
 * favourite toggled and the dialog closed with its controls; 'Dettaglio lista' is renamed, made
 * default, shared, removed and added to the cart with its buttons and questions. The login's
 * outcome and the server's answers are sent to the actor. What each state shows is written here
 * by hand from the spec; then the stories, and a list shared read-only shows no control that
 * changes it.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type Actor, type AnyStateMachine, type EventFromLogic } from 'xstate';
import {
  addAllMachine,
  selectAddAllErrors,
  selectAddAllResult,
  selectIsAddingAll,
  selectIsConfirmingAddAll,
} from '../../machines/lists/add-all.machine';
import {
  listPickerMachine,
  selectIsPickerBusy,
  selectPickedProduct,
  selectPickerErrors,
} from '../../machines/lists/list-picker.machine';
import {
  listsMachine,
  selectIsConfirmingListRemoval,
  selectIsListBusy,
  selectListErrors,
} from '../../machines/lists/lists.machine';
import { ProductCard } from '../../src/features/catalog/components/ProductCard';
import { ProductActionsProvider } from '../../src/features/catalog/components/product-actions';
import { AddAllDialogs } from '../../src/features/lists/components/AddAllDialogs';
import { ListDetail } from '../../src/features/lists/components/ListDetail';
import { ListPickerDialog } from '../../src/features/lists/components/ListPickerDialog';
import { parmigianoLine } from '../../stories/cart/cart-samples';
import * as detailStories from '../../stories/lists/ListDetail.stories';
import * as pickerStories from '../../stories/lists/ListPickerDialog.stories';
import * as overviewStories from '../../stories/lists/ListsOverview.stories';
import { myLists, partyList, weeklyDetail, weeklyList } from '../../stories/lists/list-samples';
import { StoryProviders } from '../../stories/story-providers';
import {
  addAllEvents,
  listPickerEvents,
  listsEvents,
  PARMIGIANO,
  TAKEN,
} from '../model/lists-events';
import { screenPaths, listTransitions, replayPath } from '../model/transition-coverage';
import { neverSettling, newTally, step, stepWhenShown } from './replay';

type PickerActor = Actor<typeof listPickerMachine>;
type PickerEvent = EventFromLogic<typeof listPickerMachine>;

const tally = newTally();
const product = { ...parmigianoLine.product, productId: PARMIGIANO.productId };
const ownLists = myLists.filter((list) => list.sharingData.grant !== 'READ');

/** A product card whose heart opens the selector, and the selector, as the app binds them. */
function PickerScreen({ actor }: { actor: PickerActor }) {
  const picked = useSelector(actor, selectPickedProduct);
  return (
    <ProductActionsProvider
      value={{
        addingProductId: null,
        onAdd: () => {},
        onPickList: () => actor.send({ type: 'list.pick', product: PARMIGIANO }),
      }}
    >
      <ProductCard product={product} />
      <ListPickerDialog
        productName={picked?.name ?? null}
        lists={ownLists}
        favorite={false}
        busy={useSelector(actor, selectIsPickerBusy)}
        errors={useSelector(actor, selectPickerErrors)}
        onChoose={(listId) => actor.send({ type: 'list.choose', listId })}
        onCreate={(name) => actor.send({ type: 'list.create', name })}
        onToggleFavorite={(favorite) => actor.send({ type: 'favorite.toggle', favorite })}
        onClose={() => actor.send({ type: 'dialog.closed' })}
      />
    </ProductActionsProvider>
  );
}

const picker = () => screen.findByRole('dialog', { name: 'Aggiungi a una lista' });

async function performPick(actor: PickerActor, event: PickerEvent) {
  switch (event.type) {
    case 'list.pick':
      return step(actor, event, tally, () =>
        screen.queryByRole('button', { name: `Aggiungi a una lista: ${product.name}` }),
      );
    case 'list.choose':
      return stepWhenShown(actor, event, tally, async () =>
        within(await picker()).getByRole('button', {
          name: new RegExp(`^${weeklyList.name} \\(3\\)`),
        }),
      );
    case 'list.create':
      return stepWhenShown(
        actor,
        event,
        tally,
        async () => within(await picker()).getByRole('button', { name: 'Crea e aggiungi' }),
        (button) => {
          fireEvent.change(screen.getByLabelText('Nome della nuova lista'), {
            target: { value: event.name },
          });
          fireEvent.click(button);
        },
      );
    case 'favorite.toggle':
      return stepWhenShown(actor, event, tally, async () =>
        within(await picker()).getByRole('button', { name: 'Aggiungi ai preferiti' }),
      );
    case 'dialog.closed':
      return stepWhenShown(actor, event, tally, async () =>
        within(await picker()).getByRole('button', { name: 'Chiudi' }),
      );
    default:
      // The login's outcome and the server's answers.
      return step(actor, event, tally);
  }
}

/** Whether the selector shows, and whether its controls wait, in each state (by hand). */
const PICKER_SCREEN: Record<string, { open: boolean; busy: boolean }> = {
  closed: { open: false, busy: false },
  loggingIn: { open: false, busy: false },
  choosing: { open: true, busy: false },
  adding: { open: true, busy: true },
  creating: { open: true, busy: true },
  savingFavorite: { open: true, busy: true },
};

async function expectPicker(value: unknown, last: PickerEvent) {
  const expected = PICKER_SCREEN[String(value)];
  if (expected === undefined) throw new Error(`no screen written for ${String(value)}`);
  if (!expected.open) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return;
  }
  const open = await picker();
  expect(open).toHaveTextContent(PARMIGIANO.name);
  const list = within(open).getByRole('button', {
    name: new RegExp(`^${weeklyList.name} \\(3\\)`),
  });
  expect(list.hasAttribute('disabled')).toBe(expected.busy);
  if (last.type.startsWith('xstate.error.actor.')) {
    expect(within(open).getByRole('alert')).toHaveTextContent(TAKEN);
  }
}

/** Replays every generated path of `machine` through `run`, and checks they took every transition. */
function describePaths<M extends AnyStateMachine>(
  title: string,
  machine: M,
  events: Parameters<typeof screenPaths<M>>[1],
  run: (path: ReturnType<typeof screenPaths<M>>[number]) => Promise<void>,
  input?: Parameters<typeof replayPath<M>>[3],
) {
  const paths = screenPaths(machine, events, { input });
  describe(title, () => {
    const covered = new Set<string>();
    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      replayPath(machine, path, {}, input).taken.forEach((t) => covered.add(t));
      await run(path);
    });
    it('the replayed paths take every transition of the machine', () => {
      const all = [...listTransitions(machine).values()];
      expect(all.filter((transition) => !covered.has(transition))).toEqual([]);
    });
  });
}

describePaths(
  'the list selector: generated paths through a product card and the dialog',
  listPickerMachine,
  listPickerEvents,
  async (path) => {
    const actor = createActor(
      listPickerMachine.provide({ actors: neverSettling(listPickerMachine) as never }),
    ).start();
    render(
      <StoryProviders>
        <PickerScreen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: `Aggiungi a una lista: ${product.name}` });
    for (const event of path.events) await performPick(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectPicker(path.expectedValue, path.events[path.events.length - 1] as PickerEvent);
    actor.stop();
  },
);

type ListActor = Actor<typeof listsMachine>;
type ListEvent = EventFromLogic<typeof listsMachine>;
type AddAllActor = Actor<typeof addAllMachine>;
type AddAllEvent = EventFromLogic<typeof addAllMachine>;

/** 'Dettaglio lista' as ListDetailContainer binds it to the two actors. */
function ListScreen({ actions, addAll }: { actions: ListActor; addAll: AddAllActor }) {
  return (
    <ListDetail
      list={weeklyDetail}
      lines={null}
      inactiveLines={null}
      busy={useSelector(actions, selectIsListBusy)}
      errors={[
        ...useSelector(actions, selectListErrors),
        ...useSelector(addAll, selectAddAllErrors),
      ]}
      confirmingRemoval={useSelector(actions, selectIsConfirmingListRemoval)}
      onAddAll={() => addAll.send({ type: 'addAll.ask' })}
      onRename={(name) => actions.send({ type: 'list.rename', name })}
      onCopy={(name) => actions.send({ type: 'list.copy', name })}
      onMakeDefault={() => actions.send({ type: 'list.makeDefault' })}
      onShare={(email, grant) => actions.send({ type: 'list.share', email, grant })}
      onUnshare={(email) => actions.send({ type: 'list.unshare', email })}
      onAskRemoval={() => actions.send({ type: 'list.ask' })}
      onConfirmRemoval={() => actions.send({ type: 'action.confirmed' })}
      onDismissRemoval={() => actions.send({ type: 'action.dismissed' })}
      addAll={
        <AddAllDialogs
          confirming={useSelector(addAll, selectIsConfirmingAddAll)}
          adding={useSelector(addAll, selectIsAddingAll)}
          result={useSelector(addAll, selectAddAllResult)}
          onConfirm={() => addAll.send({ type: 'action.confirmed' })}
          onDismiss={() => addAll.send({ type: 'action.dismissed' })}
          onCloseResult={() => addAll.send({ type: 'result.closed' })}
          onGoToCart={() => addAll.send({ type: 'result.closed' })}
        />
      }
    />
  );
}

function renderListScreen() {
  const actions = createActor(
    listsMachine.provide({ actors: neverSettling(listsMachine) as never }),
    { input: { grant: 'OWNER' } },
  ).start();
  const addAll = createActor(
    addAllMachine.provide({ actors: neverSettling(addAllMachine) as never }),
  ).start();
  render(
    <StoryProviders>
      <ListScreen actions={actions} addAll={addAll} />
    </StoryProviders>,
  );
  return { actions, addAll };
}

const question = (name: string) => screen.findByRole('alertdialog', { name });

async function performList(actor: ListActor, event: ListEvent) {
  const form = (name: string) => screen.getByRole('form', { name });
  switch (event.type) {
    case 'list.rename':
      return step(
        actor,
        event,
        tally,
        () => within(form('Rinomina la lista')).getByRole('button', { name: 'Rinomina' }),
        (button) => {
          fireEvent.change(screen.getByLabelText('Nome della lista'), {
            target: { value: event.name },
          });
          fireEvent.click(button);
        },
      );
    case 'list.share':
      return step(
        actor,
        event,
        tally,
        () => within(form('Condividi la lista')).getByRole('button', { name: 'Condividi' }),
        (button) => {
          fireEvent.change(screen.getByLabelText('E-mail della persona'), {
            target: { value: event.email },
          });
          fireEvent.click(button);
        },
      );
    case 'list.ask':
      return step(actor, event, tally, () =>
        screen.queryByRole('button', { name: 'Elimina la lista' }),
      );
    case 'action.confirmed':
    case 'action.dismissed':
      return stepWhenShown(actor, event, tally, async () =>
        within(await question('Elimina la lista')).getByRole('button', {
          name: event.type === 'action.confirmed' ? 'Sì' : 'No',
        }),
      );
    default:
      // Making default and unsharing are buttons of lists the sample does not hold (default
      // already, shared with no one); the new list's name comes from 'Le mie liste'.
      return step(actor, event, tally);
  }
}

const LIST_SCREEN: Record<string, { question: boolean; busy: boolean }> = {
  idle: { question: false, busy: false },
  confirmingRemoval: { question: true, busy: false },
  creating: { question: false, busy: true },
  copying: { question: false, busy: true },
  renaming: { question: false, busy: true },
  makingDefault: { question: false, busy: true },
  sharing: { question: false, busy: true },
  unsharing: { question: false, busy: true },
  removing: { question: false, busy: true },
};

describePaths(
  "'Dettaglio lista': generated paths through the owner's controls",
  listsMachine,
  listsEvents,
  async (path) => {
    const { actions } = renderListScreen();
    await screen.findByRole('heading', { name: weeklyDetail.name });
    for (const event of path.events) await performList(actions, event);
    expect(actions.getSnapshot().value).toEqual(path.expectedValue);
    const expected = LIST_SCREEN[String(path.expectedValue)];
    if (expected === undefined) throw new Error(`no screen for ${String(path.expectedValue)}`);
    if (expected.question) {
      expect(await question('Elimina la lista')).toHaveTextContent(
        `Eliminare la lista "${weeklyDetail.name}"?`,
      );
    } else {
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    const remove = screen.getByRole('button', { name: 'Elimina la lista' });
    expect(remove.hasAttribute('disabled')).toBe(expected.busy);
    if (path.events[path.events.length - 1]?.type.startsWith('xstate.error.actor.')) {
      expect(screen.getByRole('alert')).toHaveTextContent(TAKEN);
    }
  },
  { grant: 'OWNER' },
);

async function performAddAll(actor: AddAllActor, event: AddAllEvent) {
  switch (event.type) {
    case 'addAll.ask':
      return step(actor, event, tally, () =>
        screen.queryByRole('button', { name: 'Aggiungi tutto al carrello' }),
      );
    case 'action.confirmed':
    case 'action.dismissed':
      return stepWhenShown(actor, event, tally, async () =>
        within(await question('Aggiungi tutto al carrello')).getByRole('button', {
          name: event.type === 'action.confirmed' ? 'Sì' : 'No',
        }),
      );
    case 'result.closed':
      return stepWhenShown(actor, event, tally, async () =>
        within(
          await screen.findByRole('dialog', { name: 'Prodotti aggiunti al carrello' }),
        ).getByRole('button', { name: 'Chiudi' }),
      );
    default:
      return step(actor, event, tally);
  }
}

describePaths(
  "'Aggiungi tutto al carrello': generated paths through the button, the question and the result",
  addAllMachine,
  addAllEvents,
  async (path) => {
    const { addAll } = renderListScreen();
    await screen.findByRole('heading', { name: weeklyDetail.name });
    for (const event of path.events) await performAddAll(addAll, event);
    const value = addAll.getSnapshot().value;
    expect(value).toEqual(path.expectedValue);
    if (value === 'confirming' || value === 'adding') {
      const ask = await question('Aggiungi tutto al carrello');
      expect(ask).toHaveTextContent('Aggiungere al carrello tutti i prodotti della lista?');
      const yes = within(ask).getByRole('button', { name: 'Sì' });
      expect(yes.hasAttribute('data-loading')).toBe(value === 'adding');
    } else if (value === 'result') {
      const result = await screen.findByRole('dialog', { name: 'Prodotti aggiunti al carrello' });
      expect(result).toHaveTextContent('Parmigiano Reggiano DOP 24 mesi');
      expect(result).toHaveTextContent('Aggiunto');
    } else {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    if (String(path.events[path.events.length - 1]?.type) === 'xstate.error.actor.addAllToCart') {
      expect(screen.getByRole('alert')).toHaveTextContent('La lista è vuota');
    }
  },
);

describe('the lists stories', () => {
  const pickerStory = composeStories(pickerStories);
  const detailStory = composeStories(detailStories);
  const overviewStory = composeStories(overviewStories);

  it.each([
    ...Object.entries(pickerStory),
    ...Object.entries(detailStory),
    ...Object.entries(overviewStory),
  ])('%s renders', async (_name, Story) => {
    const view = render(<Story />);
    await waitFor(() => expect(document.body).not.toBeEmptyDOMElement());
    view.unmount();
  });

  it('a list shared read-only shows its lines without any control that changes it', async () => {
    render(<detailStory.SharedReadOnly />);
    await screen.findByRole('heading', { name: 'Dispensa di casa' });
    expect(screen.getByText('Sola lettura')).toBeInTheDocument();
    expect(screen.getByText('Condivisa con te da Luca')).toBeInTheDocument();
    for (const name of ['Rinomina', 'Condividi', 'Elimina la lista', 'Rimuovi']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Togli dalle mie liste' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Copia nelle mie liste' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi tutto al carrello' })).toBeEnabled();
  });

  it('the selector keeps its list area within 300 px, however many lists', async () => {
    render(<pickerStory.ManyLists />);
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi a una lista' });
    const list = within(dialog).getByRole('list', { name: 'Le mie liste' });
    const heights: string[] = [];
    for (let at: HTMLElement | null = list; at && at !== dialog; at = at.parentElement) {
      if (at.style.maxHeight) heights.push(at.style.maxHeight);
    }
    // Mantine writes sizes in rem of 16 px, scaled with the theme: 18.75rem is 300 px.
    expect(heights).toEqual([`calc(${300 / 16}rem * var(--mantine-scale))`]);
  });

  it('the share form refuses a malformed e-mail with the spec message and shares nothing', async () => {
    const onShare = detailStory.OwnList.args.onShare;
    render(<detailStory.OwnList />);
    fireEvent.change(await screen.findByLabelText('E-mail della persona'), {
      target: { value: 'giulia@' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Condividi' }));
    expect(await screen.findByText('Digitare una e-mail valida')).toBeInTheDocument();
    expect(onShare).not.toHaveBeenCalled();
  });

  it('a new list needs a name of at most 60 characters', async () => {
    const onCreate = overviewStory.Lists.args.onCreate;
    render(<overviewStory.Lists />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crea lista' }));
    expect(await screen.findByText('Inserisci il nome della lista')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Nome della nuova lista'), {
      target: { value: 'x'.repeat(61) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crea lista' }));
    expect(
      await screen.findByText('Il nome della lista può contenere al massimo 60 caratteri'),
    ).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain(partyList.name);
  });

  afterAll(() => {
    console.info(`lists: ${tally.dom} events via DOM, ${tally.direct} sent`);
  });
});
