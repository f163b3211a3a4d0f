/**
 * The content service as a shopper meets it (issue 14): from Home the services page opens from its
 * card, a link inside it opens a category in the app, a video link opens the video dialog, a FAQ
 * answer is read from the footer's menu, the contact form is sent with a file and says so (and the
 * shop receives it by mail), a disguised file is refused on its field; a customer reads
 * 'Archivio Messaggi'. (The checkout's terms link: tests/e2e/checkout.spec.ts.)
 */
import { expectAccessible } from './axe';
import { tapOnceSettled } from './layout';
import { failOnPageError, logIn, openHome } from './shop';
import { expect, test, type Page } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

/** A marker on the window: still there after a click, the app routed without loading a page. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
}
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

async function mailsTo(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  const reply = await page.request.get(
    `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages?to=${encodeURIComponent(to)}`,
  );
  return (await reply.json()) as { subject: string; text: string }[];
}

test('from a service card to a category and a video, then a FAQ answer from the footer', async ({
  page,
}) => {
  await openHome(page);
  await page.getByRole('link', { name: 'Ritiro in negozio' }).click();
  await expect(page).toHaveURL(/\/page\/servizi#ritiro-in-negozio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'I nostri servizi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ritiro in negozio' })).toBeInViewport();

  await markWindow(page);
  await page.getByRole('link', { name: 'Guarda il video del ritiro al locker' }).click();
  const video = page.getByRole('dialog', { name: 'Video' });
  await expect(video.getByTitle('Video YouTube')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  );
  await expect(video.getByRole('link', { name: 'Guarda il video su YouTube' })).toHaveAttribute(
    'target',
    '_blank',
  );
  // The back button closes the dialog and stays on the page.
  await page.goBack();
  await expect(video).toBeHidden();
  await expect(page).toHaveURL(/\/page\/servizi/);

  await page.getByRole('link', { name: 'frutta e verdura di stagione' }).click();
  await expect(page).toHaveURL(/\/catalog\/category\/frutta-e-verdura$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frutta e verdura' })).toBeVisible();
  expect(await stillSamePage(page), 'the category opened inside the app').toBe(true);
  // Its products and its filters (a column taller than the first products) come after its
  // heading and push the footer down: the footer is tapped once both are there, not where it
  // was a moment before.
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Caratteristiche' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await tapOnceSettled(
    footer
      .getByRole('navigation', { name: 'Assistenza' })
      .getByRole('link', { name: 'Domande frequenti' }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  expect(await stillSamePage(page), 'the FAQ opened inside the app').toBe(true);
  await page
    .getByRole('button', { name: 'Perché la preautorizzazione è più alta del totale?' })
    .click();
  await expect(page.getByText(/preautorizziamo il 30% in più/)).toBeVisible();
});

test('the contact form is sent with a photo, says so, and reaches the shop by mail', async ({
  page,
}) => {
  await page.goto('/page/contatti');
  await page.getByRole('article').getByRole('link', { name: 'scrivici' }).click();
  await expect(page).toHaveURL(/\/form\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeVisible();
  await expectAccessible(page, 'the contact form', page.getByRole('heading', { level: 1 }));

  // Nothing filled in: every required field says so, and nothing is sent.
  await page.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(page.getByText('Campo obbligatorio')).toHaveCount(5);

  const subject = `Consegna del ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Nome e cognome/ }).fill('Giulia Bianchi');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('giulia.bianchi@example.it');
  await page.getByRole('combobox', { name: /^Argomento/ }).selectOption('consegna-e-ritiro');
  await page.getByRole('textbox', { name: /^Messaggio/ }).fill(`${subject}: la busta era rotta.`);
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();

  // A page named like a PDF is refused on its field by its content, before any upload.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Allegato/ }).click();
  await (
    await chooser
  ).setFiles({ name: 'scontrino.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>') });
  await page.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(
    page.getByText('Tipo di file non ammesso: sono accettati PDF, JPEG o PNG'),
  ).toBeVisible();

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Allegato/ }).click();
  await (await chooser).setFiles({ name: 'busta.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Grazie, abbiamo ricevuto il tuo messaggio.' }),
  ).toBeVisible();

  await expect
    .poll(async () =>
      (await mailsTo(page, 'negozio@spesa-online.local')).filter(({ text }) =>
        text.includes(subject),
      ),
    )
    .toHaveLength(1);
  const [mail] = (await mailsTo(page, 'negozio@spesa-online.local')).filter(({ text }) =>
    text.includes(subject),
  );
  expect(mail?.subject).toMatch(/^Nuovo messaggio dal modulo Contattaci/);
  expect(mail?.text).toContain('giulia.bianchi@example.it');
  expect(mail?.text).toContain('busta.png');
});

test("a customer reads 'Archivio Messaggi', and the benefits page is the content service's", async ({
  page,
  claimShopper,
}) => {
  await page.goto('/vantaggi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await logIn(page, claimShopper('cliente'));
  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Area personale' })
    .getByRole('link', { name: 'Archivio Messaggi' })
    .click();
  await expect(page).toHaveURL(/\/profile\/news-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Archivio Messaggi' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, "'Archivio Messaggi'", page.getByRole('heading', { level: 1 }));
});
