/** The catalogue's public face: the category tree and the product cards' actions and views. */
export { categoryTreeQueryOptions } from './catalog.queries';
export { useRecentSearches } from './recent-searches';
export { ProductActionsProvider, type ProductActions } from './components/product-actions';
export { isUserDisabled, type ProductView } from './components/product-view';
