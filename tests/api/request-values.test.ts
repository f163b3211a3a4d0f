/**
 * Numbers that are not finite and texts with a NUL character (issue 13, finding 2): JSON Schema's
 * `number` takes `1e309` (Infinity once parsed) and the query `-Infinity`, and PostgreSQL refuses
 * NUL in text; each used to answer 500 or break the contract. Now a 400 envelope names the field
 * in Italian, and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { cartCall, cartOf, kinds, lineRows, pickProduct, readyShopper } from './helpers/cart';
import { APP_CLIENT, backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

const JSON_BODY = { 'content-type': 'application/json' } as const;

describe.each(backends)('numbers that are not finite and NUL in texts (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it.each(['-Infinity', 'Infinity', '1e309'])(
    'a listing with page_size=%s is refused, not answered with a broken page',
    async (size) => {
      const { app } = testApp();
      const response = await app.inject({
        method: 'GET',
        url: `/ebsn/api/products?page_size=${size}`,
      });
      expectFailure(response, 400, ['Il parametro «page_size» deve essere un numero finito']);
    },
  );

  it('a quantity of 1e309 in a JSON body is refused and the cart stays as it was', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.pezzo);
    const before = await lineRows(db, shopper.cartId);
    const response = await app.inject({
      method: 'POST',
      url: '/ebsn/api/cart/add',
      headers: { ...APP_CLIENT, ...JSON_BODY, cookie: shopper.cookie },
      payload: `{"items":[{"productId":${product.productId},"quantity":1e309}]}`,
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors[0]?.error).toMatch(
      /^Il campo «items\.0\.quantity» deve essere un numero/,
    );
    expect(await lineRows(db, shopper.cartId)).toEqual(before);
  });

  it('a NUL in a gift code or in a login is refused, with or without a session', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const code = await app.inject({
      method: 'GET',
      url: '/ebsn/api/cart-giftcertificate/check?code=AMICO%005',
      headers: { ...APP_CLIENT, cookie: shopper.cookie },
    });
    expectFailure(
      code,
      400,
      ['Il parametro «code» contiene un carattere non ammesso'],
      shopper.userId,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { ...APP_CLIENT, ...JSON_BODY },
      payload: JSON.stringify({ login: 'cliente\u0000@example.it', password: 'x' }),
    });
    expectFailure(login, 400, ['Il campo «login» contiene un carattere non ammesso']);
  });

  it('a NUL in the cart comment is refused and the comment stays as it was', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const update = (value: string) =>
      cartCall(app, shopper, 'update-cart-info', { property: 'order_comment', value });
    const saved = cartOf(await update('Citofonare Rossi'));
    const response = await update('Citofonare\u0000Rossi');
    expectFailure(
      response,
      400,
      ['Il campo «value» contiene un carattere non ammesso'],
      shopper.userId,
    );
    const view = await app.inject({
      method: 'GET',
      url: '/ebsn/api/cart/view',
      headers: { ...APP_CLIENT, cookie: shopper.cookie },
    });
    expect(cartOf(view).cartInfos).toEqual(saved.cartInfos);
  });

  it('half a surrogate pair in the cart comment is refused like NUL, and nothing is stored', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const response = await cartCall(app, shopper, 'update-cart-info', {
      property: 'order_comment',
      value: 'Citofono \udfff\ud800',
    });
    expectFailure(
      response,
      400,
      ['Il campo «value» contiene un carattere non ammesso'],
      shopper.userId,
    );
    // A whole pair (an emoji) is text like any other.
    const emoji = await cartCall(app, shopper, 'update-cart-info', {
      property: 'order_comment',
      value: 'Citofono 🍅',
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('a body nested thousands of levels deep, sent to a call that takes none, is no server error', async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: { ...APP_CLIENT, ...JSON_BODY },
      payload: `${'['.repeat(8000)}${']'.repeat(8000)}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
