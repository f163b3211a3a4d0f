/**
 * Wrong variants of the address-discovery statechart, as a real bug could make them: each must
 * fail at least one behaviour case of address-discovery.cases.ts, while the real machine and an
 * unchanged copy pass them all.
 */
import { addressDiscoveryMachine } from '../../machines/address-discovery/address-discovery.machine';
import { addressDiscoveryCases } from './address-discovery.cases';
import { dropAction, invertGuard, retarget } from './mutate';
import { describeMutation } from './mutation-runner';

type Machine = typeof addressDiscoveryMachine;

const m = addressDiscoveryMachine;

const variants: Readonly<Record<string, Machine>> = {
  'a served place is shown without searching its services': retarget(
    m,
    { state: ['resolving'], key: 'onDone', candidate: 0 },
    'found',
  ),
  'a place not covered is searched as if it were served': retarget(
    m,
    { state: ['resolving'], key: 'onDone', candidate: 1 },
    'searching',
  ),
  'a text naming no town is reported as not covered': retarget(
    m,
    { state: ['resolving'], key: 'onDone', candidate: 2 },
    'notCovered',
  ),
  'served and not covered are swapped': invertGuard(m, 'isServed'),
  'a refused position is taken as found': retarget(
    m,
    { state: ['locating'], key: 'onError' },
    'idle',
  ),
  'a refused position does not say why': dropAction(
    m,
    { state: ['locating'], key: 'onError' },
    'assignErrors',
  ),
  "the nearest store's services are looked for at the place not covered": dropAction(
    m,
    { state: ['notCovered'], key: { on: 'alternative.chosen' } },
    'assignAlternativePlace',
  ),
  "'Inizia la spesa' opens the service choice without a login": invertGuard(m, 'isLoggedIn'),
  'Riprova after a failed search asks for the position': retarget(
    m,
    { state: ['failed'], key: { on: 'search.retried' }, candidate: 0 },
    'locating',
  ),
};

describeMutation('address-discovery', m, addressDiscoveryCases, variants);
