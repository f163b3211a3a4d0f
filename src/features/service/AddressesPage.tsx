import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  selectBookDraft,
  selectBookErrors,
  selectDeletingId,
  selectIsAskingUnvalidated,
  selectIsBookBusy,
  selectIsFormOpen,
} from '../../../machines/account/address-book.machine';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import type { AddressDraft } from '../../domain/address-form';
import { serviceAddressesQueryOptions, type Address } from './service.queries';
import { provideAddressBook } from './address-book.effects';
import { AddressBookList } from './components/AddressBookList';
import { AddressDetailDialog } from './components/AddressDetailDialog';
import { ShopAtWorkSection } from './ShopAtWorkSection';

export interface AddressesPageProps {
  readonly client: ShopClient;
  /** The address's 'Dettaglio indirizzo' is open: `addressId` edits one, undefined adds one. */
  readonly manage: { readonly addressId: number | undefined } | null;
}

/** Only home addresses are the shopper's own, to edit and delete (account-and-platform.md §6). */
const isOwn = (address: Address) => address.addressType === 'home';

function toDraft(address: Address): AddressDraft {
  const { addressId, addressName, address1, addressNumber, city, postalCode, province } = address;
  return {
    addressId,
    addressName,
    address1,
    addressNumber,
    city,
    postalCode,
    province,
    ...(address.notes === undefined ? {} : { notes: address.notes }),
  };
}

/**
 * 'I miei indirizzi' (/profile/addresses) on the address-book statechart; its address
 * /profile/addresses/manage/{addressId?} opens 'Dettaglio indirizzo' over the list, and the
 * dialog's closing (saved or cancelled) brings the list's address back.
 */
export function AddressesPage({ client, manage }: AddressesPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logic = useMemo(() => provideAddressBook(client, queryClient), [client, queryClient]);
  const book = useActorRef(logic);
  const formOpen = useSelector(book, selectIsFormOpen);
  const draft = useSelector(book, selectBookDraft);
  const busy = useSelector(book, selectIsBookBusy);
  const errors = useSelector(book, selectBookErrors);
  const askingUnvalidated = useSelector(book, selectIsAskingUnvalidated);
  const deletingId = useSelector(book, selectDeletingId);
  const own = useQuery(serviceAddressesQueryOptions(client)).data?.addresses.filter(isOwn);

  // The address says which record the dialog shows; leaving it (back button) closes the dialog.
  const managedId = manage === null ? null : (manage.addressId ?? 'new');
  useEffect(() => {
    const open = book.getSnapshot().matches('form');
    if (managedId === null) {
      if (open) book.send({ type: 'form.cancelled' });
      return;
    }
    if (open || (managedId !== 'new' && own === undefined)) return;
    const address = own?.find((candidate) => candidate.addressId === managedId);
    if (managedId === 'new') book.send({ type: 'record.add' });
    else if (address)
      book.send({ type: 'record.edit', draft: { kind: 'address', address: toDraft(address) } });
    // Another shopper's address or one deleted meanwhile: the list.
    else void navigate({ to: '/profile/addresses', replace: true });
  }, [book, managedId, own, navigate]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !formOpen && managedId !== null) {
      void navigate({ to: '/profile/addresses' });
    }
    wasOpen.current = formOpen;
  }, [formOpen, managedId, navigate]);

  return (
    <Stack px="md">
      <PageBreadcrumbs inPersonalArea current={t`I miei indirizzi`} />
      <Title order={1}>
        <Trans>I miei indirizzi</Trans>
      </Title>
      <AddressBookList
        addresses={own}
        deleting={own?.find((address) => address.addressId === deletingId) ?? null}
        busy={busy && !formOpen}
        errors={formOpen ? [] : errors}
        onDelete={(address) => book.send({ type: 'record.delete', id: address.addressId })}
        onConfirmDelete={() => book.send({ type: 'delete.confirmed' })}
        onCancelDelete={() => book.send({ type: 'delete.cancelled' })}
      />
      <AddressDetailDialog
        opened={formOpen}
        draft={draft?.kind === 'address' ? draft.address : null}
        busy={busy}
        askingUnvalidated={askingUnvalidated}
        errors={formOpen ? errors : []}
        onSubmit={(address) =>
          book.send({ type: 'form.submitted', record: { kind: 'address', address } })
        }
        onSaveUnvalidated={() => book.send({ type: 'unvalidated.confirmed' })}
        onEditAgain={() => book.send({ type: 'unvalidated.cancelled' })}
        onClose={() => book.send({ type: 'form.cancelled' })}
      />
      <ShopAtWorkSection client={client} />
    </Stack>
  );
}
