/**
 * The shell's drawers (account-and-platform.md §2 "Shared panels and shell elements", §3 "App
 * state: drawers"; shopping-flow.md §2 "Shell layout"): the left category-tree drawer and the
 * right cart drawer. Opening one closes the other; the browser back button closes them.
 */
import { setup, type SnapshotFrom } from 'xstate';

export type ShellEvent =
  { type: 'categories.toggle' } | { type: 'cart.toggle' } | { type: 'drawers.close' };

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
      },
    },
    categoriesOpen: {
      on: {
        'categories.toggle': { target: 'closed' },
        'cart.toggle': { target: 'cartOpen' },
      },
    },
    cartOpen: {
      on: {
        'cart.toggle': { target: 'closed' },
        'categories.toggle': { target: 'categoriesOpen' },
      },
    },
  },
});

type ShellSnapshot = SnapshotFrom<typeof shellMachine>;

export const selectIsCategoryDrawerOpen = (snapshot: ShellSnapshot) =>
  snapshot.matches('categoriesOpen');
export const selectIsCartDrawerOpen = (snapshot: ShellSnapshot) => snapshot.matches('cartOpen');
export const selectIsAnyDrawerOpen = (snapshot: ShellSnapshot) => !snapshot.matches('closed');
