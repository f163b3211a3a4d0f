/**
 * The mail a form's submission sends to the shop (CONTENT_FORMS_MAIL_TO): every field's label
 * and value as typed, and the files that came with it, named and kept with the submission (staff
 * read them from the database; no link serves them). Every value is escaped in the HTML version,
 * so whatever a shopper types (a script, markup) stays text in the shop's mailbox.
 */
import { escapeHtml } from '../../http/escape-html';
import type { MailDraft } from '../../mail/outbox-repository';
import type { ClaimedUpload, StoredValue } from './form-repository';

const SUBJECT_LENGTH = 200;
const STYLE = 'font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#212529';

/** '123 KB', '1,4 MB'. */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

function fileText(file: ClaimedUpload): string {
  return `${file.fileName} (${file.mimeType}, ${sizeText(file.size)}), allegato n. ${file.id}`;
}

/** Line breaks in a value stay line breaks, after escaping. */
function htmlValue(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

export function submissionMail(options: {
  readonly recipient: string;
  readonly subject: string;
  readonly formTitle: string;
  readonly submissionId: number;
  readonly receivedAt: string;
  readonly values: readonly StoredValue[];
  readonly uploads: readonly ClaimedUpload[];
}): MailDraft {
  const { values, uploads } = options;
  const filesOf = (fieldId: number) => uploads.filter((file) => file.fieldId === fieldId);
  const intro = `Nuova richiesta n. ${options.submissionId} dal modulo «${options.formTitle}», ricevuta il ${options.receivedAt}.`;
  const outro =
    'I file allegati sono conservati con la richiesta nel database del negozio e non sono raggiungibili da alcun indirizzo web.';

  const textLines = values.map((field) => {
    const files = filesOf(field.id).map(fileText);
    const value = files.length > 0 ? files.join('; ') : field.value === '' ? '-' : field.value;
    return `${field.label}: ${value}`;
  });
  const text = [intro, textLines.join('\n'), ...(uploads.length > 0 ? [outro] : [])].join('\n\n');

  const rows = values
    .map((field) => {
      const files = filesOf(field.id);
      const value =
        files.length > 0
          ? files.map((file) => htmlValue(fileText(file))).join('<br>')
          : field.value === ''
            ? '-'
            : htmlValue(field.value);
      return `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(field.label)}</th><td style="padding:4px 0">${value}</td></tr>`;
    })
    .join('');
  const html = [
    `<!doctype html><html lang="it"><body style="${STYLE}">`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    `<table style="border-collapse:collapse">${rows}</table>`,
    uploads.length > 0 ? `<p style="margin:16px 0 0">${escapeHtml(outro)}</p>` : '',
    '</body></html>',
  ].join('');

  return {
    recipient: options.recipient,
    subject: `${options.subject} (n. ${options.submissionId})`.slice(0, SUBJECT_LENGTH),
    text: `${text}\n`,
    html,
  };
}
