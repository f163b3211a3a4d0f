/**
 * The content editor's statechart with its real effects: each call's reply is written into the
 * item's query; publishing also drops the storefront's content queries, so this tab shows the new
 * version at once (the content service keeps no cache of its own).
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { contentEditorMachine } from '../../../machines/content-editor/content-editor.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import type { ContentKind } from '../../domain/content-editor';
import {
  discardContentDraft,
  publishContentDraft,
  saveContentDraft,
  storeContentEditorItem,
} from './content-editor.queries';

/** The storefront's content queries (pages, FAQ, menus, slides: src/features/content). */
const STOREFRONT_CONTENT_KEY = ['content'] as const;

export interface ContentEditorEffects {
  readonly client: ShopClient;
  readonly queryClient: QueryClient;
  readonly kind: ContentKind;
  readonly id: number;
  /** The text shown when a call fails without saying why. */
  readonly generic: string;
}

export function provideContentEditor(effects: ContentEditorEffects) {
  const { client, queryClient, kind, id, generic } = effects;
  return contentEditorMachine.provide({
    actors: {
      saveDraft: fromPromise(async ({ input }) => {
        const item = await failingWith(generic, () =>
          saveContentDraft(client, kind, id, input.draft),
        );
        storeContentEditorItem(queryClient, item);
      }),
      publishDraft: fromPromise(async () => {
        const item = await failingWith(generic, () => publishContentDraft(client, kind, id));
        storeContentEditorItem(queryClient, item);
        await queryClient.invalidateQueries({ queryKey: STOREFRONT_CONTENT_KEY });
      }),
      discardDraft: fromPromise(async () => {
        const item = await failingWith(generic, () => discardContentDraft(client, kind, id));
        storeContentEditorItem(queryClient, item);
      }),
    },
  });
}
