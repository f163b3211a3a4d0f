import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectAlternative,
  selectBusyStep,
  selectDiscoveredPlace,
  selectDiscoveryErrors,
  selectDiscoveryView,
  selectIsStartingShopping,
  selectNearbyServices,
  selectServiceHours,
} from '../../../machines/address-discovery.machine';
import type { ShopClient } from '../../api/client';
import type { AppActors } from '../../app/actors';
import { addressDiscoveryMessages } from '../../domain/address-discovery';
import { provideAddressDiscovery } from './address-discovery.effects';
import { AddressDiscoveryPage } from './components/AddressDiscoveryPage';

export interface AddressDiscoveryContainerProps {
  readonly client: ShopClient;
  readonly actors: AppActors;
}

/** `/address-discovery` bound to its statechart with the browser's and the shop's effects. */
export function AddressDiscoveryContainer({ client, actors }: AddressDiscoveryContainerProps) {
  const { i18n } = useLingui();
  const logic = useMemo(
    () =>
      provideAddressDiscovery({
        client,
        session: actors.session,
        login: actors.login,
        openServiceChoice: () =>
          void actors.cartActors
            .load()
            .then(({ serviceSelection }) =>
              serviceSelection.send({ type: 'service.open', step: 'address' }),
            ),
        geolocation: typeof navigator === 'undefined' ? undefined : navigator.geolocation,
        texts: {
          positionDenied: i18n._(addressDiscoveryMessages.positionDenied),
          positionUnavailable: i18n._(addressDiscoveryMessages.positionUnavailable),
          searchFailed: i18n._(addressDiscoveryMessages.searchFailed),
        },
      }),
    [client, actors, i18n],
  );
  const actor = useActorRef(logic);
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
