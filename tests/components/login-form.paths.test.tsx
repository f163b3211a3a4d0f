/**
 * The login machine's generated paths replayed through the rendered form: user events become
 * DOM input, actor results are sent to the actor, and the screen must show the state the model
 * expects.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor, type EventFromLogic } from 'xstate';
import {
  loginMachine,
  selectLoginView,
  type LoginRequestInput,
  type LoginUser,
} from '../../machines/login/login.machine';
import { LoginForm } from '../../src/features/login/components/LoginForm';
import { StoryProviders } from '../../stories/story-providers';
import { loginEvents } from '../model/login-events';
import { generatePaths, screenPaths } from '../model/transition-coverage';
import { expectRefusalShown, screenFor } from './screen-table';

type LoginActor = Actor<typeof loginMachine>;
type LoginEvent = EventFromLogic<typeof loginMachine>;

function ConnectedForm({ actor }: { actor: LoginActor }) {
  const view = useSelector(actor, selectLoginView, shallowEqual);
  return <LoginForm view={view} send={actor.send} />;
}

/** An actor whose result the path supplies: it never settles by itself. */
const pending = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

function perform(actor: LoginActor, event: LoginEvent) {
  switch (event.type) {
    case 'form.changed': {
      const label = {
        email: 'Indirizzo email',
        password: 'Password',
        mfaPin: 'Codice di verifica',
      }[event.field];
      fireEvent.change(screen.getByLabelText(label), { target: { value: event.value } });
      return;
    }
    case 'form.toggled':
      fireEvent.click(screen.getByLabelText('Ricordami su questo dispositivo'));
      return;
    case 'form.submitted':
      fireEvent.click(screen.getByRole('button', { name: /^(Accedi|Verifica)$/ }));
      return;
    case 'mfa.cancelled':
      fireEvent.click(screen.getByRole('button', { name: 'Torna al login' }));
      return;
    default:
      // Actor results and the dialog's reset come from outside the form.
      act(() => actor.send(event));
  }
}

type Step = 'login' | 'pin';
interface Expected {
  /** Which step the form shows: e-mail and password, or the two-factor code. */
  step: Step | 'asEvents';
  /** Waiting for the server: the form is busy, its fields disabled, the submit button loading. */
  busy: boolean;
}

/**
 * What the shopper sees in each state (account-and-platform.md §2 "Login screen", §4 "Login
 * flow", §5 "Two-factor"), written by hand. While the form waits the step on screen is the one
 * submitted: the pin stays while it is verified.
 */
const SCREEN: Record<string, Expected> = {
  editing: { step: 'login', busy: false },
  mfa: { step: 'pin', busy: false },
  'submitting.obtainingToken': { step: 'login', busy: true },
  'submitting.sending': { step: 'asEvents', busy: true },
  'submitting.checking': { step: 'asEvents', busy: true },
};

/**
 * The refusal shown in the response box when the path ends on an actor's error, by the state it
 * ends in and the actor (account-and-platform.md §8 "Login failure", shared client's generic
 * error).
 */
const REFUSAL: Record<string, RegExp | null> = {
  'editing <- loginRequest': /^Credenziali Errate$/,
  'mfa <- loginRequest': /^Inserisci il codice di verifica$/,
  'editing <- botCheckToken': /^Si è verificato un errore, riprova tra qualche minuto\.$/,
  // A failed check after the login does not undo it: the form is empty again, nothing refused.
  'editing <- postLoginCheck': null,
};

/** Whether the server asked for the pin and the shopper has not left that step since. */
function askedForPin(events: readonly LoginEvent[]) {
  let asked = false;
  for (const event of events as readonly { type: string; error?: unknown }[]) {
    if (event.type === 'xstate.error.actor.loginRequest') {
      asked ||= (event.error as { mfaRequired?: boolean }).mfaRequired === true;
    } else if (
      event.type === 'mfa.cancelled' ||
      event.type === 'form.reset' ||
      event.type.endsWith('.actor.postLoginCheck')
    ) {
      asked = false;
    }
  }
  return asked;
}

function expectScreenFor(value: unknown, events: readonly LoginEvent[]) {
  const form = document.querySelector('form');
  if (value === 'mfa') {
    expect(screen.getByLabelText('Codice di verifica')).toBeEnabled();
  } else if (value === 'editing') {
    expect(screen.getByLabelText('Indirizzo email')).toBeEnabled();
    expect(form).toHaveAttribute('aria-busy', 'false');
  } else {
    expect(form).toHaveAttribute('aria-busy', 'true');
  }

  const expected = screenFor(SCREEN, value);
  const step =
    expected.step === 'asEvents' ? (askedForPin(events) ? 'pin' : 'login') : expected.step;
  const submit = screen.getByRole('button', { name: step === 'pin' ? 'Verifica' : 'Accedi' });
  if (expected.busy) {
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAttribute('data-loading', 'true');
  } else {
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('data-loading');
  }
  const enabledUnlessBusy = (element: HTMLElement) =>
    expected.busy ? expect(element).toBeDisabled() : expect(element).toBeEnabled();
  if (step === 'pin') {
    enabledUnlessBusy(screen.getByRole('textbox', { name: 'Codice di verifica' }));
    enabledUnlessBusy(screen.getByRole('button', { name: 'Torna al login' }));
    expect(screen.queryByRole('button', { name: 'Accedi' })).toBeNull();
    expect(screen.queryByLabelText('Indirizzo email')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  } else {
    enabledUnlessBusy(screen.getByRole('textbox', { name: 'Indirizzo email' }));
    enabledUnlessBusy(screen.getByLabelText('Password'));
    enabledUnlessBusy(screen.getByRole('checkbox', { name: 'Ricordami su questo dispositivo' }));
    expect(screen.getByRole('link', { name: 'Hai dimenticato la password?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verifica' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Codice di verifica' })).toBeNull();
  }

  // The response box shows the refusal, or nothing when the login itself went through.
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expectRefusalShown(alerts, value, events, REFUSAL);
}

/** A representative set, plus the wrong password refused (which the set may reach otherwise). */
const representative = screenPaths(loginMachine, loginEvents);
const refusedPassword = generatePaths(loginMachine, loginEvents).find(
  ({ events, expectedValue }) =>
    expectedValue === 'editing' &&
    JSON.stringify(events[events.length - 1]).includes('Credenziali Errate'),
);
if (refusedPassword === undefined) throw new Error('no generated path refuses the credentials');
const paths = representative.some((path) => path.description === refusedPassword.description)
  ? representative
  : [...representative, refusedPassword];

describe('login form: generated paths through the rendered form', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      loginMachine.provide({
        actors: {
          botCheckToken: pending<string | undefined>(),
          loginRequest: pending<LoginUser, LoginRequestInput>(),
          postLoginCheck: pending<void, { user: LoginUser | null }>(),
        },
      }),
    ).start();
    render(
      <StoryProviders>
        <ConnectedForm actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Accedi' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue, path.events);
    actor.stop();
  });
});
