import { Divider, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { PERSON_INFO_TYPE } from '../../domain/profile';
import { shopDate } from '../../domain/shop-time';
import { cartQueryKey } from '../../api/cart';
import { userDetailQueryOptions, type UserDetail } from './account.queries';
import { EmailChangeForm } from './components/EmailChangeForm';
import { PersonInfosForm } from './components/PersonInfosForm';
import { ProfileDetailsForm } from './components/ProfileDetailsForm';
import { useProfileForm } from './use-profile-form';

/** Whether the shop still misses data registration asks today (accounts made before it did). */
const isIncomplete = (detail: UserDetail) =>
  detail.fiscalCode === null || detail.birthDate === null;

/**
 * 'Il mio profilo' (/profile/profile-update): the shopper's data, saved on the profile form
 * statechart, then /profile/profile-updated (or /profile/profile-confirmed when it completed the
 * profile); the other infos; and the e-mail change, confirmed by the link it mails.
 */
export function ProfileUpdatePage({ client }: { readonly client: ShopClient }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useSuspenseQuery(userDetailQueryOptions(client)).data;
  // Whether this save completes the profile is known from the data before it.
  const [completes] = useState(() => isIncomplete(detail));
  const details = useProfileForm(client);
  useEffect(() => {
    if (!details.saved) return;
    // The header greets the shopper by the name the cart carries.
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    void navigate({
      to: '/profile/$outcome',
      params: { outcome: completes ? 'profile-confirmed' : 'profile-updated' },
    });
  }, [details.saved, completes, queryClient, navigate]);
  const email = useProfileForm(client);
  const infos = useProfileForm(client);
  const infoOf = (type: number) =>
    detail.personInfos.find((info) => info.personInfoTypeId === type)?.value ?? '';
  return (
    <Stack px="md">
      <PageBreadcrumbs inPersonalArea current={t`Il mio profilo`} />
      <Title order={1}>
        <Trans>Il mio profilo</Trans>
      </Title>
      <ProfileDetailsForm
        initial={{
          firstName: detail.firstName,
          lastName: detail.lastName,
          phone: detail.phone ?? '',
          fiscalCode: detail.fiscalCode ?? '',
          birthDate: detail.birthDate ?? '',
        }}
        today={shopDate(new Date())}
        busy={details.busy}
        errors={details.errors}
        onSubmit={(values) =>
          details.actor.send({
            type: 'form.submitted',
            values: { kind: 'details', details: values },
          })
        }
      />
      <Divider my="md" />
      <Title order={2} size="h3">
        <Trans>Altre informazioni</Trans>
      </Title>
      <PersonInfosForm
        initial={{
          householdSize: infoOf(PERSON_INFO_TYPE.householdSize),
          preferredContactTime: infoOf(PERSON_INFO_TYPE.preferredContactTime),
        }}
        busy={infos.busy}
        saved={infos.saved}
        errors={infos.errors}
        onSubmit={(values) =>
          infos.actor.send({
            type: 'form.submitted',
            values: { kind: 'personInfos', infos: values },
          })
        }
      />
      <Divider my="md" />
      <Title order={2} size="h3">
        <Trans>Indirizzo email</Trans>
      </Title>
      <EmailChangeForm
        currentEmail={detail.email}
        busy={email.busy}
        sent={email.saved}
        errors={email.errors}
        onSubmit={(newEmail) =>
          email.actor.send({ type: 'form.submitted', values: { kind: 'emailRequest', newEmail } })
        }
      />
    </Stack>
  );
}
