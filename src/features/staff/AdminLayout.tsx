import { Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useRouter } from '@tanstack/react-router';
import { STAFF_LANDING_PATH } from '../../domain/staff';
import { staffQueryOptions } from './staff.queries';

/**
 * The admin area's guard (shopping-flow.md §2: admin routes need a single-sign-on user, else
 * userboard). In the route's component rather than its `beforeLoad`, so that no byte of it is in
 * the first page's JavaScript; the staff calls refuse anyone else anyway (403).
 */
export function AdminLayout() {
  const { t } = useLingui();
  const { client } = useRouter().options.context;
  const signOn = useQuery({ ...staffQueryOptions(client), staleTime: 0 });
  if (signOn.isPending) return <Loader aria-label={t`Caricamento`} m="md" />;
  if (signOn.data?.staff == null) return <Navigate to={STAFF_LANDING_PATH} replace />;
  return <Outlet />;
}
