import { Container, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { orderListQueryOptions } from '../api/checkout.queries';
import { requireLogin } from '../app/guards';
import { OrderList } from '../components/orders/OrderList';
import { PageBreadcrumbs } from '../components/shell/PageBreadcrumbs';

const ordersSearchSchema = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
});

export const Route = createFileRoute('/profile_/orders/')({
  beforeLoad: requireLogin,
  validateSearch: (search) => v.parse(ordersSearchSchema, search),
  component: OrdersPage,
});

/** 'I miei ordini' (account-and-platform.md §2, profile area). */
function OrdersPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const list = useQuery(orderListQueryOptions(client, page));
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs current={t`I miei ordini`} />
        <Title order={1}>
          <Trans>I miei ordini</Trans>
        </Title>
        <OrderList data={list.data} onPage={(next) => void navigate({ search: { page: next } })} />
      </Stack>
    </Container>
  );
}
