/**
 * The staff's content editor in the words: 'Salva bozza' saves a draft (the shop keeps
 * the published version), 'Pubblica' publishes a saved draft with no unsaved change, 'Scarta
 * bozza' drops the draft, 'Anteprima' opens and closes; a refused call shows its first message
 * and the editor can try again.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectCanDiscard,
  selectCanPublish,
  selectEditorError,
  selectEditorStatus,
  selectHasDraft,
  selectIsBusy,
  selectPreviewOpen,
  type contentEditorMachine,
} from '../../machines/content-editor/content-editor.machine';
import type { ContentDraftInput } from '../../src/domain/content-editor';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';
import { EDITED_DRAFT } from './content-editor-events';

type ContentEditorMachine = typeof contentEditorMachine;

/** The editor with save, publish and discard calls the test answers one by one. */
function startEditor(machine: ContentEditorMachine, hasDraft = false) {
  const calls: string[] = [];
  const answers: Deferred<void>[] = [];
  const call = (name: string) => {
    calls.push(name);
    const answer = deferred();
    answers.push(answer);
    return answer.promise;
  };
  const actor = createActor(
    machine.provide({
      actors: {
        saveDraft: fromPromise<void, { draft: ContentDraftInput }>(({ input }) =>
          call(`save ${input.draft.title}`),
        ),
        publishDraft: fromPromise<void, void>(() => call('publish')),
        discardDraft: fromPromise<void, void>(() => call('discard')),
      },
    }),
    { input: { hasDraft } },
  ).start();
  const shows = () => {
    const snapshot = actor.getSnapshot();
    return {
      status: selectEditorStatus(snapshot),
      busy: selectIsBusy(snapshot),
      error: selectEditorError(snapshot),
      hasDraft: selectHasDraft(snapshot),
      canPublish: selectCanPublish(snapshot),
      canDiscard: selectCanDiscard(snapshot),
    };
  };
  const answer = async (outcome: 'ok' | Error) => {
    const last = answers[answers.length - 1];
    if (outcome === 'ok') last?.resolve();
    else last?.reject(outcome);
    await settle(actor, (snapshot) => !selectIsBusy(snapshot));
  };
  const send = (type: 'draft.changed' | 'draft.publish' | 'draft.discard') => actor.send({ type });
  const save = () => actor.send({ type: 'draft.save', draft: EDITED_DRAFT });
  return { actor, calls, shows, answer, send, save };
}

export const contentEditorCases: ReadonlyArray<BehaviourCase<ContentEditorMachine>> = [
  {
    name: 'an item without a draft can be saved but not published or discarded',
    run(machine) {
      const { shows, send, calls } = startEditor(machine);
      expect(shows()).toEqual({
        status: 'editing',
        busy: false,
        error: null,
        hasDraft: false,
        canPublish: false,
        canDiscard: false,
      });
      send('draft.publish');
      send('draft.discard');
      expect(calls).toEqual([]);
    },
  },
  {
    name: "'Salva bozza' saves the draft, then it can be published",
    async run(machine) {
      const { shows, save, answer, calls } = startEditor(machine);
      save();
      expect(calls).toEqual([`save ${EDITED_DRAFT.title}`]);
      expect(shows()).toMatchObject({ status: 'saving', busy: true });
      await answer('ok');
      expect(shows()).toEqual({
        status: 'saved',
        busy: false,
        error: null,
        hasDraft: true,
        canPublish: true,
        canDiscard: true,
      });
    },
  },
  {
    name: "'Pubblica' publishes the saved draft and leaves no draft",
    async run(machine) {
      const { shows, save, send, answer, calls } = startEditor(machine);
      save();
      await answer('ok');
      send('draft.publish');
      expect(shows()).toMatchObject({ status: 'publishing', busy: true });
      await answer('ok');
      expect(calls).toEqual([`save ${EDITED_DRAFT.title}`, 'publish']);
      expect(shows()).toEqual({
        status: 'published',
        busy: false,
        error: null,
        hasDraft: false,
        canPublish: false,
        canDiscard: false,
      });
    },
  },
  {
    name: 'a change not saved yet must be saved before publishing',
    async run(machine) {
      const { shows, save, send, answer, calls } = startEditor(machine);
      save();
      await answer('ok');
      send('draft.changed');
      expect(shows()).toMatchObject({ status: 'editing', canPublish: false, canDiscard: true });
      send('draft.publish');
      expect(calls).toEqual([`save ${EDITED_DRAFT.title}`]);
    },
  },
  {
    name: 'an item opened with a saved draft can be published at once, or its draft discarded',
    async run(machine) {
      const editor = startEditor(machine, true);
      expect(editor.shows()).toMatchObject({ canPublish: true, canDiscard: true });
      editor.send('draft.discard');
      expect(editor.shows()).toMatchObject({ status: 'discarding', busy: true });
      await editor.answer('ok');
      expect(editor.calls).toEqual(['discard']);
      expect(editor.shows()).toMatchObject({ status: 'editing', hasDraft: false });
      const other = startEditor(machine, true);
      other.send('draft.publish');
      expect(other.calls).toEqual(['publish']);
    },
  },
  {
    name: 'a refused save shows its message and keeps no draft; saving again clears it',
    async run(machine) {
      const { shows, save, answer } = startEditor(machine);
      save();
      await answer(refusal('Il titolo è obbligatorio.', 'altro'));
      expect(shows()).toMatchObject({
        status: 'failed',
        error: 'Il titolo è obbligatorio.',
        hasDraft: false,
        canPublish: false,
      });
      save();
      expect(shows()).toMatchObject({ status: 'saving', error: null });
      await answer('ok');
      expect(shows()).toMatchObject({ status: 'saved', hasDraft: true });
    },
  },
  {
    name: 'a failed publish keeps the draft, shows the message and can be tried again',
    async run(machine) {
      const { shows, save, send, answer, calls } = startEditor(machine);
      save();
      await answer('ok');
      send('draft.publish');
      await answer(refusal('Operazione non riuscita, si prega di riprovare a breve.'));
      expect(shows()).toMatchObject({
        status: 'failed',
        error: 'Operazione non riuscita, si prega di riprovare a breve.',
        hasDraft: true,
        canPublish: true,
      });
      send('draft.publish');
      await answer('ok');
      expect(calls).toEqual([`save ${EDITED_DRAFT.title}`, 'publish', 'publish']);
      expect(shows()).toMatchObject({ status: 'published', error: null });
    },
  },
  {
    name: 'a failed discard keeps the draft; editing again clears the message',
    async run(machine) {
      const { shows, send, answer } = startEditor(machine, true);
      send('draft.discard');
      await answer(refusal('Contenuto non trovato.'));
      expect(shows()).toMatchObject({ status: 'failed', error: 'Contenuto non trovato.' });
      expect(shows().hasDraft).toBe(true);
      send('draft.changed');
      expect(shows()).toMatchObject({ status: 'editing', error: null, canPublish: false });
    },
  },
  {
    name: "'Anteprima' opens the preview and closing it closes it, in any state",
    async run(machine) {
      const { actor, save, answer } = startEditor(machine);
      actor.send({ type: 'preview.open' });
      expect(selectPreviewOpen(actor.getSnapshot())).toBe(true);
      save();
      await answer('ok');
      expect(selectPreviewOpen(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'preview.closed' });
      expect(selectPreviewOpen(actor.getSnapshot())).toBe(false);
    },
  },
  {
    name: 'after publishing, a change starts a new draft',
    async run(machine) {
      const { shows, save, send, answer } = startEditor(machine, true);
      send('draft.publish');
      await answer('ok');
      send('draft.changed');
      expect(shows()).toMatchObject({ status: 'editing', hasDraft: false, canPublish: false });
      save();
      await answer('ok');
      expect(shows()).toMatchObject({ status: 'saved', hasDraft: true });
    },
  },
];
