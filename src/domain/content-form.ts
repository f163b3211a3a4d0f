/**
 * The content service's forms (account-and-platform.md §7 "Content service": `get_mail_pars`,
 * `nf_ajax_submit`, `nf_fu_upload`; the shared rules of §5): what a form's definition holds, and
 * the valibot rules its fields are checked with, once for the app (/form/{formId}) and the server.
 *
 * A form is written by the shop's editors in Italian (`content/forms/<id>.json`); its rules'
 * messages are catalogue descriptors, written by a `ContentFormText`: Italian by default (the
 * server's answers, 'Lunghezza massima 80 caratteri'), the active language in the app's form.
 */
import * as v from 'valibot';
import { accountMessages } from './account-messages';
import { messages, type MessageDescriptor } from './messages';
import { EMAIL_PATTERN, ITALIAN_PHONE_PATTERN } from './validation';

/** Ninja Forms' field types that the shop's forms use. */
export const CONTENT_FORM_FIELD_TYPES = [
  'textbox',
  'email',
  'phone',
  'textarea',
  'listselect',
  'checkbox',
  'file_upload',
  'submit',
] as const;

export type ContentFormFieldType = (typeof CONTENT_FORM_FIELD_TYPES)[number];

/** What an upload's content may be, found from its first bytes (never from its name). */
export const CONTENT_FORM_FILE_KINDS = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
  png: { mimeType: 'image/png', extensions: ['png'], label: 'PNG' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word (.docx)',
  },
} as const;

export type ContentFormFileKind = keyof typeof CONTENT_FORM_FILE_KINDS;

/** Longest text any field accepts, whatever its definition says. */
export const CONTENT_FORM_MAX_TEXT = 5000;
/** The largest upload any field may allow, in MB. */
export const CONTENT_FORM_MAX_FILE_MB = 10;

export const contentFormMessages = {
  required: messages.required,
  email: messages.email,
  phone: accountMessages.phone,
  option: /*i18n*/ { id: 'contentForm.option', message: 'Scegliere una delle voci proposte' },
  upload: /*i18n*/ {
    id: 'contentForm.upload',
    message: 'Il file caricato non è più disponibile: caricalo di nuovo',
  },
  maxLength: /*i18n*/ { id: 'contentForm.maxLength', message: 'Lunghezza massima {max} caratteri' },
  fileTooLarge: /*i18n*/ {
    id: 'contentForm.fileTooLarge',
    message: 'Il file supera la dimensione massima di {maxMb} MB',
  },
  fileKind: /*i18n*/ {
    id: 'contentForm.fileKind',
    message: 'Tipo di file non ammesso: sono accettati {kinds}',
  },
  /** The last two of a list of choices ('PDF o Word (.docx)'). */
  lastOfList: /*i18n*/ { id: 'contentForm.lastOfList', message: '{others} o {last}' },
} as const satisfies Record<string, MessageDescriptor>;

/** A rule's message as text, its placeholders filled in: Italian, or the app's active language. */
export type ContentFormText = (
  message: MessageDescriptor,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The Italian text of a message (the catalogue's source), as the server answers. */
export const italianText: ContentFormText = (message, values = {}) =>
  message.message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** 'Lunghezza massima N caratteri' (spec §5). */
export function maxLengthMessage(max: number, text: ContentFormText = italianText): string {
  return text(contentFormMessages.maxLength, { max });
}

/** 'Il file supera la dimensione massima di 5 MB'. */
export function fileTooLargeMessage(maxMb: number, text: ContentFormText = italianText): string {
  return text(contentFormMessages.fileTooLarge, { maxMb });
}

/** 'Tipo di file non ammesso: sono accettati PDF o Word (.docx)'. */
export function fileKindMessage(
  kinds: readonly ContentFormFileKind[],
  text: ContentFormText = italianText,
): string {
  const labels = kinds.map((kind) => CONTENT_FORM_FILE_KINDS[kind].label);
  const list =
    labels.length <= 1
      ? (labels[0] ?? '')
      : text(contentFormMessages.lastOfList, {
          others: labels.slice(0, -1).join(', '),
          last: labels[labels.length - 1] ?? '',
        });
  return text(contentFormMessages.fileKind, { kinds: list });
}

const fileKindSchema = v.picklist(
  Object.keys(CONTENT_FORM_FILE_KINDS) as [ContentFormFileKind, ...ContentFormFileKind[]],
);

/** One field of a form's definition, as `content/forms/<id>.json` writes it. */
export const contentFormFieldSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  /** Stable name of the field (Ninja Forms' `key`), used in the stored submission. */
  key: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,59}$/)),
  type: v.picklist(CONTENT_FORM_FIELD_TYPES),
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** HTML for a checkbox's label (a link to the privacy notice); the app sanitises it. */
  label_html: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  required: v.optional(v.boolean(), false),
  placeholder: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  help_text: v.optional(v.pipe(v.string(), v.maxLength(400)), ''),
  /** Characters at most (textbox, textarea). */
  input_limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CONTENT_FORM_MAX_TEXT)),
  ),
  /** The choices of a listselect. */
  options: v.optional(
    v.array(
      v.object({
        label: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
        value: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      }),
    ),
  ),
  /** What a file field accepts, checked on the file's content. */
  upload_types: v.optional(v.pipe(v.array(fileKindSchema), v.minLength(1))),
  /** MB per file. */
  max_file_size: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CONTENT_FORM_MAX_FILE_MB)),
  ),
});

export type ContentFormField = v.InferOutput<typeof contentFormFieldSchema>;

/** A form's definition file. */
export const contentFormDefinitionSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** HTML shown after a successful submission (Ninja Forms' success message action). */
  success_msg: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  /** Subject of the mail to the shop; the form's title when absent. */
  email_subject: v.optional(v.pipe(v.string(), v.maxLength(150))),
  fields: v.pipe(v.array(contentFormFieldSchema), v.minLength(1), v.maxLength(40)),
});

export type ContentFormDefinition = v.InferOutput<typeof contentFormDefinitionSchema>;

/** A file field's accepted kinds and size, with the defaults (PDF, 5 MB). */
export function fileLimitsOf(field: ContentFormField): {
  readonly kinds: readonly ContentFormFileKind[];
  readonly maxMb: number;
  readonly maxBytes: number;
} {
  const maxMb = field.max_file_size ?? 5;
  return { kinds: field.upload_types ?? ['pdf'], maxMb, maxBytes: maxMb * 1024 * 1024 };
}

/** Fields that take a value (the submit button does not). */
export function valueFields(fields: readonly ContentFormField[]): ContentFormField[] {
  return fields.filter((field) => field.type !== 'submit');
}

/** Text typed into a field: trimmed, empty when absent, at most the field's limit. */
function textRule(field: ContentFormField, text: ContentFormText) {
  const max = Math.min(field.input_limit ?? CONTENT_FORM_MAX_TEXT, CONTENT_FORM_MAX_TEXT);
  const typed = v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()]), ''), ''),
    v.transform((value) => (value === null ? '' : String(value).trim())),
    v.maxLength(max, maxLengthMessage(max, text)),
  );
  return field.required ? v.pipe(typed, v.nonEmpty(text(contentFormMessages.required))) : typed;
}

/**
 * The rule of one field's submitted value. Text fields give the trimmed text; a checkbox gives
 * '1' or ''; a list its chosen value; a file field the number of files it says it holds (the
 * uploads themselves are checked by their tokens).
 */
export function contentFormFieldRule(
  field: ContentFormField,
  text: ContentFormText = italianText,
): v.GenericSchema<unknown, string> {
  switch (field.type) {
    case 'email':
      return v.pipe(
        textRule(field, text),
        v.check(
          (email) => email === '' || EMAIL_PATTERN.test(email),
          text(contentFormMessages.email),
        ),
      );
    case 'phone':
      return v.pipe(
        textRule(field, text),
        v.check(
          (phone) => phone === '' || ITALIAN_PHONE_PATTERN.test(phone.replace(/[\s.-]/g, '')),
          text(contentFormMessages.phone),
        ),
      );
    case 'listselect': {
      const values = new Set((field.options ?? []).map((option) => option.value));
      return v.pipe(
        textRule(field, text),
        v.check((value) => value === '' || values.has(value), text(contentFormMessages.option)),
      );
    }
    case 'checkbox': {
      const checked = v.pipe(
        v.optional(
          v.union([
            v.boolean(),
            v.literal(1),
            v.literal(0),
            v.literal('1'),
            v.literal('0'),
            v.literal(''),
          ]),
          '',
        ),
        v.transform((value) => (value === true || value === 1 || value === '1' ? '1' : '')),
      );
      return field.required
        ? v.pipe(checked, v.nonEmpty(text(contentFormMessages.required)))
        : checked;
    }
    case 'file_upload':
    case 'textbox':
    case 'textarea':
    case 'submit':
      return textRule(field, text);
  }
}

/**
 * The first message of each failing field, by field id, for `values` (field id → submitted
 * value); the checked values (trimmed) when every field passes. Fields absent from `values` are
 * empty. The messages are Italian unless `text` writes them in another language.
 */
export function checkContentForm(
  fields: readonly ContentFormField[],
  values: Readonly<Record<string, unknown>>,
  text: ContentFormText = italianText,
):
  | { readonly ok: true; readonly values: Readonly<Record<number, string>> }
  | { readonly ok: false; readonly errors: Readonly<Record<number, string>> } {
  const checked: Record<number, string> = {};
  const errors: Record<number, string> = {};
  for (const field of valueFields(fields)) {
    const result = v.safeParse(contentFormFieldRule(field, text), values[String(field.id)]);
    if (result.success) checked[field.id] = result.output;
    else errors[field.id] = result.issues[0]?.message ?? text(contentFormMessages.required);
  }
  return Object.keys(errors).length === 0 ? { ok: true, values: checked } : { ok: false, errors };
}
