/**
 * The events the address-discovery model may take: an address typed, the position asked for, the
 * nearest served store chosen instead, a retry, 'Inizia la spesa', and what each effect answers
 * (the position read or refused, the place served, not covered or not found, the services found,
 * the login given or not).
 */
import type { EventFromLogic } from 'xstate';
import type { addressDiscoveryMachine } from '../../machines/address-discovery/address-discovery.machine';
import {
  MONZA,
  MONZA_SERVICES,
  PAVIA,
  ROMA,
} from '../../stories/address-discovery/address-discovery-samples';

type AddressDiscoveryEvent = EventFromLogic<typeof addressDiscoveryMachine>;

export const TYPED_ADDRESS = 'Via Italia 10, Monza';
export const POSITION = { latitude: 45.5845, longitude: 9.2744 };
export const POSITION_DENIED =
  "Non hai consentito l'accesso alla tua posizione: scrivi l'indirizzo nel campo qui sopra.";
export const SEARCH_FAILED =
  'Non riusciamo a cercare i servizi in questo momento: riprova tra poco.';

export const addressDiscoveryEvents = (): AddressDiscoveryEvent[] =>
  [
    { type: 'address.submitted', query: TYPED_ADDRESS },
    { type: 'position.requested' },
    { type: 'alternative.chosen' },
    { type: 'search.retried' },
    { type: 'shopping.started' },
    { type: 'xstate.done.actor.currentPosition', output: POSITION },
    { type: 'xstate.error.actor.currentPosition', error: { messages: [POSITION_DENIED] } },
    { type: 'xstate.done.actor.placeLookup', output: MONZA },
    { type: 'xstate.done.actor.placeLookup', output: PAVIA },
    { type: 'xstate.done.actor.placeLookup', output: ROMA },
    { type: 'xstate.error.actor.placeLookup', error: { messages: [SEARCH_FAILED] } },
    { type: 'xstate.done.actor.servicesNearby', output: MONZA_SERVICES },
    { type: 'xstate.error.actor.servicesNearby', error: { messages: [SEARCH_FAILED] } },
    { type: 'xstate.done.actor.loginCheck', output: true },
    { type: 'xstate.done.actor.loginCheck', output: false },
    { type: 'xstate.error.actor.loginCheck', error: new Error('closed') },
  ] as unknown as AddressDiscoveryEvent[];

/** What tells the model's states apart: whether a request is held (a retry looks it up again). */
export const addressDiscoverySignificant = (context: { request: { kind: string } | null }) =>
  context.request?.kind ?? null;
