/**
 * The consent machine's generated paths replayed through the full dialog after a login
 * (account-and-platform.md §4) and 'Privacy e consensi': the shopper's answers go through the
 * checkboxes and the button; the login's check, the page's opening and the server's answers are
 * sent to the actor. What shows must be what the spec says, written here by hand. A required
 * disclaimer left unticked is refused on the form, and nothing is sent.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  consentMachine,
  selectAsked,
  selectConsentErrors,
  selectIsAsking,
  selectIsConsentBusy,
  selectIsConsentSaved,
} from '../../machines/consent/consent.machine';
import { ConsentDialog } from '../../src/features/consent/components/ConsentDialog';
import { ConsentForm } from '../../src/features/consent/components/ConsentForm';
import { StoryProviders } from '../../stories/story-providers';
import { consentEvents } from '../model/consent-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling } from './replay';
import { anyRefusal, expectButton, screenFor, type ButtonState } from './screen-table';

type ConsentActor = Actor<typeof consentMachine>;
type ConsentEvent = EventFromLogic<typeof consentMachine>;

/** As ConsentCheckContainer binds the dialog to the actor. */
function Screen({ actor }: { actor: ConsentActor }) {
  return (
    <ConsentDialog
      opened={useSelector(actor, selectIsAsking)}
      disclaimers={useSelector(actor, selectAsked)}
      busy={useSelector(actor, selectIsConsentBusy)}
      errors={useSelector(actor, selectConsentErrors)}
      onSubmit={(answers) => actor.send({ type: 'form.submitted', answers })}
      onLogout={() => {}}
    />
  );
}

/** How many of the shopper's answers went through the rendered buttons. */
const tally = { dom: 0 };

const dialog = () => screen.queryByRole('dialog', { name: 'Aggiorna i tuoi consensi' });

async function perform(actor: ConsentActor, event: ConsentEvent) {
  // Mantine mounts the dialog's content once it has opened.
  const open = actor.getSnapshot().matches('asking')
    ? await screen.findByRole('dialog', { name: 'Aggiorna i tuoi consensi' })
    : dialog();
  const confirm = open && within(open).queryByRole('button', { name: 'Conferma' });
  if (event.type === 'form.submitted' && confirm && !confirm.hasAttribute('data-loading')) {
    for (const { registrationDisclaimerId, value } of event.answers) {
      const box = within(open).getAllByRole('checkbox')[registrationDisclaimerId === 1 ? 0 : 1];
      if (box && (box as HTMLInputElement).checked !== value) fireEvent.click(box);
    }
    fireEvent.click(confirm);
    await waitFor(() => expect(actor.getSnapshot().matches('asking')).toBe(false));
    tally.dom += 1;
    return;
  }
  act(() => actor.send(event));
}

/**
 * The full dialog after a login by state (account-and-platform.md §4: a check of missing
 * disclaimers opens a full dialog if any are returned), written by hand: its 'Conferma' usable
 * or loading while the answers are saved; null: no dialog.
 */
const DIALOG: Record<string, { confirm: ButtonState } | null> = {
  idle: null,
  checking: null,
  // A failed check waits to be made again: nothing to see meanwhile.
  waitingToCheckAgain: null,
  asking: { confirm: 'enabled' },
  saving: { confirm: 'loading' },
  done: null,
};

/** The server's refusal shown in the dialog, by the call that refused last. */
const REFUSAL: Record<string, string> = {
  saveAnswers:
    "Le condizioni di vendita e l'informativa sulla privacy sono necessarie per usare il servizio",
};

async function expectScreenFor(value: unknown, last: ConsentEvent) {
  const expected = screenFor(DIALOG, value);
  if (expected === null) {
    await waitFor(() => expect(dialog()).toBeNull());
    return;
  }
  const open = await screen.findByRole('dialog', { name: 'Aggiorna i tuoi consensi' });
  // A dialog that opens again fades in.
  await waitFor(() =>
    expect(
      within(open).getByText(/^Condizioni generali di vendita \(obbligatorio\)$/),
    ).toBeVisible(),
  );
  expect(
    within(open).getByText(
      'Per continuare a fare la spesa accetta le condizioni obbligatorie. Puoi cambiare gli altri consensi quando vuoi in Privacy e consensi.',
    ),
  ).toBeVisible();
  // It cannot be dismissed: no close button, and 'Esci' is the way out.
  expect(within(open).queryByRole('button', { name: /Chiudi/ })).toBeNull();
  expect(within(open).getByRole('button', { name: 'Esci' })).toBeInTheDocument();
  const confirm = within(open).getByRole('button', { name: 'Conferma' });
  expect(confirm.hasAttribute('data-loading')).toBe(value === 'saving');
  expectButton(confirm, expected.confirm);
  const failed = String(last.type).match(/^xstate\.error\.actor\.(.+)$/)?.[1];
  const alerts = () =>
    within(open)
      .queryAllByRole('alert')
      .map((alert) => alert.textContent);
  if (failed !== undefined) {
    const refusal = REFUSAL[failed];
    if (refusal === undefined) throw new Error(`no refusal written for ${failed}`);
    expect(alerts()).toEqual([refusal]);
  } else if (value === 'asking' && String(last.type) === 'xstate.done.actor.checkDisclaimers') {
    expect(alerts()).toEqual([]);
  }
}

/**
 * 'Privacy e consensi' by state (account-and-platform.md §2 "Dialog asking to update privacy and
 * marketing preferences", the personal area's page), written by hand.
 */
const PAGE: Record<string, { save: ButtonState; saved: string | null }> = {
  asking: { save: 'enabled', saved: null },
  saving: { save: 'loading', saved: null },
  done: { save: 'enabled', saved: 'Preferenze salvate.' },
};

function expectPageFor(value: unknown, events: readonly ConsentEvent[]) {
  const expected = screenFor(PAGE, value);
  const form = screen.getByRole('form', { name: 'Consensi' });
  expectButton(within(form).getByRole('button', { name: 'Salva le preferenze' }), expected.save);
  expect(
    within(form).getByRole('checkbox', { name: /^Condizioni generali di vendita/ }),
  ).toBeVisible();
  const statuses = screen.queryAllByRole('status').map((status) => status.textContent);
  expect(statuses).toEqual(expected.saved === null ? [] : [expected.saved]);
  if (!anyRefusal(events)) expect(screen.queryAllByRole('alert')).toEqual([]);
}

const start = () =>
  createActor(consentMachine.provide({ actors: neverSettling(consentMachine) as never })).start();

/** The events of one entry: the login's check for the dialog, the page's opening for the page. */
const eventsWithout = (type: 'consent.edit' | 'consent.check') => () =>
  consentEvents().filter((event) => event.type !== type);
const significantContext = ({ asked }: { asked: readonly unknown[] }) => asked.length > 0;

// 'consent.edit' opens the personal area's page, not this dialog: the page has its own paths.
const paths = screenPaths(consentMachine, eventsWithout('consent.edit'), { significantContext });

describe('the disclaimer dialog after a login: generated paths through the rendered dialog', () => {
  afterAll(() => {
    // The answers went through the dialog's button, not straight to the actor.
    expect(tally.dom).toBeGreaterThan(0);
    tally.dom = 0;
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    for (const event of path.events) await perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue, path.events[path.events.length - 1] as ConsentEvent);
    actor.stop();
  });
});

describe('the disclaimer dialog: a required disclaimer left unticked', () => {
  it("is refused with 'Campo obbligatorio' and nothing is sent", async () => {
    const actor = start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    act(() => actor.send({ type: 'consent.check' }));
    act(() =>
      actor.send({
        type: 'xstate.done.actor.checkDisclaimers',
        output: consentEvents().flatMap((event) =>
          event.type === 'consent.edit' ? event.asked : [],
        ),
      } as never),
    );
    const open = await screen.findByRole('dialog', { name: 'Aggiorna i tuoi consensi' });
    fireEvent.click(within(open).getByRole('button', { name: 'Conferma' }));
    expect(await within(open).findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('asking');
  });
});

/** As ConsentsPage binds its form to the actor, once the page has opened it. */
function PageScreen({ actor }: { actor: ConsentActor }) {
  const asked = useSelector(actor, selectAsked);
  const busy = useSelector(actor, selectIsConsentBusy);
  const saved = useSelector(actor, selectIsConsentSaved);
  const errors = useSelector(actor, selectConsentErrors);
  if (asked.length === 0) return <p>La pagina si sta aprendo</p>;
  return (
    <ConsentForm
      disclaimers={asked}
      lockAccepted
      busy={busy}
      saved={saved}
      errors={errors}
      submitLabel="Salva le preferenze"
      onSubmit={(answers) => actor.send({ type: 'form.submitted', answers })}
    />
  );
}

// The page's actor is never asked the login's check.
const pagePaths = screenPaths(consentMachine, eventsWithout('consent.check'), {
  significantContext,
});

describe("'Privacy e consensi': generated paths through the rendered page", () => {
  afterAll(() => {
    // The shopper's saves went through the page's button, not straight to the actor.
    expect(tally.dom).toBeGreaterThan(0);
  });

  it.each(pagePaths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = start();
    render(
      <StoryProviders>
        <PageScreen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByText('La pagina si sta aprendo');
    for (const event of path.events) {
      const save = screen.queryByRole('button', { name: 'Salva le preferenze' });
      if (event.type === 'form.submitted' && save && !save.hasAttribute('data-loading')) {
        const terms = screen.getByRole('checkbox', { name: /^Condizioni generali di vendita/ });
        if (!(terms as HTMLInputElement).checked) fireEvent.click(terms);
        fireEvent.click(save);
        await waitFor(() => expect(actor.getSnapshot().matches('saving')).toBe(true));
        tally.dom += 1;
      } else {
        act(() => actor.send(event));
      }
    }
    const value = actor.getSnapshot().value;
    expect(value).toEqual(path.expectedValue);
    const save = await screen.findByRole('button', { name: 'Salva le preferenze' });
    expect(save.hasAttribute('data-loading')).toBe(value === 'saving');
    const saved = screen.queryByRole('status');
    if (value === 'done') expect(saved).toHaveTextContent('Preferenze salvate.');
    else expect(saved).toBeNull();
    expectPageFor(value, path.events);
    actor.stop();
  });
});
