/**
 * The address-discovery statechart with its real effects: the browser's position, the shop's
 * calls, the login dialog and the cart's service choice.
 */
import type { Actor } from 'xstate';
import { fromPromise } from 'xstate';
import { addressDiscoveryMachine } from '../../../machines/address-discovery/address-discovery.machine';
import type { FlowFailure } from '../../../machines/flow-failure';
import type { sessionMachine } from '../../../machines/session/session.machine';
import type { ShopClient } from '../../api/client';
import { ensureLogin, type LoginOpener } from '../session';
import { failingWith } from '../../shared/flow-failure';
import type { GeoPoint } from '../../domain/geo';
import { locatePlace, nearbyServices } from './address-discovery.queries';

/** The texts the effects fail with, already translated. */
export interface AddressDiscoveryTexts {
  readonly positionDenied: string;
  readonly positionUnavailable: string;
  readonly searchFailed: string;
}

export interface AddressDiscoveryEffects {
  readonly client: ShopClient;
  readonly session: Actor<typeof sessionMachine>;
  readonly login: LoginOpener;
  /** Opens the cart's service choice on its address dialog. */
  readonly openServiceChoice: () => void;
  /** The browser's geolocation; absent where the browser has none. */
  readonly geolocation: Geolocation | undefined;
  readonly texts: AddressDiscoveryTexts;
}

/** A position is given up after this long (the browser's own prompt is not counted by it). */
const POSITION_TIMEOUT_MS = 15_000;
/** A position read in the last minute is good enough. */
const POSITION_MAX_AGE_MS = 60_000;

/** The browser's position; a refusal, a timeout or no geolocation reject with the text to show. */
export function readPosition(
  geolocation: Geolocation | undefined,
  texts: AddressDiscoveryTexts,
): Promise<GeoPoint> {
  const failure = (text: string): FlowFailure => ({ messages: [text] });
  return new Promise<GeoPoint>((resolve, reject) => {
    if (geolocation === undefined) {
      reject(failure(texts.positionUnavailable));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject(
          failure(
            error.code === error.PERMISSION_DENIED
              ? texts.positionDenied
              : texts.positionUnavailable,
          ),
        ),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

export function provideAddressDiscovery(effects: AddressDiscoveryEffects) {
  const { client, texts } = effects;
  return addressDiscoveryMachine.provide({
    actors: {
      currentPosition: fromPromise(() => readPosition(effects.geolocation, texts)),
      placeLookup: fromPromise(({ input }) =>
        failingWith(texts.searchFailed, () => locatePlace(client, input)),
      ),
      servicesNearby: fromPromise(({ input }) =>
        failingWith(texts.searchFailed, () => nearbyServices(client, input)),
      ),
      loginCheck: fromPromise(() => ensureLogin(effects.session, effects.login)),
    },
    actions: {
      openServiceChoice: () => effects.openServiceChoice(),
    },
  });
}
