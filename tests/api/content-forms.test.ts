/**
 * The content service's forms (issue 14; account-and-platform.md §7 "Content service"): a form's
 * definition with its nonces (`get_mail_pars`), submissions (`nf_ajax_submit`) stored and mailed
 * to the shop, CV uploads (`nf_fu_upload`) checked by their content, in Ninja Forms' reply shapes,
 * and every bad input answered clearly with nothing stored.
 */
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { readContentForms, seedContentForms } from '../../server/db/content-forms-seed';
import { contentFormSubmissions, contentFormUploads, mailOutbox } from '../../server/db/schema';
import type { Db } from '../../server/db/client';
import { issueNonce, nonceSecret } from '../../server/modules/content/form-nonce';
import {
  AJAX,
  definitionOf,
  docxBytes,
  pdfBytes,
  postAjax,
  submitForm,
  uploadFile,
  zipBytes,
} from './helpers/content-forms';
import { useMailbox } from './helpers/mailbox';
import { backends, useTestApp } from './helpers/test-app';

const SHOP_MAILBOX = 'moduli@spesa.example.it';
const CONTACT = 1;
const JOBS = 2;
const CV_FIELD = 17;

const CONTACT_VALUES = {
  1: 'Mario Rossi',
  2: 'mario.rossi@example.it',
  3: '',
  4: 'consegna-e-ritiro',
  5: 'Il locker di via Roma era pieno: dove ritiro la spesa?',
  6: 1,
};

const JOB_VALUES = {
  11: 'Giulia',
  12: 'Bianchi',
  13: 'giulia.bianchi@example.it',
  14: '+39 347 123 4567',
  15: 'preparazione-ordini',
  16: 'Ho lavorato due anni in un magazzino alimentare.',
  18: '1',
};

async function countOf(db: Db, table: typeof contentFormSubmissions | typeof contentFormUploads) {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe.each(backends)('content forms (%s)', (backend) => {
  const mailbox = useMailbox();
  let offsetMs = 0;
  const testApp = useTestApp(backend, () => ({
    now: () => new Date(Date.now() + offsetMs),
    contentFormsMailTo: SHOP_MAILBOX,
    contentFormRateLimit: false,
    mail: {
      smtpUrl: mailbox().url,
      outboxDir: '/nonexistent/outbox',
      publicUrl: 'https://spesa.example.it',
      intervalMs: 100,
    },
  }));

  beforeEach(() => {
    offsetMs = 0;
  });

  /** Asserts that nothing was stored or queued since `before`. */
  async function expectNothingStored(before: {
    submissions: number;
    uploads: number;
    mails: number;
  }) {
    const { db } = testApp();
    expect(await countOf(db, contentFormSubmissions)).toBe(before.submissions);
    expect(await countOf(db, contentFormUploads)).toBe(before.uploads);
    const [mails] = await db.select({ value: count() }).from(mailOutbox);
    expect(mails?.value ?? 0).toBe(before.mails);
  }

  async function counts() {
    const { db } = testApp();
    const [mails] = await db.select({ value: count() }).from(mailOutbox);
    return {
      submissions: await countOf(db, contentFormSubmissions),
      uploads: await countOf(db, contentFormUploads),
      mails: mails?.value ?? 0,
    };
  }

  it('answers the contact form definition with its fields, settings and a fresh nonce', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/wp/v2/get_mail_pars?form_id=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const form = response.json();
    expect(form.settings.title).toBe('Contattaci');
    expect(form.settings.success_msg).toContain('Grazie');
    expect(form.fields.map((field: { type: string }) => field.type)).toEqual([
      'textbox',
      'email',
      'phone',
      'listselect',
      'textarea',
      'file_upload',
      'checkbox',
      'submit',
    ]);
    expect(form.fields[0]).toMatchObject({ id: 1, key: 'nome', required: true, input_limit: 100 });
    expect(form.fields[2]).toMatchObject({ key: 'telefono', required: false });
    expect(form.fields[3].options.map((option: { value: string }) => option.value)).toEqual([
      'ordini',
      'consegna-e-ritiro',
      'prodotti',
      'account',
      'altro',
    ]);
    expect(form.fields[5]).toMatchObject({ key: 'allegato', required: false, max_file_size: 5 });
    expect(form.fields[5].upload_mime_types).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    expect(form.fields[6]).toMatchObject({ key: 'privacy', required: true });
    expect(form.fields[6].label_html).toContain('href="/page/informativa-privacy"');
    expect(form.security).toMatch(/^\d+\.\d+\.[\w-]{16}\.[\w-]{43}$/);
    expect(form.nonce_expiry - form.nonce_ts).toBe(12 * 60 * 60);
    // Each request gets its own nonce.
    expect((await definitionOf(testApp().app, CONTACT)).security).not.toBe(form.security);
  });

  it('answers the job application form with a CV field taking PDF or Word up to 5 MB, with its upload nonce', async () => {
    const form = await definitionOf(testApp().app, JOBS);
    expect(form.settings.title).toBe('Lavora con noi');
    const cv = form.fields.find((field) => field.key === 'cv');
    expect(cv).toMatchObject({
      id: CV_FIELD,
      type: 'file_upload',
      required: true,
      upload_types: '.pdf,.docx',
      max_file_size: 5,
      max_file_size_bytes: 5 * 1024 * 1024,
      upload_multi_count: 1,
    });
    expect(cv?.uploadNonce).toEqual(expect.stringMatching(/^\d+\.\d+\./));
    expect(cv?.uploadNonce).not.toBe(form.security);
  });

  it('answers an unknown form with 404 and a malformed id with 400, in WordPress shape', async () => {
    const unknown = await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/wp/v2/get_mail_pars?form_id=999',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'rest_form_invalid_id',
      message: 'Modulo non trovato.',
      data: { status: 404 },
    });
    const malformed = await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/wp/v2/get_mail_pars?form_id=uno',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { form_id: expect.any(String) } },
    });
  });

  it('stores a valid contact message, answers Ninja Forms’ success and mails it to the shop, script kept as inert text', async () => {
    const { app, db } = testApp();
    const form = await definitionOf(app, CONTACT);
    const script = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const response = await submitForm(app, {
      formId: CONTACT,
      security: form.security,
      values: { ...CONTACT_VALUES, 5: `Buongiorno,\n${script}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errors).toEqual([]);
    expect(body.debug).toEqual([]);
    expect(body.data).toMatchObject({
      form_id: CONTACT,
      settings: { title: 'Contattaci' },
      actions: { success_message: form.settings.success_msg, save: { sub_id: expect.any(Number) } },
    });
    expect(body.data.fields['4']).toMatchObject({ key: 'argomento', value: 'consegna-e-ritiro' });

    const [stored] = await db
      .select()
      .from(contentFormSubmissions)
      .where(eq(contentFormSubmissions.id, body.data.actions.save.sub_id));
    expect(stored?.formId).toBe(CONTACT);
    expect(stored?.values).toContainEqual({
      id: 5,
      key: 'messaggio',
      label: 'Messaggio',
      value: `Buongiorno,\n${script}`,
    });
    expect(stored?.values).toContainEqual({
      id: 6,
      key: 'privacy',
      label: expect.any(String),
      value: '1',
    });

    const mail = await mailbox().next(SHOP_MAILBOX);
    expect(mail.subject).toBe(`Nuovo messaggio dal modulo Contattaci (n. ${stored?.id})`);
    expect(mail.text).toContain('Nome e cognome: Mario Rossi');
    expect(mail.text).toContain('E-mail: mario.rossi@example.it');
    expect(mail.text).toContain(script);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img');
  });

  it('takes a job application with a PDF CV: the upload gives a token the submission claims once, and the mail names the file', async () => {
    const { app, db } = testApp();
    const form = await definitionOf(app, JOBS);
    const cvNonce = String(form.fields.find((field) => field.id === CV_FIELD)?.uploadNonce);
    const cv = pdfBytes('CV di Giulia Bianchi', 200_000);
    const uploaded = await uploadFile(app, {
      formId: JOBS,
      fieldId: CV_FIELD,
      nonce: cvNonce,
      file: { name: '../../CV Giulia.pdf', content: cv, type: 'application/pdf' },
    });
    expect(uploaded.statusCode).toBe(200);
    const upload = uploaded.json();
    expect(upload).toEqual({
      data: {
        files: [
          {
            name: 'CV Giulia.pdf',
            type: 'application/pdf',
            tmp_name: expect.stringMatching(/^[\w-]{43}$/),
            error: 0,
            size: cv.length,
          },
        ],
      },
      errors: [],
      debug: [],
    });
    const file = upload.data.files[0];

    const response = await submitForm(app, {
      formId: JOBS,
      security: form.security,
      values: JOB_VALUES,
      files: { [CV_FIELD]: [{ name: file.name, tmp_name: file.tmp_name }] },
    });
    const body = response.json();
    expect(body.errors).toEqual([]);
    const submissionId = body.data.actions.save.sub_id;
    expect(body.data.fields[String(CV_FIELD)]).toMatchObject({
      files: [{ name: 'CV Giulia.pdf' }],
    });

    const [kept] = await db
      .select()
      .from(contentFormUploads)
      .where(eq(contentFormUploads.submissionId, submissionId));
    expect(kept?.fieldId).toBe(CV_FIELD);
    expect(kept?.mimeType).toBe('application/pdf');
    expect(Buffer.compare(kept?.content ?? Buffer.alloc(0), cv)).toBe(0);

    const mail = await mailbox().next(SHOP_MAILBOX);
    expect(mail.subject).toContain('Nuova candidatura dal modulo Lavora con noi');
    expect(mail.text).toContain('Curriculum vitae: CV Giulia.pdf (application/pdf, 195 KB)');
    expect(mail.text).toContain('Posizione: preparazione-ordini');

    // The token was used: a second submission with it is refused and stores nothing.
    const before = await counts();
    const again = await submitForm(app, {
      formId: JOBS,
      security: form.security,
      values: JOB_VALUES,
      files: { [CV_FIELD]: [{ name: file.name, tmp_name: file.tmp_name }] },
    });
    expect(again.json().errors.fields[String(CV_FIELD)]).toEqual({
      slug: 'upload-file-error',
      message: 'Il file caricato non è più disponibile: caricalo di nuovo',
    });
    await expectNothingStored(before);
  });

  it('takes a Word CV, checked by its content', async () => {
    const { app } = testApp();
    const form = await definitionOf(app, JOBS);
    const response = await uploadFile(app, {
      formId: JOBS,
      fieldId: CV_FIELD,
      nonce: String(form.fields.find((field) => field.id === CV_FIELD)?.uploadNonce),
      file: { name: 'curriculum.docx', content: docxBytes() },
    });
    expect(response.json().errors).toEqual([]);
    expect(response.json().data.files[0].type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses disguised, wrong-kind and oversized uploads with a clear message, keeping nothing', async () => {
    const { app } = testApp();
    const form = await definitionOf(app, JOBS);
    const nonce = String(form.fields.find((field) => field.id === CV_FIELD)?.uploadNonce);
    const before = await counts();
    const refusal = async (content: Buffer, name = 'cv.pdf') => {
      const response = await uploadFile(app, {
        formId: JOBS,
        fieldId: CV_FIELD,
        nonce,
        file: { name, content, type: 'application/pdf' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data).toEqual({ files: [] });
      return body.errors;
    };
    const kinds = ['Tipo di file non ammesso: sono accettati PDF o Word (.docx)'];
    expect(await refusal(Buffer.from('<!doctype html><script>alert(1)</script>'))).toEqual(kinds);
    expect(await refusal(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)]))).toEqual(kinds);
    // A real PNG is not a CV, and a ZIP that is not a Word document is not one either.
    expect(await refusal(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'cv.png')).toEqual(
      kinds,
    );
    expect(await refusal(zipBytes({ 'note.txt': 'non sono un documento' }), 'cv.docx')).toEqual(
      kinds,
    );
    expect(await refusal(pdfBytes('grande', 5 * 1024 * 1024 + 1))).toEqual([
      'Il file supera la dimensione massima di 5 MB',
    ]);
    await expectNothingStored(before);

    // Beyond what any form allows, the request is stopped while it is read.
    const huge = await uploadFile(app, {
      formId: JOBS,
      fieldId: CV_FIELD,
      nonce,
      file: { name: 'cv.pdf', content: pdfBytes('enorme', 11 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      data: { files: [] },
      errors: ['Il file supera la dimensione massima di 10 MB'],
      debug: [],
    });
    await expectNothingStored(before);
  });

  it('refuses an upload to a field that takes no file, with another field’s nonce, or with none', async () => {
    const { app } = testApp();
    const jobs = await definitionOf(app, JOBS);
    const cvNonce = String(jobs.fields.find((field) => field.id === CV_FIELD)?.uploadNonce);
    const before = await counts();
    const wrongField = await uploadFile(app, {
      formId: JOBS,
      fieldId: 11,
      nonce: cvNonce,
      file: { name: 'cv.pdf', content: pdfBytes() },
    });
    expect(wrongField.json().errors).toEqual(['Questo campo del modulo non accetta file.']);
    const otherForm = await uploadFile(app, {
      formId: CONTACT,
      fieldId: CV_FIELD,
      nonce: cvNonce,
      file: { name: 'cv.pdf', content: pdfBytes() },
    });
    expect(otherForm.json().errors).toEqual(['Questo campo del modulo non accetta file.']);
    const formNonce = await uploadFile(app, {
      formId: JOBS,
      fieldId: CV_FIELD,
      nonce: jobs.security,
      file: { name: 'cv.pdf', content: pdfBytes() },
    });
    expect(formNonce.json().errors).toEqual([
      'La pagina del modulo è scaduta: ricaricala e carica di nuovo il file.',
    ]);
    await expectNothingStored(before);
  });

  it('refuses missing required fields, unknown fields and malformed values field by field, storing nothing', async () => {
    const { app } = testApp();
    const form = await definitionOf(app, CONTACT);
    const before = await counts();
    const response = await submitForm(app, {
      formId: CONTACT,
      security: form.security,
      values: {
        1: '  ',
        2: 'mario@rossi',
        3: '12345',
        4: 'offerte',
        5: 'x'.repeat(2001),
        6: 0,
        99: 'in più',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual({ form_id: CONTACT });
    expect(body.errors.form).toEqual({ invalid: 'Controlla i campi evidenziati e riprova.' });
    expect(body.errors.fields).toEqual({
      1: { slug: 'required-error', message: 'Campo obbligatorio' },
      2: { slug: 'invalid-value', message: 'Digitare una e-mail valida' },
      3: { slug: 'invalid-value', message: 'Digitare un numero di telefono valido' },
      4: { slug: 'invalid-value', message: 'Scegliere una delle voci proposte' },
      5: { slug: 'invalid-value', message: 'Lunghezza massima 2000 caratteri' },
      6: { slug: 'required-error', message: 'Campo obbligatorio' },
      99: { slug: 'unknown-field', message: 'Campo non previsto da questo modulo' },
    });
    // A job application without its CV.
    const jobs = await definitionOf(app, JOBS);
    const noCv = await submitForm(app, {
      formId: JOBS,
      security: jobs.security,
      values: JOB_VALUES,
    });
    expect(noCv.json().errors.fields).toEqual({
      [CV_FIELD]: { slug: 'required-error', message: 'Campo obbligatorio' },
    });
    const forgedToken = await submitForm(app, {
      formId: JOBS,
      security: jobs.security,
      values: JOB_VALUES,
      files: { [CV_FIELD]: [{ name: 'cv.pdf', tmp_name: 'A'.repeat(43) }] },
    });
    expect(forgedToken.json().errors.fields[String(CV_FIELD)].slug).toBe('upload-file-error');
    await expectNothingStored(before);
  });

  it('refuses a bad, tampered, foreign or expired nonce with a fresh one to retry, storing nothing', async () => {
    const { app, db } = testApp();
    const contact = await definitionOf(app, CONTACT);
    const jobs = await definitionOf(app, JOBS);
    const before = await counts();
    const secret = await nonceSecret(db);
    const expired = issueNonce(
      secret,
      { kind: 'submit', formId: CONTACT },
      new Date(Date.now() - 13 * 3600_000),
    );
    const tampered = `${contact.security.slice(0, -1)}${contact.security.endsWith('A') ? 'B' : 'A'}`;
    for (const security of ['', 'abc', tampered, jobs.security, expired.nonce]) {
      const response = await submitForm(app, { formId: CONTACT, security, values: CONTACT_VALUES });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.errors.form).toEqual({
        nonce: 'La pagina del modulo è scaduta: invia di nuovo per confermare.',
      });
      expect(body.errors.nonce).toEqual({
        new_nonce: expect.any(String),
        nonce_ts: expect.any(Number),
      });
    }
    await expectNothingStored(before);

    // The nonce of a form shown 13 hours ago has expired; the fresh one of the refusal works.
    offsetMs = 13 * 3600_000;
    const late = await submitForm(app, {
      formId: CONTACT,
      security: contact.security,
      values: CONTACT_VALUES,
    });
    const fresh = late.json().errors.nonce.new_nonce;
    const retried = await submitForm(app, {
      formId: CONTACT,
      security: fresh,
      values: CONTACT_VALUES,
    });
    expect(retried.json().errors).toEqual([]);
    await mailbox().next(SHOP_MAILBOX);
  });

  it('refuses unreadable form data, an unknown action, a non-multipart body and a forged request, in Ninja Forms’ shape', async () => {
    const { app } = testApp();
    const before = await counts();
    const unreadable = await postAjax(app, {
      action: 'nf_ajax_submit',
      security: 'x',
      formData: '{"id":1,',
    });
    expect(unreadable.statusCode).toBe(200);
    expect(unreadable.json()).toEqual({
      data: {},
      errors: {
        form: { formData: 'I dati del modulo non sono leggibili: ricarica la pagina e riprova.' },
      },
      debug: [],
    });
    const nul = await postAjax(app, {
      action: 'nf_ajax_submit',
      security: 'x',
      formData: JSON.stringify({ id: 1, fields: { 1: { id: 1, value: 'a\u0000b' } } }),
    });
    expect(nul.json().errors.form.formData).toBeDefined();
    const noAction = await postAjax(app, { security: 'x' });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json().errors.form).toEqual({ action: 'Azione non riconosciuta.' });
    const urlencoded = await app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'x-ebsn-client': 'web', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=nf_ajax_submit&security=x&formData=%7B%7D',
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(urlencoded.json().errors.form['invalid-request']).toEqual(expect.any(String));

    const noBoundary = await app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'x-ebsn-client': 'web', 'content-type': 'multipart/form-data' },
      payload: 'action=nf_ajax_submit',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().errors.form['invalid-request']).toEqual(expect.any(String));
    const truncated = await app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'x-ebsn-client': 'web', 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="action"\r\n\r\nnf_ajax_sub',
    });
    expect(truncated.statusCode).toBe(400);

    const contact = await definitionOf(app, CONTACT);
    const forged = await postAjax(
      app,
      {
        action: 'nf_ajax_submit',
        security: contact.security,
        formData: JSON.stringify({ id: 1, fields: {} }),
      },
      { headers: { 'x-ebsn-client': '' } },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors.form['foreign-request']).toEqual(expect.any(String));
    const foreign = await postAjax(
      app,
      { action: 'nf_ajax_submit', security: contact.security, formData: '{}' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(foreign.statusCode).toBe(403);
    await expectNothingStored(before);
  });

  it('answers a robot that fills in the hidden field as a person, keeping nothing', async () => {
    const { app } = testApp();
    const form = await definitionOf(app, CONTACT);
    const before = await counts();
    const response = await submitForm(app, {
      formId: CONTACT,
      security: form.security,
      values: CONTACT_VALUES,
      extra: { hp: 'https://spam.example' },
    });
    expect(response.json().errors).toEqual([]);
    expect(response.json().data.actions.success_message).toBe(form.settings.success_msg);
    await expectNothingStored(before);
  });

  it('seeding again changes nothing; a changed form is updated, a removed one is gone', async () => {
    const { app, db } = testApp();
    expect(await seedContentForms(db)).toBe(0);
    const forms = readContentForms();
    const changed = forms.map((form) =>
      form.id === CONTACT ? { ...form, title: 'Scrivici' } : form,
    );
    expect(await seedContentForms(db, changed)).toBe(1);
    await seedContentForms(
      db,
      forms.filter((form) => form.id !== JOBS),
    );
    const gone = await app.inject({
      method: 'GET',
      url: '/p/wp-json/wp/v2/get_mail_pars?form_id=2',
    });
    expect(gone.statusCode).toBe(404);
    // The contact form is back as its file has it; the job form is seeded again.
    expect(await seedContentForms(db)).toBe(1);
    expect((await definitionOf(app, CONTACT)).settings.title).toBe('Contattaci');
    expect((await definitionOf(app, JOBS)).settings.title).toBe('Lavora con noi');
  });
});

describe.each(backends)('content form limits (%s)', (backend) => {
  const testApp = useTestApp(backend, { contentFormRateLimit: { max: 2, timeWindowMs: 60_000 } });

  it('refuses the third request from one address within the window with 429 in Ninja Forms’ shape', async () => {
    const { app } = testApp();
    const first = await postAjax(app, { action: 'nf_ajax_submit', security: 'x', formData: '{}' });
    expect(first.statusCode).toBe(200);
    await postAjax(app, { action: 'nf_ajax_submit', security: 'x', formData: '{}' });
    const third = await postAjax(app, { action: 'nf_ajax_submit', security: 'x', formData: '{}' });
    expect(third.statusCode).toBe(429);
    expect(third.json().errors.form['too-many-requests']).toBe(
      'Troppi tentativi, riprova tra qualche minuto.',
    );
    const upload = await postAjax(app, { form_id: '2' }, { query: '?action=nf_fu_upload' });
    expect(upload.statusCode).toBe(429);
    expect(upload.json()).toMatchObject({ data: { files: [] }, errors: [expect.any(String)] });
  });
});
