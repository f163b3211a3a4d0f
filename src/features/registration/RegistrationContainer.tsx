import { Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import {
  selectIsRegistrationBusy,
  selectRegistrationEmail,
  selectRegistrationErrors,
  selectRegistrationStep,
  selectWasResent,
} from '../../../machines/registration/registration.machine';
import type { ShopClient } from '../../api/client';
import { i18n } from '../../shared/i18n';
import { FormPage } from '../../components/FormPage';
import { messages } from '../../domain/messages';
import { accountMessages } from '../../domain/account-messages';
import { shopDate } from '../../domain/shop-time';
import { SOCIAL_PROVIDER_NAMES } from '../../domain/social-login';
import { LoginForm } from '../login';
import { socialUserDetailQueryOptions } from '../social-login';
import { RegistrationForm } from './components/RegistrationForm';
import { RegistrationStatus } from './components/RegistrationStatus';
import { provideRegistration } from './registration.effects';
import { registrationDisclaimersQueryOptions } from './registration.queries';

/** Which registration route opened the flow, with what its address carried. */
export type RegistrationEntry =
  | {
      readonly route: 'form';
      readonly inviteCode?: string;
      /** After a social sign-in (`social_login`): the form starts from the provider's account. */
      readonly socialLogin?: string;
    }
  | { readonly route: 'completed'; readonly email: string }
  | { readonly route: 'confirm'; readonly email: string; readonly code: string };

export interface RegistrationContainerProps {
  readonly client: ShopClient;
  readonly entry: RegistrationEntry;
}

/**
 * The registration routes bound to the registration statechart: /registration-user (the form,
 * then /registration-completed once it is sent), /registration-completed and
 * /registration-confirm (the link of the e-mail).
 */
export function RegistrationContainer({ client, entry }: RegistrationContainerProps) {
  const logic = useMemo(
    () =>
      provideRegistration({
        client,
        registrationFailed: i18n._(accountMessages.registrationFailed),
        generic: i18n._(messages.generic),
        // A full start: the session comes from its cookie, as after the provider's callback.
        landLoggedIn: () => window.location.assign('/'),
      }),
    [client],
  );
  const { t } = useLingui();
  const registration = useActorRef(logic);
  const step = useSelector(registration, selectRegistrationStep);
  const email = useSelector(registration, selectRegistrationEmail);
  const busy = useSelector(registration, selectIsRegistrationBusy);
  const errors = useSelector(registration, selectRegistrationErrors);
  const resent = useSelector(registration, selectWasResent);
  const disclaimers = useSuspenseQuery(registrationDisclaimersQueryOptions(client)).data;
  const navigate = useNavigate();
  const fromSocial = entry.route === 'form' && entry.socialLogin !== undefined;
  const social = useQuery({ ...socialUserDetailQueryOptions(client), enabled: fromSocial });
  const socialDetail = social.data?.linked === true ? social.data : undefined;

  // The route tells the statechart where the shopper came in (the link of an e-mail, a reload).
  useEffect(() => {
    if (entry.route === 'completed') {
      registration.send({ type: 'completion.opened', email: entry.email });
    } else if (entry.route === 'confirm') {
      registration.send({ type: 'confirmation.opened', email: entry.email, code: entry.code });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the route opens
  }, [registration]);

  // A sent form moves on to its own address, which a reload keeps.
  useEffect(() => {
    if (entry.route === 'form' && step === 'completed') {
      void navigate({ to: '/registration-completed', search: { email } });
    }
  }, [entry.route, step, email, navigate]);

  return (
    <FormPage maxWidth={step === 'form' ? 720 : undefined}>
      {step === 'form' ? (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              <Trans>Registrati</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>Crea il tuo account per fare la spesa online.</Trans>
            </Text>
            {socialDetail?.provider === undefined ? null : (
              <Text>
                <Trans>
                  Abbiamo ripreso nome ed e-mail dal tuo account{' '}
                  {SOCIAL_PROVIDER_NAMES[socialDetail.provider]}: completa i dati mancanti.
                </Trans>
              </Text>
            )}
          </Stack>
          {fromSocial && social.isPending ? (
            <Loader aria-label={t`Caricamento dei dati dell'account`} />
          ) : (
            <RegistrationForm
              initial={socialDetail}
              disclaimers={disclaimers}
              busy={busy}
              errors={errors}
              today={shopDate(new Date())}
              inviteCode={entry.route === 'form' ? entry.inviteCode : undefined}
              onSubmit={(value) =>
                registration.send({ type: 'form.submitted', registration: value })
              }
            />
          )}
        </Stack>
      ) : (
        <RegistrationStatus
          step={step}
          email={email}
          busy={busy}
          resent={resent}
          errors={errors}
          onResend={() => registration.send({ type: 'email.resend' })}
          login={
            <Suspense fallback={null}>
              <LoginForm />
            </Suspense>
          }
        />
      )}
    </FormPage>
  );
}
