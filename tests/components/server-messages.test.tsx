/**
 * Server messages (shopping-flow.md §8): the shop sends a text of its catalog with its id as
 * `code` (and a text filled with values with them as `params`); the app shows a coded message in
 * the shopper's language when its code has a translation, the server's text otherwise; codes of the show-in-popup list open a dialog the
 * shopper closes ('Ho capito') instead of a toast.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopClient } from '../../src/api/client';
import { clientEvents } from '../../src/api/client-events';
import { i18n } from '../../src/shared/i18n';
import MessagePopup from '../../src/features/shell/MessagePopup';
import { messagePopups } from '../../src/shared/message-popups';
import { showMessages } from '../../src/app/notify';
import type { ResponseMessages } from '../../src/domain/envelope';
import { messageCodeOf } from '../../server/http/message-codes';
import { cartMessages } from '../../src/domain/cart-messages';
import { messages } from '../../src/domain/messages';
import { activateEnglish } from '../../src/locales/en/activate';
import { renderInApp } from '../support/render-in-router';

interface ShopError {
  error: string;
  code?: string;
  params?: Record<string, string>;
}

/** A client whose every call is answered with these messages. */
function clientAnswering(errors: ShopError[]) {
  return createShopClient({
    clientType: 'web',
    baseUrl: 'http://shop.test',
    fetch: () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            response: { status: 1, errors, warnings: [], infos: [] },
            data: null,
            user: { userId: -1 },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
      ),
  });
}

async function shownFor(errors: ShopError[]) {
  const seen: ResponseMessages[] = [];
  const stop = clientEvents.on('messages', (shown) => seen.push(shown));
  await clientAnswering(errors).GET('/ebsn/api/cart/view');
  stop();
  return seen;
}

afterEach(() => {
  i18n.activate('it');
  document.documentElement.lang = 'it';
});

describe('the codes the shop sends', () => {
  it("a domain's fixed text has its id", () => {
    expect(messageCodeOf(messages.wrongCredentials.message)).toEqual({
      code: 'errors.wrongCredentials',
    });
    expect(messageCodeOf(cartMessages.productNotFound.message)).toEqual({
      code: 'errors.productNotFound',
    });
  });

  it('a text filled with values has its id and the values, by name', () => {
    expect(messageCodeOf("L'ordine 1234 è già stato pagato")).toEqual({
      code: 'orders.alreadyPaid',
      params: { orderId: '1234' },
    });
    expect(
      messageCodeOf(
        'Quantità non valida per questo articolo: il peso va da 0,5 kg in su, a passi di 0,1 kg',
      ),
    ).toEqual({
      code: 'errors.weightStep',
      params: { weight: '0,5', unit: 'kg', step: '0,1' },
    });
  });

  it("a text that is not the shop's, or only a fragment's wording, has none", () => {
    expect(messageCodeOf('Hai superato la quantità massima acquistabile di Pasta')).toBeUndefined();
    // '{others} o {last}' builds other texts; alone it would match any text with an 'o'.
    expect(messageCodeOf('Latte o pane')).toBeUndefined();
    // The same value twice must be the same text.
    expect(
      messageCodeOf(
        'Quantità non valida per questo articolo: il peso va da 0,5 kg in su, a passi di 0,1 g',
      ),
    ).toBeUndefined();
  });
});

describe('a coded message in the app', () => {
  it("is shown in the shopper's language when its code has a translation", async () => {
    i18n.load('en', { 'errors.productNotFound': 'Product not found' });
    i18n.activate('en');
    const [shown] = await shownFor([
      { error: 'Prodotto non trovato', code: 'errors.productNotFound' },
    ]);
    expect(shown?.errors).toEqual(['Product not found']);
  });

  it("is filled with the message's values in the shopper's language", async () => {
    activateEnglish(i18n);
    const [shown] = await shownFor([
      {
        error: "L'ordine 1234 è già stato pagato",
        code: 'orders.alreadyPaid',
        params: { orderId: '1234' },
      },
    ]);
    expect(shown?.errors).toEqual(['Order 1234 has already been paid']);
  });

  it("keeps the server's text when its code has no translation, or it has no code", async () => {
    const [shown] = await shownFor([
      { error: 'Messaggio del negozio', code: 'errors.unknownToTheApp' },
      { error: 'Un altro messaggio' },
    ]);
    expect(shown?.errors).toEqual(['Messaggio del negozio', 'Un altro messaggio']);
  });

  it('of the show-in-popup list is a popup, not a toast, and adds no generic error', async () => {
    const [shown] = await shownFor([
      {
        error: cartMessages.cartNotEditable.message,
        code: 'errors.cartNotEditable',
      },
    ]);
    expect(shown?.errors).toEqual([]);
    expect(shown?.popups).toEqual(['Il carrello non può essere modificato in questo momento']);
  });
});

describe('the popup', () => {
  it("shows each text in turn until the shopper closes it with 'Ho capito'", async () => {
    renderInApp(<MessagePopup />);
    showMessages({
      errors: [],
      warnings: [],
      infos: [],
      popups: ['Primo avviso', 'Secondo avviso'],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent('Primo avviso');
    await userEvent.click(screen.getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Secondo avviso'));
    await userEvent.click(screen.getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(messagePopups.current()).toEqual([]);
  });
});
