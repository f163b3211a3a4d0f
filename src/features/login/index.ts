/** The login flow's public face: the lazily created login actor and the lazy login dialog. */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

export { lazyLoginActor, type LazyLoginActor } from './lazy-login-actor';
/** The login actor's effects, loaded with the first login form. */
export const loadLoginEffects = () => import('./login.effects');
const loadLoginDialog = () => import('./LoginDialogContainer');
/** The login dialog bound to the session, loaded on first opening (or ahead, below). */
export const LoginDialog = lazy(withStorefrontTexts(loadLoginDialog));
/** Fetches the login dialog's code and its actor's effects ahead of the first opening. */
export const preloadLoginDialog = () => Promise.all([loadLoginDialog(), loadLoginEffects()]);
/** The login form bound to the app's login actor, for pages that end with a login. */
export const LoginForm = lazy(
  withStorefrontTexts(() =>
    import('./ConnectedLoginForm').then((module) => ({ default: module.ConnectedLoginForm })),
  ),
);

declare module '../../shared/flow-actors' {
  interface FlowActors {
    /** The login form's actor, created with the first login form. */
    readonly login: import('./lazy-login-actor').LazyLoginActor;
  }
}
