/**
 * The address-book machine's generated paths replayed through 'I miei indirizzi' and its
 * 'Dettaglio indirizzo' (account-and-platform.md §2, §5 "Address check", §8): what the shopper
 * does goes through the list's and the dialog's controls; the address that opens the dialog and
 * the server's answers are sent to the actor. The dialog, its question and the refusal shown must
 * be what the spec says, written here by hand.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  addressBookMachine,
  selectBookDraft,
  selectBookErrors,
  selectDeletingId,
  selectIsAskingUnvalidated,
  selectIsBookBusy,
  selectIsFormOpen,
} from '../../machines/account/address-book.machine';
import { AddressBookList } from '../../src/features/service/components/AddressBookList';
import { AddressDetailDialog } from '../../src/features/service/components/AddressDetailDialog';
import { HOME_ADDRESS_ENTRY } from '../../stories/service/address-book-samples';
import { StoryProviders } from '../../stories/story-providers';
import { addressBookEvents, CANNOT_DELETE, NOT_SERVED } from '../model/address-book-events';
import { screenPaths, listTransitions, replayPath } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';
import { screenFor } from './screen-table';

type BookActor = Actor<typeof addressBookMachine>;
type BookEvent = EventFromLogic<typeof addressBookMachine>;

/** As AddressesPage binds the list and the dialog to the actor. */
function Screen({ actor }: { actor: BookActor }) {
  const formOpen = useSelector(actor, selectIsFormOpen);
  const draft = useSelector(actor, selectBookDraft);
  const busy = useSelector(actor, selectIsBookBusy);
  const errors = useSelector(actor, selectBookErrors);
  const deletingId = useSelector(actor, selectDeletingId);
  return (
    <>
      <AddressBookList
        addresses={[HOME_ADDRESS_ENTRY]}
        deleting={deletingId === HOME_ADDRESS_ENTRY.addressId ? HOME_ADDRESS_ENTRY : null}
        busy={busy && !formOpen}
        errors={formOpen ? [] : errors}
        onDelete={(address) => actor.send({ type: 'record.delete', id: address.addressId })}
        onConfirmDelete={() => actor.send({ type: 'delete.confirmed' })}
        onCancelDelete={() => actor.send({ type: 'delete.cancelled' })}
      />
      <AddressDetailDialog
        opened={formOpen}
        draft={draft?.kind === 'address' ? draft.address : null}
        busy={busy}
        askingUnvalidated={useSelector(actor, selectIsAskingUnvalidated)}
        errors={formOpen ? errors : []}
        onSubmit={(address) =>
          actor.send({ type: 'form.submitted', record: { kind: 'address', address } })
        }
        onSaveUnvalidated={() => actor.send({ type: 'unvalidated.confirmed' })}
        onEditAgain={() => actor.send({ type: 'unvalidated.cancelled' })}
        onClose={() => actor.send({ type: 'form.cancelled' })}
      />
    </>
  );
}

const FORM_LABELS = {
  addressName: /^Nome dell'indirizzo/,
  address1: /^Via/,
  addressNumber: /^Numero civico/,
  city: /^Comune/,
  postalCode: /^CAP/,
} as const;

const detail = () => screen.findByRole('dialog', { name: 'Dettaglio indirizzo' });
const question = (name: string) => screen.findByRole('alertdialog', { name });

const tally = newTally();

async function perform(actor: BookActor, event: BookEvent) {
  switch (event.type) {
    case 'record.delete':
      return step(actor, event, tally, () =>
        screen.queryByRole('button', { name: `Elimina ${HOME_ADDRESS_ENTRY.addressName}` }),
      );
    case 'delete.confirmed':
    case 'delete.cancelled': {
      const confirm = await question('Elimina indirizzo');
      const name = event.type === 'delete.confirmed' ? 'Sì' : 'No';
      return step(actor, event, tally, () => within(confirm).getByRole('button', { name }));
    }
    case 'form.submitted': {
      const open = await detail();
      const { record } = event;
      return step(
        actor,
        event,
        tally,
        () => within(open).getByRole('button', { name: 'Salva indirizzo' }),
        (save) => {
          if (record.kind !== 'address') throw new Error('the addresses page sends addresses');
          for (const [field, label] of Object.entries(FORM_LABELS)) {
            fireEvent.change(within(open).getByLabelText(label), {
              target: { value: record.address[field as keyof typeof FORM_LABELS] },
            });
          }
          fireEvent.click(save);
        },
      );
    }
    case 'form.cancelled': {
      const open = await detail();
      return step(
        actor,
        event,
        tally,
        () =>
          within(open).queryByRole('button', { name: 'Annulla' }) ??
          within(open).queryByRole('button', { name: 'Chiudi' }),
      );
    }
    case 'unvalidated.confirmed':
    case 'unvalidated.cancelled': {
      const confirm = await question('Indirizzo non validato');
      const name = event.type === 'unvalidated.confirmed' ? 'Sì' : 'No';
      return step(actor, event, tally, () => within(confirm).getByRole('button', { name }));
    }
    default:
      // The address opens the dialog (record.add, record.edit); the server answers the calls.
      return step(actor, event, tally);
  }
}

type Expected =
  | { dialog: false; question: 'delete' | null; busy: boolean }
  | { dialog: true; question: 'unvalidated' | null; busy: boolean };

/** What the shopper sees in each state, written by hand from the spec. */
const SCREEN: Record<string, Expected> = {
  list: { dialog: false, question: null, busy: false },
  confirmingDelete: { dialog: false, question: 'delete', busy: false },
  deleting: { dialog: false, question: 'delete', busy: true },
  'form.editing': { dialog: true, question: null, busy: false },
  'form.checking': { dialog: true, question: null, busy: true },
  'form.saving': { dialog: true, question: null, busy: true },
  'form.confirmingUnvalidated': { dialog: true, question: 'unvalidated', busy: false },
  'form.savingUnvalidated': { dialog: true, question: 'unvalidated', busy: true },
};

const lastEvent = (events: readonly BookEvent[]) => events[events.length - 1] as BookEvent;

/** The refusal each failed call shows. */
const REFUSAL: Record<string, string> = {
  'xstate.error.actor.checkRecord': NOT_SERVED,
  'xstate.error.actor.saveRecord': 'Campo obbligatorio',
  'xstate.error.actor.saveUnvalidatedRecord': 'Campo obbligatorio',
  'xstate.error.actor.deleteRecord': CANNOT_DELETE,
};

async function expectScreenFor(value: unknown, last: BookEvent) {
  const expected = screenFor(SCREEN, value);
  if (!expected.dialog) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const confirm = screen.queryByRole('alertdialog', { name: 'Elimina indirizzo' });
    if (expected.question === 'delete') {
      expect(confirm).toHaveTextContent("Eliminare l'indirizzo Casa?");
      const yes = within(confirm as HTMLElement).getByRole('button', { name: 'Sì' });
      expect(yes.hasAttribute('data-loading')).toBe(expected.busy);
    } else {
      expect(confirm).toBeNull();
    }
  } else {
    const open = await detail();
    if (expected.question === 'unvalidated') {
      const confirm = within(open).getByRole('alertdialog', { name: 'Indirizzo non validato' });
      expect(confirm).toHaveTextContent('Indirizzo non validato, Salvare lo stesso ?');
      const yes = within(confirm).getByRole('button', { name: 'Sì' });
      expect(yes.hasAttribute('data-loading')).toBe(expected.busy);
    } else {
      const save = within(open).getByRole('button', { name: 'Salva indirizzo' });
      expect(save.hasAttribute('data-loading')).toBe(expected.busy);
    }
  }
  const refusal = REFUSAL[last.type];
  if (refusal !== undefined) expect(screen.getByRole('alert')).toHaveTextContent(refusal);
}

const paths = screenPaths(addressBookMachine, addressBookEvents, {
  significantContext: () => null,
});

describe("'I miei indirizzi': generated paths through the list and 'Dettaglio indirizzo'", () => {
  const covered = new Set<string>();

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    replayPath(addressBookMachine, path).taken.forEach((t) => covered.add(t));
    const actor = createActor(
      addressBookMachine.provide({ actors: neverSettling(addressBookMachine) as never }),
    ).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('list', { name: 'I miei indirizzi' });
    for (const event of path.events) await perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue, lastEvent(path.events));
    actor.stop();
  });

  it('the replayed paths take every transition of the machine', () => {
    const all = [...listTransitions(addressBookMachine).values()];
    expect(all.filter((transition) => !covered.has(transition))).toEqual([]);
  });

  afterAll(() => {
    console.info(
      `address book: ${paths.length} paths, ${tally.dom} events via DOM, ${tally.direct} sent`,
    );
  });
});
