/**
 * The profile form machine's generated paths replayed through 'Aggiorna password': the passwords
 * are typed and sent as a shopper would, the save's answers are sent to the actor, and the form
 * must show the state the model expects; bad input is refused on the form with its message.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
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
import { PasswordChangeForm } from '../../src/features/account/components/PasswordChangeForm';
import * as stories from '../../stories/account/PasswordChangeForm.stories';
import { StoryProviders } from '../../stories/story-providers';
import { profileEvents } from '../model/profile-events';
import { screenPaths } from '../model/transition-coverage';
import { expectButton, expectRefusalShown, screenFor, type ButtonState } from './screen-table';

type ProfileActor = Actor<typeof profileMachine>;
type ProfileEvent = EventFromLogic<typeof profileMachine>;

function Screen({ actor }: { actor: ProfileActor }) {
  return (
    <PasswordChangeForm
      busy={useSelector(actor, selectIsProfileBusy)}
      saved={useSelector(actor, selectIsProfileSaved)}
      errors={useSelector(actor, selectProfileErrors)}
      onSubmit={(change) =>
        actor.send({ type: 'form.submitted', values: { kind: 'password', change } })
      }
    />
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function typeAndSend(oldPassword: string, newPassword: string, confirm = newPassword) {
  type(/^Password attuale/, oldPassword);
  type(/^Nuova password/, newPassword);
  type(/^Conferma la nuova password/, confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Aggiorna password' }));
}

function perform(actor: ProfileActor, event: ProfileEvent) {
  if (event.type === 'form.submitted' && event.values.kind === 'password') {
    typeAndSend(event.values.change.old_password, event.values.change.new_password);
  } else {
    act(() => actor.send(event));
  }
}

function expectScreenFor(value: unknown) {
  const form = document.querySelector('form');
  expect(form).toHaveAttribute('aria-busy', String(value === 'saving'));
  const saved = screen.queryByText(/^Password aggiornata/);
  if (value === 'saved') expect(saved).toBeInTheDocument();
  else expect(saved).not.toBeInTheDocument();
}

interface Expected {
  /** 'Aggiorna password' as the shopper sees it. */
  submit: ButtonState;
  /** The confirmation shown once saved, if any. */
  saved: string | null;
}

/**
 * What the shopper sees in each state of 'Aggiorna password' (account-and-platform.md §2,
 * /profile/update-password), written by hand.
 */
const SCREEN: Record<string, Expected> = {
  editing: { submit: 'enabled', saved: null },
  saving: { submit: 'loading', saved: null },
  saved: {
    submit: 'enabled',

    saved: 'Password aggiornata. Le altre sessioni aperte con il tuo account sono state chiuse.',
  },
};

/** The server's refusal shown on the form, by the state the path ends in and the call. */
const REFUSAL: Record<string, string> = {
  'editing <- save': 'La password attuale non è corretta',
};

function expectTableScreen(value: unknown, events: readonly ProfileEvent[]) {
  const expected = screenFor(SCREEN, value);
  expectButton(screen.getByRole('button', { name: 'Aggiorna password' }), expected.submit);
  // The fields stay usable while saving: the form is only marked busy.
  for (const label of [/^Password attuale/, /^Nuova password/, /^Conferma la nuova password/]) {
    expect(screen.getByLabelText(label)).toBeEnabled();
  }
  const statuses = screen.queryAllByRole('status').map((status) => status.textContent);
  expect(statuses).toEqual(expected.saved === null ? [] : [expected.saved]);
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expectRefusalShown(alerts, value, events, REFUSAL);
}

const pending = fromPromise<void, ProfileFormValues>(() => new Promise<void>(() => {}));
const paths = screenPaths(profileMachine, profileEvents, { significantContext: () => null });

describe("'Aggiorna password': generated paths through the rendered form", () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(profileMachine.provide({ actors: { save: pending } })).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Aggiorna password' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue);
    expectTableScreen(path.expectedValue, path.events);
    actor.stop();
  });
});

describe("'Aggiorna password': bad input is refused on the form and nothing is saved", () => {
  it.each([
    ['', 'Basilico-2026', 'Basilico-2026', 'Digitare la password'],
    ['Pomodoro-2026', 'abc', 'abc', 'La password deve essere lunga 6 caratteri'],
    [
      'Pomodoro-2026',
      'qwerty',
      'qwerty',
      'Password troppo facile da indovinare: scegline una meno comune',
    ],
    ['Pomodoro-2026', 'Basilico-2026', 'Basilico-2025', 'Le password non coincidono'],
  ])('current %o, new %o, confirmed %o', async (oldPassword, newPassword, confirm, message) => {
    const actor = createActor(profileMachine.provide({ actors: { save: pending } })).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Aggiorna password' });
    typeAndSend(oldPassword, newPassword, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe("'Aggiorna password' stories", () => {
  const story = composeStories(stories);
  it('each state shows what it says', async () => {
    render(<story.Editing />);
    expect(await screen.findByRole('button', { name: 'Aggiorna password' })).toBeEnabled();
    render(<story.Saving />);
    await waitFor(() =>
      expect(document.querySelectorAll('form[aria-busy="true"]')).toHaveLength(1),
    );
    render(<story.OldPasswordWrong />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La password attuale non è corretta',
    );
    render(<story.Saved />);
    expect(await screen.findByRole('status')).toHaveTextContent('Password aggiornata');
  });
});
