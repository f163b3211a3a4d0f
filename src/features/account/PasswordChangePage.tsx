import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { PasswordChangeForm } from './components/PasswordChangeForm';
import { useProfileForm } from './use-profile-form';

/** 'Aggiorna password' of the personal area, bound to the profile form statechart. */
export function PasswordChangePage({ client }: { readonly client: ShopClient }) {
  const { t } = useLingui();
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
    </Stack>
  );
}
