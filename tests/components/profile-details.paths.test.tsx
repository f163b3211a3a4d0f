/**
 * The profile form machine's generated paths replayed through 'Il mio profilo': the data are typed
 * and sent as a shopper would, the save's answers are sent to the actor, and the screen must show
 * what the spec says: the form busy while saving, the server's refusal on the form, and once saved
 * the outcome page 'Profilo aggiornato' (/profile/profile-updated). Bad input is refused on the
 * form with its Italian message, and nothing is sent.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor, type EventFromLogic } from 'xstate';
import {
  profileMachine,
  selectIsProfileBusy,
  selectIsProfileSaved,
  selectProfileErrors,
  type ProfileFormValues,
} from '../../machines/account/profile.machine';
import { ProfileDetailsForm } from '../../src/features/account/components/ProfileDetailsForm';
import { ProfileOutcomeMessage } from '../../src/features/account/components/ProfileOutcomeMessage';
import type { Profile } from '../../src/domain/profile';
import { MARIO, MARIO_FISCAL_CODE, STORY_TODAY } from '../../stories/account/account-samples';
import { StoryProviders } from '../../stories/story-providers';
import { OLD_PASSWORD_WRONG } from '../model/profile.cases';
import { profileEventsWith } from '../model/profile-events';
import { screenPaths } from '../model/transition-coverage';
import { expectButton, expectRefusalShown, screenFor, type ButtonState } from './screen-table';

type ProfileActor = Actor<typeof profileMachine>;
type ProfileEvent = EventFromLogic<typeof profileMachine>;

const DETAILS: Profile = {
  firstName: 'Mario',
  lastName: 'Rossi',
  phone: '333 1234567',
  fiscalCode: MARIO_FISCAL_CODE,
  birthDate: '1985-08-01',
};
const EMPTY = { firstName: '', lastName: '', phone: '', fiscalCode: '', birthDate: '' };

const pending = fromPromise<void, ProfileFormValues>(() => new Promise<void>(() => {}));
const logic = profileMachine.provide({ actors: { save: pending } });

const startProfile = () => createActor(logic).start();

/** As ProfileUpdatePage: the form, then the outcome page once the data are saved. */
function Screen({ actor }: { actor: ProfileActor }) {
  const saved = useSelector(actor, selectIsProfileSaved);
  const busy = useSelector(actor, selectIsProfileBusy);
  const errors = useSelector(actor, selectProfileErrors);
  if (saved) return <ProfileOutcomeMessage outcome="profile-updated" />;
  return (
    <ProfileDetailsForm
      initial={EMPTY}
      today={STORY_TODAY}
      busy={busy}
      errors={errors}
      onSubmit={(details) =>
        actor.send({ type: 'form.submitted', values: { kind: 'details', details } })
      }
    />
  );
}

const LABELS = {
  firstName: /^Nome/,
  lastName: /^Cognome/,
  fiscalCode: /^Codice fiscale/,
  birthDate: /^Data di nascita/,
  phone: /^Telefono/,
} as const;

function typeAndSend(values: Record<keyof typeof LABELS, string>) {
  for (const [field, label] of Object.entries(LABELS)) {
    fireEvent.change(screen.getByLabelText(label), {
      target: { value: values[field as keyof typeof LABELS] },
    });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Salva i dati' }));
}

function perform(actor: ProfileActor, event: ProfileEvent) {
  if (event.type === 'form.submitted' && event.values.kind === 'details') {
    typeAndSend(event.values.details);
  } else {
    act(() => actor.send(event));
  }
}

async function expectScreenFor(value: unknown, last: ProfileEvent) {
  if (value === 'saved') {
    expect(await screen.findByRole('heading', { name: 'Profilo aggiornato' })).toBeVisible();
    return;
  }
  const form = screen.getByRole('form', { name: 'I tuoi dati' });
  expect(form).toHaveAttribute('aria-busy', String(value === 'saving'));
  if ((last.type as string) === 'xstate.error.actor.save') {
    expect(screen.getByRole('alert')).toHaveTextContent(OLD_PASSWORD_WRONG);
  }
}

type Expected =
  | { page: 'form'; save: ButtonState }
  | { page: 'outcome'; title: string; text: string; back: string };

/**
 * What the shopper sees in each state of 'Il mio profilo' (account-and-platform.md §2, the
 * profile area's profile-update and profile-updated), written by hand.
 */
const SCREEN: Record<string, Expected> = {
  editing: { page: 'form', save: 'enabled' },
  saving: { page: 'form', save: 'loading' },
  saved: {
    page: 'outcome',
    title: 'Profilo aggiornato',
    text: 'I tuoi dati sono stati salvati.',
    back: 'Torna a Il mio profilo',
  },
};

/** The server's refusal shown on the form, by the state the path ends in and the call. */
const REFUSAL: Record<string, string> = {
  'editing <- save': 'La password attuale non è corretta',
};

async function expectTableScreen(value: unknown, events: readonly ProfileEvent[]) {
  const expected = screenFor(SCREEN, value);
  if (expected.page === 'outcome') {
    expect(await screen.findByRole('heading', { name: expected.title })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(expected.text);
    expect(screen.getByRole('link', { name: expected.back })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'I tuoi dati' })).toBeNull();
    return;
  }
  const form = screen.getByRole('form', { name: 'I tuoi dati' });
  expectButton(within(form).getByRole('button', { name: 'Salva i dati' }), expected.save);
  for (const label of Object.values(LABELS))
    expect(within(form).getByLabelText(label)).toBeVisible();
  const alerts = within(form)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);
  expectRefusalShown(alerts, value, events, REFUSAL);
}

const detailsValues: ProfileFormValues = { kind: 'details', details: DETAILS };
// Once saved, the shopper is on the outcome page, and its 'Torna a Il mio profilo' opens a new
// form: the paths that go on after a save are replayed through 'Aggiorna password', which stays.
const paths = screenPaths(profileMachine, profileEventsWith(detailsValues), {
  significantContext: () => null,
}).filter(
  (path) =>
    !path.events.slice(0, -1).some((event) => String(event.type) === 'xstate.done.actor.save'),
);

describe("'Il mio profilo': generated paths through the rendered form", () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = startProfile();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Salva i dati' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue, path.events[path.events.length - 1] as ProfileEvent);
    await expectTableScreen(path.expectedValue, path.events);
    actor.stop();
  });
});

describe("'Il mio profilo': bad input is refused on the form and nothing is saved", () => {
  it.each([
    [
      'a phone in a foreign format',
      { phone: '+44 20 7946 0958' },
      'Digitare un numero di telefono valido',
    ],
    [
      'a wrong check letter',
      {
        fiscalCode: MARIO_FISCAL_CODE.slice(0, 15) + (MARIO_FISCAL_CODE.endsWith('A') ? 'B' : 'A'),
      },
      'Formato non corretto',
    ],
    [
      'HTML in a name',
      { firstName: '<b>Mario</b>' },
      'Usare solo lettere, spazi, apostrofi e trattini',
    ],
    ['a minor', { birthDate: '2015-03-01' }, 'Per usare il servizio devi essere maggiorenne'],
    ['an empty surname', { lastName: '' }, 'Campo obbligatorio'],
  ])('%s', async (_, change, message) => {
    const actor = startProfile();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Salva i dati' });
    typeAndSend({ ...MARIO, phone: MARIO.phone ?? '', ...change });
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
  });
});
