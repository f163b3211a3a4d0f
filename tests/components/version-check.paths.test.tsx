/**
 * The version-check machine's generated paths replayed through the rendered prompt: the prompt's
 * buttons are pressed on the screen, the page's focus, the 10 minutes and `/version.json`'s
 * answers go to the actor, and the screen must show what the spec promises in each state (the
 * upgrade prompt with the newer version and 'Ricarica' only when a newer version is deployed;
 * nothing after the same, an older or a not comparable version, a failure or 'Più tardi'). Then
 * every story of the prompt.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  selectIsMobileApp,
  selectIsReloading,
  selectOfferedVersion,
  versionCheckMachine,
} from '../../machines/version-check/version-check.machine';
import { VersionPrompt } from '../../src/features/version-check/components/VersionPrompt';
import * as promptStories from '../../stories/version-check/VersionPrompt.stories';
import { StoryProviders } from '../../stories/story-providers';
import { CURRENT_VERSION, NEWER_VERSION, versionCheckEvents } from '../model/version-check-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling, newTally, stepWhenShown } from './replay';

type VersionCheckActor = Actor<typeof versionCheckMachine>;
type VersionCheckEvent = EventFromLogic<typeof versionCheckMachine>;

/** The prompt as VersionCheckContainer draws it. */
function VersionScreen({ actor }: { actor: VersionCheckActor }) {
  return (
    <VersionPrompt
      version={useSelector(actor, selectOfferedVersion)}
      reloading={useSelector(actor, selectIsReloading)}
      inApp={useSelector(actor, selectIsMobileApp)}
      onReload={() => actor.send({ type: 'prompt.reload' })}
      onDismiss={() => actor.send({ type: 'prompt.dismissed' })}
    />
  );
}

const PROMPT_TITLE = 'Nuova versione disponibile';
const promptText = `È disponibile la versione ${NEWER_VERSION} della spesa online. Ricarica la pagina per usarla.`;
const appPromptText = `È disponibile la versione ${NEWER_VERSION} dell'app Spesa online. Aggiornala dallo store per usarla.`;

const findButton = (name: string) => async () => {
  const dialog = await screen.findByRole('dialog', { name: PROMPT_TITLE }, { timeout: 500 });
  return within(dialog).getByRole('button', { name });
};

/** The button an event is pressed with: the reload's is 'Aggiorna' in the mobile app. */
const buttonFor = (type: VersionCheckEvent['type'], inApp: boolean) =>
  type === 'prompt.reload'
    ? inApp
      ? 'Aggiorna'
      : 'Ricarica'
    : type === 'prompt.dismissed'
      ? 'Più tardi'
      : undefined;

async function expectScreenFor(value: unknown, inApp: boolean) {
  if (value === 'prompting' || value === 'reloading') {
    const dialog = await screen.findByRole('dialog', { name: PROMPT_TITLE });
    expect(dialog).toHaveTextContent(inApp ? appPromptText : promptText);
    const reload = within(dialog).getByRole('button', { name: inApp ? 'Aggiorna' : 'Ricarica' });
    expect(reload.hasAttribute('data-loading')).toBe(value === 'reloading');
  } else if (['idle', 'due', 'checking', 'dismissed', 'sentToStore'].includes(String(value))) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  } else {
    throw new Error(`no screen written for ${String(value)}`);
  }
}

describe('the new-version prompt: generated paths through the screen', () => {
  const input = { currentVersion: CURRENT_VERSION };
  const paths = screenPaths(versionCheckMachine, versionCheckEvents, {
    input,
    significantContext: ({ visible, latest, platform }) => [visible, latest, platform],
  });
  const tally = newTally();
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      versionCheckMachine.provide({
        actors: neverSettling(versionCheckMachine) as never,
        actions: { reloadPage: () => {}, openStore: () => {} },
      }),
      { input },
    ).start();
    render(
      <StoryProviders>
        <VersionScreen actor={actor} />
      </StoryProviders>,
    );
    for (const event of path.events as VersionCheckEvent[]) {
      const button = buttonFor(event.type, selectIsMobileApp(actor.getSnapshot()));
      await stepWhenShown(actor, event, tally, button ? findButton(button) : async () => null);
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue, selectIsMobileApp(actor.getSnapshot()));
    actor.stop();
  });

  it("the prompt's buttons were pressed on the screen", () => expect(tally.dom).toBeGreaterThan(0));
});

describe('the prompt stories', () => {
  const stories = composeStories(promptStories);

  it('closed: no prompt', async () => {
    render(<stories.Closed />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("prompting: the newer version's text with 'Ricarica' and 'Più tardi'", async () => {
    render(<stories.Prompting />);
    const dialog = await screen.findByRole('dialog', { name: PROMPT_TITLE });
    expect(dialog).toHaveTextContent(promptText);
    expect(within(dialog).getByRole('button', { name: 'Ricarica' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Più tardi' })).toBeEnabled();
  });

  it("reloading: 'Ricarica' is loading and 'Più tardi' is off", async () => {
    render(<stories.Reloading />);
    const dialog = await screen.findByRole('dialog', { name: PROMPT_TITLE });
    expect(within(dialog).getByRole('button', { name: 'Ricarica' })).toHaveAttribute(
      'data-loading',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Più tardi' })).toBeDisabled();
  });

  it("in the mobile app: the app's new version with 'Aggiorna' and 'Più tardi'", async () => {
    render(<stories.InTheApp />);
    const dialog = await screen.findByRole('dialog', { name: PROMPT_TITLE });
    expect(dialog).toHaveTextContent(appPromptText);
    expect(within(dialog).getByRole('button', { name: 'Aggiorna' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Più tardi' })).toBeEnabled();
  });
});
