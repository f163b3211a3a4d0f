/** The catalogue's public face: the category tree and the product cards' actions and views. */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

export { categoryTreeQueryOptions, favoriteIdsQueryOptions } from './catalog.queries';
/** The device's recent searches, loaded when the header's search box is first used. */
export const loadRecentSearches = () =>
  import('./recent-searches').then((module) => module.recentSearchesStore);
export type RecentSearchesStore = Awaited<ReturnType<typeof loadRecentSearches>>;
export { ProductActionsProvider, type ProductActions } from './components/product-actions';
export { isUserDisabled, type ProductView } from './components/product-view';
/** 'I miei soliti' of the logged-in shopper (Home, the empty cart), loaded when first shown. */
export const UsualProductsSlot = lazy(
  withStorefrontTexts(() => import('./UsualProductsContainer')),
);
