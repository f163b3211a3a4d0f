/**
 * The service-selection machine's generated paths replayed through the rendered address,
 * time-slot and store dialogs (shopping-flow.md §2 "Selector dialogs", §4 "Selector chaining"):
 * what the shopper does in a dialog goes through its controls; the app's opening of a dialog, the
 * cart's locks and the server's answers are sent to the actor. Which dialog is open, its title and
 * the refusal shown must be what the spec says.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import { serviceMachine } from '../../machines/service/service.machine';
import { ServiceDialogs } from '../../src/features/service/ServiceDialogs';
import {
  cartOf,
  deliveryServices,
  serviceAddresses,
  vialeMonzaPoints,
} from '../../stories/cart/cart-samples';
import { days, stores, TODAY } from '../../stories/service/service-samples';
import { StoryProviders } from '../../stories/story-providers';
import { sampleAddress, serviceSelectionEvents } from '../model/service-events';
import { listTransitions, replayPath, screenPaths } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';
import { screenFor } from './screen-table';

type ServiceActor = Actor<typeof serviceMachine>;
type ServiceEvent = EventFromLogic<typeof serviceMachine>;

/** As ServiceDialogsContainer derives the address dialog's view. */

/** The shopper's addresses, the sample's own office among them; the cart is on company delivery. */
const addresses = [...serviceAddresses, sampleAddress];

/** The app's service dialogs on the sample data: the cart is delivered to the sample office. */
const cart = cartOf([], { shippingAddress: sampleAddress, store: undefined });

function ConnectedDialogs({ actor }: { actor: ServiceActor }) {
  return (
    <ServiceDialogs
      actor={actor}
      cart={cart}
      serviceAddresses={{ deliveryServices: [...deliveryServices], addresses }}
      storeAddresses={vialeMonzaPoints}
      stores={stores}
      days={days}
      today={TODAY}
      onServicesPage={() => {}}
    />
  );
}

/** The titles the spec's dialogs carry. */
const TITLE = {
  addressList: /^(Dove vuoi ricevere la spesa\?|Punti di ritiro di Milano Viale Monza)$/,
  addressForm: /^(Nuovo indirizzo|Modifica indirizzo)$/,
  timeslot: 'Scegli la fascia oraria',
  store: 'Scegli il negozio',
} as const;
const ANY_ADDRESS_TITLE = new RegExp(`${TITLE.addressList.source}|${TITLE.addressForm.source}`);

const tally = newTally();
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const addressDialog = () => dialog(ANY_ADDRESS_TITLE);

/** The row of the sample address in the list, if shown. */
function sampleRow(within_: HTMLElement) {
  const choose = within(within_).queryByRole('button', { name: 'Scegli Ufficio Bicocca' });
  return choose?.closest('li') ?? null;
}

const FORM_LABELS = {
  addressName: /^Nome dell'indirizzo/,
  address1: /^Via/,
  addressNumber: /^Numero civico/,
  city: /^Comune/,
  postalCode: /^CAP/,
} as const;

async function perform(actor: ServiceActor, event: ServiceEvent) {
  switch (event.type) {
    case 'dialog.close': {
      const open = await screen.findByRole('dialog');
      return step(actor, event, tally, () =>
        within(open).queryByRole('button', { name: 'Chiudi' }),
      );
    }
    case 'address.search': {
      const open = await addressDialog();
      const text = event.text;
      return step(
        actor,
        event,
        tally,
        () => within(open).getByRole('textbox', { name: 'Cerca indirizzo' }),
        (input) => fireEvent.change(input, { target: { value: text } }),
      );
    }
    case 'address.select': {
      const open = await addressDialog();
      return step(actor, event, tally, () =>
        within(open).queryByRole('button', { name: 'Scegli Ufficio Bicocca' }),
      );
    }
    case 'address.setStore': {
      const open = await addressDialog();
      return step(actor, event, tally, () =>
        within(open).queryByRole('button', { name: 'Cerca un negozio' }),
      );
    }
    case 'address.setTimeslot': {
      const open = await addressDialog();
      return step(actor, event, tally, () =>
        within(open).queryByRole('button', { name: "Scegli l'orario" }),
      );
    }
    case 'address.add': {
      const open = await addressDialog();
      return step(actor, event, tally, () =>
        within(open).queryByRole('button', { name: 'Aggiungi indirizzo' }),
      );
    }
    case 'address.edit':
    case 'address.delete': {
      const open = await addressDialog();
      const name = event.type === 'address.edit' ? 'Modifica' : 'Elimina';
      return step(actor, event, tally, () => {
        const row = sampleRow(open);
        return row && within(row).queryByRole('button', { name });
      });
    }
    case 'address.deleteConfirmed':
    case 'address.deleteCancelled': {
      const confirm = await screen.findByRole('alertdialog', { name: 'Elimina indirizzo' });
      const name = event.type === 'address.deleteConfirmed' ? 'Sì' : 'No';
      return step(actor, event, tally, () => within(confirm).getByRole('button', { name }));
    }
    case 'form.submit': {
      const open = await dialog(TITLE.addressForm);
      const draft = event.draft;
      return step(
        actor,
        event,
        tally,
        () => within(open).getByRole('button', { name: 'Salva indirizzo' }),
        (save) => {
          for (const [field, label] of Object.entries(FORM_LABELS)) {
            fireEvent.change(within(open).getByLabelText(label), {
              target: { value: draft[field as keyof typeof FORM_LABELS] },
            });
          }
          fireEvent.click(save);
        },
      );
    }
    case 'form.cancel': {
      const open = await addressDialog();
      return step(actor, event, tally, () => {
        const confirm = within(open).queryByRole('alertdialog', { name: 'Indirizzo non validato' });
        return confirm
          ? within(confirm).getByRole('button', { name: 'No' })
          : within(open).queryByRole('button', { name: 'Annulla' });
      });
    }
    case 'form.saveUnvalidated': {
      const confirm = await screen.findByRole('alertdialog', { name: 'Indirizzo non validato' });
      return step(actor, event, tally, () => within(confirm).getByRole('button', { name: 'Sì' }));
    }
    case 'timeslot.select': {
      const open = await dialog(TITLE.timeslot);
      return step(actor, event, tally, () =>
        within(open).queryByRole('button', { name: /^12:00 - 13:00, Disponibile/ }),
      );
    }
    case 'timeslot.setAddress': {
      const open = await dialog(TITLE.timeslot);
      return step(
        actor,
        event,
        tally,
        () => within(open).queryAllByRole('button', { name: 'Cambia indirizzo' })[0],
      );
    }
    case 'store.select': {
      const open = await dialog(TITLE.store);
      return step(actor, event, tally, () =>
        within(open).queryByRole('button', { name: /^Milano Viale Monza/ }),
      );
    }
    default:
      // The app opens the dialogs and tells the locks; the server answers the calls. The day
      // tabs, the range filter and a tab of a service the sample has not are sent as well.
      return step(actor, event, tally);
  }
}

type Kind = 'addressList' | 'addressForm' | 'confirmDelete' | 'confirmUnvalidated';
type Expected =
  | { dialog: null }
  | { dialog: 'address'; view: Kind; busy: boolean }
  | { dialog: 'timeslot' | 'store'; busy: boolean };

/** What the shopper sees in each state (shopping-flow.md §2, §4), written by hand. */
const SCREEN: Record<string, Expected> = {
  idle: { dialog: null },
  'address.choosing': { dialog: 'address', view: 'addressList', busy: false },
  'address.selecting': { dialog: 'address', view: 'addressList', busy: true },
  'address.deleting': { dialog: 'address', view: 'addressList', busy: true },
  'address.confirmingDelete': { dialog: 'address', view: 'confirmDelete', busy: false },
  'address.editing': { dialog: 'address', view: 'addressForm', busy: false },
  'address.checking': { dialog: 'address', view: 'addressForm', busy: true },
  'address.saving': { dialog: 'address', view: 'addressForm', busy: true },
  'address.savingUnvalidated': { dialog: 'address', view: 'addressForm', busy: true },
  'address.confirmingUnvalidated': { dialog: 'address', view: 'confirmUnvalidated', busy: false },
  'timeslot.choosing': { dialog: 'timeslot', busy: false },
  'timeslot.selecting': { dialog: 'timeslot', busy: true },
  'store.choosing': { dialog: 'store', busy: false },
  'store.selecting': { dialog: 'store', busy: true },
};

const lastEvent = (events: readonly ServiceEvent[]) => events[events.length - 1] as ServiceEvent;

const refusal = "L'indirizzo inserito non è coperto dal servizio.";

async function expectScreenFor(value: unknown, last: ServiceEvent) {
  const expected = screenFor(SCREEN, value);
  if (expected.dialog === null) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return;
  }
  let open: HTMLElement;
  if (expected.dialog === 'address') {
    const form = expected.view === 'addressForm';
    open = await dialog(form ? TITLE.addressForm : TITLE.addressList);
    if (expected.view === 'confirmDelete') {
      const confirm = within(open).getByRole('alertdialog', { name: 'Elimina indirizzo' });
      expect(confirm).toHaveTextContent("Eliminare l'indirizzo Ufficio Bicocca?");
    } else if (expected.view === 'confirmUnvalidated') {
      const confirm = within(open).getByRole('alertdialog', { name: 'Indirizzo non validato' });
      expect(confirm).toHaveTextContent('Indirizzo non validato, Salvare lo stesso ?');
    } else if (form) {
      const save = within(open).getByRole('button', { name: 'Salva indirizzo' });
      if (expected.busy) expect(save).toHaveAttribute('data-loading', 'true');
      else expect(save).toBeEnabled();
    } else if (expected.busy) {
      // A call is under way: the addresses cannot be chosen.
      const choose = within(open).queryByRole('button', { name: 'Scegli Ufficio Bicocca' });
      if (choose) expect(choose).toBeDisabled();
    }
  } else if (expected.dialog === 'timeslot') {
    open = await dialog(TITLE.timeslot);
    const saving = within(open).queryByLabelText('Salvataggio della fascia oraria');
    expect(saving !== null).toBe(expected.busy);
  } else {
    open = await dialog(TITLE.store);
    const saving = within(open).queryByLabelText('Salvataggio del negozio');
    expect(saving !== null).toBe(expected.busy);
  }
  // One dialog at a time.
  await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  // A refused call is shown in the dialog that stays open.
  if (last.type.startsWith('xstate.error.actor.')) {
    expect(within(open).getByRole('alert')).toHaveTextContent(refusal);
  }
}

const paths = screenPaths(serviceMachine, serviceSelectionEvents, {
  significantContext: ({ cartStatusId, onPaymentRoute }) => [cartStatusId, onPaymentRoute],
});

describe('service dialogs: generated paths through the rendered dialogs', () => {
  const covered = new Set<string>();

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    replayPath(serviceMachine, path).taken.forEach((t) => covered.add(t));
    const actor = createActor(
      serviceMachine.provide({ actors: neverSettling(serviceMachine) as never }),
      { input: {} },
    ).start();
    render(
      <StoryProviders>
        <ConnectedDialogs actor={actor} />
      </StoryProviders>,
    );
    for (const event of path.events) await perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue, lastEvent(path.events));
    actor.stop();
  });

  it('the replayed paths take every transition of the machine', () => {
    const all = [...listTransitions(serviceMachine).values()];
    expect(all.filter((transition) => !covered.has(transition))).toEqual([]);
  });

  afterAll(() => {
    console.info(
      `service: ${paths.length} paths, ${tally.dom} events via DOM, ${tally.direct} sent`,
    );
  });
});
