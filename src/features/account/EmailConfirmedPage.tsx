import { Alert, Loader, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { selectIsAuthenticated } from '../../../machines/session/session.machine';
import type { ShopClient } from '../../api/client';
import { useFlowActors } from '../../shared/flow-actors';
import { FormPage } from '../../components/FormPage';
import { ResponseMessages } from '../../components/ResponseMessages';
import { NO_MESSAGES } from '../../domain/envelope';
import { LoginForm } from '../login';
import { useProfileForm } from './use-profile-form';

export interface EmailConfirmedPageProps {
  readonly client: ShopClient;
  /** The new address and the token, as the link of the e-mail carries them. */
  readonly link: { readonly email: string; readonly token: string };
}

/**
 * /email-confirmed, the link of the e-mail change: the login becomes the new address, then the
 * login form (a shopper signed in on this device goes on to /profile/email-updated).
 */
export function EmailConfirmedPage({ client, link }: EmailConfirmedPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const authenticated = useSelector(useFlowActors().session, selectIsAuthenticated);
  const change = useProfileForm(client);

  // The link is the form: it is sent as the page opens.
  useEffect(() => {
    change.actor.send({ type: 'form.submitted', values: { kind: 'emailLink', ...link } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the link opens
  }, [change.actor]);

  // Signed in on this device (which the session may learn after the link's answer): the personal
  // area says the address changed.
  useEffect(() => {
    if (change.saved && authenticated) {
      void navigate({
        to: '/profile/$outcome',
        params: { outcome: 'email-updated' },
        replace: true,
      });
    }
  }, [change.saved, authenticated, navigate]);

  return (
    <FormPage>
      <Stack gap="lg">
        <Title order={1} size="h2">
          <Trans>Conferma del nuovo indirizzo email</Trans>
        </Title>
        {change.busy && <Loader aria-label={t`Verifica del link in corso`} />}
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: change.errors }} />
        {change.saved && (
          <>
            <Alert color="green" variant="light" role="status">
              <Trans>
                L'indirizzo e-mail è stato aggiornato: ora puoi accedere con quello nuovo.
              </Trans>
            </Alert>
            <Suspense fallback={null}>
              <LoginForm />
            </Suspense>
          </>
        )}
      </Stack>
    </FormPage>
  );
}
