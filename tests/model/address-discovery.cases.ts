/**
 * `/address-discovery` (issue 17): a typed address is looked up and, when served, the services
 * nearby are searched and shown; a place not covered shows the spec's message with the nearest
 * served store, whose services the visitor may look at; a refused position says why and the typed
 * form keeps working; 'Inizia la spesa' opens the service choice only once someone is logged in.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GeoPoint } from '../../src/domain/geo';
import {
  selectAlternative,
  selectDiscoveredPlace,
  selectDiscoveryErrors,
  selectDiscoveryView,
  selectNearbyServices,
  type AddressDiscovery,
  type addressDiscoveryMachine,
  type NearbyServices,
  type PlaceRequest,
} from '../../machines/address-discovery/address-discovery.machine';
import {
  MONZA,
  MONZA_SERVICES,
  PAVIA,
  ROMA,
} from '../../stories/address-discovery/address-discovery-samples';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';
import {
  POSITION,
  POSITION_DENIED,
  SEARCH_FAILED,
  TYPED_ADDRESS,
} from './address-discovery-events';

type AddressDiscoveryMachine = typeof addressDiscoveryMachine;

/** The page with effects the test answers one by one. */
function startDiscovery(machine: AddressDiscoveryMachine) {
  const lookups: PlaceRequest[] = [];
  const searches: GeoPoint[] = [];
  const positions: Deferred<GeoPoint>[] = [];
  const places: Deferred<AddressDiscovery>[] = [];
  const services: Deferred<NearbyServices>[] = [];
  const logins: Deferred<boolean>[] = [];
  let serviceChoices = 0;
  const actor = createActor(
    machine.provide({
      actors: {
        currentPosition: fromPromise<GeoPoint>(() => {
          const answer = deferred<GeoPoint>();
          positions.push(answer);
          return answer.promise;
        }),
        placeLookup: fromPromise<AddressDiscovery, PlaceRequest>(({ input }) => {
          lookups.push(input);
          const answer = deferred<AddressDiscovery>();
          places.push(answer);
          return answer.promise;
        }),
        servicesNearby: fromPromise<NearbyServices, GeoPoint>(({ input }) => {
          searches.push(input);
          const answer = deferred<NearbyServices>();
          services.push(answer);
          return answer.promise;
        }),
        loginCheck: fromPromise<boolean>(() => {
          const answer = deferred<boolean>();
          logins.push(answer);
          return answer.promise;
        }),
      },
      actions: { openServiceChoice: () => void (serviceChoices += 1) },
    }),
  ).start();
  const view = () => selectDiscoveryView(actor.getSnapshot());
  const until = (wanted: ReturnType<typeof view>) =>
    settle(actor, (snapshot) => selectDiscoveryView(snapshot) === wanted);
  const type = (query: string) => actor.send({ type: 'address.submitted', query });
  /** Monza typed and found served: its services are being searched. */
  const searchMonza = async () => {
    type(TYPED_ADDRESS);
    places.at(-1)?.resolve(MONZA);
    await settle(actor, () => searches.length === 1);
  };
  /** Monza's services shown. */
  const showMonza = async () => {
    await searchMonza();
    services.at(-1)?.resolve(MONZA_SERVICES);
    await until('found');
  };
  return {
    searchMonza,
    showMonza,
    actor,
    lookups,
    searches,
    positions,
    places,
    services,
    logins,
    view,
    until,
    type,
    serviceChoices: () => serviceChoices,
  };
}

export const addressDiscoveryCases: ReadonlyArray<BehaviourCase<AddressDiscoveryMachine>> = [
  {
    name: 'the page starts with the empty form and nothing searched',
    run(machine) {
      const page = startDiscovery(machine);
      expect(page.view()).toBe('idle');
      expect(page.lookups).toEqual([]);
    },
  },
  {
    name: 'a served address shows the stores, lockers and company delivery near it',
    async run(machine) {
      const page = startDiscovery(machine);
      page.type(TYPED_ADDRESS);
      expect(page.lookups).toEqual([{ kind: 'text', query: TYPED_ADDRESS }]);
      expect(page.view()).toBe('busy');
      page.places[0]?.resolve(MONZA);
      await settle(page.actor, () => page.searches.length === 1);
      expect(page.searches).toEqual([{ latitude: 45.5845, longitude: 9.2744 }]);
      expect(page.view()).toBe('busy');
      page.services[0]?.resolve(MONZA_SERVICES);
      await page.until('found');
      expect(selectNearbyServices(page.actor.getSnapshot())).toEqual(MONZA_SERVICES);
      expect(selectDiscoveredPlace(page.actor.getSnapshot())?.city).toBe('Monza');
    },
  },
  {
    name: "an address not covered shows 'L'indirizzo inserito non è coperto dal servizio.' with the nearest served store, searching nothing",
    async run(machine) {
      const page = startDiscovery(machine);
      page.type('Pavia');
      page.places[0]?.resolve(PAVIA);
      await page.until('notCovered');
      expect(page.searches).toEqual([]);
      expect(selectAlternative(page.actor.getSnapshot())?.name).toBe('Milano Lorenteggio');
    },
  },
  {
    name: "the nearest served store's services are searched when the visitor asks for them",
    async run(machine) {
      const page = startDiscovery(machine);
      page.type('Pavia');
      page.places[0]?.resolve(PAVIA);
      await page.until('notCovered');
      page.actor.send({ type: 'alternative.chosen' });
      expect(page.searches).toEqual([{ latitude: 45.453, longitude: 9.13 }]);
      page.services[0]?.resolve(MONZA_SERVICES);
      await page.until('found');
      expect(selectDiscoveredPlace(page.actor.getSnapshot())?.city).toBe('Milano');
    },
  },
  {
    name: 'a text naming no town says it is not found and searches nothing',
    async run(machine) {
      const page = startDiscovery(machine);
      page.type('Roma');
      page.places[0]?.resolve(ROMA);
      await page.until('notFound');
      expect(page.searches).toEqual([]);
    },
  },
  {
    name: 'a shared position is looked up as the place of the visitor',
    async run(machine) {
      const page = startDiscovery(machine);
      page.actor.send({ type: 'position.requested' });
      expect(page.positions).toHaveLength(1);
      expect(page.lookups).toEqual([]);
      page.positions[0]?.resolve(POSITION);
      await settle(page.actor, () => page.lookups.length === 1);
      expect(page.lookups).toEqual([{ kind: 'position', ...POSITION }]);
    },
  },
  {
    name: 'a refused position says why, and a typed address still works after it',
    async run(machine) {
      const page = startDiscovery(machine);
      page.actor.send({ type: 'position.requested' });
      page.positions[0]?.reject(refusal(POSITION_DENIED));
      await page.until('failed');
      expect(selectDiscoveryErrors(page.actor.getSnapshot())).toEqual([POSITION_DENIED]);
      page.type(TYPED_ADDRESS);
      expect(page.lookups).toEqual([{ kind: 'text', query: TYPED_ADDRESS }]);
      expect(selectDiscoveryErrors(page.actor.getSnapshot())).toEqual([]);
    },
  },
  {
    name: 'a failed search says why; Riprova looks the same address up again',
    async run(machine) {
      const page = startDiscovery(machine);
      await page.searchMonza();
      page.services[0]?.reject(refusal(SEARCH_FAILED));
      await page.until('failed');
      expect(selectDiscoveryErrors(page.actor.getSnapshot())).toEqual([SEARCH_FAILED]);
      page.actor.send({ type: 'search.retried' });
      expect(page.lookups).toHaveLength(2);
      expect(page.lookups[1]).toEqual({ kind: 'text', query: TYPED_ADDRESS });
    },
  },
  {
    name: 'Riprova after a refused position asks for the position again',
    async run(machine) {
      const page = startDiscovery(machine);
      page.type(TYPED_ADDRESS);
      page.actor.send({ type: 'position.requested' });
      page.positions[0]?.reject(refusal(POSITION_DENIED));
      await page.until('failed');
      page.actor.send({ type: 'search.retried' });
      expect(page.positions).toHaveLength(2);
    },
  },
  {
    name: "'Inizia la spesa' opens the service choice once the shopper is logged in",
    async run(machine) {
      const page = startDiscovery(machine);
      await page.showMonza();
      page.actor.send({ type: 'shopping.started' });
      expect(page.logins).toHaveLength(1);
      expect(page.serviceChoices()).toBe(0);
      page.logins[0]?.resolve(true);
      await settle(page.actor, () => page.serviceChoices() === 1);
      expect(page.view()).toBe('found');
    },
  },
  {
    name: "'Inizia la spesa' closed without a login opens nothing and keeps the services shown",
    async run(machine) {
      const page = startDiscovery(machine);
      await page.showMonza();
      page.actor.send({ type: 'shopping.started' });
      page.logins[0]?.resolve(false);
      await settle(page.actor, (snapshot) => snapshot.matches('found'));
      expect(page.serviceChoices()).toBe(0);
      expect(selectNearbyServices(page.actor.getSnapshot())).toEqual(MONZA_SERVICES);
    },
  },
];
