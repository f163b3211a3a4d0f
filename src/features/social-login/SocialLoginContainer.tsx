import { Box, Center, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  selectIsSocialBusy,
  selectSocialErrors,
  selectSocialLoginScreen,
  selectSocialProvider,
  selectSocialReason,
} from '../../../machines/social-login/social-login.machine';
import { useFlowActors } from '../../shared/flow-actors';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import { isSocialErrorReason, isSocialProvider } from '../../domain/social-login';
import type { ShopClient } from '../../api/client';
import { SocialLinkForm } from './components/SocialLinkForm';
import { SocialLoginButtons } from './components/SocialLoginButtons';
import { provideSocialLogin } from './social-login.effects';

export interface SocialLoginContainerProps {
  /** The shop's client. @default the router context's (so any page or dialog can place it) */
  readonly client?: ShopClient;
  /** The login page's `social_error`: why the provider's answer was refused. @default undefined */
  readonly socialError?: string;
  /** The login page's `social_link`: the provider whose account waits to be linked. @default undefined */
  readonly socialLink?: string;
}

/**
 * The social login statechart on the login page: the providers' buttons (with the reason the
 * last sign-in failed), or, with `social_link`, the link confirmation by password.
 */
export function SocialLoginContainer({
  client,
  socialError,
  socialLink,
}: SocialLoginContainerProps) {
  const { session } = useFlowActors();
  const routerClient = useRouter().options.context.client;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      provideSocialLogin({
        client: client ?? routerClient,
        generic: i18n._(messages.generic),
        openUrl: (url) => window.location.assign(url),
        loggedIn: (user) => {
          session.send({ type: 'session.loggedIn', user });
          // The shopper's own cart, lists and favourites now.
          void queryClient.invalidateQueries();
        },
        navigate: (to) => void navigate({ to, search: {} }),
      }),
    [client, routerClient, session, navigate, queryClient],
  );
  const socialLogin = useActorRef(logic);
  const screen = useSelector(socialLogin, selectSocialLoginScreen);
  const busy = useSelector(socialLogin, selectIsSocialBusy);
  const provider = useSelector(socialLogin, selectSocialProvider);
  const reason = useSelector(socialLogin, selectSocialReason);
  const errors = useSelector(socialLogin, selectSocialErrors);

  // The page's address tells the statechart what the provider's answer came to.
  useEffect(() => {
    if (isSocialProvider(socialLink)) {
      socialLogin.send({ type: 'link.opened', provider: socialLink });
    } else if (isSocialErrorReason(socialError)) {
      socialLogin.send({ type: 'callback.failed', reason: socialError });
    }
  }, [socialLogin, socialLink, socialError]);

  // Nothing until the link page is open, nor once linked (the app is on its way to '/').
  if (screen === 'linked' || (isSocialProvider(socialLink) && screen === 'buttons')) return null;
  if (screen === 'link' && provider !== null) {
    return (
      <Center py="xl">
        <Paper withBorder p="xl" w="100%" maw={530}>
          <SocialLinkForm
            provider={provider}
            busy={busy}
            errors={errors}
            onSubmit={(password) => socialLogin.send({ type: 'link.submitted', password })}
            onCancel={() => socialLogin.send({ type: 'link.cancelled' })}
          />
        </Paper>
      </Center>
    );
  }
  return (
    <Center>
      <Box w="100%" maw={530} mt="sm">
        <SocialLoginButtons
          busy={busy}
          provider={provider}
          reason={reason}
          errors={errors}
          onChoose={(chosen) => socialLogin.send({ type: 'provider.chosen', provider: chosen })}
        />
      </Box>
    </Center>
  );
}

export default SocialLoginContainer;
