/**
 * The lists flow's statecharts with their real effects: the list selector (one actor for the
 * whole app, created when a heart is first pressed), a list page's actions, its lines'
 * quantities and 'Aggiungi tutto al carrello'. Every reply goes into the lists' queries.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { addAllMachine } from '../../../machines/lists/add-all.machine';
import { listPickerMachine, type PickedProduct } from '../../../machines/lists/list-picker.machine';
import { listsMachine } from '../../../machines/lists/lists.machine';
import { quantityMachine } from '../../../machines/cart/quantity.machine';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { ensureLogin, type LoginOpener } from '../session';
import { failingWith } from '../../shared/flow-failure';
import { i18n } from '../../shared/i18n';
import { toasts } from '../../shared/toasts';
import { listMessages, listText } from '../../domain/lists';
import { messages } from '../../domain/messages';
import { firstQuantity, sellingRulesOf, type SellingProduct } from '../../domain/quantity';
import { loadCartAnalytics } from '../cart';
import { cartQueryKey, type CartReply } from '../../api/cart';
import { setFavorite } from './favorites.queries';
import { trackWished, type WishedProduct } from './lists-analytics';
import {
  addAllToCart,
  addToList,
  changeListLine,
  copyList,
  createList,
  deleteList,
  makeDefaultList,
  removeListLine,
  renameList,
  shareList,
  unshareList,
  listQueryOptions,
  type ListCalls,
  type ListItem,
} from './lists.queries';

const generic = () => i18n._(messages.generic);

export interface ListPickerEffects extends ListCalls {
  readonly session: Actor<typeof sessionMachine>;
  readonly login: LoginOpener;
}

/** A product as the heart knows it (its price and brand for the analytics event). */
export interface PickableProduct extends WishedProduct {
  readonly minAcq?: number;
  readonly productInfos?: SellingProduct['productInfos'];
}

/** What a list gets of a product: the quantity it is first sold in (a weight when Sfuso). */
function pickedOf(product: PickableProduct): PickedProduct {
  const rules = sellingRulesOf({
    minAcq: product.minAcq ?? 1,
    productInfos: product.productInfos ?? {},
  });
  const quantity = firstQuantity(rules);
  return {
    productId: product.productId,
    name: product.name,
    amount: rules.tipologia === 'Sfuso' ? { weight: quantity } : { quantity },
  };
}

export type ListPicker = ReturnType<typeof createListPicker>;
export type ListPickerActor = ListPicker['actor'];

/** The app's list selector; `pick` opens it for a product. */
export function createListPicker(effects: ListPickerEffects) {
  const { session, login } = effects;
  const showAdded = () => toasts.show({ color: 'green', message: i18n._(listMessages.added) });
  // The products picked, as the heart gave them: the selector's context keeps only their ids.
  const picked = new Map<number, PickableProduct>();
  const wished = (product: PickedProduct) =>
    trackWished(picked.get(product.productId) ?? product, product.amount);
  const actor = createActor(
    listPickerMachine.provide({
      actors: {
        ensureLogin: fromPromise(() => ensureLogin(session, login)),
        addToList: fromPromise(({ input }) =>
          failingWith(generic(), async () => {
            await addToList(effects, input.listId, input.product.productId, input.product.amount);
            wished(input.product);
          }),
        ),
        createListWith: fromPromise(({ input }) =>
          failingWith(generic(), async () => {
            const list = await createList(effects, input.name);
            await addToList(effects, list.listId, input.product.productId, input.product.amount);
            wished(input.product);
          }),
        ),
        saveFavorite: fromPromise(({ input }) =>
          failingWith(generic(), async () => {
            await setFavorite(effects, input.product.productId, input.favorite);
            if (input.favorite) wished(input.product);
          }),
        ),
      },
      actions: { showAdded },
    }),
  );
  actor.start();
  return {
    actor,
    pick: (product: PickableProduct) => {
      picked.set(product.productId, product);
      actor.send({ type: 'list.pick', product: pickedOf(product) });
    },
  };
}

export interface ListPageEffects extends ListCalls {
  readonly listId: number;
}

/** 'Le mie liste': only a new list is made there, and its page opens. */
export function provideListCreation(
  effects: ListCalls & { readonly goTo: (listId: number) => void },
) {
  return listsMachine.provide({
    actors: {
      createList: fromPromise(({ input }) =>
        failingWith(generic(), async () => (await createList(effects, input.name)).listId),
      ),
    },
    actions: { showCreated: (_, params) => effects.goTo(params.listId) },
  });
}

/** A list page's actions; `goTo` opens a list's page (a copy), or 'Le mie liste' with null. */
export function provideListActions(
  effects: ListPageEffects & { readonly goTo: (listId: number | null) => void },
) {
  const { listId, goTo } = effects;
  const call = <T>(run: () => Promise<T>) => failingWith(generic(), run);
  return listsMachine.provide({
    actors: {
      copyList: fromPromise(({ input }) =>
        call(async () => (await copyList(effects, listId, input.name)).listId),
      ),
      rename: fromPromise(({ input }) =>
        call(async () => {
          await renameList(effects, listId, input.name);
        }),
      ),
      makeDefault: fromPromise(() =>
        call(async () => {
          await makeDefaultList(effects, listId);
        }),
      ),
      // The form's rule (shareEmailRule) already trimmed and lowercased it.
      share: fromPromise(({ input }) =>
        call(async () => {
          await shareList(effects, listId, input.email, input.grant);
          return input.email;
        }),
      ),
      unshare: fromPromise(({ input }) => call(() => unshareList(effects, listId, input.email))),
      removeList: fromPromise(({ input }) =>
        call(() => (input.leave ? unshareList(effects, listId) : deleteList(effects, listId))),
      ),
    },
    actions: {
      showCreated: (_, params) => goTo(params.listId),
      showShared: (_, params) =>
        toasts.show({
          color: 'green',
          message: listText(listMessages.shared, { email: params.email }),
        }),
      showListRemoved: () => goTo(null),
    },
  });
}

/** The quantity machine of one list line: the same stepper rules as the cart's lines. */
export function provideListLineQuantity(effects: ListPageEffects, item: ListItem) {
  const hash = () =>
    effects.queryClient.getQueryData(listQueryOptions(effects.client, effects.listId).queryKey)
      ?.hash ?? '';
  return quantityMachine.provide({
    actors: {
      saveQuantity: fromPromise(({ input }) =>
        failingWith(generic(), async () => {
          await changeListLine(effects, effects.listId, item.itemId, input.quantity);
        }),
      ),
      removeLine: fromPromise(() =>
        failingWith(generic(), async () => {
          await removeListLine(effects, effects.listId, item.itemId, hash());
        }),
      ),
    },
  });
}

/** 'Aggiungi tutto al carrello' of a list. */
export function provideAddAll(effects: ListPageEffects) {
  return addAllMachine.provide({
    actors: {
      addAllToCart: fromPromise(() =>
        failingWith(i18n._(listMessages.addAllFailed), async () => {
          const cartNow = () => effects.queryClient.getQueryData<CartReply>(cartQueryKey)?.cart;
          const before = cartNow();
          const lines = await addAllToCart(effects, effects.listId);
          const after = cartNow();
          const productIds = [...new Set(lines.map((line) => line.productId))];
          // What the cart gained of the list's products; the analytics never fail the call.
          if (after) {
            void loadCartAnalytics().then(
              ({ trackCartChange }) => trackCartChange(before, after, productIds),
              () => undefined,
            );
          }
          return lines;
        }),
      ),
    },
  });
}
