import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ShopClient } from '../../api/client';
import type { FlowActors } from '../../shared/flow-actors';
import { addressDiscoveryMessages } from '../../domain/address-discovery';
import { provideAddressDiscovery } from './address-discovery.effects';
import { AddressDiscoveryScreen } from './AddressDiscoveryScreen';

export interface AddressDiscoveryContainerProps {
  readonly client: ShopClient;
  readonly actors: FlowActors;
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
  return <AddressDiscoveryScreen actor={actor} />;
}
