import { addressDiscoveryMachine } from '../../machines/address-discovery/address-discovery.machine';
import { addressDiscoveryCases } from './address-discovery.cases';
import { addressDiscoveryEvents, addressDiscoverySignificant } from './address-discovery-events';
import { describeBehaviour } from './behaviour-case';
import { describeModel } from './transition-coverage';

describeModel('address-discovery', addressDiscoveryMachine, addressDiscoveryEvents, {
  significantContext: addressDiscoverySignificant,
});

describeBehaviour('address-discovery', addressDiscoveryMachine, addressDiscoveryCases);
