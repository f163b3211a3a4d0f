import { Modal, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectBookDraft,
  selectBookErrors,
  selectDeletingId,
  selectIsBookBusy,
  selectIsFormOpen,
} from '../../../machines/account/address-book.machine';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { PERSON_TYPE, type Billing } from '../../domain/billing';
import { provideBillingBook } from './billing.effects';
import { billingQueryOptions, type PersonFiscal } from './billing.queries';
import { BillingForm, EMPTY_BILLING, type BillingFormValues } from './components/BillingForm';
import { BillingList } from './components/BillingList';

/** Saved billing data as the form's record (a missing SDI code or PEC is an empty one). */
function toBilling(entry: PersonFiscal): Billing {
  const { address1, addressNumber, postalCode, city, province } = entry;
  const address = { address1, addressNumber, postalCode, city, province };
  return entry.personTypeId === PERSON_TYPE.company
    ? {
        personTypeId: PERSON_TYPE.company,
        companyName: entry.companyName ?? '',
        vatNumber: entry.vatNumber ?? '',
        sdiCode: entry.sdiCode ?? '',
        pec: entry.pec ?? '',
        ...address,
      }
    : {
        personTypeId: PERSON_TYPE.person,
        firstName: entry.firstName ?? '',
        lastName: entry.lastName ?? '',
        fiscalCode: entry.fiscalCode ?? '',
        ...address,
      };
}

/** The values of a record the form edits (new ones start empty). */
function valuesOf(billing: Billing | undefined): BillingFormValues {
  return billing === undefined ? EMPTY_BILLING : { ...EMPTY_BILLING, ...billing };
}

/**
 * 'Dati di fatturazione' (/profile/billing): the invoices' data of persons and Italian
 * companies, added, changed and deleted on the address-book statechart.
 */
export function BillingPage({ client }: { readonly client: ShopClient }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const logic = useMemo(() => provideBillingBook(client, queryClient), [client, queryClient]);
  const book = useActorRef(logic);
  const formOpen = useSelector(book, selectIsFormOpen);
  const draft = useSelector(book, selectBookDraft);
  const busy = useSelector(book, selectIsBookBusy);
  const errors = useSelector(book, selectBookErrors);
  const deletingId = useSelector(book, selectDeletingId);
  const entries = useQuery(billingQueryOptions(client)).data;
  const editing = draft?.kind === 'billing' ? draft : undefined;
  return (
    <Stack px="md">
      <PageBreadcrumbs inPersonalArea current={t`Dati di fatturazione`} />
      <Title order={1}>
        <Trans>Dati di fatturazione</Trans>
      </Title>
      <BillingList
        entries={entries}
        deleting={entries?.find((entry) => entry.personFiscalId === deletingId) ?? null}
        busy={busy && !formOpen}
        errors={formOpen ? [] : errors}
        onAdd={() => book.send({ type: 'record.add' })}
        onEdit={(entry) =>
          book.send({
            type: 'record.edit',
            draft: {
              kind: 'billing',
              billing: toBilling(entry),
              personFiscalId: entry.personFiscalId,
            },
          })
        }
        onDelete={(entry) => book.send({ type: 'record.delete', id: entry.personFiscalId })}
        onConfirmDelete={() => book.send({ type: 'delete.confirmed' })}
        onCancelDelete={() => book.send({ type: 'delete.cancelled' })}
      />
      <Modal
        opened={formOpen}
        onClose={() => book.send({ type: 'form.cancelled' })}
        size={640}
        title={t`Dati di fatturazione`}
        closeButtonProps={{ 'aria-label': t`Chiudi` }}
      >
        <BillingForm
          initial={valuesOf(editing?.billing)}
          busy={busy}
          errors={formOpen ? errors : []}
          onCancel={() => book.send({ type: 'form.cancelled' })}
          onSubmit={(billing) =>
            book.send({
              type: 'form.submitted',
              record: { kind: 'billing', billing, personFiscalId: editing?.personFiscalId },
            })
          }
        />
      </Modal>
    </Stack>
  );
}
