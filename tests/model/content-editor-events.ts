/**
 * The events the content editor model may take: the form's changes and buttons, the preview, and
 * what the save, publish and discard calls answer.
 */
import type { EventFromLogic } from 'xstate';
import type { contentEditorMachine } from '../../machines/content-editor/content-editor.machine';
import { refusal } from './behaviour-case';

type ContentEditorEvent = EventFromLogic<typeof contentEditorMachine>;

export const EDITED_DRAFT = {
  title: 'I nostri servizi',
  html: '<p>Ritiro in negozio anche la domenica.</p>',
  link: '',
};

export const contentEditorEvents = (): ContentEditorEvent[] =>
  [
    { type: 'draft.changed' },
    { type: 'draft.save', draft: EDITED_DRAFT },
    { type: 'draft.publish' },
    { type: 'draft.discard' },
    { type: 'preview.open' },
    { type: 'preview.closed' },
    { type: 'xstate.done.actor.saveDraft' },
    { type: 'xstate.error.actor.saveDraft', error: refusal('Il titolo è obbligatorio.') },
    { type: 'xstate.done.actor.publishDraft' },
    { type: 'xstate.error.actor.publishDraft', error: refusal('Non ci sono bozze da pubblicare.') },
    { type: 'xstate.done.actor.discardDraft' },
    { type: 'xstate.error.actor.discardDraft', error: refusal('Contenuto non trovato.') },
  ] as unknown as ContentEditorEvent[];
