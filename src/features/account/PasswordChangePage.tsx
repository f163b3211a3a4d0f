import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopClient } from '../../api/client';
import { useFlowActors } from '../../shared/flow-actors';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { LogoutEverywhere } from './components/LogoutEverywhere';
import { PasswordChangeForm } from './components/PasswordChangeForm';
import { useProfileForm } from './use-profile-form';

/**
 * 'Aggiorna password' of the personal area, bound to the profile form statechart, with the way to
 * log out on every device (the session statechart).
 */
export function PasswordChangePage({ client }: { readonly client: ShopClient }) {
  const { t } = useLingui();
  const { session } = useFlowActors();
  const { actor, busy, saved, errors } = useProfileForm(client);
  return (
    <Stack px="md">
      <PageBreadcrumbs inPersonalArea current={t`Aggiorna password`} />
      <Title order={1}>
        <Trans>Aggiorna password</Trans>
      </Title>
      <PasswordChangeForm
        busy={busy}
        saved={saved}
        errors={errors}
        onSubmit={(change) =>
          actor.send({ type: 'form.submitted', values: { kind: 'password', change } })
        }
      />
      <LogoutEverywhere
        onLogoutEverywhere={() => session.send({ type: 'session.logout', everywhere: true })}
      />
    </Stack>
  );
}
