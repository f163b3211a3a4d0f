/**
 * The chunk-load watch's public face for the shell: a page's code that fails to arrive or takes
 * over 120 seconds is reported as a load error; loaded after the first paint. The router shows
 * `RouteErrorPage` in place of a page that failed.
 */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

export const ChunkLoadWatch = lazy(withStorefrontTexts(() => import('./ChunkLoadContainer')));
export const RouteErrorPage = lazy(withStorefrontTexts(() => import('./RouteErrorContainer')));
