/**
 * The social login machine's generated paths replayed through the login page's social part: the
 * provider's buttons, the reason a sign-in failed, and the link page with its password. Each path
 * ends on what the shopper must see there, written by hand from the spec; then every story.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  selectIsSocialBusy,
  selectSocialErrors,
  selectSocialLoginScreen,
  selectSocialProvider,
  selectSocialReason,
  socialLoginMachine,
} from '../../machines/social-login/social-login.machine';
import { SocialLinkForm } from '../../src/features/social-login/components/SocialLinkForm';
import { SocialLoginButtons } from '../../src/features/social-login/components/SocialLoginButtons';
import * as buttonStories from '../../stories/social-login/SocialLoginButtons.stories';
import * as linkStories from '../../stories/social-login/SocialLinkForm.stories';
import { StoryProviders } from '../../stories/story-providers';
import { socialLoginEvents, START_REFUSED, WRONG_PASSWORD } from '../model/social-login-events';
import { screenPaths } from '../model/transition-coverage';
import { anyRefusal, expectButton, screenFor, stateKey, type ButtonState } from './screen-table';
import { neverSettling, newTally, step } from './replay';

type SocialLoginActor = Actor<typeof socialLoginMachine>;
type SocialLoginEvent = EventFromLogic<typeof socialLoginMachine>;

const EXPIRED = "L'accesso non è più valido o è già stato usato: riprova.";

/** The container's rendering, bound to a test actor. */
function Screen({ actor }: { actor: SocialLoginActor }) {
  const screenName = useSelector(actor, selectSocialLoginScreen);
  const busy = useSelector(actor, selectIsSocialBusy);
  const provider = useSelector(actor, selectSocialProvider);
  const reason = useSelector(actor, selectSocialReason);
  const errors = useSelector(actor, selectSocialErrors);
  if (screenName === 'linked') return null;
  if (screenName === 'link' && provider !== null) {
    return (
      <SocialLinkForm
        provider={provider}
        busy={busy}
        errors={errors}
        onSubmit={(password) => actor.send({ type: 'link.submitted', password })}
        onCancel={() => actor.send({ type: 'link.cancelled' })}
      />
    );
  }
  return (
    <SocialLoginButtons
      busy={busy}
      provider={provider}
      reason={reason}
      errors={errors}
      onChoose={(chosen) => actor.send({ type: 'provider.chosen', provider: chosen })}
    />
  );
}

const googleButton = () => screen.queryByRole('button', { name: 'Accedi con Google' });

/** What the shopper sees in each state, written by hand. */
function expectScreenFor(value: unknown) {
  const alert = screen.queryAllByRole('alert');
  if (value === 'linked') {
    expect(googleButton()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collega e accedi' })).toBeNull();
    return;
  }
  if (typeof value === 'object' && value !== null && 'linking' in value) {
    expect(screen.getByRole('heading', { name: 'Collega il tuo account Google' })).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Collega e accedi' });
    expect(submit.hasAttribute('data-loading')).toBe(value.linking === 'submitting');
    return;
  }
  const button = googleButton();
  expect(button).not.toBeNull();
  expect(screen.getByRole('button', { name: 'Accedi con Facebook' })).toBeInTheDocument();
  switch (value) {
    case 'idle':
      expect(alert).toHaveLength(0);
      expect(button?.hasAttribute('data-loading')).toBe(false);
      break;
    case 'starting':
    case 'redirecting':
      expect(button?.hasAttribute('data-loading')).toBe(true);
      break;
    case 'failed':
      expect(alert.map((element) => element.textContent).join(' ')).toMatch(
        new RegExp(`${EXPIRED}|${START_REFUSED}`),
      );
      expect(button?.hasAttribute('data-loading')).toBe(false);
      break;
    default:
      throw new Error(`no screen written for ${JSON.stringify(value)}`);
  }
}

type Expected =
  | { page: 'none' }
  | { page: 'buttons'; google: ButtonState; facebook: ButtonState }
  | { page: 'link'; heading: string; submit: ButtonState; cancel: ButtonState };

/**
 * What the shopper sees in each state (account-and-platform.md §1, §4 "Social login"), written
 * by hand: the provider's buttons, the one chosen showing the wait and the other greyed out, the
 * page that links a Google account with the shop's password, nothing once linked (the app goes to
 * '/').
 */
const SCREEN: Record<string, Expected> = {
  idle: { page: 'buttons', google: 'enabled', facebook: 'enabled' },
  starting: { page: 'buttons', google: 'loading', facebook: 'disabled' },
  redirecting: { page: 'buttons', google: 'loading', facebook: 'disabled' },
  failed: { page: 'buttons', google: 'enabled', facebook: 'enabled' },
  'linking.editing': {
    page: 'link',
    heading: 'Collega il tuo account Google',
    submit: 'enabled',
    cancel: 'enabled',
  },
  'linking.submitting': {
    page: 'link',
    heading: 'Collega il tuo account Google',
    submit: 'loading',
    cancel: 'disabled',
  },
  linked: { page: 'none' },
};

/** Why it failed, as shown, by the state the path ends in and its last event. */
const REFUSAL: Record<string, { title?: string; text: string }> = {
  'failed <- callback.failed': {
    title: 'Accesso non riuscito',
    text: "L'accesso non è più valido o è già stato usato: riprova.",
  },
  'failed <- xstate.error.actor.socialStart': {
    text: 'Il servizio di accesso non è raggiungibile in questo momento, riprova più tardi.',
  },
  'linking.editing <- xstate.error.actor.linkAccount': {
    text: 'Password errata: il collegamento non è stato fatto.',
  },
};

function expectTableScreen(value: unknown, events: readonly SocialLoginEvent[]) {
  const expected = screenFor(SCREEN, value);
  const alerts = screen.queryAllByRole('alert');
  if (expected.page === 'none') {
    expect(document.querySelectorAll('button')).toHaveLength(0);
    return;
  }
  if (expected.page === 'buttons') {
    expectButton(screen.getByRole('button', { name: 'Accedi con Google' }), expected.google);
    expectButton(screen.getByRole('button', { name: 'Accedi con Facebook' }), expected.facebook);
    expect(screen.queryByRole('button', { name: 'Collega e accedi' })).toBeNull();
  } else {
    expect(screen.getByRole('heading', { name: expected.heading })).toBeVisible();
    expectButton(screen.getByRole('button', { name: 'Collega e accedi' }), expected.submit);
    expectButton(screen.getByRole('button', { name: 'Annulla' }), expected.cancel);
    expect(screen.queryByRole('button', { name: 'Accedi con Google' })).toBeNull();
  }
  const last = events[events.length - 1];
  const lastKey = `${stateKey(value)} <- ${last?.type ?? ''}`;
  const refusal = REFUSAL[lastKey];
  if (refusal !== undefined) {
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(refusal.text);
    if (refusal.title) expect(alerts[0]).toHaveTextContent(refusal.title);
  } else if (value === 'failed' || last?.type.startsWith('xstate.error.actor.')) {
    throw new Error(`no refusal written for ${lastKey}`);
  } else if (!anyRefusal(events) && !events.some((event) => event.type === 'callback.failed')) {
    expect(alerts).toHaveLength(0);
  }
}

function fillPasswordAndSend(submit: HTMLElement) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Spesa2026!' } });
  fireEvent.click(submit);
}

const paths = screenPaths(socialLoginMachine, socialLoginEvents, {
  significantContext: (context) => [context.reason, context.errors.length > 0],
});
const tally = newTally();

describe('social login: generated paths through the buttons and the link page', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      socialLoginMachine.provide({ actors: neverSettling(socialLoginMachine) as never }),
    ).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Accedi con Google' });
    for (const event of path.events as SocialLoginEvent[]) {
      switch (event.type) {
        case 'provider.chosen':
          step(actor, event, tally, googleButton);
          break;
        case 'link.submitted':
          step(
            actor,
            event,
            tally,
            () => screen.queryByRole('button', { name: 'Collega e accedi' }),
            fillPasswordAndSend,
          );
          break;
        case 'link.cancelled':
          step(actor, event, tally, () => screen.queryByRole('button', { name: 'Annulla' }));
          break;
        default:
          step(actor, event, tally);
      }
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await waitFor(() => expectScreenFor(path.expectedValue));
    expectTableScreen(path.expectedValue, path.events as SocialLoginEvent[]);
    actor.stop();
  });

  it('the buttons and the link form were used on the screen', () => {
    expect(tally.dom).toBeGreaterThan(2);
  });
});

describe('social login stories', () => {
  const buttons = composeStories(buttonStories);
  const link = composeStories(linkStories);

  it.each(Object.entries({ ...buttons, ...link }))('%s renders', async (_, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => expect(container).not.toBeEmptyDOMElement());
  });

  it('a returned sign-in that failed says why in Italian', async () => {
    render(<buttons.ReturnedExpired />);
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
  });

  it('a wrong password says nothing was linked', async () => {
    render(<link.WrongPassword />);
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
  });
});
