import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import {
  selectAlternative,
  selectBusyStep,
  selectDiscoveredPlace,
  selectDiscoveryErrors,
  selectDiscoveryView,
  selectIsStartingShopping,
  selectNearbyServices,
  selectServiceHours,
  type addressDiscoveryMachine,
} from '../../../machines/address-discovery/address-discovery.machine';
import { AddressDiscoveryPage } from './components/AddressDiscoveryPage';

/** The discovery page bound to an address-discovery actor: its state shown, its buttons sent. */
export function AddressDiscoveryScreen({
  actor,
}: {
  readonly actor: Actor<typeof addressDiscoveryMachine>;
}) {
  return (
    <AddressDiscoveryPage
      view={useSelector(actor, selectDiscoveryView)}
      busyStep={useSelector(actor, selectBusyStep)}
      place={useSelector(actor, selectDiscoveredPlace)}
      alternative={useSelector(actor, selectAlternative)}
      services={useSelector(actor, selectNearbyServices)}
      serviceHours={useSelector(actor, selectServiceHours)}
      errors={useSelector(actor, selectDiscoveryErrors)}
      startingShopping={useSelector(actor, selectIsStartingShopping)}
      onSubmit={(query) => actor.send({ type: 'address.submitted', query })}
      onUsePosition={() => actor.send({ type: 'position.requested' })}
      onChooseAlternative={() => actor.send({ type: 'alternative.chosen' })}
      onRetry={() => actor.send({ type: 'search.retried' })}
      onStartShopping={() => actor.send({ type: 'shopping.started' })}
    />
  );
}
