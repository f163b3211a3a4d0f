/**
 * Server messages on the show-in-popup list (shopping-flow.md §8; issue 17 "Server messages"): a
 * refusal whose code is on the list ('errors.cartNotEditable' by default) opens 'Attenzione', which
 * the shopper closes with 'Ho capito', instead of a toast, and the refused change changes nothing.
 * The shopper's cart is frozen meanwhile by another of their devices going to checkout
 * (`cart/close`, which the mobile app calls), here through the API with the browser's session.
 */
import { answerServiceDialogs, logIn, search } from './shop';
import { expect, test, type Page } from './test';

/** What another of the shopper's devices sends, with this browser's session. */
const DEVICE = { 'x-ebsn-client': 'web' };

interface CartReply {
  data: { cartId: number; cartItems: unknown[] };
}

async function cart(page: Page): Promise<CartReply['data']> {
  const reply = await page.request.get('/ebsn/api/cart/view', { headers: DEVICE });
  return ((await reply.json()) as CartReply).data;
}

const addButtons = (page: Page) => page.getByRole('button', { name: /^Aggiungi al carrello: / });

test("a refusal on the popup list opens 'Attenzione', closed with 'Ho capito', and changes nothing", async ({
  page,
  claimShopper,
}) => {
  test.slow();
  await logIn(page, claimShopper('mfa'));
  await search(page, 'pasta');
  await addButtons(page).first().click();
  await answerServiceDialogs(page);
  const before = await cart(page);

  const frozen = await page.request.post(`/ebsn/api/cart/close?cart_id=${before.cartId}`, {
    headers: DEVICE,
  });
  expect(frozen.ok()).toBe(true);
  // The cart is left frozen afterwards: no other test logs in as this shopper.
  await addButtons(page).nth(1).click();
  const popup = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(popup).toContainText('Il carrello non può essere modificato in questo momento');
  // A dialog instead of a toast: the text is shown once.
  await expect(
    page.getByText('Il carrello non può essere modificato in questo momento'),
  ).toHaveCount(1);
  await popup.getByRole('button', { name: 'Ho capito' }).click();
  await expect(popup).toBeHidden();
  expect((await cart(page)).cartItems).toHaveLength(before.cartItems.length);
});
