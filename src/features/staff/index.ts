/**
 * The staff flows' public face for the shell: the 'Sei loggato come' card, loaded only in a tab
 * that acts for a customer.
 */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

export { STAFF_ACTING_KEY } from './staff-acting';
export const StaffCard = lazy(withStorefrontTexts(() => import('./StaffCardContainer')));
