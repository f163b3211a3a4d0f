/**
 * Server messages (shopping-flow.md §8): the shop sends a fixed text with its catalog id as
 * `code`; the app shows a coded message in the shopper's language when its code has a
 * translation, the server's text otherwise; codes of the show-in-popup list open a dialog the
 * shopper closes ('Ho capito') instead of a toast.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopClient } from '../../src/api/client';
import { clientEvents } from '../../src/api/client-events';
import { i18n } from '../../src/app/i18n';
import MessagePopup from '../../src/app/MessagePopup';
import { messagePopups } from '../../src/app/message-popups';
import { showMessages } from '../../src/app/notify';
import type { ResponseMessages } from '../../src/domain/envelope';
import { messageCodeOf } from '../../server/http/message-codes';
import { cartMessages } from '../../src/domain/cart-messages';
import { messages } from '../../src/domain/messages';
import { renderInApp } from '../support/render-in-router';

/** A client whose every call is answered with these messages. */
function clientAnswering(errors: { error: string; code?: string }[]) {
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

async function shownFor(errors: { error: string; code?: string }[]) {
  const seen: ResponseMessages[] = [];
  const stop = clientEvents.on('messages', (shown) => seen.push(shown));
  await clientAnswering(errors).GET('/ebsn/api/cart/view');
  stop();
  return seen;
}

afterEach(() => i18n.activate('it'));

describe('the codes the shop sends', () => {
  it("a domain's fixed text has its id; a text filled with values has none", () => {
    expect(messageCodeOf(messages.wrongCredentials.message)).toBe('errors.wrongCredentials');
    expect(messageCodeOf(cartMessages.productNotFound.message)).toBe('errors.productNotFound');
    expect(messageCodeOf('Hai superato la quantità massima acquistabile di Pasta')).toBeUndefined();
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
