/**
 * The content editor's calls (openapi tag `content-editor`): the items of a kind, one item with
 * its draft and revisions, and saving, publishing and discarding a draft.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';
import type { ContentDraftInput, ContentKind } from '../../domain/content-editor';

export type ContentEditorItem = components['schemas']['ContentEditorItem'];
export type ContentEditorListItem = components['schemas']['ContentEditorListItem'];

export const contentEditorQueryKey = ['content-editor'] as const;

export const contentEditorListQueryOptions = (client: ShopClient, kind: ContentKind) =>
  queryOptions({
    queryKey: [...contentEditorQueryKey, 'list', kind],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/content-editor/list', { params: { query: { kind } } }),
      );
      return reply.data.items;
    },
    staleTime: 0,
  });

const itemKey = (kind: ContentKind, id: number) =>
  [...contentEditorQueryKey, 'item', kind, id] as const;

export const contentEditorItemQueryOptions = (client: ShopClient, kind: ContentKind, id: number) =>
  queryOptions({
    queryKey: itemKey(kind, id),
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/content-editor/item', { params: { query: { kind, id } } }),
      );
      return reply.data;
    },
    staleTime: 0,
  });

export async function saveContentDraft(
  client: ShopClient,
  kind: ContentKind,
  id: number,
  draft: ContentDraftInput,
): Promise<ContentEditorItem> {
  const reply = await unwrap(
    client.POST('/ebsn/api/content-editor/save-draft', { body: { kind, id, ...draft } }),
  );
  return reply.data;
}

export async function publishContentDraft(
  client: ShopClient,
  kind: ContentKind,
  id: number,
): Promise<ContentEditorItem> {
  const reply = await unwrap(
    client.POST('/ebsn/api/content-editor/publish', { body: { kind, id } }),
  );
  return reply.data;
}

export async function discardContentDraft(
  client: ShopClient,
  kind: ContentKind,
  id: number,
): Promise<ContentEditorItem> {
  const reply = await unwrap(
    client.POST('/ebsn/api/content-editor/discard-draft', { body: { kind, id } }),
  );
  return reply.data;
}

/** Writes a reply into the item's query and marks the lists (their draft badges) stale. */
export function storeContentEditorItem(queryClient: QueryClient, item: ContentEditorItem): void {
  queryClient.setQueryData(itemKey(item.kind, item.id), item);
  void queryClient.invalidateQueries({ queryKey: [...contentEditorQueryKey, 'list'] });
}
