/**
 * The social login flow's public face: the providers' buttons and the link confirmation for the
 * login page (loaded on demand, never with the first page), and the provider account the
 * registration form starts from.
 */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

export { socialUserDetailQueryOptions } from './social-login.queries';
/** 'Accedi con Google', 'Accedi con Facebook', the reason a sign-in failed, or the link page. */
export const SocialLogin = lazy(withStorefrontTexts(() => import('./SocialLoginContainer')));
