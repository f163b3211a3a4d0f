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
} from '../../machines/login.machine';
import { LoginForm } from '../../src/features/login/components/LoginForm';
import { StoryProviders } from '../../stories/story-providers';
import { loginEvents } from '../model/login-events';
import { screenPaths } from '../model/transition-coverage';

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

function expectScreenFor(value: unknown) {
  const form = document.querySelector('form');
  if (value === 'mfa') {
    expect(screen.getByLabelText('Codice di verifica')).toBeEnabled();
  } else if (value === 'editing') {
    expect(screen.getByLabelText('Indirizzo email')).toBeEnabled();
    expect(form).toHaveAttribute('aria-busy', 'false');
  } else {
    expect(form).toHaveAttribute('aria-busy', 'true');
  }
}

const paths = screenPaths(loginMachine, loginEvents);

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
    expectScreenFor(path.expectedValue);
    actor.stop();
  });
});
