import { Container, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { giftCertificatesQueryOptions } from '../../features/gifts/gifts.queries';
import { GiftCertificateList } from '../../features/gifts/components/GiftCertificateList';
import { PageBreadcrumbs } from '../../features/shell/components/PageBreadcrumbs';

const giftsSearchSchema = v.object({
  history: v.optional(v.fallback(v.boolean(), false)),
});

export const Route = createFileRoute('/_auth/profile_/gifts')({
  validateSearch: (search) => v.parse(giftsSearchSchema, search),
  component: GiftsPage,
});

/** 'Vantaggi' in the personal area (account-and-platform.md §2): the shopper's gift codes. */
function GiftsPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { history = false } = Route.useSearch();
  const navigate = Route.useNavigate();
  const list = useQuery(giftCertificatesQueryOptions(client, history));
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs current={t`Vantaggi`} />
        <Title order={1}>
          <Trans>Vantaggi</Trans>
        </Title>
        <GiftCertificateList
          certificates={list.data}
          showHistory={history}
          onShowHistory={(show) => void navigate({ search: { history: show } })}
        />
      </Stack>
    </Container>
  );
}
