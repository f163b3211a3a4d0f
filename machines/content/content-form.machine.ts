/**
 * A form of the content service (`/form/{formId}`; account-and-platform.md §7 "Content service":
 * `get_mail_pars`, `nf_fu_upload`, `nf_ajax_submit`). The values the form's own rules accepted
 * arrive with the chosen files; the files are checked by their content (validating), uploaded
 * one after the other with their progress (uploading), then the form is sent (submitting). A
 * refusal of the shop shows on its field and the form stays as typed; a failure to reach the shop
 * can be retried without uploading again, or the form edited and sent anew. A sent form shows the
 * reply's success message.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

/** A file chosen for a file field. */
export interface ChosenFile {
  readonly fieldId: number;
  /** The browser's file: kept while the flow needs its bytes, never stored. */
  readonly file: File;
}

/** An upload the shop took: its token goes with the submission. */
export interface UploadedFile {
  readonly fieldId: number;
  readonly name: string;
  readonly token: string;
}

/** What the shopper sends: the field values by field id, the files chosen, Ninja Forms' extra. */
export interface ContentFormSubmission {
  readonly values: Readonly<Record<number, string>>;
  readonly files: readonly ChosenFile[];
  /** Sent as the form's `extra` (the hidden honeypot field). */
  readonly extra: Readonly<Record<string, string>>;
}

/** What the form sends once its files are uploaded. */
export interface ContentFormSending {
  readonly values: Readonly<Record<number, string>>;
  readonly extra: Readonly<Record<string, string>>;
  readonly uploads: readonly UploadedFile[];
}

/** How far an upload has got. */
export interface UploadProgress {
  readonly fieldId: number;
  readonly loaded: number;
  readonly total: number;
}

/** A refusal the shopper can mend: messages by field id, and messages about the whole form. */
export interface FormRefusal {
  readonly fieldErrors: Readonly<Record<number, string>>;
  readonly formErrors: readonly string[];
}

export const isFormRefusal = (error: unknown): error is FormRefusal =>
  typeof error === 'object' && error !== null && 'fieldErrors' in error && 'formErrors' in error;

export interface ContentFormContext {
  values: Readonly<Record<number, string>>;
  extra: Readonly<Record<string, string>>;
  /** Chosen files not uploaded yet, in upload order. */
  pending: readonly ChosenFile[];
  uploaded: readonly UploadedFile[];
  progress: UploadProgress | null;
  fieldErrors: Readonly<Record<number, string>>;
  formErrors: readonly string[];
  /** The reply's success message (HTML), once sent. */
  successHtml: string | null;
}

export type ContentFormEvent =
  | { type: 'form.submitted'; submission: ContentFormSubmission }
  | { type: 'file.changed'; fieldId: number }
  | { type: 'upload.progress'; progress: UploadProgress }
  | { type: 'upload.done'; upload: UploadedFile }
  | { type: 'upload.refused'; fieldId: number; message: string }
  | { type: 'upload.failed'; message: string }
  | { type: 'form.retry' }
  | { type: 'form.edit' };

const EMPTY: ContentFormContext = {
  values: {},
  extra: {},
  pending: [],
  uploaded: [],
  progress: null,
  fieldErrors: {},
  formErrors: [],
  successHtml: null,
};

export const contentFormMachine = setup({
  types: { context: {} as ContentFormContext, events: {} as ContentFormEvent },
  actors: {
    /** Checks the chosen files' kind (by content) and size; rejects with a FormRefusal. */
    checkFiles: fromPromise<void, readonly ChosenFile[]>(notProvided),
    /** Uploads one file (nf_fu_upload), sending upload.progress, then done, refused or failed. */
    uploadFile: fromCallback<ContentFormEvent, ChosenFile>(() => {
      throw new Error('actor not provided');
    }),
    /** Sends the form (nf_ajax_submit); resolves with the success message, or rejects. */
    submitForm: fromPromise<string, ContentFormSending>(notProvided),
  },
  guards: {
    hasPendingFiles: ({ context }) => context.pending.length > 0,
    hasMorePendingFiles: ({ context }) => context.pending.length > 1,
    isRefusal: (_, params: { error: unknown }) => isFormRefusal(params.error),
  },
  actions: {
    assignSubmission: assign(({ context, event }) => {
      assertEvent(event, 'form.submitted');
      const { values, files, extra } = event.submission;
      // A file already uploaded for a field is not sent again, unless another was chosen.
      const kept = context.uploaded.filter((upload) =>
        files.some((chosen) => chosen.fieldId === upload.fieldId),
      );
      const pending = files.filter(
        (chosen) => !kept.some((upload) => upload.fieldId === chosen.fieldId),
      );
      return { ...EMPTY, values, extra, pending, uploaded: kept };
    }),
    forgetUpload: assign(({ context, event }) => {
      assertEvent(event, 'file.changed');
      return { uploaded: context.uploaded.filter((upload) => upload.fieldId !== event.fieldId) };
    }),
    assignProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress');
      return { progress: event.progress };
    }),
    assignUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.done');
      return {
        uploaded: [...context.uploaded, event.upload],
        pending: context.pending.slice(1),
        progress: null,
      };
    }),
    assignUploadRefusal: assign(({ event }) => {
      assertEvent(event, 'upload.refused');
      return { fieldErrors: { [event.fieldId]: event.message }, progress: null };
    }),
    assignUploadFailure: assign(({ event }) => {
      assertEvent(event, 'upload.failed');
      return { formErrors: [event.message], progress: null };
    }),
    assignRefusal: assign((_, params: { error: unknown }) =>
      isFormRefusal(params.error)
        ? { fieldErrors: params.error.fieldErrors, formErrors: params.error.formErrors }
        : { formErrors: failureTexts(params.error) },
    ),
    assignSuccess: assign((_, params: { html: string }) => ({ successHtml: params.html })),
    clearMessages: assign({ fieldErrors: {}, formErrors: [] }),
    clearForm: assign(EMPTY),
  },
}).createMachine({
  id: 'contentForm',
  initial: 'idle',
  context: EMPTY,
  on: {
    // Another file for a field: the one uploaded before is not the shopper's choice any more.
    'file.changed': { actions: 'forgetUpload' },
  },
  states: {
    idle: {
      on: { 'form.submitted': { target: 'validating', actions: 'assignSubmission' } },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'checkFiles',
        src: 'checkFiles',
        input: ({ context }) => context.pending,
        onDone: [{ guard: 'hasPendingFiles', target: 'uploading' }, { target: 'submitting' }],
        onError: {
          target: 'idle',
          actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => {
          const [next] = context.pending;
          if (next === undefined) throw new Error('no file to upload');
          return next;
        },
      },
      on: {
        'upload.progress': { actions: 'assignProgress' },
        'upload.done': [
          {
            guard: 'hasMorePendingFiles',
            target: 'uploading',
            reenter: true,
            actions: 'assignUpload',
          },
          { target: 'submitting', actions: 'assignUpload' },
        ],
        'upload.refused': { target: 'idle', actions: 'assignUploadRefusal' },
        'upload.failed': { target: 'failed', actions: 'assignUploadFailure' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }) => ({
          values: context.values,
          extra: context.extra,
          uploads: context.uploaded,
        }),
        onDone: {
          target: 'submitted',
          actions: { type: 'assignSuccess', params: ({ event }) => ({ html: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The shop could not be reached: retry (the files already uploaded stay), or edit and send. */
    failed: {
      on: {
        'form.submitted': { target: 'validating', actions: 'assignSubmission' },
        'form.retry': [{ guard: 'hasPendingFiles', target: 'uploading' }, { target: 'submitting' }],
      },
    },
    submitted: {
      on: { 'form.edit': { target: 'idle', actions: 'clearForm' } },
    },
  },
});

type ContentFormSnapshot = SnapshotFrom<typeof contentFormMachine>;

export const selectIsFormBusy = (snapshot: ContentFormSnapshot) => snapshot.hasTag('busy');
export const selectFormStep = (snapshot: ContentFormSnapshot) =>
  snapshot.value as 'idle' | 'validating' | 'uploading' | 'submitting' | 'failed' | 'submitted';
export const selectUploadProgress = (snapshot: ContentFormSnapshot) => snapshot.context.progress;
export const selectFieldErrors = (snapshot: ContentFormSnapshot) => snapshot.context.fieldErrors;
export const selectFormErrors = (snapshot: ContentFormSnapshot) => snapshot.context.formErrors;
export const selectSuccessHtml = (snapshot: ContentFormSnapshot) => snapshot.context.successHtml;
