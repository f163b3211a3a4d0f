import { createFileRoute, useMatch } from '@tanstack/react-router';
import { AddressesPage } from '../../../features/service/AddressesPage';

/** 'I miei indirizzi'; its child address opens 'Dettaglio indirizzo' over the list. */
export const Route = createFileRoute('/_auth/profile/addresses')({
  component: AddressesRoute,
});

function AddressesRoute() {
  const manage = useMatch({
    from: '/_auth/profile/addresses/manage/{-$addressId}',
    shouldThrow: false,
  });
  return (
    <AddressesPage
      client={Route.useRouteContext().client}
      manage={manage === undefined ? null : { addressId: manage.params.addressId }}
    />
  );
}
