import { Container, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectIsProfileBusy,
  selectIsProfileSaved,
  selectProfileErrors,
} from '../../../machines/profile.machine';
import type { ShopClient } from '../../api/client';
import { i18n } from '../../app/i18n';
import { AnchorLink } from '../../components/router-links';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { messages } from '../../domain/messages';
import { provideProfile } from './account.effects';
import { PasswordChangeForm } from './components/PasswordChangeForm';

/** 'Aggiorna password' of the personal area, bound to the profile form statechart. */
export function PasswordChangePage({ client }: { readonly client: ShopClient }) {
  const { t } = useLingui();
  const logic = useMemo(
    () => provideProfile({ client, generic: i18n._(messages.generic) }),
    [client],
  );
  const profile = useActorRef(logic);
  const busy = useSelector(profile, selectIsProfileBusy);
  const saved = useSelector(profile, selectIsProfileSaved);
  const errors = useSelector(profile, selectProfileErrors);
  return (
    <Container size="md" py="xl">
      <Stack>
        <PageBreadcrumbs current={t`Aggiorna password`} />
        <AnchorLink to="/profile" size="sm">
          <Trans>Area personale</Trans>
        </AnchorLink>
        <Title order={1}>
          <Trans>Aggiorna password</Trans>
        </Title>
        <PasswordChangeForm
          busy={busy}
          saved={saved}
          errors={errors}
          onSubmit={(change) =>
            profile.send({ type: 'form.submitted', values: { kind: 'password', change } })
          }
        />
      </Stack>
    </Container>
  );
}
