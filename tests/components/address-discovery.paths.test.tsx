/**
 * The address-discovery machine's generated paths replayed through `/address-discovery`: the
 * address is typed and 'Cerca', 'Usa la mia posizione', 'Vedi i servizi di …', 'Riprova' and
 * 'Inizia la spesa' are pressed on the screen, the effects' answers go to the actor, and the page
 * must say what the spec promises in each state. Then the position effect against a browser that
 * gives or refuses it, and every story.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { addressDiscoveryMachine } from '../../machines/address-discovery/address-discovery.machine';
import { AddressDiscoveryScreen } from '../../src/features/address-discovery/AddressDiscoveryScreen';
import { readPosition } from '../../src/features/address-discovery/address-discovery.effects';
import * as stories from '../../stories/address-discovery/AddressDiscoveryPage.stories';
import { StoryProviders } from '../../stories/story-providers';
import {
  addressDiscoveryEvents,
  addressDiscoverySignificant,
  POSITION_DENIED,
  SEARCH_FAILED,
  TYPED_ADDRESS,
} from '../model/address-discovery-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';

type DiscoveryEvent = EventFromLogic<typeof addressDiscoveryMachine>;

const NOT_COVERED = "L'indirizzo inserito non è coperto dal servizio.";
const NEAREST = 'Il punto servito più vicino è il negozio Milano Lorenteggio a Milano, a 30 km.';
const NOT_FOUND = 'Non troviamo questo indirizzo in Lombardia: prova con il comune o il CAP.';

const button = (name: string) => screen.queryByRole('button', { name });

/** The place whose services a path ends up showing: the nearest store's town after choosing it. */
function shownPlace(events: readonly DiscoveryEvent[]): string {
  const last = events
    .filter((event) => event.type === 'alternative.chosen' || event.type.includes('placeLookup'))
    .at(-1);
  return last?.type === 'alternative.chosen' ? 'Milano (MI)' : 'Monza (MB)';
}

/** The text of the last failure the path met. */
function lastFailure(events: readonly DiscoveryEvent[]): string {
  const last = events
    .map((event): string => event.type)
    .filter((type) => type.startsWith('xstate.error.actor'))
    .at(-1);
  return last === 'xstate.error.actor.currentPosition' ? POSITION_DENIED : SEARCH_FAILED;
}

/** What the visitor sees in each state, written by hand. */
function expectScreenFor(value: unknown, events: readonly DiscoveryEvent[]) {
  expect(screen.getByRole('heading', { name: 'Scopri i servizi nella tua zona' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Indirizzo, comune o CAP' })).toBeVisible();
  switch (value) {
    case 'idle':
      expect(screen.queryByRole('alert')).toBeNull();
      expect(button('Inizia la spesa')).toBeNull();
      break;
    case 'locating':
      expect(screen.getByText('Cerchiamo la tua posizione…')).toBeVisible();
      break;
    case 'resolving':
      expect(screen.getByText("Cerchiamo l'indirizzo…")).toBeVisible();
      break;
    case 'searching':
      expect(screen.getByText('Cerchiamo i servizi vicini…')).toBeVisible();
      break;
    case 'found':
    case 'startingShopping': {
      const where = shownPlace(events);
      expect(screen.getByRole('heading', { name: `I servizi per ${where}` })).toBeVisible();
      expect(screen.getByText('Monza Borgazzi')).toBeVisible();
      expect(screen.getByText('a 1,2 km')).toBeVisible();
      expect(screen.getByText('Orari: lun–sab 09:00–20:00')).toBeVisible();
      expect(screen.getByText('Locker Monza Stazione')).toBeVisible();
      expect(screen.getByText('a 680 m')).toBeVisible();
      expect(screen.getByText('Orari: lun–sab 08:00–20:00')).toBeVisible();
      expect(
        screen.getByText(
          'La consegna in azienda arriva qui: la spesa parte dal Polo logistico Milano - Pero.',
        ),
      ).toBeVisible();
      const start = screen.getByRole('button', { name: 'Inizia la spesa' });
      expect(start.hasAttribute('data-loading')).toBe(value === 'startingShopping');
      break;
    }
    case 'notCovered':
      expect(screen.getByRole('alert')).toHaveTextContent(NOT_COVERED);
      expect(screen.getByRole('alert')).toHaveTextContent(NEAREST);
      expect(button('Vedi i servizi di Milano')).toBeVisible();
      break;
    case 'notFound':
      expect(screen.getByRole('alert')).toHaveTextContent(NOT_FOUND);
      break;
    case 'failed':
      expect(screen.getByRole('alert')).toHaveTextContent(lastFailure(events));
      expect(button('Riprova')).toBeVisible();
      break;
    default:
      throw new Error(`no screen written for ${String(value)}`);
  }
}

const paths = screenPaths(addressDiscoveryMachine, addressDiscoveryEvents, {
  significantContext: addressDiscoverySignificant,
});
const tally = newTally();

/** Types the address and presses 'Cerca'. */
function typeAndSearch(query: string) {
  const field = screen.getByRole('textbox', { name: 'Indirizzo, comune o CAP' });
  fireEvent.change(field, { target: { value: query } });
  const search = screen.getByRole('button', { name: 'Cerca' });
  fireEvent.click(search);
}

describe("'/address-discovery': generated paths through the page", () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      addressDiscoveryMachine.provide({
        actors: neverSettling(addressDiscoveryMachine) as never,
      }),
    ).start();
    render(
      <StoryProviders>
        <AddressDiscoveryScreen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Cerca' });
    const events = path.events as DiscoveryEvent[];
    for (const event of events) {
      switch (event.type) {
        case 'address.submitted':
          step(
            actor,
            event,
            tally,
            () => screen.queryByRole('button', { name: 'Cerca' }),
            () => typeAndSearch(TYPED_ADDRESS),
          );
          break;
        case 'position.requested':
          step(actor, event, tally, () => button('Usa la mia posizione'));
          break;
        case 'alternative.chosen':
          step(actor, event, tally, () => button('Vedi i servizi di Milano'));
          break;
        case 'search.retried':
          step(actor, event, tally, () => button('Riprova'));
          break;
        case 'shopping.started':
          step(actor, event, tally, () => button('Inizia la spesa'));
          break;
        default:
          step(actor, event, tally);
      }
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue, events);
    actor.stop();
  });

  it('the controls were pressed on the screen', () => {
    expect(tally.dom).toBeGreaterThan(0);
  });
});

describe('the position effect', () => {
  const texts = {
    positionDenied: POSITION_DENIED,
    positionUnavailable: 'Non riusciamo a trovare la tua posizione',
    searchFailed: SEARCH_FAILED,
  };
  const PERMISSION_DENIED = 1;
  const TIMEOUT = 3;

  function browserAnswering(answer: { coords?: GeolocationCoordinates; code?: number }) {
    return {
      getCurrentPosition: (
        resolve: PositionCallback,
        reject: PositionErrorCallback | null | undefined,
      ) => {
        if (answer.coords) resolve({ coords: answer.coords, timestamp: 0 } as GeolocationPosition);
        else
          reject?.({
            code: answer.code ?? TIMEOUT,
            PERMISSION_DENIED,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT,
            message: '',
          });
      },
    } as unknown as Geolocation;
  }

  it('a position given is the point looked up', async () => {
    const coords = { latitude: 45.69, longitude: 9.67 } as GeolocationCoordinates;
    await expect(readPosition(browserAnswering({ coords }), texts)).resolves.toEqual({
      latitude: 45.69,
      longitude: 9.67,
    });
  });

  it('a refusal says the permission was not given; a timeout or no geolocation that it was not found', async () => {
    await expect(
      readPosition(browserAnswering({ code: PERMISSION_DENIED }), texts),
    ).rejects.toEqual({ messages: [POSITION_DENIED] });
    await expect(readPosition(browserAnswering({ code: TIMEOUT }), texts)).rejects.toEqual({
      messages: [texts.positionUnavailable],
    });
    await expect(readPosition(undefined, texts)).rejects.toEqual({
      messages: [texts.positionUnavailable],
    });
  });
});

describe("'/address-discovery' stories", () => {
  const composed = composeStories(stories);

  it.each(Object.entries(composed))('%s renders', async (_, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => expect(container).not.toBeEmptyDOMElement());
  });

  it('the story not covered says so with the nearest store', async () => {
    render(<composed.NotCovered />);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_COVERED);
  });
});
