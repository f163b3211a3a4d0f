/**
 * The staff's content editor (issue 16 "The content editor"): an editor changes a page, a FAQ
 * entry, a menu entry or a slide, saves it as a draft (the shop keeps serving the published
 * version), previews the draft as the storefront shows it, publishes it or discards it. A refused
 * or failed call shows its first message and leaves the form as typed. Publishing needs a saved
 * draft with no unsaved change; discarding needs a draft.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ContentDraftInput } from '../../src/domain/content-editor';
import { failureTexts, notProvided } from '../flow-failure';

export interface ContentEditorInput {
  /** The item already has a saved draft. */
  readonly hasDraft: boolean;
}

export interface ContentEditorContext {
  hasDraft: boolean;
  /** The form holds changes not saved yet. */
  dirty: boolean;
  /** The first text of the last failure; null when there is none to show. */
  error: string | null;
  previewOpen: boolean;
}

export type ContentEditorEvent =
  | { type: 'draft.changed' }
  | { type: 'draft.save'; draft: ContentDraftInput }
  | { type: 'draft.publish' }
  | { type: 'draft.discard' }
  | { type: 'preview.open' }
  | { type: 'preview.closed' };

export const contentEditorMachine = setup({
  types: {
    context: {} as ContentEditorContext,
    events: {} as ContentEditorEvent,
    input: {} as ContentEditorInput,
  },
  actors: {
    /** Saves the draft (the app writes the reply into the item's query). */
    saveDraft: fromPromise<void, { draft: ContentDraftInput }>(notProvided),
    /** Publishes the saved draft. */
    publishDraft: fromPromise<void, void>(notProvided),
    /** Discards the draft; the app puts the published version back in the form. */
    discardDraft: fromPromise<void, void>(notProvided),
  },
  actions: {
    markDirty: assign({ dirty: true }),
    assignSaved: assign({ hasDraft: true, dirty: false }),
    assignPublished: assign({ hasDraft: false, dirty: false }),
    assignDiscarded: assign({ hasDraft: false, dirty: false }),
    assignError: assign((_, params: { error: unknown }) => ({
      error: failureTexts(params.error)[0] ?? null,
    })),
    clearError: assign({ error: null }),
    openPreview: assign({ previewOpen: true }),
    closePreview: assign({ previewOpen: false }),
  },
  guards: {
    canPublish: ({ context }) => context.hasDraft && !context.dirty,
    hasDraft: ({ context }) => context.hasDraft,
  },
}).createMachine({
  id: 'contentEditor',
  initial: 'editing',
  context: ({ input }) => ({
    hasDraft: input.hasDraft,
    dirty: false,
    error: null,
    previewOpen: false,
  }),
  on: {
    'preview.open': { actions: 'openPreview' },
    'preview.closed': { actions: 'closePreview' },
  },
  states: {
    editing: {
      on: {
        'draft.changed': { actions: 'markDirty' },
        'draft.save': { target: 'saving' },
        'draft.publish': { guard: 'canPublish', target: 'publishing' },
        'draft.discard': { guard: 'hasDraft', target: 'discarding' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ event }) => {
          assertEvent(event, 'draft.save');
          return { draft: event.draft };
        },
        onDone: { target: 'saved', actions: 'assignSaved' },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: {
      on: {
        'draft.changed': { target: 'editing', actions: 'markDirty' },
        'draft.save': { target: 'saving' },
        'draft.publish': { target: 'publishing' },
        'draft.discard': { target: 'discarding' },
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        id: 'publishDraft',
        src: 'publishDraft',
        onDone: { target: 'published', actions: 'assignPublished' },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    published: {
      on: {
        'draft.changed': { target: 'editing', actions: 'markDirty' },
        'draft.save': { target: 'saving' },
      },
    },
    discarding: {
      tags: ['busy'],
      invoke: {
        id: 'discardDraft',
        src: 'discardDraft',
        onDone: { target: 'editing', actions: 'assignDiscarded' },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      exit: 'clearError',
      on: {
        'draft.changed': { target: 'editing', actions: 'markDirty' },
        'draft.save': { target: 'saving' },
        'draft.publish': { guard: 'canPublish', target: 'publishing' },
        'draft.discard': { guard: 'hasDraft', target: 'discarding' },
      },
    },
  },
});

type ContentEditorSnapshot = SnapshotFrom<typeof contentEditorMachine>;

export type ContentEditorStatus =
  'editing' | 'saving' | 'saved' | 'publishing' | 'published' | 'discarding' | 'failed';

/** Which step the editor is at, for the status line and the buttons' spinners. */
export const selectEditorStatus = (snapshot: ContentEditorSnapshot): ContentEditorStatus =>
  snapshot.value as ContentEditorStatus;
/** A call is under way: the form and the buttons wait. */
export const selectIsBusy = (snapshot: ContentEditorSnapshot) => snapshot.hasTag('busy');
export const selectEditorError = (snapshot: ContentEditorSnapshot) => snapshot.context.error;
export const selectHasDraft = (snapshot: ContentEditorSnapshot) => snapshot.context.hasDraft;
export const selectIsDirty = (snapshot: ContentEditorSnapshot) => snapshot.context.dirty;
export const selectPreviewOpen = (snapshot: ContentEditorSnapshot) => snapshot.context.previewOpen;
export const selectCanPublish = (snapshot: ContentEditorSnapshot) =>
  snapshot.can({ type: 'draft.publish' });
export const selectCanDiscard = (snapshot: ContentEditorSnapshot) =>
  snapshot.can({ type: 'draft.discard' });
