/**
 * The shell's drawers (account-and-platform.md §2 "Shared panels and shell elements", §3 "App
 * state: drawers"; shopping-flow.md §2 "Shell layout"): the left category-tree drawer, the right
 * cart drawer and, on a phone, the listing's filters in a bottom drawer (ours: on a small screen
 * the filters would fill the first screen), and in the mobile app the links drawer (shopping-flow.md
 * §2: the content service's `links-drawer` menu). Opening one closes the others; the browser back
 * button closes them.
 */
import { setup, type SnapshotFrom } from 'xstate';

export type ShellEvent =
  | { type: 'categories.toggle' }
  | { type: 'cart.toggle' }
  | { type: 'filters.toggle' }
  | { type: 'links.toggle' }
  | { type: 'drawers.close' };

export const shellMachine = setup({
  types: { events: {} as ShellEvent },
}).createMachine({
  id: 'shell',
  initial: 'closed',
  // A drawer's button opens it from wherever the shell is (closing the one open), and back closes
  // any; each open drawer takes its own button's press to close.
  on: {
    'drawers.close': { target: '.closed' },
    'categories.toggle': { target: '.categoriesOpen' },
    'cart.toggle': { target: '.cartOpen' },
    'filters.toggle': { target: '.filtersOpen' },
    'links.toggle': { target: '.linksOpen' },
  },
  states: {
    closed: {},
    categoriesOpen: { on: { 'categories.toggle': { target: 'closed' } } },
    cartOpen: { on: { 'cart.toggle': { target: 'closed' } } },
    filtersOpen: { on: { 'filters.toggle': { target: 'closed' } } },
    linksOpen: { on: { 'links.toggle': { target: 'closed' } } },
  },
});

type ShellSnapshot = SnapshotFrom<typeof shellMachine>;

export const selectIsCategoryDrawerOpen = (snapshot: ShellSnapshot) =>
  snapshot.matches('categoriesOpen');
export const selectIsCartDrawerOpen = (snapshot: ShellSnapshot) => snapshot.matches('cartOpen');
/** The listing's filters drawer (phones only). */
export const selectIsFiltersDrawerOpen = (snapshot: ShellSnapshot) =>
  snapshot.matches('filtersOpen');
/** The mobile app's links drawer. */
export const selectIsLinksDrawerOpen = (snapshot: ShellSnapshot) => snapshot.matches('linksOpen');
export const selectIsAnyDrawerOpen = (snapshot: ShellSnapshot) => !snapshot.matches('closed');
