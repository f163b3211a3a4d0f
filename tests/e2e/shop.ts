/**
 * What several browser tests do the same way: log in with a shopper of their own
 * (tests/e2e/shoppers.ts), search, answer the service dialogs an add opens, pay on the hosted
 * payment page.
 */
import { createHmac } from 'node:crypto';
import { DEMO_PASSWORD } from '../../server/db/demo-users';
import type { Shopper } from './shoppers';
import { expect, type Locator, type Page } from './test';

/** The demo accounts' password (README.md "Demo accounts"), which their test copies share. */
export const PASSWORD = DEMO_PASSWORD;

/**
 * Whom `logIn` logs in as: a claimed shopper, or a seeded account one test alone logs in as (it
 * says why).
 */
export type Account = Pick<Shopper, 'email' | 'mfaSecret'>;

/** Fails the test on any uncaught error in the page. */
export function failOnPageError(page: Page) {
  page.on('pageerror', (error) => {
    throw error;
  });
}

/** The 30-second TOTP time step at `now`. */
export function totpStep(now: number): number {
  return Math.floor(now / 30_000);
}

/** The six-digit RFC 6238 code of a base32 secret at a time step, what an authenticator shows. */
export function totp(secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = (hash[hash.length - 1] ?? 0) & 0x0f;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The last time step each two-factor account logged in with, in this worker. */
const usedSteps = new Map<string, number>();

/**
 * The code a two-factor account types now. The server takes a time step once per account, and
 * accepts the current step ±1: a second login within one 30-second window types the next step's
 * code instead of waiting for it. A shopper is one test's alone, so this worker sees all its logins.
 */
export function nextTotpCode(email: string, secret: string): string {
  const now = totpStep(Date.now());
  const step = Math.max(now, (usedSteps.get(email) ?? -1) + 1);
  if (step > now + 1) throw new Error(`${email} has used every code the server accepts now`);
  usedSteps.set(email, step);
  return totp(secret, step);
}

/** Logs in on /login and waits for Home; a two-factor account also types its code. */
export async function logIn(page: Page, { email, mfaSecret }: Account) {
  await page.goto('/login');
  await page.getByLabel('Indirizzo email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  if (mfaSecret !== null) {
    const pin = page.getByLabel('Codice di verifica');
    await expect(pin).toBeVisible();
    await pin.fill(nextTotpCode(email, mfaSecret));
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/** Searches the catalogue from the header's search box. */
export async function search(page: Page, words: string) {
  await page.getByRole('combobox', { name: 'Cerca prodotti' }).fill(words);
  await page.getByRole('combobox', { name: 'Cerca prodotti' }).press('Enter');
  await expect(page).toHaveURL(/\/catalog\/search/);
}

/**
 * The first add of a shopper of its own, who has chosen nothing yet: the gate asks where (the
 * first address of the first tab is chosen), then when (the first available slot), then the
 * product is added.
 */
export async function answerServiceDialogs(page: Page) {
  const addressDialog = page.getByRole('dialog', { name: 'Dove vuoi ricevere la spesa?' });
  await addressDialog
    .getByRole('button', { name: /^Scegli / })
    .first()
    .click();
  await expect(addressDialog).toBeHidden();
  const slotDialog = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
  await chooseFirstAvailableSlot(slotDialog);
  await expect(slotDialog).toBeHidden();
  await expect(page.getByText('Prodotto aggiunto al carrello').first()).toBeVisible();
}

/**
 * The first available slot from tomorrow on, looking day by day (products in the cart may lock
 * some days). Not today's: a slot beginning within the preparation lead (3 hours) moves its order
 * to 'In preparazione' at once, and the tests that pay then change or cancel the order 'Ordinato'.
 */
export async function chooseFirstAvailableSlot(slotDialog: Locator) {
  const available = slotDialog.getByRole('button', {
    name: /^\d\d:\d\d - \d\d:\d\d, Disponibile/,
  });
  const days = slotDialog.getByRole('tab');
  await expect(days.first()).toBeVisible();
  for (let day = 1; day < (await days.count()); day += 1) {
    await days.nth(day).click();
    if ((await available.count()) > 0) {
      await available.first().click();
      return;
    }
  }
  throw new Error('No available slot in the next days');
}

/**
 * Waits until the checkout has prepared the order: 'Vai al pagamento' is busy until then, and the
 * checkout takes the tick on the sale conditions only from then on (machines/checkout/checkout.machine.ts).
 */
export async function orderPrepared(page: Page) {
  await expect(page.getByRole('button', { name: 'Vai al pagamento' })).toBeEnabled();
}

/**
 * Logs in, fills the cart with one product at the first pickup point and slot, opens the checkout
 * and waits for the order prepared.
 */
export async function cartAtCheckout(page: Page, account: Account) {
  await logIn(page, account);
  await search(page, 'pasta');
  await page
    .getByRole('button', { name: /^Aggiungi al carrello: / })
    .first()
    .click();
  await answerServiceDialogs(page);

  await page.getByRole('button', { name: 'Carrello', exact: true }).click();
  await page.getByRole('button', { name: 'Vai alla cassa' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Concludi ordine' })).toBeVisible();
  await orderPrepared(page);
}

/** Pays on the hosted payment page with a test card. */
export async function payWith(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/payment-gateway\/pay\//);
  await page.getByLabel('Titolare della carta').fill('Mario Rossi');
  await page.getByLabel('Numero della carta').fill(cardNumber);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}

/**
 * Opens a page and waits until React has started taking it over (from then on the page keeps the
 * taps, links included, and presses them again once hydrated). A guest's server-rendered page
 * loads the app at the first intent (src/main.tsx); a link tapped before then is a plain link,
 * which loads the next page as a new document, where the back button cannot be caught by the app.
 * The pointer moving over the page is the intent here.
 */
export async function openWithApp(page: Page, url: string) {
  await page.goto(url);
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Opens Home with the app and waits for its slider, the last part to arrive: it shows only once
 * the app has the page, so its links are the app's, and it moves the footer down, so a footer link
 * is tapped where it stays.
 */
export async function openHome(page: Page) {
  await openWithApp(page, '/');
  await expect(page.getByRole('region', { name: 'In evidenza' })).toBeVisible();
}

/** Signs staff on at /userboard through the shop's test identity provider as `person`. */
export async function signOnAs(page: Page, person: string) {
  await page.goto('/userboard');
  await expect(page.getByRole('heading', { name: 'Area riservata al personale' })).toBeVisible();
  await page.getByRole('button', { name: 'Accedi con SSO' }).click();
  await expect(page.getByRole('heading', { name: "Fornitore d'identità di prova" })).toBeVisible();
  await page.getByLabel(new RegExp(person)).check();
  await page.getByRole('button', { name: 'Accedi' }).click();
  // The provider's page posts the signed response to the shop, which returns to /userboard.
  await expect(page).toHaveURL(/\/userboard$/);
  await expect(page.getByText(`Ciao, ${person}`)).toBeVisible();
}
