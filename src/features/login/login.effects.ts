/** The login form's actor with real effects; loaded with the login page or dialog. */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  loginMachine,
  type LoginFailure,
  type LoginRequestInput,
} from '../../../machines/login/login.machine';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { ApiError } from '../../api/api-error';
import { i18n } from '../../shared/i18n';
import { getAuthTest, getBotChallenge, postLogin } from '../session';
import { createBotCheck, solveInWorker } from './bot-check';
import type { ShopClient } from '../../api/client';
import { sessionStore } from '../../api/session-store';
import { NO_MESSAGES } from '../../domain/envelope';
import { messages } from '../../domain/messages';

export interface LoginActorEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  readonly session: Actor<typeof sessionMachine>;
  readonly revalidateRoutes: () => void;
}

export type LoginActor = ReturnType<typeof createLoginActor>;

export function createLoginActor(effects: LoginActorEffects) {
  const { queryClient, client, session } = effects;
  // Solved in a Web Worker while the shopper types; the machine says when to start.
  const botCheck = createBotCheck({
    fetchChallenge: () => getBotChallenge(client),
    solve: solveInWorker,
  });
  const login = createActor(
    loginMachine.provide({
      actors: {
        botCheckToken: fromPromise((): Promise<string | undefined> => botCheck.take()),
        loginRequest: fromPromise(async ({ input }: { input: LoginRequestInput }) => {
          try {
            const user = await postLogin(client, input.form, input.token);
            sessionStore.rememberAccount(input.form.remember_me);
            return user;
          } catch (error) {
            throw toLoginFailure(error);
          }
        }),
        postLoginCheck: fromPromise(async () => {
          await getAuthTest(client, 'login');
        }),
      },
      actions: {
        emitLoggedIn: (_, params) => session.send({ type: 'session.loggedIn', user: params.user }),
        emitRestart: () => {
          void queryClient.invalidateQueries();
          effects.revalidateRoutes();
        },
        prepareBotCheck: () => botCheck.prepare(),
      },
    }),
  );
  login.start();
  return login;
}

function toLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) {
    return { messages: { ...NO_MESSAGES, errors: [i18n._(messages.generic)] }, mfaRequired: false };
  }
  const data = (error.body as { data?: { mfaRequired?: unknown } } | null)?.data;
  return { messages: error.messages, mfaRequired: data?.mfaRequired === true };
}
