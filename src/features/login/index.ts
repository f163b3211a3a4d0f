/** The login flow's public face: the lazily created login actor and the lazy login dialog. */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../app/i18n';

export { lazyLoginActor, type LazyLoginActor } from './lazy-login-actor';
/** The login actor's effects, loaded with the first login form. */
export const loadLoginEffects = () => import('./login.effects');
/** The login dialog bound to the session, loaded on first opening. */
export const LoginDialog = lazy(withStorefrontTexts(() => import('./LoginDialogContainer')));
/** The login form bound to the app's login actor, for pages that end with a login. */
export const LoginForm = lazy(
  withStorefrontTexts(() =>
    import('./ConnectedLoginForm').then((module) => ({ default: module.ConnectedLoginForm })),
  ),
);
