import { Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  selectConsentErrors,
  selectIsConsentBusy,
  selectIsConsentSaved,
} from '../../../machines/consent/consent.machine';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { ConsentForm } from './components/ConsentForm';
import { provideConsent } from './consent.effects';
import { userDisclaimersQueryOptions } from './consent.queries';

/**
 * 'Privacy e consensi' (/profile/consents), the spec's 'update privacy and marketing preferences':
 * the shopper's answers to every disclaimer, the optional ones (marketing, profiling, third-party
 * marketing) to change at any time, on the consent statechart.
 */
export function ConsentsPage({ client }: { readonly client: ShopClient }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const disclaimers = useSuspenseQuery(userDisclaimersQueryOptions(client)).data;
  const logic = useMemo(() => provideConsent(client, queryClient), [client, queryClient]);
  const consent = useActorRef(logic);
  const busy = useSelector(consent, selectIsConsentBusy);
  const saved = useSelector(consent, selectIsConsentSaved);
  const errors = useSelector(consent, selectConsentErrors);

  // The page opens the form on the answers the shop has.
  useEffect(() => {
    consent.send({ type: 'consent.edit', asked: disclaimers });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens
  }, [consent]);

  return (
    <Stack px="md">
      <PageBreadcrumbs inPersonalArea current={t`Privacy e consensi`} />
      <Title order={1}>
        <Trans>Privacy e consensi</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>
          Le condizioni obbligatorie restano accettate finché usi il servizio; gli altri consensi
          puoi darli o ritirarli quando vuoi.
        </Trans>
      </Text>
      <ConsentForm
        disclaimers={disclaimers}
        lockAccepted
        busy={busy}
        saved={saved}
        errors={errors}
        submitLabel={t`Salva le preferenze`}
        onSubmit={(answers) => consent.send({ type: 'form.submitted', answers })}
      />
    </Stack>
  );
}
