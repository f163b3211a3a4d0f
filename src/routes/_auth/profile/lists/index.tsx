import { Container, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageBreadcrumbs } from '../../../../components/PageBreadcrumbs';
import { listsQueryOptions } from '../../../../features/lists/lists.queries';
import { ListsPage } from '../../../../features/lists/ListsPage';

export const Route = createFileRoute('/_auth/profile/lists/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(listsQueryOptions(context.client)),
  component: ListsRoute,
});

/** 'Le mie liste'. */
function ListsRoute() {
  const { t } = useLingui();
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs inPersonalArea current={t`Le mie liste`} />
        <ListsPage client={Route.useRouteContext().client} />
      </Stack>
    </Container>
  );
}
