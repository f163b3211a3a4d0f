import { Container, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { OrderList } from './components/OrderList';
import { OrderListFilters } from './components/OrderListFilters';
import { orderListQueryOptions, type OrderListFilter } from './orders.queries';

export interface OrderListPageProps {
  readonly client: ShopClient;
  readonly page: number;
  /** The list's filters, kept in the address. */
  readonly filters: OrderListFilter;
  /** New filters start again from the first page. */
  readonly onApply: (filters: OrderListFilter) => void;
  readonly onPage: (page: number) => void;
}

/** 'I miei ordini' (account-and-platform.md §2, profile area). */
export function OrderListPage({ client, page, filters, onApply, onPage }: OrderListPageProps) {
  const { t } = useLingui();
  const list = useQuery(orderListQueryOptions(client, page, filters));
  const { from, to, type } = filters;
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs inPersonalArea current={t`I miei ordini`} />
        <Title order={1}>
          <Trans>I miei ordini</Trans>
        </Title>
        <OrderListFilters
          // A new key refills the fields when the search changes (back button, a link).
          key={`${from ?? ''}/${to ?? ''}/${type ?? ''}`}
          filters={filters}
          onApply={onApply}
        />
        <OrderList data={list.data} onPage={onPage} />
      </Stack>
    </Container>
  );
}
