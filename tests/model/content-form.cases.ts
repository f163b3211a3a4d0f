/**
 * A content form (`/form/{formId}`): the files are checked by their content, uploaded one after
 * the other with their progress, and the form is sent with their tokens; the shop's refusals show
 * on their fields and the form stays as typed; a failure to reach the shop is retried without
 * uploading again; a sent form shows the reply's message.
 */
import { expect } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import {
  selectFieldErrors,
  selectFormErrors,
  selectFormStep,
  selectSuccessHtml,
  selectUploadProgress,
  type ChosenFile,
  type contentFormMachine,
  type ContentFormEvent,
  type ContentFormSending,
  type FormRefusal,
  type UploadedFile,
} from '../../machines/content/content-form.machine';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';

type ContentFormMachine = typeof contentFormMachine;

export const CV: ChosenFile = {
  fieldId: 16,
  file: new File(['%PDF-1.7 curriculum'], 'curriculum.pdf', { type: 'application/pdf' }),
};
export const PHOTO: ChosenFile = {
  fieldId: 17,
  file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' }),
};
export const CONTACT_VALUES = { 1: 'Mario Rossi', 2: 'mario.rossi@example.it', 5: 'Ciao' };
export const uploadOf = (chosen: ChosenFile): UploadedFile => ({
  fieldId: chosen.fieldId,
  name: chosen.file.name,
  token: `token-${chosen.fieldId}`,
});
export const PHONE_REFUSAL: FormRefusal = {
  fieldErrors: { 3: 'Digitare un numero di telefono valido' },
  formErrors: ['Controlla i campi evidenziati e riprova.'],
};
export const NETWORK_FAILURE = refusal('Invio non riuscito: controlla la connessione e riprova.');
const SUCCESS = '<p>Grazie, abbiamo ricevuto il tuo messaggio.</p>';

function startForm(machine: ContentFormMachine) {
  const checks: Deferred<void>[] = [];
  const uploads: { file: string; send: (event: ContentFormEvent) => void }[] = [];
  const sends: { uploads: readonly UploadedFile[]; answer: Deferred<string> }[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        checkFiles: fromPromise<void, readonly ChosenFile[]>(() => {
          const answer = deferred();
          checks.push(answer);
          return answer.promise;
        }),
        uploadFile: fromCallback<ContentFormEvent, ChosenFile>(({ input, sendBack }) => {
          uploads.push({ file: input.file.name, send: sendBack });
        }),
        submitForm: fromPromise<string, ContentFormSending>(({ input }) => {
          const answer = deferred<string>();
          sends.push({ uploads: input.uploads, answer });
          return answer.promise;
        }),
      },
    }),
  ).start();
  const shows = () => {
    const snapshot = actor.getSnapshot();
    return {
      step: selectFormStep(snapshot),
      progress: selectUploadProgress(snapshot),
      fieldErrors: selectFieldErrors(snapshot),
      formErrors: selectFormErrors(snapshot),
      success: selectSuccessHtml(snapshot),
    };
  };
  const submit = (files: readonly ChosenFile[]) =>
    actor.send({
      type: 'form.submitted',
      submission: { values: CONTACT_VALUES, files, extra: {} },
    });
  const reach = (step: string) =>
    settle(actor as AnyActorRef, () => selectFormStep(actor.getSnapshot()) === step);
  return { actor, checks, uploads, sends, shows, submit, reach };
}

const tokens = (uploads: readonly UploadedFile[]) => uploads.map((upload) => upload.token);

export const contentFormCases: ReadonlyArray<BehaviourCase<ContentFormMachine>> = [
  {
    name: "a form without files is sent once checked, and the reply's message shows",
    async run(machine) {
      const { checks, uploads, sends, shows, submit, reach } = startForm(machine);
      submit([]);
      expect(shows().step).toBe('validating');
      checks[0]?.resolve();
      await reach('submitting');
      expect(uploads).toEqual([]);
      expect(sends).toHaveLength(1);
      sends[0]?.answer.resolve(SUCCESS);
      await reach('submitted');
      expect(shows().success).toBe(SUCCESS);
    },
  },
  {
    name: 'files are uploaded one after the other with their progress, then sent with their tokens',
    async run(machine) {
      const { checks, uploads, sends, shows, submit, reach } = startForm(machine);
      submit([CV, PHOTO]);
      checks[0]?.resolve();
      await reach('uploading');
      expect(uploads.map((upload) => upload.file)).toEqual(['curriculum.pdf']);
      uploads[0]?.send({
        type: 'upload.progress',
        progress: { fieldId: 16, loaded: 5, total: 20 },
      });
      expect(shows().progress).toEqual({ fieldId: 16, loaded: 5, total: 20 });
      uploads[0]?.send({ type: 'upload.done', upload: uploadOf(CV) });
      expect(uploads.map((upload) => upload.file)).toEqual(['curriculum.pdf', 'foto.png']);
      expect(sends).toHaveLength(0);
      uploads[1]?.send({ type: 'upload.done', upload: uploadOf(PHOTO) });
      await reach('submitting');
      expect(tokens(sends[0]?.uploads ?? [])).toEqual(['token-16', 'token-17']);
      expect(shows().progress).toBeNull();
    },
  },
  {
    name: 'a file refused by its content shows on its field; nothing is uploaded or sent',
    async run(machine) {
      const { checks, uploads, sends, shows, submit, reach } = startForm(machine);
      submit([CV]);
      checks[0]?.reject({ fieldErrors: { 16: 'Tipo di file non ammesso' }, formErrors: [] });
      await reach('idle');
      expect(shows().fieldErrors).toEqual({ 16: 'Tipo di file non ammesso' });
      expect(uploads).toEqual([]);
      expect(sends).toEqual([]);
    },
  },
  {
    name: 'an upload the shop refuses shows on its field, and the form is not sent',
    async run(machine) {
      const { checks, uploads, sends, shows, submit, reach } = startForm(machine);
      submit([CV]);
      checks[0]?.resolve();
      await reach('uploading');
      uploads[0]?.send({ type: 'upload.refused', fieldId: 16, message: 'Il file supera 5 MB' });
      expect(shows().step).toBe('idle');
      expect(shows().fieldErrors).toEqual({ 16: 'Il file supera 5 MB' });
      expect(sends).toEqual([]);
    },
  },
  {
    name: 'a refusal of the shop shows on its fields; sending again does not upload the file again',
    async run(machine) {
      const { checks, uploads, sends, shows, submit, reach } = startForm(machine);
      submit([CV]);
      checks[0]?.resolve();
      await reach('uploading');
      uploads[0]?.send({ type: 'upload.done', upload: uploadOf(CV) });
      sends[0]?.answer.reject(PHONE_REFUSAL);
      await reach('idle');
      expect(shows().fieldErrors).toEqual(PHONE_REFUSAL.fieldErrors);
      expect(shows().formErrors).toEqual(PHONE_REFUSAL.formErrors);
      submit([CV]);
      checks[1]?.resolve();
      await reach('submitting');
      expect(uploads).toHaveLength(1);
      expect(tokens(sends[1]?.uploads ?? [])).toEqual(['token-16']);
      expect(shows().fieldErrors).toEqual({});
    },
  },
  {
    name: 'another file chosen for a field is uploaded instead of the first',
    async run(machine) {
      const { actor, checks, uploads, sends, submit, reach } = startForm(machine);
      submit([CV]);
      checks[0]?.resolve();
      await reach('uploading');
      uploads[0]?.send({ type: 'upload.done', upload: uploadOf(CV) });
      sends[0]?.answer.reject(PHONE_REFUSAL);
      await reach('idle');
      actor.send({ type: 'file.changed', fieldId: 16 });
      submit([CV]);
      checks[1]?.resolve();
      await reach('uploading');
      expect(uploads).toHaveLength(2);
    },
  },
  {
    name: 'a failure to reach the shop can be retried without uploading again, or the form sent anew',
    async run(machine) {
      const { checks, uploads, sends, shows, submit, reach, actor } = startForm(machine);
      submit([CV]);
      checks[0]?.resolve();
      await reach('uploading');
      uploads[0]?.send({ type: 'upload.done', upload: uploadOf(CV) });
      sends[0]?.answer.reject(NETWORK_FAILURE);
      await reach('failed');
      expect(shows().formErrors).toEqual(NETWORK_FAILURE.messages);
      actor.send({ type: 'form.retry' });
      expect(shows().step).toBe('submitting');
      expect(uploads).toHaveLength(1);
      sends[1]?.answer.reject(NETWORK_FAILURE);
      await reach('failed');
      submit([CV]);
      expect(shows()).toMatchObject({ step: 'validating', formErrors: [] });
      checks[1]?.resolve();
      await reach('submitting');
      expect(uploads).toHaveLength(1);
    },
  },
  {
    name: 'an upload cut off is retried from that file',
    async run(machine) {
      const { actor, checks, uploads, shows, submit, reach } = startForm(machine);
      submit([CV]);
      checks[0]?.resolve();
      await reach('uploading');
      uploads[0]?.send({ type: 'upload.failed', message: 'Connessione assente' });
      expect(shows()).toMatchObject({ step: 'failed', formErrors: ['Connessione assente'] });
      actor.send({ type: 'form.retry' });
      expect(shows().step).toBe('uploading');
      expect(uploads.map((upload) => upload.file)).toEqual(['curriculum.pdf', 'curriculum.pdf']);
    },
  },
  {
    name: 'a sent form can be filled in again, empty',
    async run(machine) {
      const { actor, checks, sends, shows, submit, reach } = startForm(machine);
      submit([]);
      checks[0]?.resolve();
      await reach('submitting');
      sends[0]?.answer.resolve(SUCCESS);
      await reach('submitted');
      actor.send({ type: 'form.edit' });
      expect(shows()).toEqual({
        step: 'idle',
        progress: null,
        fieldErrors: {},
        formErrors: [],
        success: null,
      });
    },
  },
];
