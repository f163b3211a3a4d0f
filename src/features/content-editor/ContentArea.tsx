import { Outlet, useChildMatches, useNavigate, useSearch } from '@tanstack/react-router';
import { ContentListPage } from './ContentListPage';

/** `/admin/contenuti`: the list by kind, or the editor of the item below it. */
export function ContentArea() {
  const children = useChildMatches();
  const { kind } = useSearch({ from: '/admin/contenuti' });
  const navigate = useNavigate({ from: '/admin/contenuti' });
  if (children.length > 0) return <Outlet />;
  return (
    <ContentListPage
      kind={kind}
      onKindChange={(next) => void navigate({ search: { kind: next }, replace: true })}
    />
  );
}
