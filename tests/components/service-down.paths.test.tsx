/**
 * The service-down machine's generated paths replayed through `/service-down`: 'Riprova ora' is
 * pressed on the screen, the wait and the shop's answers go to the actor, and the page must say
 * what the shopper is promised (a check under way, or that it keeps trying) and, once the shop
 * answers, take them back to where they were. Then the page's effects against a shop that answers
 * 503 and then 200, and every story.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  selectHasFailedCheck,
  selectIsChecking,
  serviceDownMachine,
} from '../../machines/service-down/service-down.machine';
import type { ShopClient } from '../../src/api/client';
import { ServiceDownNotice } from '../../src/features/service-down/components/ServiceDownNotice';
import { provideServiceDown } from '../../src/features/service-down/service-down.effects';
import * as stories from '../../stories/service-down/ServiceDownNotice.stories';
import { StoryProviders } from '../../stories/story-providers';
import { RETURN_PATH, serviceDownEvents } from '../model/service-down-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';

type ServiceDownActor = Actor<typeof serviceDownMachine>;
type ServiceDownEvent = EventFromLogic<typeof serviceDownMachine>;

function Screen({ actor }: { actor: ServiceDownActor }) {
  return (
    <ServiceDownNotice
      checking={useSelector(actor, selectIsChecking)}
      failedBefore={useSelector(actor, selectHasFailedCheck)}
      onCheck={() => actor.send({ type: 'service.check' })}
    />
  );
}

const TITLE = 'Servizio momentaneamente non disponibile';
const CHECKING = 'Verifichiamo se il negozio è di nuovo disponibile…';
const FIRST_WAIT = 'Riproviamo tra pochi secondi e ti riportiamo dove eri.';
const STILL_DOWN =
  'Il negozio non è ancora disponibile: riproviamo da soli e ti riportiamo dove eri.';

/** What the shopper sees in each state, written by hand. */
function expectScreenFor(value: unknown, failedChecks: number, returns: readonly string[]) {
  expect(screen.getByRole('heading', { name: TITLE })).toBeVisible();
  const button = screen.getByRole('button', { name: 'Riprova ora' });
  const status = screen.getByRole('status');
  switch (value) {
    case 'waiting':
      expect(button.hasAttribute('data-loading')).toBe(false);
      expect(status).toHaveTextContent(failedChecks > 0 ? STILL_DOWN : FIRST_WAIT);
      expect(returns).toEqual([]);
      break;
    case 'checking':
      expect(button.hasAttribute('data-loading')).toBe(true);
      expect(status).toHaveTextContent(CHECKING);
      expect(returns).toEqual([]);
      break;
    case 'back':
      // The shop answered: the shopper is taken back to where they were, once.
      expect(returns).toEqual([RETURN_PATH]);
      break;
    default:
      throw new Error(`no screen written for ${String(value)}`);
  }
}

const paths = screenPaths(serviceDownMachine, serviceDownEvents, {
  significantContext: () => null,
  input: { returnPath: RETURN_PATH },
});
const tally = newTally();

describe("'/service-down': generated paths through the page", () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const returns: string[] = [];
    const actor = createActor(
      serviceDownMachine.provide({
        actors: neverSettling(serviceDownMachine) as never,
        actions: {
          returnToShop: (_args, params: { returnPath: string }) =>
            void returns.push(params.returnPath),
        },
        // The wait is the path's own event, never the clock's.
        delays: { retryDelay: 24 * 60 * 60 * 1000 },
      }),
      { input: { returnPath: RETURN_PATH } },
    ).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Riprova ora' });
    for (const event of path.events as ServiceDownEvent[]) {
      step(actor, event, tally, () =>
        event.type === 'service.check'
          ? screen.queryByRole('button', { name: 'Riprova ora' })
          : null,
      );
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue, actor.getSnapshot().context.failedChecks, returns);
    actor.stop();
  });

  it("'Riprova ora' was pressed on the screen", () => {
    expect(tally.dom).toBeGreaterThan(0);
  });
});

describe("'/service-down' with the shop's effects", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A client whose bot-check challenge answers each status of `statuses` in turn. */
  function shopAnswering(...statuses: number[]) {
    const asked: string[] = [];
    const client = {
      GET: (path: string) => {
        asked.push(path);
        const status = statuses.shift() ?? 200;
        return Promise.resolve({ response: new Response('{}', { status }) });
      },
    } as unknown as ShopClient;
    return { client, asked };
  }

  it('a shop in maintenance (503) keeps the shopper waiting; one that answers takes them back', async () => {
    vi.useFakeTimers();
    const { client, asked } = shopAnswering(503, 200);
    const goTo = vi.fn();
    const actor = createActor(provideServiceDown({ client, goTo }), {
      input: { returnPath: RETURN_PATH },
    }).start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).toEqual(['/ebsn/api/auth/bot-challenge']);
    expect(goTo).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(2);
    expect(goTo).toHaveBeenCalledWith(RETURN_PATH);
    expect(goTo).toHaveBeenCalledTimes(1);
  });

  it('an unreachable shop (a network failure) keeps the shopper waiting', async () => {
    vi.useFakeTimers();
    const client = {
      GET: () => Promise.reject(new TypeError('Failed to fetch')),
    } as unknown as ShopClient;
    const goTo = vi.fn();
    const actor = createActor(provideServiceDown({ client, goTo }), {
      input: { returnPath: RETURN_PATH },
    }).start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.failedChecks).toBe(1);
    expect(goTo).not.toHaveBeenCalled();
    actor.stop();
  });
});

describe("'/service-down' stories", () => {
  const composed = composeStories(stories);

  it.each(Object.entries(composed))('%s renders', async (_, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => expect(container).not.toBeEmptyDOMElement());
  });

  it('each state says what it promises', async () => {
    render(<composed.StillDown />);
    expect(await screen.findByRole('status')).toHaveTextContent(STILL_DOWN);
  });
});
