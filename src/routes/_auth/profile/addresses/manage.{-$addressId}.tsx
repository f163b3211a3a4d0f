import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

const addressIdSchema = v.optional(
  v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.transform(Number)),
);

/**
 * 'Dettaglio indirizzo': the address of the dialog that 'I miei indirizzi' opens over its list
 * (an id edits that address, none adds one); an id that is malformed or not the shopper's shows
 * the list.
 */
export const Route = createFileRoute('/_auth/profile/addresses/manage/{-$addressId}')({
  params: {
    parse: ({ addressId }) => ({ addressId: v.parse(addressIdSchema, addressId) }),
    stringify: ({ addressId }) => ({
      addressId: addressId === undefined ? undefined : String(addressId),
    }),
  },
});
