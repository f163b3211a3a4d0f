import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../src/domain/cart-messages';
import { messages } from '../../src/domain/messages';
import { cartServices, products } from '../../server/db/schema';
import {
  cartCall,
  cartOf,
  chooseService,
  kinds,
  lineRows,
  newShopper,
  pickProduct,
  readyShopper,
  setCartStatus,
} from './helpers/cart';
import { APP_CLIENT, backends, expectFailure, useTestApp } from './helpers/test-app';

const cents = (euros: number) => Math.round(euros * 100);

describe.each(backends)('cart lines (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('cart/add adds the line and answers the whole cart with totals computed by the server', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.pezzo);

    const cart = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [{ productId: product.productId, quantity: 3 }],
      }),
    );

    expect(cart.cartId).toBe(shopper.cartId);
    expect(cart.cartItems).toHaveLength(1);
    const [line] = cart.cartItems;
    expect(line).toMatchObject({
      product: { productId: product.productId, name: product.name },
      quantity: 3,
      weight: 0,
      cartItemInsertionTypeId: 1,
      cartItemInfo: {},
      promoApplied: true,
    });
    expect(line?.itemId).toBe(line?.cartItemId);
    expect(cents(line?.grossTotal ?? 0)).toBe(cents(product.priceDisplay) * 3);
    expect(cents(line?.discount ?? 0)).toBe(
      (cents(product.priceStandardDisplay) - cents(product.priceDisplay)) * 3,
    );
    expect(cart).toMatchObject({ totalItems: 1, totalPriceVariable: 0, maxLeadTime: 0 });
    expect(cents(cart.totalPrice)).toBe(cents(product.priceDisplay) * 3);
    expect(await lineRows(db, shopper.cartId)).toMatchObject([
      { productId: product.productId, quantity: 3, options: {}, promoApplied: true },
    ]);
  });

  it('adding the same product with the same options raises that line', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.pezzo);
    const add = { items: [{ productId: product.productId, quantity: 1 }] };

    cartOf(await cartCall(app, shopper, 'add', add));
    const cart = cartOf(await cartCall(app, shopper, 'add', add));

    expect(cart.cartItems.map((item) => item.quantity)).toEqual([2]);
    expect(await lineRows(db, shopper.cartId)).toHaveLength(1);
  });

  it('the same product with other options is another line, its choice marked selected', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.withOptions);
    const [option] = product.selectOptions ?? [];
    const [first, second] = option?.options ?? [];
    if (option === undefined || first === undefined || second === undefined) {
      throw new Error('The product has no two choices');
    }
    const params = (key: string) => ({ [option.parameterName]: key });

    const cart = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [
          { productId: product.productId, quantity: 1, params: params(first.key) },
          { productId: product.productId, quantity: 2, params: params(second.key) },
        ],
      }),
    );

    expect(
      cart.cartItems.map((item) => [item.quantity, item.product.selectOptions?.[0]?.selected]),
    ).toEqual([
      [1, { key: first.key }],
      [2, { key: second.key }],
    ]);
  });

  it('a Sfuso line weighs its quantity in kg and counts in the variable-weight total', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const sfuso = await pickProduct(app, kinds.sfuso);
    const pezzo = await pickProduct(app, kinds.pezzo);
    const weight =
      Number(sfuso.productInfos.WEIGHT_SELLING) + Number(sfuso.productInfos.STEP_SELLING);

    const cart = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [
          { productId: sfuso.productId, quantity: weight },
          { productId: pezzo.productId, quantity: 1 },
        ],
      }),
    );

    const sfusoLine = cart.cartItems.find((item) => item.product.productId === sfuso.productId);
    expect(sfusoLine).toMatchObject({ quantity: weight, weight });
    // The price of a Sfuso product is per kg.
    const sfusoCents = Math.round(cents(sfuso.priceDisplay) * weight);
    expect(cents(sfusoLine?.grossTotal ?? 0)).toBe(sfusoCents);
    expect(cents(cart.totalPriceVariable)).toBe(sfusoCents);
    expect(cents(cart.totalPrice)).toBe(sfusoCents + cents(pezzo.priceDisplay));
    expect(cart.totalItems).toBe(2);
  });

  it('a declined selectable promotion pays the standard price', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.selectablePromo);
    // The seeded selectable promotions cost nothing off the shelf: give this one a real saving.
    const [row] = await db
      .update(products)
      .set({ priceCents: cents(product.priceStandardDisplay) - 50 })
      .where(eq(products.id, product.productId))
      .returning({ priceCents: products.priceCents, standard: products.priceStandardCents });
    await app.catalog.fresh();
    const add = (applyPromo: boolean) =>
      cartCall(app, shopper, 'add', {
        items: [{ productId: product.productId, quantity: 1, applyPromo }],
      });

    const declined = cartOf(await add(false));
    expect(declined.cartItems[0]).toMatchObject({ promoApplied: false, discount: 0 });
    expect(cents(declined.cartItems[0]?.grossTotal ?? 0)).toBe(row?.standard);

    const accepted = cartOf(await add(true));
    expect(accepted.cartItems[0]).toMatchObject({ promoApplied: true, quantity: 2, discount: 1 });
    expect(cents(accepted.cartItems[0]?.grossTotal ?? 0)).toBe((row?.priceCents ?? 0) * 2);
  });

  it('maxLeadTime is the largest LEAD_TIME of the lines, in hours', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const slow = await pickProduct(app, kinds.leadTime);
    const params = Object.fromEntries(
      (slow.selectOptions ?? []).map((option) => [option.parameterName, option.options[0]?.key]),
    );
    const quantity =
      slow.productInfos.TIPOLOGIA === 'Sfuso' ? Number(slow.productInfos.WEIGHT_SELLING) : 1;

    const cart = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [{ productId: slow.productId, quantity, params }],
      }),
    );

    expect(cart.maxLeadTime).toBe(Number(slow.productInfos.LEAD_TIME));
  });

  it('cart/update sets quantities and 0 removes the line', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const [first, second] = [
      await pickProduct(app, kinds.pezzo),
      await pickProduct(app, kinds.lockedPack),
    ];
    const added = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [
          { productId: first.productId, quantity: 1 },
          { productId: second.productId, quantity: Number(second.productInfos.QTY_MULT) },
        ],
      }),
    );
    const [firstLine, secondLine] = added.cartItems;

    const cart = cartOf(
      await cartCall(app, shopper, 'update', {
        items: [
          { itemId: firstLine?.itemId, quantity: 5 },
          { itemId: secondLine?.itemId, quantity: 0 },
        ],
      }),
    );

    expect(cart.cartItems.map((item) => [item.itemId, item.quantity])).toEqual([
      [firstLine?.itemId, 5],
    ]);
    expect(await lineRows(db, shopper.cartId)).toMatchObject([{ quantity: 5 }]);
  });

  it('cart/delete removes the lines; cart/empty removes every line and keeps the service', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.pezzo);
    const sfuso = await pickProduct(app, kinds.sfuso);
    const added = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [
          { productId: product.productId, quantity: 2 },
          { productId: sfuso.productId, quantity: Number(sfuso.productInfos.WEIGHT_SELLING) },
        ],
      }),
    );
    const [first] = added.cartItems;

    const deleted = cartOf(
      await cartCall(app, shopper, 'delete', {
        items: [{ itemId: first?.itemId, productId: product.productId }],
      }),
    );
    expect(deleted.cartItems.map((item) => item.product.productId)).toEqual([sfuso.productId]);

    const emptied = cartOf(await cartCall(app, shopper, 'empty'));
    expect(emptied).toMatchObject({ cartItems: [], totalItems: 0, totalPrice: 0 });
    expect(await lineRows(db, shopper.cartId)).toEqual([]);
    const [service] = await db
      .select({ addressId: cartServices.addressId, timeslotId: cartServices.timeslotId })
      .from(cartServices)
      .where(eq(cartServices.cartId, shopper.cartId));
    expect(service?.addressId).not.toBeNull();
    expect(service?.timeslotId).not.toBeNull();
  });

  it('cart/update-infos sets the given keys of a line and keeps the others', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.pezzo);
    const added = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [
          { productId: product.productId, quantity: 1, infos: { accept_alternatives: 'true' } },
        ],
      }),
    );
    const itemId = added.cartItems[0]?.itemId;

    const cart = cartOf(
      await cartCall(app, shopper, 'update-infos', {
        items: [{ itemId, infos: { customWeight: '250', size: 'M' } }],
      }),
    );

    const expected = { accept_alternatives: 'true', customWeight: '250', size: 'M' };
    expect(cart.cartItems[0]?.cartItemInfo).toEqual(expected);
    expect((await lineRows(db, shopper.cartId))[0]?.infos).toEqual(expected);
  });

  it('cart/update-cart-info stores the cart infos, creating the service row when missing', async () => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    const infosOf = async () =>
      (
        await db
          .select({ infos: cartServices.infos })
          .from(cartServices)
          .where(eq(cartServices.cartId, shopper.cartId))
      )[0]?.infos;

    cartOf(
      await cartCall(app, shopper, 'update-cart-info', {
        property: 'order_comment',
        value: 'Citofonare Rossi',
      }),
    );
    expect(await infosOf()).toEqual({ order_comment: 'Citofonare Rossi' });

    // The web client posts it as a form.
    const form = await app.inject({
      method: 'POST',
      url: '/ebsn/api/cart/update-cart-info',
      headers: {
        ...APP_CLIENT,
        cookie: shopper.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'property=need_invoice&value=true',
    });
    cartOf(form);
    expect(await infosOf()).toEqual({ order_comment: 'Citofonare Rossi', need_invoice: 'true' });
  });

  it('cart/add without a chosen address and time slot is refused and adds nothing', async () => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    const product = await pickProduct(app, kinds.pezzo);
    const add = { items: [{ productId: product.productId, quantity: 1 }] };

    const refused = await cartCall(app, shopper, 'add', add);
    expectFailure(refused, 400, [cartMessages.serviceRequired.message], shopper.userId);
    expect(await lineRows(db, shopper.cartId)).toEqual([]);

    await chooseService(db, shopper.cartId);
    expect(cartOf(await cartCall(app, shopper, 'add', add)).totalItems).toBe(1);
  });

  it('a frozen cart (status 2) takes no line changes; its infos stay editable', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.pezzo);
    const added = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [{ productId: product.productId, quantity: 1 }],
      }),
    );
    const itemId = added.cartItems[0]?.itemId;
    await setCartStatus(db, shopper.cartId, 2);
    const locked = [cartMessages.cartNotEditable.message];

    for (const [call, payload] of [
      ['add', { items: [{ productId: product.productId, quantity: 1 }] }],
      ['update', { items: [{ itemId, quantity: 4 }] }],
      ['delete', { items: [{ itemId }] }],
      ['empty', undefined],
      ['update-infos', { items: [{ itemId, infos: { size: 'L' } }] }],
    ] as const) {
      expectFailure(await cartCall(app, shopper, call, payload), 400, locked, shopper.userId);
    }
    expect(await lineRows(db, shopper.cartId)).toMatchObject([{ quantity: 1, infos: {} }]);
    const info = await cartCall(app, shopper, 'update-cart-info', {
      property: 'order_comment',
      value: 'Lasciare in portineria',
    });
    expect(cartOf(info).cartStatusId).toBe(2);
  });

  it('a cart changing an order (status 7) takes line changes like an open one', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.pezzo);
    await setCartStatus(db, shopper.cartId, 7);
    const added = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [{ productId: product.productId, quantity: 1 }],
      }),
    );
    expect(added.cartStatusId).toBe(7);
    const itemId = added.cartItems[0]?.itemId;
    await cartCall(app, shopper, 'update', { items: [{ itemId, quantity: 2 }] });
    expect(await lineRows(db, shopper.cartId)).toMatchObject([{ quantity: 2 }]);
    expect(cartOf(await cartCall(app, shopper, 'empty', undefined)).totalItems).toBe(0);
  });

  it('every cart call needs a live session (419)', async () => {
    const { app } = testApp();
    const expired = { cookie: 'ebsn_session=' + 'x'.repeat(43) };
    for (const shopper of [null, expired]) {
      for (const [call, payload] of [
        ['add', { items: [{ productId: 1, quantity: 1 }] }],
        ['update', { items: [{ itemId: 1, quantity: 1 }] }],
        ['delete', { items: [{ itemId: 1 }] }],
        ['empty', undefined],
        ['update-cart-info', { property: 'order_comment', value: 'x' }],
        ['update-infos', { items: [{ itemId: 1, infos: {} }] }],
        ['purchase-restriction', undefined],
      ] as const) {
        expectFailure(await cartCall(app, shopper, call, payload), 419, [
          messages.sessionExpired.message,
        ]);
      }
    }
  });
});

describe.each(backends)('cart/add with the service check turned off (%s)', (backend) => {
  const testApp = useTestApp(backend, { cartAddNeedsService: false });

  it('adds to a cart without an address or a time slot', async () => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    const product = await pickProduct(app, kinds.pezzo);
    const cart = cartOf(
      await cartCall(app, shopper, 'add', {
        items: [{ productId: product.productId, quantity: 1 }],
      }),
    );
    expect(cart.totalItems).toBe(1);
  });
});
