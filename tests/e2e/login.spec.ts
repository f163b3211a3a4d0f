import { expectAccessible, LAPTOP, PHONE } from './axe';
import { boxOf, overlaps, tapOnceSettled } from './layout';
import { expect, test } from './test';
import { logIn, openHome, openWithApp, PASSWORD } from './shop';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('the demo customer logs in, sees the greeting and logs out', async ({
  page,
  claimShopper,
}) => {
  const customer = claimShopper('cliente');
  await page.goto('/login');
  await expect(page.getByRole('img', { name: 'Spesa online' }).first()).toBeVisible();
  await expect(page.getByLabel('Ricordami su questo dispositivo')).toBeChecked();
  await page.getByLabel('Indirizzo email').fill(`  ${customer.email} `);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: `Bentornato, ${customer.firstName}!` }),
  ).toBeVisible();
  await expect(page.getByText(`Ciao, ${customer.firstName}`)).toBeVisible();

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: 'Accedi', exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'La tua spesa, pronta quando vuoi tu' }),
  ).toBeVisible();
});

test('a wrong password shows "Credenziali Errate"', async ({ page, claimShopper }) => {
  const customer = claimShopper('cliente');
  await page.goto('/login');
  await page.getByLabel('Indirizzo email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('Sbagliata1!');
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the bot check is solved while the shopper types, and each attempt sends a new token', async ({
  page,
  claimShopper,
}) => {
  const customer = claimShopper('cliente');
  const challenges: string[] = [];
  const tokens: string[] = [];
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/ebsn/api/auth/bot-challenge') challenges.push(request.url());
    if (url.pathname === '/ebsn/api/auth/login') {
      tokens.push(url.searchParams.get('token_recaptcha') ?? '');
    }
  });
  await page.goto('/login');
  await expect(
    page.getByText(/il tuo dispositivo risolve un piccolo calcolo .*nessun servizio esterno/),
  ).toBeVisible();
  // Asked as soon as the form shows, before anything is typed.
  await expect.poll(() => challenges.length).toBe(1);

  await page.getByLabel('Indirizzo email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('Sbagliata1!');
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
  // The token was used: a new challenge is solved for the next attempt.
  await expect.poll(() => challenges.length).toBe(2);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);

  expect(tokens).toHaveLength(2);
  const [first = '', second = ''] = tokens;
  expect(second).not.toBe(first);
  const payload: unknown = JSON.parse(Buffer.from(first, 'base64').toString('utf8'));
  expect(payload).toMatchObject({
    algorithm: 'SHA-256',
    challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
    number: expect.any(Number),
    signature: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(policyErrors).toEqual([]);
});

test("the login screen with the bot check's notice, and after a refused attempt, is accessible", async ({
  page,
  claimShopper,
}) => {
  const customer = claimShopper('cliente');
  await page.goto('/login');
  const notice = page.getByText(/il tuo dispositivo risolve un piccolo calcolo/);
  await expectAccessible(page, 'the login screen', notice);
  await page.getByLabel('Indirizzo email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('Sbagliata1!');
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expectAccessible(
    page,
    'the refused login',
    page.getByRole('alert').filter({ hasText: 'Credenziali Errate' }),
  );
});

test('the form refuses to send without a password', async ({ page, claimShopper }) => {
  const customer = claimShopper('cliente');
  await page.goto('/login');
  await page.getByLabel('Indirizzo email').fill(customer.email);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page.getByText('Digitare la password')).toBeVisible();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Spesa2026!');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostra o nascondi la password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('the login dialog opens from the navbar and the back button closes it', async ({ page }) => {
  await openHome(page);
  await tapOnceSettled(page.getByRole('contentinfo').getByRole('link', { name: 'Accedi' }));
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('banner').getByRole('button', { name: 'Accedi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
  // With no dialog open, back navigates as usual.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("closing the login dialog gives the focus back to the header's 'Accedi'", async ({ page }) => {
  await openWithApp(page, '/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Accedi' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await expect(dialog).toBeVisible();
  await expect(opener).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('logging in from the dialog closes it and greets the customer', async ({
  page,
  claimShopper,
}) => {
  const customer = claimShopper('cliente');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Accedi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await dialog.getByLabel('Indirizzo email').fill(customer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Ciao, ${customer.firstName}`)).toBeVisible();
});

test('a login-required route sends an anonymous visitor Home and offers the login there', async ({
  page,
  claimShopper,
}) => {
  const customer = claimShopper('cliente');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await expect(dialog).toBeVisible();
  // Closed, the page asked for is forgotten: a later login stays on Home.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Accedi' }).click();
  await dialog.getByLabel('Indirizzo email').fill(customer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText(`Ciao, ${customer.firstName}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

for (const viewport of [PHONE, LAPTOP]) {
  test(`a guest's footer link to a login-only page logs in on Home, then opens that page, at ${viewport.width} px`, async ({
    page,
    claimShopper,
  }) => {
    const customer = claimShopper('cliente');
    await page.setViewportSize(viewport);
    await openHome(page);
    await tapOnceSettled(
      page.getByRole('contentinfo').getByRole('link', { name: 'Archivio messaggi' }),
    );
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the login asked for a login-only page', dialog, {
      dialogsOnly: true,
    });
    await dialog.getByLabel('Indirizzo email').fill(customer.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/news-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Archivio Messaggi' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
}

test('the personal area opens after login', async ({ page, claimShopper }) => {
  const customer = claimShopper('cliente');
  await page.goto('/login');
  await page.getByLabel('Indirizzo email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page.getByText(`Ciao, ${customer.firstName}`)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Area personale' })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
});

test('an unknown path shows Home', async ({ page }) => {
  await page.goto('/qualcosa/che/non/esiste');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an expired session shows the message and offers the login', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'ebsn_session', value: 'sessione-scaduta-o-sconosciuta', url: baseURL ?? '' },
  ]);
  await page.goto('/');
  await expect(
    page.getByText('La sessione è scaduta, si prega di rieffettuare il login per continuare.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeVisible();
});

test('the scroll-to-top button appears after scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 200 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: "Torna all'inizio" })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(page.getByRole('button', { name: "Torna all'inizio" })).toBeVisible();
});

test("scrolled to the end, 'Torna all'inizio' leaves the footer's links uncovered", async ({
  page,
}) => {
  const button = page.getByRole('button', { name: "Torna all'inizio" });
  const footer = page.getByRole('contentinfo');
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
    // The footer's menu comes from the content service after the page: the end is below it.
    await expect(footer.getByText('Note legali')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { scrollHeight } = document.documentElement;
          window.scrollTo(0, scrollHeight);
          return Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight;
        }),
      )
      .toBe(true);
    await expect(button).toBeVisible();
    const covering = await boxOf(button);
    const links = [
      footer.getByRole('link', { name: 'Accedi', exact: true }),
      footer.getByRole('button', { name: 'Preferenze cookie' }),
    ];
    for (const link of links) {
      expect(
        overlaps(covering, await boxOf(link)),
        `'Torna all'inizio' covers ${link.toString()} at ${viewport.width} px`,
      ).toBe(false);
    }
  }
  // Nothing over it takes the tap.
  await footer.getByRole('button', { name: 'Preferenze cookie' }).click({ trial: true });
});

test('back navigation restores the scroll position after 500 ms; a new page starts at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 200 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 120));
  // A dispatched click does not scroll the link into view first, as a real click would.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accedi' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
});

test("the login dialog's 'oppure' sits in the middle, and the social buttons line up with 'Accedi'", async ({
  page,
}) => {
  await openHome(page);
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.getByRole('banner').getByRole('button', { name: 'Accedi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    const submit = await boxOf(dialog.getByRole('button', { name: 'Accedi', exact: true }));
    const or = await boxOf(dialog.getByText('oppure', { exact: true }));
    // Before, 'oppure' stood at the left with no line, the buttons 32 px in from each side.
    expect.soft(Math.abs(or.x + or.width / 2 - (submit.x + submit.width / 2))).toBeLessThan(2);
    for (const name of ['Accedi con Google', 'Accedi con Facebook']) {
      const social = await boxOf(dialog.getByRole('button', { name }));
      expect.soft(social.x, `${name} at ${viewport.width} px`).toBeCloseTo(submit.x, 0);
      expect.soft(social.width, `${name} at ${viewport.width} px`).toBeCloseTo(submit.width, 0);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('banner').getByRole('button', { name: 'Accedi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await expectAccessible(page, 'the login dialog', dialog.getByText('oppure', { exact: true }), {
    dialogsOnly: true,
  });
});

test("on a phone a logged-in shopper's header keeps the search box's room, and 'Esci' is in the personal area", async ({
  page,
  claimShopper,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, claimShopper('cliente'));
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Area personale' })).toBeVisible();
  // 'Cerca prodotti' at the box's font needs about 110 px; beside two icons it had 96.
  const box = banner.getByRole('combobox', { name: 'Cerca prodotti' });
  expect((await box.boundingBox())?.width).toBeGreaterThanOrEqual(140);
  await expect(banner.getByRole('button', { name: 'Esci' })).toBeHidden();

  await banner.getByRole('link', { name: 'Area personale' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Area personale' })).toBeVisible();
  // Checked at both sizes; it leaves the page at the laptop's.
  await expectAccessible(page, 'the personal area', page.getByRole('main'));
  await page.setViewportSize(PHONE);
  await page.getByRole('main').getByRole('button', { name: 'Esci' }).click();
  await expect(banner.getByRole('button', { name: 'Accedi' })).toBeVisible();
});
