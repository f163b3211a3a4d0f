import { Alert, Container } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { i18n } from '../../shared/i18n';
import {
  contentEditorMessages,
  isContentKind,
  type ContentKind,
} from '../../domain/content-editor';
import { ContentEditorPage } from './ContentEditorPage';
import { ContentListPage } from './ContentListPage';

/** What the address asks for: a kind's list, one item's editor, or an item that cannot be. */
export type ContentAddress =
  | { readonly view: 'list'; readonly kind: ContentKind }
  | { readonly view: 'item'; readonly kind: ContentKind; readonly id: number }
  | { readonly view: 'wrong' };

/**
 * `?kind=page` (the default), `?kind=faq&id=12`. One route for the list and the editor: each
 * route costs the first page's JavaScript some bytes, and it has none to spare.
 */
export function contentAddressOf(search: Record<string, unknown>): ContentAddress {
  const kind = search.kind === undefined ? 'page' : search.kind;
  if (!isContentKind(kind)) return { view: 'wrong' };
  if (search.id === undefined) return { view: 'list', kind };
  const id = Number(search.id);
  return Number.isInteger(id) && id >= 1 && id <= 2147483647
    ? { view: 'item', kind, id }
    : { view: 'wrong' };
}

/** `/admin/contenuti`: the list of a kind, or the editor of one item. */
export function ContentArea() {
  const address = contentAddressOf(useSearch({ strict: false }));
  const navigate = useNavigate();
  if (address.view === 'item') return <ContentEditorPage kind={address.kind} id={address.id} />;
  if (address.view === 'wrong') {
    return (
      <Container size="md" py="md">
        <Alert color="red" role="alert">
          {i18n._(contentEditorMessages.itemNotFound)}
        </Alert>
      </Container>
    );
  }
  return (
    <ContentListPage
      kind={address.kind}
      onKindChange={(kind) =>
        void navigate({ to: '/admin/contenuti', search: { kind }, replace: true })
      }
    />
  );
}
