/**
 * The content service's forms (account-and-platform.md §7 "Content service"): a form's
 * definition with its nonces (`get_mail_pars`), and WordPress's admin-ajax.php for Ninja Forms'
 * submission (`nf_ajax_submit`) and its File Uploads add-on (`nf_fu_upload`). Submissions are
 * checked with the shop's rules (src/domain/content-form.ts), stored, and mailed to the shop.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { components, operations } from '../../../src/api/content';
import {
  CONTENT_FORM_FILE_KINDS,
  checkContentForm,
  contentFormMessages,
  fileKindMessage,
  fileLimitsOf,
  fileTooLargeMessage,
  valueFields,
  type ContentFormField,
} from '../../../src/domain/content-form';
import { shopDateTime } from '../../../src/domain/shop-time';
import { fileKindOf } from '../../../src/domain/content-file-kind';
import { submissionMail } from './form-mail';
import { receivedFiles } from './form-multipart';
import { checkNonce, issueNonce, nonceSecret, type NoncePurpose } from './form-nonce';
import {
  NF_SUBMIT_MESSAGES,
  NF_UPLOAD_MESSAGES,
  queryActionOf,
  submitRefused,
  uploadRefused,
  type NfFieldErrors,
  type NfSubmitReply,
  type NfUploadReply,
} from './form-replies';
import {
  formById,
  storeSubmission,
  storeUpload,
  UnclaimableUploadError,
  type ContentForm,
  type StoredValue,
} from './form-repository';
import { WpError } from './wp-error';

type DefinitionQuery = operations['contentFormDefinition']['parameters']['query'];
type AjaxQuery = NonNullable<operations['contentFormAjax']['parameters']['query']>;
type AjaxBody = operations['contentFormAjax']['requestBody']['content']['multipart/form-data'];
type NfFormDefinition = components['schemas']['NfFormDefinition'];
type NfFormField = components['schemas']['NfFormField'];

export interface ContentFormSettings {
  /** CONTENT_FORMS_MAIL_TO: where submissions are mailed. */
  readonly mailTo: string;
}

/** An upload waits this long for its submission (the add-on deletes its temp file after an hour). */
const UPLOAD_LIFETIME_MS = 60 * 60 * 1000;
const UPLOAD_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A field the app renders hidden: only a robot fills it in. */
const HONEYPOT = 'hp';

const formNotFound = () => new WpError(404, 'rest_form_invalid_id', 'Modulo non trovato.');

/** What `formData` must be (Ninja Forms' front end sends this JSON). */
const formDataSchema = v.object({
  id: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2147483647)),
    v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.transform(Number)),
  ]),
  fields: v.record(
    v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/)),
    v.object({
      id: v.optional(v.union([v.number(), v.string()])),
      value: v.optional(v.unknown()),
      files: v.optional(
        v.array(
          v.object({
            name: v.optional(v.string()),
            tmp_name: v.string(),
          }),
        ),
      ),
    }),
  ),
  extra: v.optional(v.record(v.string(), v.unknown()), {}),
  settings: v.optional(v.unknown()),
});

type FormData = v.InferOutput<typeof formDataSchema>;

/** Half of a UTF-16 surrogate pair without its other half: not text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that PostgreSQL cannot keep (NUL) or that is not text (a lone surrogate). */
function isUnusableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether a text anywhere in `root` (keys included) cannot be stored; walked without recursion. */
function holdsUnusableText(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && isUnusableText(value)) return true;
    if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}

/** The JSON of `formData`, checked; null when it cannot be read. */
function parseFormData(text: string | undefined): FormData | null {
  if (text === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (holdsUnusableText(json)) return null;
  const checked = v.safeParse(formDataSchema, json);
  return checked.success ? checked.output : null;
}

/** A file's name as kept and mailed: no folders, no control characters, at most 150 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .split('')
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(-150);
  return clean === '' ? 'file' : clean;
}

function fieldView(
  field: ContentFormField,
  uploadNonce?: { nonce: string; expiresAt: number },
): NfFormField {
  const view: NfFormField = {
    id: field.id,
    key: field.key,
    type: field.type,
    label: field.label,
    required: field.required,
    placeholder: field.placeholder,
    help_text: field.help_text,
  };
  if (field.label_html !== undefined) view.label_html = field.label_html;
  if (field.input_limit !== undefined) {
    view.input_limit = field.input_limit;
    view.input_limit_type = 'characters';
  }
  if (field.options !== undefined) view.options = field.options;
  if (field.type === 'file_upload') {
    const limits = fileLimitsOf(field);
    const kinds = limits.kinds.map((kind) => CONTENT_FORM_FILE_KINDS[kind]);
    view.upload_types = kinds.flatMap((kind) => kind.extensions.map((ext) => `.${ext}`)).join(',');
    view.upload_mime_types = kinds.map((kind) => kind.mimeType);
    view.max_file_size = limits.maxMb;
    view.max_file_size_bytes = limits.maxBytes;
    view.upload_multi_count = 1;
    if (uploadNonce !== undefined) {
      view.uploadNonce = uploadNonce.nonce;
      view.uploadNonceExpiry = uploadNonce.expiresAt;
    }
  }
  return view;
}

/** Sends a reply as JSON text (its shape is the contract's, checked by the types above). */
function sendJson(reply: FastifyReply, body: NfSubmitReply | NfUploadReply, status = 200) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(body));
}

export function contentFormHandlers(settings: ContentFormSettings) {
  const contentFormDefinition = async (
    request: FastifyRequest<{ Querystring: DefinitionQuery }>,
    reply: FastifyReply,
  ): Promise<NfFormDefinition> => {
    const { db } = request.server.database;
    const form = await formById(db, request.query.form_id);
    if (form === null) throw formNotFound();
    const secret = await nonceSecret(db);
    const now = request.server.clock();
    const issue = (purpose: NoncePurpose) => issueNonce(secret, purpose, now);
    const submit = issue({ kind: 'submit', formId: form.id });
    reply.header('cache-control', 'no-store');
    return {
      id: form.id,
      settings: { title: form.definition.title, success_msg: form.definition.success_msg },
      fields: form.definition.fields.map((field) =>
        fieldView(
          field,
          field.type === 'file_upload'
            ? issue({ kind: 'upload', formId: form.id, fieldId: field.id })
            : undefined,
        ),
      ),
      security: submit.nonce,
      nonce_ts: submit.issuedAt,
      nonce_expiry: submit.expiresAt,
    };
  };

  async function upload(request: FastifyRequest<{ Body: AjaxBody }>): Promise<NfUploadReply> {
    const { db } = request.server.database;
    const { form_id: formId, field_id: fieldId, nonce } = request.body;
    if (formId === undefined || fieldId === undefined || nonce === undefined) {
      return uploadRefused(NF_UPLOAD_MESSAGES.missing);
    }
    const form = await formById(db, formId);
    const field = form?.definition.fields.find((candidate) => candidate.id === fieldId);
    if (form === null || field === undefined || field.type !== 'file_upload') {
      return uploadRefused(NF_UPLOAD_MESSAGES.wrongField);
    }
    const now = request.server.clock();
    const secret = await nonceSecret(db);
    if (checkNonce(secret, { kind: 'upload', formId, fieldId }, nonce, now) !== 'valid') {
      return uploadRefused(NF_UPLOAD_MESSAGES.nonce);
    }
    const files = receivedFiles(request);
    const [file] = files;
    if (file === undefined || files.length !== 1 || file.content.length === 0) {
      return uploadRefused(NF_UPLOAD_MESSAGES.noFile);
    }
    const limits = fileLimitsOf(field);
    if (file.content.length > limits.maxBytes)
      return uploadRefused(fileTooLargeMessage(limits.maxMb));
    const kind = fileKindOf(file.content);
    if (kind === null || !limits.kinds.includes(kind)) {
      return uploadRefused(fileKindMessage(limits.kinds));
    }
    const token = randomBytes(32).toString('base64url');
    const fileName = cleanFileName(file.fileName);
    const mimeType = CONTENT_FORM_FILE_KINDS[kind].mimeType;
    await storeUpload(
      db,
      {
        token,
        formId,
        fieldId,
        fileName,
        mimeType,
        content: file.content,
        expiresAt: new Date(now.getTime() + UPLOAD_LIFETIME_MS),
      },
      now,
    );
    return {
      data: {
        files: [
          { name: fileName, type: mimeType, tmp_name: token, error: 0, size: file.content.length },
        ],
      },
      errors: [],
      debug: [],
    };
  }

  /** Field errors of the submitted files, and the tokens to claim. */
  function checkFiles(form: ContentForm, data: FormData) {
    const errors: NfFieldErrors = {};
    const uploads: { fieldId: number; token: string }[] = [];
    for (const field of form.definition.fields) {
      if (field.type !== 'file_upload') continue;
      const files = data.fields[String(field.id)]?.files ?? [];
      if (files.length === 0) {
        if (field.required) {
          errors[field.id] = {
            slug: 'required-error',
            message: contentFormMessages.required.message,
          };
        }
        continue;
      }
      const [file] = files;
      if (files.length > 1 || file === undefined || !UPLOAD_TOKEN.test(file.tmp_name)) {
        errors[field.id] = {
          slug: 'upload-file-error',
          message: contentFormMessages.upload.message,
        };
        continue;
      }
      uploads.push({ fieldId: field.id, token: file.tmp_name });
    }
    return { errors, uploads };
  }

  async function submit(request: FastifyRequest<{ Body: AjaxBody }>): Promise<NfSubmitReply> {
    const { db } = request.server.database;
    const data = parseFormData(request.body.formData);
    if (data === null) return submitRefused({ form: { formData: NF_SUBMIT_MESSAGES.unreadable } });
    const form = await formById(db, data.id);
    if (form === null)
      return submitRefused({ form: { form: NF_SUBMIT_MESSAGES.unknownForm } }, data.id);
    const now = request.server.clock();
    const secret = await nonceSecret(db);
    const purpose: NoncePurpose = { kind: 'submit', formId: form.id };
    if (checkNonce(secret, purpose, request.body.security, now) !== 'valid') {
      const fresh = issueNonce(secret, purpose, now);
      return submitRefused(
        {
          nonce: { new_nonce: fresh.nonce, nonce_ts: fresh.issuedAt },
          form: { nonce: NF_SUBMIT_MESSAGES.nonce },
        },
        form.id,
      );
    }

    const fields = valueFields(form.definition.fields);
    const known = new Set(form.definition.fields.map((field) => String(field.id)));
    const fieldErrors: NfFieldErrors = {};
    for (const [id, field] of Object.entries(data.fields)) {
      if (!known.has(id) || (field.id !== undefined && String(field.id) !== id)) {
        fieldErrors[id] = { slug: 'unknown-field', message: NF_SUBMIT_MESSAGES.unknownField };
      }
    }
    const values = Object.fromEntries(
      Object.entries(data.fields).map(([id, field]) => [id, field.value]),
    );
    const checked = checkContentForm(fields, values);
    if (!checked.ok) {
      for (const [id, message] of Object.entries(checked.errors)) {
        const slug =
          message === contentFormMessages.required.message ? 'required-error' : 'invalid-value';
        fieldErrors[id] ??= { slug, message };
      }
    }
    const files = checkFiles(form, data);
    for (const [id, error] of Object.entries(files.errors)) fieldErrors[id] ??= error;
    if (Object.keys(fieldErrors).length > 0 || !checked.ok) {
      return submitRefused(
        { fields: fieldErrors, form: { invalid: NF_SUBMIT_MESSAGES.invalid } },
        form.id,
      );
    }

    const { title, success_msg: successMessage } = form.definition;
    const fileNames = (fieldId: number) =>
      (data.fields[String(fieldId)]?.files ?? []).map((file) => cleanFileName(file.name ?? 'file'));
    const stored: StoredValue[] = fields.map((field) => ({
      id: field.id,
      key: field.key,
      label: field.label,
      value:
        field.type === 'file_upload'
          ? fileNames(field.id).join(', ')
          : (checked.values[field.id] ?? ''),
    }));
    const replyFields: NonNullable<NfSubmitReply['data']['fields']> = Object.fromEntries(
      fields.map((field, index) => [
        String(field.id),
        {
          id: field.id,
          key: field.key,
          type: field.type,
          label: field.label,
          value: stored[index]?.value ?? '',
          ...(field.type === 'file_upload'
            ? { files: fileNames(field.id).map((name) => ({ name })) }
            : {}),
        },
      ]),
    );
    const reply = (subId: number): NfSubmitReply => ({
      data: {
        form_id: form.id,
        settings: { title, success_msg: successMessage },
        extra: {},
        fields: replyFields,
        actions: { success_message: successMessage, save: { sub_id: subId } },
      },
      errors: [],
      debug: [],
    });

    // A robot filled in the hidden field: it is told what a person is, and nothing is kept.
    const honeypot = data.extra[HONEYPOT];
    if (typeof honeypot === 'string' && honeypot !== '') return reply(0);

    try {
      const saved = await storeSubmission(db, {
        formId: form.id,
        formTitle: title,
        values: stored,
        uploads: files.uploads,
        now,
        mail: (id, uploads) =>
          submissionMail({
            recipient: settings.mailTo,
            subject: form.definition.email_subject ?? title,
            formTitle: title,
            submissionId: id,
            receivedAt: shopDateTime(now).replace('T', ' '),
            values: stored,
            uploads,
          }),
      });
      request.server.mail.wake();
      return reply(saved.id);
    } catch (error) {
      if (!(error instanceof UnclaimableUploadError)) throw error;
      return submitRefused(
        {
          fields: {
            [error.fieldId]: {
              slug: 'upload-file-error',
              message: contentFormMessages.upload.message,
            },
          },
          form: { invalid: NF_SUBMIT_MESSAGES.invalid },
        },
        form.id,
      );
    }
  }

  const contentFormAjax = async (
    request: FastifyRequest<{ Querystring: AjaxQuery; Body: AjaxBody }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    if (queryActionOf(request) === 'nf_fu_upload' || request.body.action === 'nf_fu_upload') {
      return sendJson(reply, await upload(request));
    }
    if (request.body.action === 'nf_ajax_submit') {
      return sendJson(reply, await submit(request));
    }
    return sendJson(
      reply,
      submitRefused({ form: { action: NF_SUBMIT_MESSAGES.unknownAction } }),
      400,
    );
  };

  return { contentFormDefinition, contentFormAjax };
}
