/** The lists flow's public face: the lazily created list selector and its lazy dialog. */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

export { lazyListPicker, type LazyListPicker } from './lazy-list-picker';
/** The list selector, loaded when a heart is first pressed. */
export const ListPickerDialog = lazy(withStorefrontTexts(() => import('./ListPickerContainer')));

declare module '../../shared/flow-actors' {
  interface FlowActors {
    /** The list selector's actor, created when a heart is first pressed. */
    readonly listPicker: import('./lazy-list-picker').LazyListPicker;
  }
}
