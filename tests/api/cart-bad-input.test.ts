import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../src/domain/cart-messages';
import type { ApiProduct } from '../../server/modules/catalog/product-view';
import {
  cartCall,
  cartOf,
  kinds,
  lineRows,
  pickProduct,
  readyShopper,
  type CartCall,
  type Shopper,
} from './helpers/cart';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

const INVALID = 'Quantità non valida per questo articolo';

describe.each(backends)('cart bad input (%s)', (backend) => {
  const testApp = useTestApp(backend);

  interface Fixture {
    readonly shopper: Shopper;
    readonly other: Shopper;
    readonly pezzo: ApiProduct;
    readonly sfuso: ApiProduct;
    readonly pack: ApiProduct;
    readonly withOptions: ApiProduct;
    readonly disabled: ApiProduct;
    /** The shopper's line of `pezzo` and the other shopper's line. */
    readonly itemId: number;
    readonly foreignItemId: number;
  }
  let fixture: Fixture | undefined;

  /** Two shoppers with one line each; made once, every test leaves them as they were. */
  async function setUp(): Promise<Fixture> {
    if (fixture !== undefined) return fixture;
    const { app, db } = testApp();
    const [shopper, other] = [await readyShopper(db), await readyShopper(db)];
    const pezzo = await pickProduct(app, kinds.pezzo);
    const add = { items: [{ productId: pezzo.productId, quantity: 2 }] };
    const itemId = cartOf(await cartCall(app, shopper, 'add', add)).cartItems[0]?.itemId ?? 0;
    const foreignItemId = cartOf(await cartCall(app, other, 'add', add)).cartItems[0]?.itemId ?? 0;
    fixture = {
      shopper,
      other,
      pezzo,
      sfuso: await pickProduct(app, kinds.sfuso),
      pack: await pickProduct(app, kinds.lockedPack),
      withOptions: await pickProduct(app, kinds.withOptions),
      disabled: await pickProduct(app, kinds.disabled),
      itemId,
      foreignItemId,
    };
    return fixture;
  }

  /** The call is refused with exactly `texts` and neither cart changes. */
  async function expectRefused(call: CartCall, payload: object, texts: readonly string[]) {
    const { app, db } = testApp();
    const { shopper, other } = await setUp();
    const before = [await lineRows(db, shopper.cartId), await lineRows(db, other.cartId)];
    expectFailure(await cartCall(app, shopper, call, payload), 400, texts, shopper.userId);
    expect([await lineRows(db, shopper.cartId), await lineRows(db, other.cartId)]).toEqual(before);
  }

  const addOf = (productId: number, quantity: unknown, extra: Record<string, unknown> = {}) => ({
    items: [{ productId, quantity, ...extra }],
  });

  it.each([
    ['a negative quantity', -1, 'Il campo «items.0.quantity» deve essere maggiore di 0'],
    ['zero', 0, 'Il campo «items.0.quantity» deve essere maggiore di 0'],
    ['a huge quantity (10000)', 10000, 'Il campo «items.0.quantity» può essere al massimo 9999'],
    [
      'a quantity that is not a number',
      'tanti',
      'Il campo «items.0.quantity» deve essere un numero',
    ],
    ['a fractional Pezzo (1.5)', 1.5, `${INVALID}: si acquista solo a pezzi interi`],
  ])('cart/add refuses %s', async (_, quantity, text) => {
    const { pezzo } = await setUp();
    await expectRefused('add', addOf(pezzo.productId, quantity), [text]);
  });

  it('cart/add refuses a weight with more than 3 decimals', async () => {
    const { sfuso } = await setUp();
    const quantity = Number(sfuso.productInfos.WEIGHT_SELLING) + 0.0001;
    await expectRefused('add', addOf(sfuso.productId, quantity), [
      `${INVALID}: sono ammessi al massimo 3 decimali`,
    ]);
  });

  it('cart/add refuses a Sfuso weight below WEIGHT_SELLING or off its STEP_SELLING grid', async () => {
    const { sfuso } = await setUp();
    const first = Number(sfuso.productInfos.WEIGHT_SELLING);
    const step = Number(sfuso.productInfos.STEP_SELLING);
    const kg = (value: number) => String(value).replace('.', ',');
    await expectRefused('add', addOf(sfuso.productId, Number((first - step).toFixed(3))), [
      `Non è possibile acquistare meno di ${kg(first)} kg di questo articolo`,
    ]);
    await expectRefused('add', addOf(sfuso.productId, Number((first + step / 2).toFixed(3))), [
      `${INVALID}: il peso va da ${kg(first)} kg in su, a passi di ${kg(step)} kg`,
    ]);
  });

  it('cart/add refuses a locked Confezione that is not a multiple of QTY_MULT', async () => {
    const { pack } = await setUp();
    const multiple = Number(pack.productInfos.QTY_MULT);
    await expectRefused('add', addOf(pack.productId, multiple + 1), [
      `${INVALID}: si acquista solo a multipli di ${multiple} pezzi`,
    ]);
  });

  it('cart/add refuses an unknown product and one that cannot be bought now', async () => {
    const { disabled } = await setUp();
    await expectRefused('add', addOf(99_999_999, 1), [cartMessages.productNotFound.message]);
    await expectRefused('add', addOf(disabled.productId, 1), [
      'Questo articolo non è al momento acquistabile',
    ]);
  });

  it('cart/add refuses missing or unknown options', async () => {
    const { withOptions } = await setUp();
    const [option] = withOptions.selectOptions ?? [];
    const parameter = option?.parameterName ?? '';
    await expectRefused('add', addOf(withOptions.productId, 1), [
      'È necessario selezionare tutte le opzioni',
    ]);
    await expectRefused(
      'add',
      addOf(withOptions.productId, 1, { params: { [parameter]: 'a-caso' } }),
      [cartMessages.unknownOption.message],
    );
    await expectRefused(
      'add',
      addOf(withOptions.productId, 1, {
        params: { [parameter]: option?.options[0]?.key, colore: 'rosso' },
      }),
      [cartMessages.unknownOption.message],
    );
  });

  it('one bad item refuses the whole request and adds nothing', async () => {
    const { pezzo, sfuso } = await setUp();
    await expectRefused(
      'add',
      {
        items: [
          { productId: sfuso.productId, quantity: Number(sfuso.productInfos.WEIGHT_SELLING) },
          { productId: pezzo.productId, quantity: 1.5 },
        ],
      },
      [`${INVALID}: si acquista solo a pezzi interi`],
    );
  });

  it('unknown cartItemInfo keys are refused by the contract, in Italian', async () => {
    const { pezzo, itemId } = await setUp();
    await expectRefused('add', addOf(pezzo.productId, 1, { infos: { colore: 'rosso' } }), [
      'Il campo «items.0.infos.colore» non è previsto',
    ]);
    await expectRefused('update-infos', { items: [{ itemId, infos: { colore: 'rosso' } }] }, [
      'Il campo «items.0.infos.colore» non è previsto',
    ]);
    await expectRefused('update-infos', { items: [{ itemId, infos: { customWeight: 'tanto' } }] }, [
      'Il campo «items.0.infos.customWeight» non è valido',
    ]);
  });

  it("another shopper's line is not in the cart: update, delete and update-infos change nothing", async () => {
    const { itemId, foreignItemId } = await setUp();
    const notInCart = [cartMessages.itemNotInCart.message];
    await expectRefused(
      'update',
      {
        items: [
          { itemId, quantity: 3 },
          { itemId: foreignItemId, quantity: 1 },
        ],
      },
      notInCart,
    );
    await expectRefused('delete', { items: [{ itemId }, { itemId: foreignItemId }] }, notInCart);
    await expectRefused(
      'update-infos',
      { items: [{ itemId: foreignItemId, infos: { size: 'L' } }] },
      notInCart,
    );
  });

  it('cart/delete refuses a line named with another product', async () => {
    const { itemId, sfuso } = await setUp();
    await expectRefused('delete', { items: [{ itemId, productId: sfuso.productId }] }, [
      cartMessages.itemNotInCart.message,
    ]);
  });

  it.each([
    ['a fractional Pezzo', 2.5, `${INVALID}: si acquista solo a pezzi interi`],
    ['a negative quantity', -2, 'Il campo «items.0.quantity» deve essere almeno 0'],
    ['a huge quantity', 10000, 'Il campo «items.0.quantity» può essere al massimo 9999'],
    ['more than 3 decimals', 2.0001, `${INVALID}: sono ammessi al massimo 3 decimali`],
  ])('cart/update refuses %s', async (_, quantity, text) => {
    const { itemId } = await setUp();
    await expectRefused('update', { items: [{ itemId, quantity }] }, [text]);
  });

  it('cart/update-cart-info refuses an unknown property and an invoice flag that is not true or false', async () => {
    await expectRefused('update-cart-info', { property: 'colore', value: 'rosso' }, [
      'Il campo «property» ha un valore non ammesso',
    ]);
    await expectRefused('update-cart-info', { property: 'need_invoice', value: 'forse' }, [
      "Il campo «value» di need_invoice deve essere 'true' o 'false'",
    ]);
  });

  it('an empty list of items is refused', async () => {
    await expectRefused('add', { items: [] }, [
      'Il campo «items» deve contenere almeno 1 elementi',
    ]);
  });
});
