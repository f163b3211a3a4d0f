import { Card, Container, Divider, Loader, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import * as v from 'valibot';
import {
  selectActing,
  selectBackofficeBusy,
  selectBackofficeMessage,
  selectIsChecking,
  selectIsSignedOut,
  selectOtpAsked,
  selectStaff,
} from '../../../machines/staff/backoffice.machine';
import { selectSsoBusy, selectSsoFailure } from '../../../machines/staff/sso.machine';
import { STAFF_LANDING_PATH, findStaffMessage } from '../../domain/staff';
import { backofficeActor } from './backoffice-actor';
import { BackofficeSignInForm } from './components/BackofficeSignInForm';
import { SsoPanel } from './components/SsoPanel';
import { StaffWelcome } from './components/StaffWelcome';
import { provideSso } from './staff.effects';

const userboardSearch = v.object({
  sso_error: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
});

/**
 * userboard, the staff's landing (shopping-flow.md §2): 'Accedi con SSO' (the sso statechart),
 * the backoffice sign-on, and once signed on the pages the staff user's roles open.
 */
export function UserboardPage() {
  const { i18n, t } = useLingui();
  const { client } = useRouter().options.context;
  const actor = backofficeActor(client, useQueryClient());
  // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per page
  const ssoLogic = useMemo(() => provideSso(client, (url) => window.location.assign(url)), []);
  const sso = useActorRef(ssoLogic, { input: { relay: STAFF_LANDING_PATH } });
  const { sso_error: refusal } = v.parse(userboardSearch, useSearch({ strict: false }));

  useEffect(() => {
    // A sign-on the shop refused comes back with the id of its reason (never a text to show).
    const message = refusal === undefined ? undefined : findStaffMessage(refusal);
    if (message !== undefined) sso.send({ type: 'sso.refused', text: i18n._(message) });
  }, [refusal, sso, i18n]);

  const checking = useSelector(actor, selectIsChecking);
  const signedOut = useSelector(actor, selectIsSignedOut);
  const staff = useSelector(actor, selectStaff);
  const acting = useSelector(actor, selectActing);
  const busy = useSelector(actor, selectBackofficeBusy);
  const message = useSelector(actor, selectBackofficeMessage);
  const otpAsked = useSelector(actor, selectOtpAsked);
  const ssoBusy = useSelector(sso, selectSsoBusy);
  const ssoFailure = useSelector(sso, selectSsoFailure);

  return (
    <Container size="sm" py="md">
      <Stack>
        <Title order={1}>
          <Trans>Area riservata al personale</Trans>
        </Title>
        {checking ? (
          <Loader aria-label={t`Caricamento`} />
        ) : signedOut || staff === null ? (
          <Card withBorder>
            <Stack>
              <SsoPanel
                busy={ssoBusy}
                failure={ssoFailure}
                onStart={() => sso.send({ type: 'sso.start' })}
              />
              <Divider label={<Trans>oppure</Trans>} labelPosition="center" />
              <BackofficeSignInForm
                busy={busy}
                message={message}
                otpAsked={otpAsked}
                onSubmit={(credentials) => actor.send({ type: 'signIn.submit', credentials })}
              />
            </Stack>
          </Card>
        ) : (
          <Card withBorder>
            <StaffWelcome
              staff={staff}
              acting={acting}
              busy={busy}
              message={message}
              onSignOut={() => actor.send({ type: 'signOut' })}
            />
          </Card>
        )}
      </Stack>
    </Container>
  );
}
