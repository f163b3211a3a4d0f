/**
 * The sso and backoffice machines' generated paths replayed through the staff screens: the
 * buttons are pressed and the form is filled on the screen, the calls' answers go to the actors,
 * and the screen must show what the staff user is promised in each state ('Accedi con SSO' with
 * the first error text, the backoffice form, 'Ciao, Chiara Verdi', 'Sei loggato come Mario
 * Rossi' with 'Esci'). Then every story of the staff components.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  backofficeMachine,
  selectActing,
  selectBackofficeBusy,
  selectBackofficeMessage,
  selectIsChecking,
  selectIsSignedOut,
  selectOtpAsked,
  selectStaff,
} from '../../machines/staff/backoffice.machine';
import { selectSsoBusy, selectSsoFailure, ssoMachine } from '../../machines/staff/sso.machine';
import { BackofficeSignInForm } from '../../src/features/staff/components/BackofficeSignInForm';
import { SsoPanel } from '../../src/features/staff/components/SsoPanel';
import { StaffCard } from '../../src/features/staff/components/StaffCard';
import { StaffWelcome } from '../../src/features/staff/components/StaffWelcome';
import * as auditStories from '../../stories/staff/AuditTable.stories';
import * as formStories from '../../stories/staff/BackofficeSignInForm.stories';
import * as cardStories from '../../stories/staff/StaffCard.stories';
import * as resultsStories from '../../stories/staff/CustomerResults.stories';
import * as ssoStories from '../../stories/staff/SsoPanel.stories';
import * as welcomeStories from '../../stories/staff/StaffWelcome.stories';
import { StoryProviders } from '../../stories/story-providers';
import { backofficeEvents } from '../model/backoffice-events';
import { REFUSED_TEXT, ssoEvents } from '../model/sso-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';

type SsoActor = Actor<typeof ssoMachine>;
type BackofficeActor = Actor<typeof backofficeMachine>;

function SsoScreen({ actor }: { actor: SsoActor }) {
  return (
    <SsoPanel
      busy={useSelector(actor, selectSsoBusy)}
      failure={useSelector(actor, selectSsoFailure)}
      onStart={() => actor.send({ type: 'sso.start' })}
    />
  );
}

const ssoButton = () => screen.getByRole('button', { name: 'Accedi con SSO' });

function expectSsoScreenFor(value: unknown) {
  const busy = value === 'requesting' || value === 'redirecting';
  expect(ssoButton().hasAttribute('data-loading')).toBe(busy);
  const alert = screen.queryByRole('alert');
  if (value === 'failed') {
    expect(alert?.textContent).toMatch(
      new RegExp(`${REFUSED_TEXT}|Indirizzo di ritorno non valido`),
    );
  } else if (['idle', 'requesting', 'redirecting'].includes(String(value))) {
    expect(alert).toBeNull();
  } else {
    throw new Error(`no screen written for ${String(value)}`);
  }
}

describe("'Accedi con SSO': generated paths through the button", () => {
  const paths = screenPaths(ssoMachine, ssoEvents, {
    input: { relay: '/userboard' },
    significantContext: () => null,
  });
  const tally = newTally();
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(ssoMachine.provide({ actors: neverSettling(ssoMachine) as never }), {
      input: { relay: '/userboard' },
    }).start();
    render(
      <StoryProviders>
        <SsoScreen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Accedi con SSO' });
    for (const event of path.events as EventFromLogic<typeof ssoMachine>[]) {
      step(actor, event, tally, () => (event.type === 'sso.start' ? ssoButton() : null));
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectSsoScreenFor(path.expectedValue);
    actor.stop();
  });

  it('the button was pressed on the screen', () => expect(tally.dom).toBeGreaterThan(0));
});

/** The userboard's screen and the shell's card, as UserboardPage and the shell draw them. */
function BackofficeScreen({ actor }: { actor: BackofficeActor }) {
  const checking = useSelector(actor, selectIsChecking);
  const signedOut = useSelector(actor, selectIsSignedOut);
  const staff = useSelector(actor, selectStaff);
  const acting = useSelector(actor, selectActing);
  const busy = useSelector(actor, selectBackofficeBusy);
  const message = useSelector(actor, selectBackofficeMessage);
  const otpAsked = useSelector(actor, selectOtpAsked);
  if (checking) return <p>Caricamento</p>;
  return (
    <>
      {signedOut || staff === null ? (
        <BackofficeSignInForm
          busy={busy}
          message={message}
          otpAsked={otpAsked}
          onSubmit={(credentials) => actor.send({ type: 'signIn.submit', credentials })}
        />
      ) : (
        <StaffWelcome
          staff={staff}
          acting={acting}
          busy={busy}
          message={message}
          onSignOut={() => actor.send({ type: 'signOut' })}
        />
      )}
      {acting !== null && (
        <StaffCard acting={acting} busy={busy} onExit={() => actor.send({ type: 'acting.exit' })} />
      )}
    </>
  );
}

function fillAndSubmit(button: HTMLElement) {
  fireEvent.change(screen.getByLabelText('Utente backoffice'), { target: { value: 'assistenza' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
    target: { value: 'Spesa2026!' },
  });
  fireEvent.click(button);
}

const signInButton = () => screen.queryByRole('button', { name: 'Accedi al backoffice' });
const card = () => screen.queryByRole('complementary', { name: 'Agisci per conto di un cliente' });

function expectBackofficeScreenFor(value: unknown) {
  const state = typeof value === 'string' ? value : JSON.stringify(value);
  switch (state) {
    case 'checking':
      expect(screen.getByText('Caricamento')).toBeTruthy();
      break;
    case 'signedOut':
    case 'signingIn':
      expect(signInButton()?.hasAttribute('data-loading')).toBe(state === 'signingIn');
      expect(card()).toBeNull();
      break;
    case 'signedIn':
    case 'selecting':
    case 'signingOut':
      expect(screen.getByText('Ciao, Chiara Verdi')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Esci' }).hasAttribute('data-loading')).toBe(
        state !== 'signedIn',
      );
      expect(card()).toBeNull();
      break;
    case '{"acting":"active"}':
    case 'releasing':
      expect(card()?.textContent).toContain('Sei loggato come Mario Rossi');
      expect(screen.getByText('Stai agendo per conto di Mario Rossi.')).toBeTruthy();
      break;
    default:
      throw new Error(`no screen written for ${state}`);
  }
}

describe('the backoffice: generated paths through the userboard and the card', () => {
  const paths = screenPaths(backofficeMachine, backofficeEvents, {
    significantContext: (context) => ({ acting: context.acting !== null, otp: context.otpAsked }),
  });
  const tally = newTally();
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      backofficeMachine.provide({ actors: neverSettling(backofficeMachine) as never }),
    ).start();
    render(
      <StoryProviders>
        <BackofficeScreen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByText('Caricamento');
    for (const event of path.events as EventFromLogic<typeof backofficeMachine>[]) {
      if (event.type === 'signIn.submit') {
        step(actor, event, tally, signInButton, fillAndSubmit);
      } else if (event.type === 'acting.exit') {
        step(actor, event, tally, () => card()?.querySelector<HTMLElement>('button') ?? null);
      } else if (event.type === 'signOut') {
        step(actor, event, tally, () =>
          card() === null ? screen.queryByRole('button', { name: 'Esci' }) : null,
        );
      } else {
        step(actor, event, tally);
      }
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectBackofficeScreenFor(path.expectedValue);
    actor.stop();
  });

  it('the form, the card and Esci were used on the screen', () =>
    expect(tally.dom).toBeGreaterThan(3));
});

describe('staff stories', () => {
  const stories: [string, ComponentType][] = [
    ...Object.entries(composeStories(ssoStories)),
    ...Object.entries(composeStories(formStories)),
    ...Object.entries(composeStories(welcomeStories)),
    ...Object.entries(composeStories(cardStories)),
    ...Object.entries(composeStories(resultsStories)),
    ...Object.entries(composeStories(auditStories)),
  ];
  it.each(stories)('%s renders', async (_, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => expect(container).not.toBeEmptyDOMElement());
  });
});
