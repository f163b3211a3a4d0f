/**
 * The registration machine's generated paths replayed through the rendered screens: the form is
 * filled and sent as a shopper would, the e-mail is sent again by its button, the routes' entries
 * and the calls' results are sent to the actor, and the screen must show the state the model
 * expects.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor, type EventFromLogic } from 'xstate';
import {
  registrationMachine,
  selectIsRegistrationBusy,
  selectRegistrationErrors,
  selectRegistrationStep,
  selectWasResent,
} from '../../machines/registration/registration.machine';
import type { Registration } from '../../src/domain/registration';
import { RegistrationForm } from '../../src/features/registration/components/RegistrationForm';
import { RegistrationStatus } from '../../src/features/registration/components/RegistrationStatus';
import { DISCLAIMERS, idleLogin } from '../../stories/registration/registration-fixtures';
import { StoryProviders } from '../../stories/story-providers';
import { MARIO } from '../model/registration.cases';
import { registrationEvents } from '../model/registration-events';
import { screenPaths } from '../model/transition-coverage';
import { expectButton, expectRefusalShown, screenFor, type ButtonState } from './screen-table';

type RegistrationActor = Actor<typeof registrationMachine>;
type RegistrationEvent = EventFromLogic<typeof registrationMachine>;

function Screens({ actor }: { actor: RegistrationActor }) {
  const step = useSelector(actor, selectRegistrationStep);
  const busy = useSelector(actor, selectIsRegistrationBusy);
  const errors = useSelector(actor, selectRegistrationErrors);
  const resent = useSelector(actor, selectWasResent);
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  return step === 'form' ? (
    <RegistrationForm
      disclaimers={DISCLAIMERS}
      busy={busy}
      errors={errors}
      today="2026-11-24"
      onSubmit={(registration) => actor.send({ type: 'form.submitted', registration })}
    />
  ) : (
    <RegistrationStatus
      step={step}
      email={email}
      busy={busy}
      resent={resent}
      errors={errors}
      onResend={() => actor.send({ type: 'email.resend' })}
      login={idleLogin}
    />
  );
}

/** Types a registration into the form as a shopper would and sends it. */
export function fillAndSend(registration: Registration, passwordConfirm = registration.password) {
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Nome/, registration.firstName);
  type(/^Cognome/, registration.lastName);
  type(/^Indirizzo email/, registration.email);
  type(/^Password/, registration.password);
  type(/^Conferma password/, passwordConfirm);
  type(/^Codice fiscale/, registration.fiscalCode);
  type(/^Data di nascita/, registration.birthDate);
  type(/^Telefono/, registration.phone ?? '');
  for (const { registrationDisclaimerId, value } of registration.disclaimers) {
    const disclaimer = DISCLAIMERS.find(
      (d) => d.registrationDisclaimerId === registrationDisclaimerId,
    );
    const box = disclaimer && screen.getByLabelText<HTMLInputElement>(new RegExp(disclaimer.title));
    // A form sent again keeps its ticks: only a box not yet ticked is clicked.
    if (value && box && !box.checked) fireEvent.click(box);
  }
  fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
}

function perform(actor: RegistrationActor, event: RegistrationEvent) {
  switch (event.type) {
    case 'form.submitted':
      // The form stays on screen while it is sent: a second press sends nothing.
      if (screen.queryByRole('button', { name: 'Registrati' })) fillAndSend(event.registration);
      return;
    case 'email.resend': {
      const resend = screen.queryByRole('button', {
        name: /^Invia (di nuovo l'e-mail|un nuovo link)$/,
      });
      if (resend) fireEvent.click(resend);
      return;
    }
    default:
      // The routes' entries and the calls' results come from outside the screens.
      act(() => actor.send(event));
  }
}

function expectScreenFor(value: unknown) {
  const form = document.querySelector('form');
  const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
  if (value === 'editing') {
    expect(form).toHaveAttribute('aria-busy', 'false');
  } else if (value === 'submitting') {
    expect(form).toHaveAttribute('aria-busy', 'true');
  } else if (value === 'confirming') {
    expect(screen.getByRole('status')).toHaveTextContent('Stiamo confermando la tua registrazione');
  } else if (value === 'confirmed') {
    expect(heading()).toBe('Registrazione confermata');
    expect(screen.getByLabelText('Indirizzo email')).toBeInTheDocument();
  } else if (value === 'linkRefused') {
    expect(heading()).toBe('Conferma non riuscita');
  } else {
    expect(heading()).toBe('Controlla la tua e-mail');
    const resend = screen.queryByRole('button', { name: "Invia di nuovo l'e-mail" });
    const resending =
      (value as { awaitingConfirmation?: string }).awaitingConfirmation === 'resending';
    if (resend) expect(resend.hasAttribute('data-loading')).toBe(resending);
  }
}

interface Expected {
  /** The page's title, none while the link is checked. */
  heading: string | null;
  /** Buttons by accessible name and how they show. */
  buttons: Readonly<Record<string, ButtonState>>;
  /** A sentence the page says. */
  says: string | null;
}

/**
 * What the shopper sees in each state (account-and-platform.md §2: /registration-user,
 * /registration-completed, /registration-confirm which shows the login), written by hand.
 */
const SCREEN: Record<string, Expected> = {
  editing: { heading: null, buttons: { Registrati: 'enabled' }, says: null },
  submitting: { heading: null, buttons: { Registrati: 'loading' }, says: null },
  'awaitingConfirmation.idle': {
    heading: 'Controlla la tua e-mail',
    buttons: { "Invia di nuovo l'e-mail": 'enabled' },
    says: "Ti abbiamo inviato un'e-mail all'indirizzo mario.rossi@example.it: apri il link che contiene per confermare la registrazione.",
  },
  'awaitingConfirmation.resending': {
    heading: 'Controlla la tua e-mail',
    buttons: { "Invia di nuovo l'e-mail": 'loading' },
    says: "Ti abbiamo inviato un'e-mail all'indirizzo mario.rossi@example.it: apri il link che contiene per confermare la registrazione.",
  },
  confirming: {
    heading: null,
    buttons: {},
    says: 'Stiamo confermando la tua registrazione…',
  },
  confirmed: {
    heading: 'Registrazione confermata',
    buttons: { Accedi: 'enabled' },
    says: 'Il tuo account è attivo: accedi con la tua e-mail e la password scelta.',
  },
  linkRefused: {
    heading: 'Conferma non riuscita',
    buttons: { 'Invia un nuovo link': 'enabled' },
    says: null,
  },
};

/** The server's refusal shown on the screen the path ends on, by state and refusing call. */
const REFUSAL: Record<string, string> = {
  'editing <- registerUser': 'Il link non è valido o è scaduto: richiedine uno nuovo.',
  'linkRefused <- confirmRegistration': 'Il link non è valido o è scaduto: richiedine uno nuovo.',
  'awaitingConfirmation.idle <- resendEmail':
    'Il link non è valido o è scaduto: richiedine uno nuovo.',
};

function expectTableScreen(value: unknown, events: readonly RegistrationEvent[]) {
  const expected = screenFor(SCREEN, value);
  const headings = screen.queryAllByRole('heading', { level: 1 });
  expect(headings.map((heading) => heading.textContent)).toEqual(
    expected.heading === null ? [] : [expected.heading],
  );
  for (const [name, state] of Object.entries(expected.buttons)) {
    expectButton(screen.getByRole('button', { name }), state);
  }
  // The buttons of the other steps are not offered.
  for (const name of ['Registrati', "Invia di nuovo l'e-mail", 'Invia un nuovo link']) {
    if (!(name in expected.buttons) && !(name === 'Registrati' && value === 'confirmed')) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  }
  if (expected.says !== null) expect(screen.getByText(expected.says)).toBeVisible();
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expectRefusalShown(alerts, value, events, REFUSAL);
}

const pending = <I,>() => fromPromise<void, I>(() => new Promise<void>(() => {}));
const paths = screenPaths(registrationMachine, registrationEvents, {
  significantContext: ({ email }) => email !== '',
});

describe('registration: generated paths through the rendered screens', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          registerUser: pending(),
          resendEmail: pending(),
          confirmRegistration: pending(),
        },
      }),
    ).start();
    render(
      <StoryProviders>
        <Screens actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Registrati' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue);
    expectTableScreen(path.expectedValue, path.events);
    actor.stop();
  });
});

/** The form alone, its registrations collected in `sent` (emptied first). */
async function renderRegistrationForm(
  sent: Registration[],
  props: { inviteCode?: string; errors?: readonly string[] } = {},
) {
  sent.length = 0;
  render(
    <StoryProviders>
      <RegistrationForm
        disclaimers={DISCLAIMERS}
        busy={false}
        errors={props.errors ?? []}
        today="2026-11-24"
        inviteCode={props.inviteCode}
        onSubmit={(registration) => sent.push(registration)}
      />
    </StoryProviders>,
  );
  await screen.findByRole('button', { name: 'Registrati' });
}

describe('registration form: bad input is refused with its message and nothing is sent', () => {
  const sent: Registration[] = [];
  const renderForm = () => renderRegistrationForm(sent);

  it.each([
    [{ email: 'mario@example' }, /^Indirizzo email/, 'Digitare una e-mail valida'],
    [{ password: 'abc' }, /^Password/, 'La password deve essere lunga 6 caratteri'],
    [
      { password: '12345678' },
      /^Password/,
      'Password troppo facile da indovinare: scegline una meno comune',
    ],
    [{ fiscalCode: 'RSSMRA85T10A562T' }, /^Codice fiscale/, 'Formato non corretto'],
    [{ phone: '+44 20 7946 0958' }, /^Telefono/, 'Digitare un numero di telefono valido'],
    [{ lastName: '<b>Rossi</b>' }, /^Cognome/, 'Usare solo lettere, spazi, apostrofi e trattini'],
    [{ birthDate: '2012-05-01' }, /^Data di nascita/, 'Per registrarti devi essere maggiorenne'],
  ])('%o', async (change, label, message) => {
    await renderForm();
    fillAndSend({ ...MARIO, ...change });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(sent).toEqual([]);
  });

  it('the two passwords must match', async () => {
    await renderForm();
    fillAndSend(MARIO, 'Pomodoro-2025');
    expect(await screen.findByText('Le password non coincidono')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('the required disclaimers must be accepted, the optional ones need not', async () => {
    await renderForm();
    fillAndSend({ ...MARIO, disclaimers: [{ registrationDisclaimerId: 1, value: true }] });
    const consents = screen.getByRole('group', { name: 'Consensi' });
    expect(within(consents).getAllByText('Campo obbligatorio')).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('a good form is sent with the e-mail trimmed, the fiscal code upper-case and every answer', async () => {
    await renderForm();
    fillAndSend({ ...MARIO, email: ' mario.rossi@example.it ', fiscalCode: 'rssmra85t10a562s' });
    expect(sent).toEqual([
      {
        ...MARIO,
        fiscalCode: 'RSSMRA85T10A562S',
        disclaimers: [
          { registrationDisclaimerId: 1, value: true },
          { registrationDisclaimerId: 2, value: true },
          { registrationDisclaimerId: 3, value: false },
        ],
      },
    ]);
  });
});

describe("registration form: a friend's invite code", () => {
  const sent: Registration[] = [];
  const renderForm = (props: { inviteCode?: string; errors?: readonly string[] }) =>
    renderRegistrationForm(sent, props);

  it("the link's code fills 'Codice invito' and is sent with the registration", async () => {
    await renderForm({ inviteCode: 'K7M2QX4P' });
    expect(screen.getByLabelText('Codice invito (facoltativo)')).toHaveValue('K7M2QX4P');
    fillAndSend(MARIO);
    expect(sent).toEqual([expect.objectContaining({ email: MARIO.email, inviteCode: 'K7M2QX4P' })]);
  });

  it('without a code the registration carries none', async () => {
    await renderForm({});
    expect(screen.getByLabelText('Codice invito (facoltativo)')).toHaveValue('');
    fillAndSend(MARIO);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('inviteCode');
  });

  it("the server's refusal of the code shows on the form", async () => {
    await renderForm({ inviteCode: 'ZZZZZZZZ', errors: ['Codice invito non valido'] });
    expect(await screen.findByText('Codice invito non valido')).toBeInTheDocument();
  });
});
