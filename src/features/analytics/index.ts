/**
 * The analytics flow's public face for the shell: the tag manager, by the shopper's cookie
 * choice, loaded after the first paint.
 */
import { lazy } from 'react';

export const Analytics = lazy(() => import('./AnalyticsContainer'));
