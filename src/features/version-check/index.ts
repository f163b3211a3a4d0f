/**
 * The version check's public face for the shell: the checker and its prompt, loaded after the
 * first paint.
 */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

export const VersionCheck = lazy(withStorefrontTexts(() => import('./VersionCheckContainer')));
