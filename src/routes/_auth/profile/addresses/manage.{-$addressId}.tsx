import { createFileRoute } from '@tanstack/react-router';
import { pathId } from '../../../../shared/route-params';

/**
 * 'Dettaglio indirizzo': the address of the dialog that 'I miei indirizzi' opens over its list
 * (an id edits that address, none adds one); an id that is malformed or not the shopper's shows
 * the list.
 */
export const Route = createFileRoute('/_auth/profile/addresses/manage/{-$addressId}')({
  params: {
    parse: ({ addressId }) => ({
      addressId: addressId === undefined ? undefined : pathId(addressId),
    }),
    stringify: ({ addressId }) => ({
      addressId: addressId === undefined ? undefined : String(addressId),
    }),
  },
});
