/** The lists flow's public face: the lazily created list selector and its lazy dialog. */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../app/i18n';

export { lazyListPicker, type LazyListPicker } from './lazy-list-picker';
/** The list selector, loaded when a heart is first pressed. */
export const ListPickerDialog = lazy(withStorefrontTexts(() => import('./ListPickerContainer')));
