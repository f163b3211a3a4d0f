import { Container, Group, Loader, Pagination, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import {
  selectSelectingUserId,
  selectBackofficeMessage,
} from '../../../machines/staff/backoffice.machine';
import { customerSearchSchema, type CustomerSearch } from '../../domain/staff';
import { backofficeActor } from './backoffice-actor';
import { CustomerResults } from './components/CustomerResults';
import { CustomerSearchForm } from './components/CustomerSearchForm';
import { customerSearchQueryOptions } from './staff.queries';

const addressSearch = v.object({
  q: v.fallback(v.optional(v.string(), ''), ''),
  cod_int: v.fallback(v.optional(v.string(), ''), ''),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});

/** The address's search, checked with the form's rule (a bad one is no search). */
function searchOf(raw: unknown): CustomerSearch & { page: number } {
  const parsed = v.parse(addressSearch, raw);
  const check = v.safeParse(customerSearchSchema, { q: parsed.q, cod_int: parsed.cod_int });
  return check.success ? { ...check.output, page: parsed.page } : { q: '', cod_int: '', page: 1 };
}

/**
 * 'Cerca clienti' (account-and-platform.md §6: customers of user type 2): the search, the results
 * and 'Agisci come cliente', which acts for the customer and opens the shop as them.
 */
export function CustomerSearchPage() {
  const { t } = useLingui();
  const { client } = useRouter().options.context;
  const actor = backofficeActor(client, useQueryClient());
  const navigate = useNavigate();
  const search = searchOf(useSearch({ strict: false }));
  const found = useQuery({
    ...customerSearchQueryOptions(client, {
      q: search.q,
      codInt: search.cod_int,
      page: search.page,
    }),
    placeholderData: keepPreviousData,
  });
  const selectingId = useSelector(actor, selectSelectingUserId);
  const message = useSelector(actor, selectBackofficeMessage);

  const go = (next: CustomerSearch & { page: number }) =>
    void navigate({ to: '/admin/clienti', search: next });

  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Cerca clienti</Trans>
          </Title>
          <Link to="/userboard">
            <Trans>Area riservata al personale</Trans>
          </Link>
        </Group>
        <CustomerSearchForm initial={search} onSearch={(next) => go({ ...next, page: 1 })} />
        {found.data === undefined ? (
          <Loader aria-label={t`Caricamento`} />
        ) : (
          <>
            <CustomerResults
              customers={found.data.users}
              total={found.data.page.totItems}
              selectingId={selectingId}
              message={message}
              onSelect={(userId) => actor.send({ type: 'customer.select', userId })}
            />
            {found.data.page.totPages > 1 && (
              <Pagination
                total={found.data.page.totPages}
                value={search.page}
                onChange={(page) => go({ ...search, page })}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
