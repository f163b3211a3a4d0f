/**
 * `/address-discovery` (issue 17 "Address discovery"; shopping-flow.md §1 services and served
 * provinces, §2 routes (public), §8 'L'indirizzo inserito non è coperto dal servizio.', §9
 * proximity distance; account-and-platform.md §5 geocoding restricted to Italy and Lombardia):
 * a visitor types an address or shares their position and learns which services reach it.
 *
 * - A typed address is looked up (`placeLookup`); a shared position is read first
 *   (`currentPosition`), then looked up the same way. A refused or unavailable position says
 *   why; the typed form stays usable in every state.
 * - A served place: the stores and lockers nearby with their distance and company delivery are
 *   searched (`servicesNearby`) and shown. A place not covered shows the spec's message with the
 *   nearest store the shop serves from, whose services the visitor may look at instead. A text
 *   naming no town says so.
 * - 'Inizia la spesa' asks for a login when no one is logged in (`loginCheck`) and then opens the
 *   cart's service choice (`openServiceChoice`), where the address is chosen.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/ebsn';
import type { GeoPoint } from '../../src/domain/geo';
import { failureTexts, notProvided } from '../flow-failure';

export type AddressDiscovery = components['schemas']['AddressDiscovery'];
export type DiscoveredPlace = components['schemas']['DiscoveredPlace'];
export type DiscoveryAlternative = components['schemas']['DiscoveryAlternative'];
export type ServiceHours = components['schemas']['ServiceHours'];

/** What is looked up: the typed text, or a position. */
export type PlaceRequest =
  { readonly kind: 'text'; readonly query: string } | ({ readonly kind: 'position' } & GeoPoint);

/** What reaches a served place. */
export interface NearbyServices {
  /** The stores within the proximity distance, nearest first (the nearest one when none is). */
  readonly stores: readonly components['schemas']['Store'][];
  /** The lockers within the proximity distance, nearest first. */
  readonly lockers: readonly components['schemas']['Address'][];
  /** The warehouse that would prepare a company delivery there; null when none can. */
  readonly companyWarehouse: components['schemas']['Warehouse'] | null;
}

export interface AddressDiscoveryContext {
  /** The last request, looked up again when the visitor retries. */
  request: PlaceRequest | null;
  place: DiscoveredPlace | null;
  alternative: DiscoveryAlternative | null;
  serviceHours: readonly ServiceHours[];
  services: NearbyServices | null;
  /** Why the last step failed (position, lookup or search). */
  errors: readonly string[];
}

export type AddressDiscoveryEvent =
  | { type: 'address.submitted'; query: string }
  | { type: 'position.requested' }
  | { type: 'alternative.chosen' }
  | { type: 'search.retried' }
  | { type: 'shopping.started' };

const EMPTY_RESULTS = {
  place: null,
  alternative: null,
  serviceHours: [],
  services: null,
  errors: [],
} as const;

export const addressDiscoveryMachine = setup({
  types: {
    context: {} as AddressDiscoveryContext,
    events: {} as AddressDiscoveryEvent,
  },
  actors: {
    /** The browser's position; rejects with the text to show when refused or unavailable. */
    currentPosition: fromPromise<GeoPoint>(notProvided),
    /** The place of a typed text or a position, and whether the shop serves it. */
    placeLookup: fromPromise<AddressDiscovery, PlaceRequest>(notProvided),
    /** The stores, lockers and company delivery that reach a point. */
    servicesNearby: fromPromise<NearbyServices, GeoPoint>(notProvided),
    /** Resolves whether a shopper is logged in, asking for a login when no one is. */
    loginCheck: fromPromise<boolean>(notProvided),
  },
  actions: {
    assignTextRequest: assign((_, params: { query: string }) => ({
      ...EMPTY_RESULTS,
      request: { kind: 'text', query: params.query } as const,
    })),
    assignPositionRequest: assign((_, params: GeoPoint) => ({
      request: {
        kind: 'position',
        latitude: params.latitude,
        longitude: params.longitude,
      } as const,
    })),
    clearResults: assign({ ...EMPTY_RESULTS }),
    clearRequest: assign({ request: null, ...EMPTY_RESULTS }),
    assignLocation: assign((_, params: { location: AddressDiscovery }) => ({
      place: params.location.place,
      alternative: params.location.alternative,
      serviceHours: params.location.serviceHours,
    })),
    /** The visitor looks at the nearest served store's town instead. */
    assignAlternativePlace: assign(({ context }) => ({
      place: context.alternative?.place ?? context.place,
      alternative: null,
    })),
    assignServices: assign((_, params: { services: NearbyServices }) => ({
      services: params.services,
    })),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    /** Opens the cart's service choice (the address dialog). */
    openServiceChoice: () => {},
  },
  guards: {
    isServed: (_, params: { location: AddressDiscovery }) => params.location.outcome === 'served',
    isNotCovered: (_, params: { location: AddressDiscovery }) =>
      params.location.outcome === 'notCovered',
    isLoggedIn: (_, params: { loggedIn: boolean }) => params.loggedIn,
    hasRequest: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'addressDiscovery',
  initial: 'idle',
  context: { request: null, ...EMPTY_RESULTS },
  // The typed form and 'Usa la mia posizione' stay usable whatever is shown.
  on: {
    'address.submitted': {
      target: '.resolving',
      actions: {
        type: 'assignTextRequest',
        params: ({ event }) => ({ query: event.query }),
      },
    },
    'position.requested': { target: '.locating', actions: 'clearRequest' },
  },
  states: {
    idle: {},
    locating: {
      tags: ['busy'],
      invoke: {
        id: 'currentPosition',
        src: 'currentPosition',
        onDone: {
          target: 'resolving',
          actions: { type: 'assignPositionRequest', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    resolving: {
      tags: ['busy'],
      invoke: {
        id: 'placeLookup',
        src: 'placeLookup',
        input: ({ context }) => {
          if (context.request === null) throw new Error('resolving without a request');
          return context.request;
        },
        onDone: [
          {
            guard: { type: 'isServed', params: ({ event }) => ({ location: event.output }) },
            target: 'searching',
            actions: {
              type: 'assignLocation',
              params: ({ event }) => ({ location: event.output }),
            },
          },
          {
            guard: { type: 'isNotCovered', params: ({ event }) => ({ location: event.output }) },
            target: 'notCovered',
            actions: {
              type: 'assignLocation',
              params: ({ event }) => ({ location: event.output }),
            },
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'servicesNearby',
        src: 'servicesNearby',
        input: ({ context }) => {
          if (context.place === null) throw new Error('searching without a place');
          return { latitude: context.place.latitude, longitude: context.place.longitude };
        },
        onDone: {
          target: 'found',
          actions: { type: 'assignServices', params: ({ event }) => ({ services: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    found: {
      on: { 'shopping.started': { target: 'startingShopping' } },
    },
    startingShopping: {
      tags: ['busy'],
      invoke: {
        id: 'loginCheck',
        src: 'loginCheck',
        onDone: [
          {
            guard: { type: 'isLoggedIn', params: ({ event }) => ({ loggedIn: event.output }) },
            target: 'found',
            actions: 'openServiceChoice',
          },
          // The login dialog was closed without a login: the services stay shown.
          { target: 'found' },
        ],
        onError: { target: 'found' },
      },
    },
    notCovered: {
      on: {
        'alternative.chosen': { target: 'searching', actions: 'assignAlternativePlace' },
      },
    },
    notFound: {},
    failed: {
      on: {
        'search.retried': [
          { guard: 'hasRequest', target: 'resolving', actions: 'clearResults' },
          // A position that could not be read: ask for it again.
          { target: 'locating', actions: 'clearResults' },
        ],
      },
    },
  },
});

type AddressDiscoverySnapshot = SnapshotFrom<typeof addressDiscoveryMachine>;

/** What the page shows below the form. */
export type AddressDiscoveryView = 'idle' | 'busy' | 'found' | 'notCovered' | 'notFound' | 'failed';

export const selectDiscoveryView = (snapshot: AddressDiscoverySnapshot): AddressDiscoveryView => {
  if (snapshot.matches('startingShopping')) return 'found';
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.matches('found')) return 'found';
  if (snapshot.matches('notCovered')) return 'notCovered';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
};

/** Which step is under way, for the busy text: 'locating', 'resolving' or 'searching'. */
export const selectBusyStep = (snapshot: AddressDiscoverySnapshot) =>
  snapshot.matches('locating')
    ? 'locating'
    : snapshot.matches('searching')
      ? 'searching'
      : 'resolving';

/** 'Inizia la spesa' waits for the login. */
export const selectIsStartingShopping = (snapshot: AddressDiscoverySnapshot) =>
  snapshot.matches('startingShopping');

export const selectDiscoveredPlace = (snapshot: AddressDiscoverySnapshot) => snapshot.context.place;
export const selectAlternative = (snapshot: AddressDiscoverySnapshot) =>
  snapshot.context.alternative;
export const selectNearbyServices = (snapshot: AddressDiscoverySnapshot) =>
  snapshot.context.services;
export const selectServiceHours = (snapshot: AddressDiscoverySnapshot) =>
  snapshot.context.serviceHours;
export const selectDiscoveryErrors = (snapshot: AddressDiscoverySnapshot) =>
  snapshot.context.errors;
