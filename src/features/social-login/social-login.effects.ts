/** The social login statechart with its real effects: the calls of social-login.queries.ts. */
import { fromPromise } from 'xstate';
import {
  socialLoginMachine,
  type LinkInput,
} from '../../../machines/social-login/social-login.machine';
import type { SessionUser } from '../../../machines/session/session.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import type { SocialProvider } from '../../domain/social-login';
import { linkSocialAccount, startSocialLogin } from './social-login.queries';

export interface SocialLoginEffects {
  readonly client: ShopClient;
  /** The text shown when a call fails without saying why. */
  readonly generic: string;
  /** Sends the browser to another site's page (the provider's sign-in). */
  readonly openUrl: (url: string) => void;
  /** Tells the app's session the shopper is logged in. */
  readonly loggedIn: (user: SessionUser) => void;
  /** Goes to one of the app's pages. */
  readonly navigate: (to: '/' | '/login') => void;
}

export function provideSocialLogin(effects: SocialLoginEffects) {
  const { client, generic } = effects;
  return socialLoginMachine.provide({
    actors: {
      socialStart: fromPromise<string, { provider: SocialProvider }>(({ input }) =>
        failingWith(generic, () => startSocialLogin(client, input.provider)),
      ),
      linkAccount: fromPromise<SessionUser, LinkInput>(({ input }) =>
        failingWith(generic, () => linkSocialAccount(client, input.password)),
      ),
    },
    actions: {
      openProvider: (_, params) => effects.openUrl(params.url),
      emitLoggedIn: (_, params) => effects.loggedIn(params.user),
      goHome: () => effects.navigate('/'),
      leaveLink: () => effects.navigate('/login'),
    },
  });
}
