/**
 * The shell's drawers (account-and-platform.md §2 "Shared panels and shell elements", §3 "App
 * state: drawers"; shopping-flow.md §2 "Shell layout"): the left category-tree drawer, the right
 * cart drawer and, on a phone, the listing's filters in a bottom drawer (ours: on a small screen
 * the filters would fill the first screen). Opening one closes the others; the browser back
 * button closes them.
 */
import { setup, type SnapshotFrom } from 'xstate';

export type ShellEvent =
  | { type: 'categories.toggle' }
  | { type: 'cart.toggle' }
  | { type: 'filters.toggle' }
  | { type: 'drawers.close' };

export const shellMachine = setup({
  types: { events: {} as ShellEvent },
}).createMachine({
  id: 'shell',
  initial: 'closed',
  on: {
    'drawers.close': { target: '.closed' },
  },
  states: {
    closed: {
      on: {
        'categories.toggle': { target: 'categoriesOpen' },
        'cart.toggle': { target: 'cartOpen' },
        'filters.toggle': { target: 'filtersOpen' },
      },
    },
    categoriesOpen: {
      on: {
        'categories.toggle': { target: 'closed' },
        'cart.toggle': { target: 'cartOpen' },
        'filters.toggle': { target: 'filtersOpen' },
      },
    },
    cartOpen: {
      on: {
        'cart.toggle': { target: 'closed' },
        'categories.toggle': { target: 'categoriesOpen' },
        'filters.toggle': { target: 'filtersOpen' },
      },
    },
    filtersOpen: {
      on: {
        'filters.toggle': { target: 'closed' },
        'categories.toggle': { target: 'categoriesOpen' },
        'cart.toggle': { target: 'cartOpen' },
      },
    },
  },
});

type ShellSnapshot = SnapshotFrom<typeof shellMachine>;

export const selectIsCategoryDrawerOpen = (snapshot: ShellSnapshot) =>
  snapshot.matches('categoriesOpen');
export const selectIsCartDrawerOpen = (snapshot: ShellSnapshot) => snapshot.matches('cartOpen');
/** The listing's filters drawer (phones only). */
export const selectIsFiltersDrawerOpen = (snapshot: ShellSnapshot) =>
  snapshot.matches('filtersOpen');
export const selectIsAnyDrawerOpen = (snapshot: ShellSnapshot) => !snapshot.matches('closed');
