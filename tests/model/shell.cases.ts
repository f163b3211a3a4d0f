/**
 * The shell's drawers (shopping-flow.md §2 "Shell layout": a left category-tree drawer and a right
 * cart drawer; account-and-platform.md §3 "App state: drawers"; §2 "If a dialog is open and the
 * browser back action is used, the dialogs close"): the navbar's buttons toggle them, one drawer
 * at a time (in the mobile app the links drawer too), and going back closes whichever is open.
 */
import { expect } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import {
  selectIsAnyDrawerOpen,
  selectIsCartDrawerOpen,
  selectIsCategoryDrawerOpen,
  selectIsFiltersDrawerOpen,
  selectIsLinksDrawerOpen,
  type shellMachine,
} from '../../machines/shell/shell.machine';
import type { BehaviourCase } from './behaviour-case';

type ShellMachine = typeof shellMachine;
type ShellEvent = EventFromLogic<ShellMachine>;

const categoriesButton: ShellEvent = { type: 'categories.toggle' };
const cartButton: ShellEvent = { type: 'cart.toggle' };
const filtersButton: ShellEvent = { type: 'filters.toggle' };
const linksButton: ShellEvent = { type: 'links.toggle' };
const back: ShellEvent = { type: 'drawers.close' };

type Open = 'none' | 'categories' | 'cart' | 'filters' | 'links';

/** What the shopper does, and which drawer is open afterwards. */
const table: ReadonlyArray<readonly [string, readonly ShellEvent[], Open]> = [
  ['both drawers start closed', [], 'none'],
  ['the category button opens the category tree', [categoriesButton], 'categories'],
  [
    'the category button pressed again closes the tree',
    [categoriesButton, categoriesButton],
    'none',
  ],
  ['the cart button opens the cart drawer', [cartButton], 'cart'],
  ['the cart button pressed again closes the cart drawer', [cartButton, cartButton], 'none'],
  ['opening the cart closes the category tree', [categoriesButton, cartButton], 'cart'],
  ['opening the category tree closes the cart', [cartButton, categoriesButton], 'categories'],
  ['going back closes the category tree', [categoriesButton, back], 'none'],
  ['going back closes the cart drawer', [cartButton, back], 'none'],
  ['going back with no drawer open leaves them closed', [back], 'none'],
  ['a drawer opens again after going back', [cartButton, back, cartButton], 'cart'],
  ["on a phone, 'Filtri' opens the listing's filters", [filtersButton], 'filters'],
  ["'Filtri' pressed again closes the filters", [filtersButton, filtersButton], 'none'],
  ['going back closes the filters', [filtersButton, back], 'none'],
  ['opening the cart closes the filters', [filtersButton, cartButton], 'cart'],
  ['opening the category tree closes the filters', [filtersButton, categoriesButton], 'categories'],
  ['opening the filters closes the cart', [cartButton, filtersButton], 'filters'],
  ["in the mobile app, 'Link utili' opens the links drawer", [linksButton], 'links'],
  ["'Link utili' pressed again closes the links drawer", [linksButton, linksButton], 'none'],
  ['going back closes the links drawer', [linksButton, back], 'none'],
  ['opening the links drawer closes the cart', [cartButton, linksButton], 'links'],
  ['opening the links drawer closes the category tree', [categoriesButton, linksButton], 'links'],
  ['opening the links drawer closes the filters', [filtersButton, linksButton], 'links'],
  ['opening the cart closes the links drawer', [linksButton, cartButton], 'cart'],
  [
    'opening the category tree closes the links drawer',
    [linksButton, categoriesButton],
    'categories',
  ],
  ['opening the filters closes the links drawer', [linksButton, filtersButton], 'filters'],
];

export const shellCases: ReadonlyArray<BehaviourCase<ShellMachine>> = table.map(
  ([name, events, open]) => ({
    name,
    run(machine: ShellMachine) {
      const actor = createActor(machine).start();
      events.forEach((event) => actor.send(event));
      const snapshot = actor.getSnapshot();
      expect({
        categories: selectIsCategoryDrawerOpen(snapshot),
        cart: selectIsCartDrawerOpen(snapshot),
        filters: selectIsFiltersDrawerOpen(snapshot),
        links: selectIsLinksDrawerOpen(snapshot),
        any: selectIsAnyDrawerOpen(snapshot),
      }).toEqual({
        categories: open === 'categories',
        cart: open === 'cart',
        filters: open === 'filters',
        links: open === 'links',
        any: open !== 'none',
      });
    },
  }),
);
