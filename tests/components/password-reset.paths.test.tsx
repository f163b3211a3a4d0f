/**
 * The password-reset machine's generated paths replayed through the rendered screens: the e-mail
 * and the new password are typed and sent as a shopper would, the routes' entries and the calls'
 * results are sent to the actor, and the screen must show the state the model expects.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor, type EventFromLogic } from 'xstate';
import {
  passwordResetMachine,
  selectIsPasswordResetBusy,
  selectPasswordResetEmail,
  selectPasswordResetErrors,
  selectPasswordResetStep,
} from '../../machines/password-reset/password-reset.machine';
import { PasswordResetScreen } from '../../src/features/password-reset/components/PasswordResetScreen';
import { idleLogin } from '../../stories/registration/registration-fixtures';
import { StoryProviders } from '../../stories/story-providers';
import { passwordResetEvents } from '../model/password-reset-events';
import { screenPaths } from '../model/transition-coverage';
import { expectButton, expectRefusalShown, screenFor, type ButtonState } from './screen-table';

type ResetActor = Actor<typeof passwordResetMachine>;
type ResetEvent = EventFromLogic<typeof passwordResetMachine>;

function Screens({ actor }: { actor: ResetActor }) {
  return (
    <PasswordResetScreen
      step={useSelector(actor, selectPasswordResetStep)}
      email={useSelector(actor, selectPasswordResetEmail)}
      busy={useSelector(actor, selectIsPasswordResetBusy)}
      errors={useSelector(actor, selectPasswordResetErrors)}
      onRequest={(email) => actor.send({ type: 'request.submitted', email })}
      onNewPassword={(password) => actor.send({ type: 'password.submitted', password })}
      login={idleLogin}
    />
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function perform(actor: ResetActor, event: ResetEvent) {
  switch (event.type) {
    case 'request.submitted': {
      const again = screen.queryByRole('button', { name: 'invia di nuovo il link' });
      const send = screen.queryByRole('button', { name: 'Invia il link' });
      if (again) {
        fireEvent.click(again);
      } else if (send) {
        type(/^Indirizzo email/, event.email);
        fireEvent.click(send);
      }
      return;
    }
    case 'password.submitted': {
      const save = screen.queryByRole('button', { name: 'Salva la nuova password' });
      if (save) {
        type(/^Nuova password/, event.password);
        type(/^Conferma password/, event.password);
        fireEvent.click(save);
      }
      return;
    }
    default:
      // The routes' entries and the calls' results come from outside the screens.
      act(() => actor.send(event));
  }
}

interface Expected {
  /** The page's title. */
  heading: string | null;
  /** The form's submit button and how it shows, if the screen has a form. */
  submit: { name: string; state: ButtonState } | null;
  /** Other things the screen says, by role and text. */
  shows: readonly { role: 'status' | 'alert'; text: string }[];
}

/**
 * What the shopper sees in each state (account-and-platform.md §2 "Routes outside the profile
 * area": /reset-password-request, /reset-password-sent, /recover-password-confirm,
 * /reset-password-completed which shows the login), written by hand.
 */
const SCREEN: Record<string, Expected> = {
  request: {
    heading: 'Recupera la password',
    submit: { name: 'Invia il link', state: 'enabled' },
    shows: [],
  },
  requesting: {
    heading: 'Recupera la password',
    submit: { name: 'Invia il link', state: 'loading' },
    shows: [],
  },
  sent: { heading: 'Controlla la tua e-mail', submit: null, shows: [] },
  checkingLink: {
    heading: null,
    submit: null,
    shows: [{ role: 'status', text: 'Stiamo controllando il link…' }],
  },
  choosingPassword: {
    heading: 'Scegli una nuova password',
    submit: { name: 'Salva la nuova password', state: 'enabled' },
    shows: [],
  },
  resetting: {
    heading: 'Scegli una nuova password',
    submit: { name: 'Salva la nuova password', state: 'loading' },
    shows: [],
  },
  completed: {
    heading: 'Password aggiornata',
    submit: { name: 'Accedi', state: 'enabled' },
    shows: [{ role: 'status', text: 'La tua nuova password è attiva: accedi per continuare.' }],
  },
  linkRefused: {
    heading: 'Link non valido',
    submit: { name: 'Invia il link', state: 'enabled' },
    shows: [],
  },
};

/** The server's refusal shown in the screen the path ends on, by state and refusing call. */
const REFUSAL: Record<string, string> = {
  'request <- requestLink': 'Il link non è valido o è scaduto: richiedine uno nuovo.',
  'linkRefused <- checkLink': 'Il link non è valido o è scaduto: richiedine uno nuovo.',
  'choosingPassword <- resetPassword': 'Il link non è valido o è scaduto: richiedine uno nuovo.',
};

function expectTableScreen(value: unknown, events: readonly ResetEvent[]) {
  const expected = screenFor(SCREEN, value);
  const headings = screen.queryAllByRole('heading', { level: 1 });
  if (expected.heading === null) expect(headings).toEqual([]);
  else expect(headings.map((heading) => heading.textContent)).toEqual([expected.heading]);
  const buttons = screen.queryAllByRole('button', {
    name: /^(Invia il link|Salva la nuova password|Accedi)$/,
  });
  if (expected.submit === null) {
    expect(buttons).toEqual([]);
  } else {
    expect(buttons.map((button) => button.textContent)).toEqual([expected.submit.name]);
    expectButton(buttons[0] as HTMLElement, expected.submit.state);
  }
  if (value === 'sent') {
    expect(screen.getByText(/Se l'indirizzo mario\.rossi@example\.it è registrato/)).toBeVisible();
    expectButton(screen.getByRole('button', { name: 'invia di nuovo il link' }), 'enabled');
  }
  for (const { role, text } of expected.shows) {
    expect(screen.getAllByRole(role).some((element) => element.textContent === text)).toBe(true);
  }
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expectRefusalShown(alerts, value, events, REFUSAL);
}

function expectScreenFor(value: unknown) {
  const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent;
  const busy = () => document.querySelector('form')?.getAttribute('aria-busy');
  switch (value) {
    case 'request':
    case 'requesting':
      expect(heading()).toMatch(/^(Recupera la password|Link non valido)$/);
      expect(busy()).toBe(String(value === 'requesting'));
      return;
    case 'sent':
      expect(heading()).toBe('Controlla la tua e-mail');
      return;
    case 'checkingLink':
      expect(screen.getByRole('status')).toHaveTextContent('Stiamo controllando il link');
      return;
    case 'choosingPassword':
    case 'resetting':
      expect(heading()).toBe('Scegli una nuova password');
      expect(busy()).toBe(String(value === 'resetting'));
      return;
    case 'completed':
      expect(heading()).toBe('Password aggiornata');
      expect(screen.getByLabelText('Indirizzo email')).toBeInTheDocument();
      return;
    case 'linkRefused':
      expect(heading()).toBe('Link non valido');
      expect(screen.getByRole('alert')).toHaveTextContent('Il link non è valido o è scaduto');
      return;
    default:
      throw new Error(`no screen for ${JSON.stringify(value)}`);
  }
}

const pending = <I,>() => fromPromise<void, I>(() => new Promise<void>(() => {}));
const paths = screenPaths(passwordResetMachine, passwordResetEvents, {
  significantContext: () => null,
});

describe('password reset: generated paths through the rendered screens', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      passwordResetMachine.provide({
        actors: { requestLink: pending(), checkLink: pending(), resetPassword: pending() },
      }),
    ).start();
    render(
      <StoryProviders>
        <Screens actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Invia il link' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue);
    expectTableScreen(path.expectedValue, path.events);
    actor.stop();
  });
});

describe('password reset: bad input is refused with its message and nothing is sent', () => {
  it('a malformed e-mail', async () => {
    const actor = createActor(passwordResetMachine).start();
    render(
      <StoryProviders>
        <Screens actor={actor} />
      </StoryProviders>,
    );
    const send = await screen.findByRole('button', { name: 'Invia il link' });
    type(/^Indirizzo email/, 'mario@example');
    fireEvent.click(send);
    expect(await screen.findByText('Digitare una e-mail valida')).toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('request');
  });

  it.each([
    ['abc', 'abc', 'La password deve essere lunga 6 caratteri'],
    ['password', 'password', 'Password troppo facile da indovinare: scegline una meno comune'],
    ['Basilico-2026', 'Basilico-2025', 'Le password non coincidono'],
  ])('a new password %s confirmed as %s', async (password, confirm, message) => {
    const actor = createActor(
      passwordResetMachine.provide({
        actors: { checkLink: fromPromise(() => Promise.resolve()), resetPassword: pending() },
      }),
    ).start();
    render(
      <StoryProviders>
        <Screens actor={actor} />
      </StoryProviders>,
    );
    act(() => actor.send({ type: 'link.opened', email: 'mario.rossi@example.it', token: 't' }));
    await screen.findByRole('button', { name: 'Salva la nuova password' });
    type(/^Nuova password/, password);
    type(/^Conferma password/, confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('choosingPassword');
  });
});
