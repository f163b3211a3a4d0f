/**
 * CONTENT_URL in the browser (issue 14, the compatibility test): a second shop, serving the
 * suite's build on its own port and its own fresh data, with CONTENT_URL pointing at a stand-in
 * WordPress answering from recorded replies (tests/fixtures/wordpress). The shopper sees the
 * WordPress's page with its SEO title, its FAQ and its footer menu; and the XSS corpus, as the
 * HTML of a page, a FAQ answer and a news message, runs nothing under the shop's strict CSP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWordPressFixture, type WordPressFixture } from '../fixtures/wordpress/server';
import { XSS_MARKER } from '../fixtures/xss-corpus';
import { freePort } from './free-port';
import { failOnPageError, PASSWORD } from './shop';
import { expect, test, type Page } from './test';

let wordpress: WordPressFixture | undefined;
let shop: ChildProcess | undefined;
let dataDir = '';
let shopUrl = '';

async function waitUntilAnswering(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (shop?.exitCode !== null) throw new Error('The shop with CONTENT_URL stopped at start');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// Both tests read the one second shop that beforeAll starts (a minute's seeding on a busy
// machine): they run one after the other in one worker, which starts it once. They do not depend
// on each other, so a failure of the first still lets the second run.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  wordpress = await startWordPressFixture({ xssCorpus: true });
  const port = await freePort();
  shopUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'spesa-e2e-wordpress-'));
  // The build the suite's own shop serves (`npm run build`), served by a second process.
  shop = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: shopUrl,
      CONTENT_URL: wordpress.url,
      SEED_PRODUCTS: '300',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswering(`${shopUrl}/version.json`, 200_000);
});

test.afterAll(async () => {
  const running = shop;
  if (running !== undefined && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
  await wordpress?.close();
  if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

test("the services page, the FAQ and the footer menu are the WordPress's", async ({ page }) => {
  await page.goto(`${shopUrl}/page/servizi`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Servizi dal WordPress' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Locker dal WordPress' })).toBeVisible();
  await expect(page).toHaveTitle('Servizi dal WordPress | Spesa online');
  // The footer's menu, loaded after the first paint, is the WordPress's too.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Il negozio dal WordPress' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'FAQ dal WordPress' })).toHaveAttribute(
    'href',
    '/faq',
  );
  await expect(footer.getByRole('link', { name: 'Scrivici dal WordPress' })).toHaveAttribute(
    'href',
    'mailto:assistenza@spesa.example.it',
  );

  await page.goto(`${shopUrl}/faq`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Domande dal WordPress' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Come ritiro la spesa secondo il WordPress?' }).click();
  await expect(page.getByText(/Il WordPress risponde: al punto vendita scelto/)).toBeVisible();
  // The shop's own seed is not what answered.
  await expect(page.getByRole('heading', { level: 2, name: 'Pagamenti' })).toHaveCount(0);
});

/** What the content's sanitising let through, if anything, in the shown content HTML. */
function activeContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const dangerous = (value: string) => {
      const text = [...value]
        .filter((character) => character > ' ')
        .join('')
        .toLowerCase();
      return ['javascript:', 'vbscript:', 'data:text/html'].some((scheme) =>
        text.startsWith(scheme),
      );
    };
    for (const root of document.querySelectorAll('.content-html')) {
      for (const element of root.querySelectorAll('script, iframe, object, embed, base, meta')) {
        found.push(element.outerHTML);
      }
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on') || name === 'srcdoc')
            found.push(`${name} on ${element.localName}`);
          if (
            ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) &&
            dangerous(attribute.value)
          ) {
            found.push(`${name}=${attribute.value}`);
          }
        }
      }
    }
    return found;
  });
}

/** Watches a page for anything a payload would do: a dialog, a CSP violation, the marker set. */
function watchForScript(page: Page) {
  const dialogs: string[] = [];
  const violations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return async () => {
    // Late handlers (onload, onerror, ontoggle, onfocus, animations) would have fired once the
    // content's media have loaded or failed and two more frames are painted: wait for that.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.content-html img')].every(
          (image) => (image as HTMLImageElement).complete,
        ) &&
        [...document.querySelectorAll('.content-html audio, .content-html video')].every(
          (media) => (media as HTMLMediaElement).networkState !== HTMLMediaElement.NETWORK_LOADING,
        ),
    );
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
        }),
    );
    await page.mouse.move(200, 300);
    await page.mouse.move(400, 500);
    expect(
      await page.evaluate((marker) => Reflect.get(window, marker), XSS_MARKER),
    ).toBeUndefined();
    expect(dialogs, 'dialogs opened by a payload').toEqual([]);
    expect(await activeContent(page)).toEqual([]);
    // Chromium reports DOMPurify's own parsing of handlers and stylesheets as violations (the
    // same happens with DOMPurify alone on a blank page, and nothing runs there even without a
    // CSP): each must be one the CSP blocked, never one it let through.
    for (const violation of violations) expect(violation).toContain('The action has been blocked');
  };
}

test('the XSS corpus in a page, a FAQ answer and a news message runs nothing', async ({ page }) => {
  const expectNothingRan = watchForScript(page);
  const response = await page.goto(`${shopUrl}/page/prova-xss`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prova XSS dal WordPress' }),
  ).toBeVisible();
  await expect(page.getByText('payload 1:', { exact: false })).toBeVisible();
  // Scripts of the page's own origin only: no inline script, no eval.
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) =>
      /^(default-src|script-src|script-src-attr|script-src-elem)\s/.test(directive),
    );
  expect(scripts.some((directive) => directive.startsWith('script-src '))).toBe(true);
  for (const directive of scripts) {
    expect(directive).not.toContain("'unsafe-inline'");
    expect(directive).not.toContain("'unsafe-eval'");
  }
  await expectNothingRan();

  await page.goto(`${shopUrl}/faq`);
  await page.getByRole('button', { name: 'Una risposta piena di script?' }).click();
  await expect(page.getByText('payload 1:', { exact: false })).toBeVisible();
  await expectNothingRan();

  await page.goto(`${shopUrl}/login`);
  // The second shop's own demo customer, on its own database: no other test logs in there.
  await page.getByLabel('Indirizzo email').fill('cliente@example.it');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page).toHaveURL(`${shopUrl}/`);
  await page.goto(`${shopUrl}/profile/news-list`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Un messaggio pieno di script' }),
  ).toBeVisible();
  await expect(page.getByText('payload 1:', { exact: false }).first()).toBeVisible();
  await expectNothingRan();
});
