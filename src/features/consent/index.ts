/** The consent flow's public face: the disclaimer check of a logged-in customer, loaded lazily. */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

/** User type 2 is a customer (account-and-platform.md §3); only customers are checked (§4). */
export const CUSTOMER_USER_TYPE = 2;

/** The check and its full dialog, loaded once a customer is logged in. */
export const ConsentCheck = lazy(withStorefrontTexts(() => import('./ConsentCheckContainer')));
