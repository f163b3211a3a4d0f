import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageNumber } from '../../../../app/guards';
import { ORDER_TYPE_NAMES } from '../../../../domain/order-types';
import { OrderListPage } from '../../../../features/orders/OrderListPage';

const isoDay = v.pipe(v.string(), v.isoDate());

// A malformed filter in a shared link falls back to no filter rather than an error page.
const ordersSearchSchema = v.object({
  page: pageNumber,
  from: v.fallback(v.optional(isoDay), undefined),
  to: v.fallback(v.optional(isoDay), undefined),
  type: v.fallback(v.optional(v.picklist(ORDER_TYPE_NAMES)), undefined),
  pending: v.optional(v.fallback(v.boolean(), true)),
});

export const Route = createFileRoute('/_auth/profile/orders/')({
  validateSearch: (search) => v.parse(ordersSearchSchema, search),
  component: OrderListRoute,
});

function OrderListRoute() {
  const { page = 1, from, to, type, pending = true } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrderListPage
      client={Route.useRouteContext().client}
      page={page}
      filters={{ from, to, type, pending }}
      onApply={(next) => void navigate({ search: { ...next, page: 1 } })}
      onPage={(next) => void navigate({ search: (search) => ({ ...search, page: next }) })}
    />
  );
}
