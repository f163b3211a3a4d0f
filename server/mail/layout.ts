/**
 * The shape every mail of the shop has: a few short paragraphs and at most one button, as plain
 * text and as simple HTML (inline styles only: mail clients drop style sheets). Every text is
 * escaped, so a name or an address typed by a shopper can never become markup.
 */
import type { MailDraft } from './outbox-repository';
import { escapeHtml } from '../http/escape-html';

export interface MailContent {
  readonly subject: string;
  /** 'Ciao Mario,' or a neutral greeting. */
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  /** The button, shown in the text version as the bare link. */
  readonly action?: { readonly label: string; readonly url: string };
  /** Paragraphs after the button. */
  readonly after?: readonly string[];
}

const SIGNATURE = 'Il team di Spesa online';

function textOf(content: MailContent): string {
  const action =
    content.action === undefined ? [] : [`${content.action.label}:\n${content.action.url}`];
  return [content.greeting, ...content.paragraphs, ...action, ...(content.after ?? []), SIGNATURE]
    .join('\n\n')
    .concat('\n');
}

const BODY_STYLE = 'font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#212529';
const BUTTON_STYLE =
  'background:#2f9e44;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold';

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
}

function button(action: NonNullable<MailContent['action']>): string {
  const link = `<a href="${escapeHtml(action.url)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a>`;
  // Some mail clients show no buttons: the address is there to copy.
  return (
    `<p style="margin:24px 0">${link}</p>` +
    paragraph(`Se il pulsante non funziona, copia questo indirizzo nel browser: ${action.url}`)
  );
}

function htmlOf(content: MailContent): string {
  return [
    `<!doctype html><html lang="it"><body style="${BODY_STYLE}">`,
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    content.action === undefined ? '' : button(content.action),
    ...(content.after ?? []).map(paragraph),
    paragraph(SIGNATURE),
    '</body></html>',
  ].join('');
}

/** The message for `recipient`, ready to queue. */
export function composeMail(recipient: string, content: MailContent): MailDraft {
  return { recipient, subject: content.subject, text: textOf(content), html: htmlOf(content) };
}
