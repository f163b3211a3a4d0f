/**
 * Sample lists for the lists stories, shaped like the API's replies (src/api/ebsn.d.ts), with the
 * cart stories' products.
 */
import type { components } from '../../src/api/ebsn';
import {
  chiantiLine,
  mortadellaLine,
  parmigianoLine,
  pastaLine,
  waterLine,
} from '../cart/cart-samples';

type ListSummary = components['schemas']['WishlistSummary'];
type ListDetail = components['schemas']['WishlistDetail'];
type ListItem = components['schemas']['WishlistItem'];
type CartItem = components['schemas']['CartItem'];
type LineOutcome = components['schemas']['WishlistLineOutcome'];

const itemOf = (line: CartItem, itemId: number): ListItem => ({
  itemId,
  product: line.product,
  quantity: line.quantity,
  weight: line.product.productInfos.TIPOLOGIA === 'Sfuso' ? line.quantity : 0,
  infos: {},
});

const owned: ListSummary['sharingData'] = { grant: 'OWNER', ownerName: 'Maria', shares: [] };

export const weeklyList: ListSummary = {
  id: 7,
  listId: 7,
  name: 'Spesa della settimana',
  size: 3,
  isDefault: true,
  parentWishlistId: null,
  sharingData: owned,
};

export const partyList: ListSummary = {
  id: 8,
  listId: 8,
  name: 'Cena con amici',
  size: 1,
  isDefault: false,
  parentWishlistId: null,
  sharingData: { ...owned, shares: [{ email: 'giulia.bianchi@example.it', grant: 'READ' }] },
};

export const sharedWithMe: ListSummary = {
  id: 9,
  listId: 9,
  name: 'Dispensa di casa',
  size: 2,
  isDefault: false,
  parentWishlistId: null,
  sharingData: { grant: 'READ', ownerName: 'Luca', shares: [] },
};

export const myLists: readonly ListSummary[] = [weeklyList, partyList, sharedWithMe];

/** Enough lists to fill the selector's 300 px list area. */
export const manyLists: readonly ListSummary[] = Array.from({ length: 12 }, (_, index) => ({
  ...partyList,
  id: 100 + index,
  listId: 100 + index,
  name: `Lista ${index + 1}`,
}));

export const weeklyDetail: ListDetail = {
  ...weeklyList,
  wishlistItems: [itemOf(pastaLine, 1), itemOf(parmigianoLine, 2), itemOf(waterLine, 3)],
  wishlistInactiveItems: [itemOf(chiantiLine, 4)],
  hash: 'a1b2c3',
};

export const sharedDetail: ListDetail = {
  ...sharedWithMe,
  wishlistItems: [itemOf(mortadellaLine, 5), itemOf(pastaLine, 6)],
  wishlistInactiveItems: [],
  hash: 'd4e5f6',
};

export const emptyDetail: ListDetail = {
  ...partyList,
  size: 0,
  wishlistItems: [],
  wishlistInactiveItems: [],
  hash: 'e3b0c4',
};

export const addAllResult: readonly LineOutcome[] = [
  {
    itemId: 1,
    productId: pastaLine.product.productId,
    name: pastaLine.product.name,
    requested: 2,
    quantity: 2,
    outcome: 'added',
    message: null,
  },
  {
    itemId: 2,
    productId: parmigianoLine.product.productId,
    name: parmigianoLine.product.name,
    requested: 1,
    quantity: 1,
    outcome: 'alreadyInCart',
    message: null,
  },
  {
    itemId: 3,
    productId: waterLine.product.productId,
    name: waterLine.product.name,
    requested: 12,
    quantity: 6,
    outcome: 'reduced',
    message: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  },
  {
    itemId: 4,
    productId: chiantiLine.product.productId,
    name: chiantiLine.product.name,
    requested: 1,
    quantity: 0,
    outcome: 'unavailable',
    message: 'Prodotto non disponibile nel punto vendita scelto',
  },
];
