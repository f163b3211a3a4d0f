import { Container, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { orderListQueryOptions } from '../../features/orders/orders.queries';
import { ORDER_TYPE_NAMES } from '../../domain/order-types';
import { OrderList } from '../../features/orders/components/OrderList';
import { OrderListFilters } from '../../features/orders/components/OrderListFilters';
import { PageBreadcrumbs } from '../../features/shell/components/PageBreadcrumbs';

const isoDay = v.pipe(v.string(), v.isoDate());

// A malformed filter in a shared link falls back to no filter rather than an error page.
const ordersSearchSchema = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
  from: v.fallback(v.optional(isoDay), undefined),
  to: v.fallback(v.optional(isoDay), undefined),
  type: v.fallback(v.optional(v.picklist(ORDER_TYPE_NAMES)), undefined),
  pending: v.optional(v.fallback(v.boolean(), true)),
});

export const Route = createFileRoute('/_auth/profile_/orders/')({
  validateSearch: (search) => v.parse(ordersSearchSchema, search),
  component: OrdersPage,
});

/** 'I miei ordini' (account-and-platform.md §2, profile area). */
function OrdersPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { page = 1, from, to, type, pending = true } = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = { from, to, type, pending };
  const list = useQuery(orderListQueryOptions(client, page, filters));
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs current={t`I miei ordini`} />
        <Title order={1}>
          <Trans>I miei ordini</Trans>
        </Title>
        <OrderListFilters
          // A new key refills the fields when the search changes (back button, a link).
          key={`${from ?? ''}/${to ?? ''}/${type ?? ''}`}
          filters={filters}
          onApply={(next) => void navigate({ search: { ...next, page: 1 } })}
        />
        <OrderList
          data={list.data}
          onPage={(next) => void navigate({ search: (search) => ({ ...search, page: next }) })}
        />
      </Stack>
    </Container>
  );
}
