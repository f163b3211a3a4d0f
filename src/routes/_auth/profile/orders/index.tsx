import { createFileRoute } from '@tanstack/react-router';
import { pageNumber, searchFlag } from '../../../../shared/route-params';
import { ORDER_TYPE_NAMES } from '../../../../domain/order-types';
import { OrderListPage } from '../../../../features/orders/OrderListPage';

/** A day as `YYYY-MM-DD` that exists in the calendar. */
function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

// A malformed filter in a shared link falls back to no filter rather than an error page.
interface OrdersSearch {
  readonly page?: number | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly type?: (typeof ORDER_TYPE_NAMES)[number] | undefined;
  readonly pending?: boolean | undefined;
}

const ordersSearch = (search: Record<string, unknown>): OrdersSearch => ({
  page: pageNumber(search.page),
  from: isoDay(search.from),
  to: isoDay(search.to),
  type: ORDER_TYPE_NAMES.find((name) => name === search.type),
  pending: searchFlag(search.pending, true),
});

export const Route = createFileRoute('/_auth/profile/orders/')({
  validateSearch: ordersSearch,
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
