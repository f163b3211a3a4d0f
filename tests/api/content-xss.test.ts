/**
 * The XSS corpus through the content service's forms (issue 14, "script in any field"): every
 * payload typed into the contact form's text fields is kept verbatim as text in the stored
 * submission, comes back in Ninja Forms' reply as JSON that no browser renders as a page, and
 * reaches the shop's mailbox as text and as escaped HTML with no markup of its own; typed into the
 * fields that take no free text (e-mail, phone, topic) it is refused, echoed nowhere, stored
 * nowhere.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentFormSubmissions } from '../../server/db/schema';
import { escapeHtml } from '../../server/http/escape-html';
import { XSS_CORPUS } from '../fixtures/xss-corpus';
import { definitionOf, submitForm } from './helpers/content-forms';
import { useMailbox } from './helpers/mailbox';
import { backends, useTestApp } from './helpers/test-app';

const SHOP_MAILBOX = 'moduli@spesa.example.it';
const CONTACT = 1;
const NAME_LIMIT = 100;
const VALID = {
  1: 'Mario Rossi',
  2: 'mario.rossi@example.it',
  3: '',
  4: 'ordini',
  5: 'Buongiorno',
  6: 1,
} as const;

/** The elements the submission mail is made of; any other tag in it came from a shopper. */
const MAIL_ELEMENTS = new Set(['!doctype', 'html', 'body', 'p', 'table', 'tr', 'th', 'td', 'br']);

/** Tags of an HTML text that are not the mail's own, and handlers in any tag. */
function foreignMarkup(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    const name = /^<\/?\s*([!a-z][^\s>/]*)/i.exec(tag)?.[1]?.toLowerCase() ?? tag;
    if (!MAIL_ELEMENTS.has(name)) found.push(tag);
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(tag);
  }
  return found;
}

/** Payloads PostgreSQL can keep as text (NUL cannot be: those forms are refused whole). */
const STORABLE = XSS_CORPUS.filter((payload) => !payload.includes('\u0000'));
const WITH_NUL = XSS_CORPUS.filter((payload) => payload.includes('\u0000'));

describe.each(backends)('the XSS corpus in form submissions (%s)', (backend) => {
  const mailbox = useMailbox();
  const testApp = useTestApp(backend, () => ({
    contentFormsMailTo: SHOP_MAILBOX,
    contentFormRateLimit: false,
    mail: {
      smtpUrl: mailbox().url,
      outboxDir: '/nonexistent/outbox',
      publicUrl: 'https://spesa.example.it',
      intervalMs: 100,
    },
  }));

  it.each(STORABLE.map((payload, index) => [index + 1, payload] as const))(
    'payload %i in the name and the message is stored verbatim, answered as JSON and mailed escaped',
    async (_index, payload) => {
      const { app, db } = testApp();
      const form = await definitionOf(app, CONTACT);
      const name = payload.length <= NAME_LIMIT ? payload : VALID[1];
      const message = `Buongiorno,\n${payload}`;
      const response = await submitForm(app, {
        formId: CONTACT,
        security: form.security,
        values: { ...VALID, 1: name, 5: message },
      });
      expect(response.statusCode, response.body).toBe(200);
      // A reply no browser would render as a page, whatever it holds.
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      const body = response.json();
      expect(body.errors).toEqual([]);
      expect(body.data.fields['1'].value).toBe(name);
      expect(body.data.fields['5'].value).toBe(message);

      const [stored] = await db
        .select()
        .from(contentFormSubmissions)
        .where(eq(contentFormSubmissions.id, body.data.actions.save.sub_id));
      expect(stored?.values).toContainEqual({
        id: 1,
        key: 'nome',
        label: 'Nome e cognome',
        value: name,
      });
      expect(stored?.values).toContainEqual({
        id: 5,
        key: 'messaggio',
        label: 'Messaggio',
        value: message,
      });

      const mail = await mailbox().next(SHOP_MAILBOX);
      expect(mail.text).toContain(`Messaggio: ${message}`);
      expect(mail.html).toContain(escapeHtml(payload));
      expect(foreignMarkup(mail.html)).toEqual([]);
    },
  );

  it('a payload with a NUL character is refused whole, nothing stored', async () => {
    const { app, db } = testApp();
    const [before] = await db.select({ value: count() }).from(contentFormSubmissions);
    for (const payload of WITH_NUL) {
      const form = await definitionOf(app, CONTACT);
      const response = await submitForm(app, {
        formId: CONTACT,
        security: form.security,
        values: { ...VALID, 5: payload },
      });
      expect(response.json().errors).not.toEqual([]);
      expect(response.body).not.toContain('script');
    }
    const [after] = await db.select({ value: count() }).from(contentFormSubmissions);
    expect(after?.value).toBe(before?.value);
  });

  it('a payload in the e-mail, phone or topic is refused field by field, echoed and stored nowhere', async () => {
    const { app, db } = testApp();
    const [before] = await db.select({ value: count() }).from(contentFormSubmissions);
    for (const payload of STORABLE) {
      const form = await definitionOf(app, CONTACT);
      const response = await submitForm(app, {
        formId: CONTACT,
        security: form.security,
        values: { ...VALID, 2: payload, 3: payload, 4: payload },
      });
      expect(response.statusCode).toBe(200);
      const reply = response.json();
      expect(Object.keys(reply.errors.fields).sort()).toEqual(['2', '3', '4']);
      expect(response.body).not.toContain(JSON.stringify(payload).slice(1, -1));
    }
    const [after] = await db.select({ value: count() }).from(contentFormSubmissions);
    expect(after?.value).toBe(before?.value);
    expect(mailbox().waiting(SHOP_MAILBOX)).toEqual([]);
  });
});
