import { createFileRoute } from '@tanstack/react-router';
import { AddressDiscoveryContainer } from '../features/address-discovery';

export const Route = createFileRoute('/address-discovery')({
  component: AddressDiscovery,
});

/** Public (visitors too): which services reach an address or the visitor's position. */
function AddressDiscovery() {
  const { client, actors } = Route.useRouteContext();
  return <AddressDiscoveryContainer client={client} actors={actors} />;
}
