/**
 * The chunk-load machine's generated paths replayed through the rendered load error: its buttons
 * are pressed on the screen, the page's loads and their 120 seconds go to the actor, and the
 * screen must show what the spec promises (the load error with 'Ricarica' after a failed chunk
 * or a load over 120 seconds, nothing otherwise). Then every story of the dialog.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  chunkLoadMachine,
  selectIsReloading,
  selectLoadError,
} from '../../machines/chunk-load/chunk-load.machine';
import { LoadErrorDialog } from '../../src/features/chunk-load/components/LoadErrorDialog';
import * as dialogStories from '../../stories/chunk-load/LoadErrorDialog.stories';
import { StoryProviders } from '../../stories/story-providers';
import { chunkLoadEvents } from '../model/chunk-load-events';
import { screenPaths } from '../model/transition-coverage';
import { newTally, stepWhenShown } from './replay';

type ChunkLoadActor = Actor<typeof chunkLoadMachine>;
type ChunkLoadEvent = EventFromLogic<typeof chunkLoadMachine>;

/** The load error as ChunkLoadContainer draws it. */
function LoadErrorScreen({ actor }: { actor: ChunkLoadActor }) {
  return (
    <LoadErrorDialog
      opened={useSelector(actor, selectLoadError)}
      reloading={useSelector(actor, selectIsReloading)}
      onReload={() => actor.send({ type: 'page.reload' })}
      onDismiss={() => actor.send({ type: 'error.dismissed' })}
    />
  );
}

const TITLE = 'Errore di caricamento';
const TEXT = 'Non è stato possibile caricare la pagina. Ricarica la pagina per riprovare.';

const findButton = (name: string) => async () => {
  const dialog = await screen.findByRole('dialog', { name: TITLE }, { timeout: 500 });
  return within(dialog).getByRole('button', { name });
};

const BUTTONS: Partial<Record<ChunkLoadEvent['type'], string>> = {
  'page.reload': 'Ricarica',
  'error.dismissed': 'Chiudi',
};

async function expectScreenFor(value: unknown) {
  if (value === 'failed' || value === 'reloading') {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent(TEXT);
    const reload = within(dialog).getByRole('button', { name: 'Ricarica' });
    expect(reload.hasAttribute('data-loading')).toBe(value === 'reloading');
  } else if (value === 'idle' || value === 'loading') {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  } else {
    throw new Error(`no screen written for ${String(value)}`);
  }
}

describe('the load error: generated paths through the screen', () => {
  const paths = screenPaths(chunkLoadMachine, chunkLoadEvents);
  const tally = newTally();
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      chunkLoadMachine.provide({ actions: { reloadPage: () => {} } }),
    ).start();
    render(
      <StoryProviders>
        <LoadErrorScreen actor={actor} />
      </StoryProviders>,
    );
    for (const event of path.events as ChunkLoadEvent[]) {
      const button = BUTTONS[event.type];
      await stepWhenShown(actor, event, tally, button ? findButton(button) : async () => null);
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue);
    actor.stop();
  });

  it("the dialog's buttons were pressed on the screen", () => expect(tally.dom).toBeGreaterThan(0));
});

describe('the load error stories', () => {
  const stories = composeStories(dialogStories);

  it('closed: no load error', async () => {
    render(<stories.Closed />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("failed: 'Errore di caricamento' with 'Ricarica'", async () => {
    render(<stories.Failed />);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent(TEXT);
    expect(within(dialog).getByRole('button', { name: 'Ricarica' })).toBeEnabled();
  });

  it("reloading: 'Ricarica' is loading", async () => {
    render(<stories.Reloading />);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole('button', { name: 'Ricarica' })).toHaveAttribute(
      'data-loading',
      'true',
    );
  });
});
