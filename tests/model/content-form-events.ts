/**
 * The events the content form model may take: a submission with no file, one file or two, a file
 * changed, the uploads' progress and answers, the checks' and the submission's answers (a refusal
 * of the shop or a failure to reach it), retry and edit.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { contentFormMachine } from '../../machines/content/content-form.machine';
import {
  CV,
  PHOTO,
  CONTACT_VALUES,
  NETWORK_FAILURE,
  PHONE_REFUSAL,
  uploadOf,
} from './content-form.cases';

type ContentFormEvent = EventFromLogic<typeof contentFormMachine>;

export const contentFormEvents = (
  snapshot: SnapshotFrom<typeof contentFormMachine>,
): ContentFormEvent[] => {
  const [next] = snapshot.context.pending;
  return [
    { type: 'form.submitted', submission: { values: CONTACT_VALUES, files: [], extra: {} } },
    { type: 'form.submitted', submission: { values: CONTACT_VALUES, files: [CV], extra: {} } },
    {
      type: 'form.submitted',
      submission: { values: CONTACT_VALUES, files: [CV, PHOTO], extra: {} },
    },
    { type: 'file.changed', fieldId: CV.fieldId },
    { type: 'upload.progress', progress: { fieldId: CV.fieldId, loaded: 512, total: 2048 } },
    { type: 'upload.done', upload: uploadOf(next ?? CV) },
    { type: 'upload.refused', fieldId: CV.fieldId, message: 'Tipo di file non ammesso' },
    { type: 'upload.failed', message: 'Connessione assente' },
    { type: 'form.retry' },
    { type: 'form.edit' },
    { type: 'xstate.done.actor.checkFiles' },
    { type: 'xstate.error.actor.checkFiles', error: PHONE_REFUSAL },
    { type: 'xstate.done.actor.submitForm', output: '<p>Grazie!</p>' },
    { type: 'xstate.error.actor.submitForm', error: PHONE_REFUSAL },
    { type: 'xstate.error.actor.submitForm', error: NETWORK_FAILURE },
  ] as unknown as ContentFormEvent[];
};
