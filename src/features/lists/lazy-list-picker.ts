/**
 * The list selector's actor, created when a heart is first pressed: no page needs it to show.
 * The shell mounts the selector's dialog once the actor exists; the dialog then follows it.
 */
import type { ListPicker, ListPickerEffects, PickableProduct } from './lists.effects';

export interface LazyListPicker {
  /** Opens the selector for a product (after a login when no one is logged in). */
  readonly pick: (product: PickableProduct) => void;
  /** The selector, once created. */
  readonly loaded: () => ListPicker | null;
  /** Tells the one listener (the shell) when the selector is created. */
  readonly subscribe: (listener: () => void) => () => void;
}

export function lazyListPicker(effects: ListPickerEffects): LazyListPicker {
  let loading: Promise<ListPicker> | undefined;
  let loaded: ListPicker | null = null;
  let notify = () => {};
  return {
    pick: (product) => {
      loading ??= import('./lists.effects').then(({ createListPicker }) => {
        loaded = createListPicker(effects);
        notify();
        return loaded;
      });
      void loading.then((picker) => picker.pick(product));
    },
    loaded: () => loaded,
    subscribe: (listener) => {
      notify = listener;
      return () => {
        notify = () => {};
      };
    },
  };
}
