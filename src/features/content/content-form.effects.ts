/**
 * The content form statechart's effects (machines/content/content-form.machine.ts): the chosen files
 * checked by their bytes with the rule the server applies, each uploaded with its progress
 * (`nf_fu_upload`), and the form sent (`nf_ajax_submit`) with the upload tokens, a refreshed
 * nonce taken once when the page's has expired.
 */
import { fromCallback, fromPromise } from 'xstate';
import {
  contentFormMachine,
  type ChosenFile,
  type ContentFormEvent,
  type ContentFormSending,
  type FormRefusal,
} from '../../../machines/content/content-form.machine';
import type { FlowFailure } from '../../../machines/flow-failure';
import type { ContentClient } from '../../api/client';
import { UploadInterrupted, uploadWithProgress } from '../../api/upload';
import { i18n } from '../../shared/i18n';
import { fileKindOf } from '../../domain/content-file-kind';
import {
  CONTENT_FORM_FILE_KINDS,
  fileKindMessage,
  fileTooLargeMessage,
  type ContentFormFileKind,
  type ContentFormText,
} from '../../domain/content-form';
import type { MessageDescriptor } from '../../domain/messages';
import {
  ADMIN_AJAX_PATH,
  type FormDefinition,
  type FormField,
  type SubmitReply,
  type UploadReply,
} from './form.queries';

export const SEND_FAILED: MessageDescriptor = /*i18n*/ {
  id: 'contentForm.sendFailed',
  message: 'Invio non riuscito: controlla la connessione e riprova.',
};
export const UPLOAD_FAILED: MessageDescriptor = /*i18n*/ {
  id: 'contentForm.uploadFailed',
  message: 'Caricamento del file non riuscito: controlla la connessione e riprova.',
};

/** A rule's message in the active language. */
const activeText: ContentFormText = (message, values) =>
  i18n._(message.id, values, { message: message.message });

const failure = (descriptor: MessageDescriptor): Error & FlowFailure => {
  const message = i18n._(descriptor);
  return Object.assign(new Error(message), { messages: [message] });
};

/** The kinds a file field takes, from the MIME types its definition lists. */
function kindsOf(field: FormField): ContentFormFileKind[] {
  const mimeTypes = field.upload_mime_types ?? [CONTENT_FORM_FILE_KINDS.pdf.mimeType];
  return (Object.keys(CONTENT_FORM_FILE_KINDS) as ContentFormFileKind[]).filter((kind) =>
    mimeTypes.includes(CONTENT_FORM_FILE_KINDS[kind].mimeType),
  );
}

/** Why `file` cannot go in `field`, or null: too large, or not one of the kinds by its bytes. */
export async function fileProblem(field: FormField, file: File): Promise<string | null> {
  const maxMb = field.max_file_size ?? 5;
  if (file.size > (field.max_file_size_bytes ?? maxMb * 1024 * 1024)) {
    return fileTooLargeMessage(maxMb, activeText);
  }
  const kinds = kindsOf(field);
  const kind = fileKindOf(new Uint8Array(await file.arrayBuffer()));
  return kind !== null && kinds.includes(kind) ? null : fileKindMessage(kinds, activeText);
}

function fieldOf(definition: FormDefinition, fieldId: number): FormField {
  const field = definition.fields.find((candidate) => candidate.id === fieldId);
  if (field === undefined) throw new Error(`no field ${fieldId}`);
  return field;
}

/** The submission reply's refusals as the form shows them. */
function refusalOf(errors: Exclude<SubmitReply['errors'], unknown[]>): FormRefusal {
  const fieldErrors: Record<number, string> = {};
  for (const [id, error] of Object.entries(errors.fields ?? {})) {
    fieldErrors[Number(id)] = error.message;
  }
  return { fieldErrors, formErrors: Object.values(errors.form ?? {}) };
}

/** Ninja Forms' `formData` of a submission. */
function formDataOf(formId: number, sending: ContentFormSending) {
  const fields: Record<string, { id: number; value: string; files?: unknown[] }> = {};
  for (const [id, value] of Object.entries(sending.values)) {
    fields[id] = { id: Number(id), value };
  }
  for (const upload of sending.uploads) {
    fields[upload.fieldId] = {
      id: upload.fieldId,
      value: '1',
      files: [{ name: upload.name, tmp_name: upload.token }],
    };
  }
  return JSON.stringify({ id: formId, fields, extra: sending.extra, settings: {} });
}

/** The machine with its effects, for the form `definition`. */
export function contentFormLogic(client: ContentClient, definition: FormDefinition) {
  // The nonce of the next submission: the page's, until a reply gives a fresh one.
  let security = definition.security;

  const post = async (sending: ContentFormSending) => {
    const body = new FormData();
    body.set('action', 'nf_ajax_submit');
    body.set('security', security);
    body.set('formData', formDataOf(definition.id, sending));
    try {
      const { data, error } = await client.POST(ADMIN_AJAX_PATH, {
        // The contract describes the parts; the browser writes them, with the boundary.
        body: {},
        bodySerializer: () => body,
      });
      const reply = (data ?? error) as SubmitReply | undefined;
      if (reply === undefined || typeof reply !== 'object' || !('errors' in reply)) {
        throw failure(SEND_FAILED);
      }
      return reply;
    } catch (error) {
      if (error instanceof TypeError) throw failure(SEND_FAILED);
      throw error;
    }
  };

  return contentFormMachine.provide({
    actors: {
      checkFiles: fromPromise<void, readonly ChosenFile[]>(async ({ input }) => {
        const fieldErrors: Record<number, string> = {};
        for (const chosen of input) {
          const problem = await fileProblem(fieldOf(definition, chosen.fieldId), chosen.file);
          if (problem !== null) fieldErrors[chosen.fieldId] = problem;
        }
        if (Object.keys(fieldErrors).length > 0) throw { fieldErrors, formErrors: [] };
      }),
      uploadFile: fromCallback<ContentFormEvent, ChosenFile>(({ input, sendBack }) => {
        const field = fieldOf(definition, input.fieldId);
        const body = new FormData();
        body.set('form_id', String(definition.id));
        body.set('field_id', String(field.id));
        body.set('nonce', field.uploadNonce ?? '');
        body.set('files[]', input.file, input.file.name);
        const abort = new AbortController();
        const progress = (loaded: number, total: number) =>
          sendBack({ type: 'upload.progress', progress: { fieldId: field.id, loaded, total } });
        uploadWithProgress(`${ADMIN_AJAX_PATH}?action=nf_fu_upload`, body, progress, abort.signal)
          .then(({ status, body: answer }) => {
            const reply = answer as UploadReply | null;
            const [uploaded] = reply?.data.files ?? [];
            if (status === 200 && uploaded !== undefined) {
              sendBack({
                type: 'upload.done',
                upload: { fieldId: field.id, name: uploaded.name, token: uploaded.tmp_name },
              });
            } else if (reply !== null && reply.errors.length > 0) {
              sendBack({
                type: 'upload.refused',
                fieldId: field.id,
                message: reply.errors.join(' '),
              });
            } else {
              sendBack({ type: 'upload.failed', message: i18n._(UPLOAD_FAILED) });
            }
          })
          .catch((error: unknown) => {
            if (error instanceof UploadInterrupted && abort.signal.aborted) return;
            sendBack({ type: 'upload.failed', message: i18n._(UPLOAD_FAILED) });
          });
        return () => abort.abort();
      }),
      submitForm: fromPromise<string, ContentFormSending>(async ({ input }) => {
        let reply = await post(input);
        if (!Array.isArray(reply.errors) && reply.errors.nonce !== undefined) {
          // The page's nonce expired: Ninja Forms answers a fresh one; the form is sent again.
          security = reply.errors.nonce.new_nonce;
          reply = await post(input);
        }
        if (Array.isArray(reply.errors)) {
          const message = reply.data.actions?.success_message;
          if (message === undefined) throw failure(SEND_FAILED);
          return message;
        }
        throw refusalOf(reply.errors);
      }),
    },
  });
}
