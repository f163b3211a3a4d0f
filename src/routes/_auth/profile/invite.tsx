import { Container, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { InvitePage } from '../../../features/invite/InvitePage';
import { inviteSummaryQueryOptions } from '../../../features/invite/invite.queries';

export const Route = createFileRoute('/_auth/profile/invite')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(inviteSummaryQueryOptions(context.client)),
  component: InviteRoute,
});

/** 'Invita i tuoi amici'. */
function InviteRoute() {
  const { t } = useLingui();
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs inPersonalArea current={t`Invita i tuoi amici`} />
        <InvitePage client={Route.useRouteContext().client} />
      </Stack>
    </Container>
  );
}
