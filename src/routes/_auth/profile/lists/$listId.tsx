import { Container, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { listIdParam, orNotFound } from '../../../../shared/route-params';
import { PageBreadcrumbs } from '../../../../components/PageBreadcrumbs';
import { ListDetailContainer } from '../../../../features/lists/ListDetailContainer';
import { listQueryOptions } from '../../../../features/lists/lists.queries';

export const Route = createFileRoute('/_auth/profile/lists/$listId')({
  params: listIdParam,
  // Another shopper's list answers 404: not found.
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(listQueryOptions(context.client, params.listId)),
    ),
  component: ListRoute,
});

/** 'Dettaglio lista'. */
function ListRoute() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { listId } = Route.useParams();
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs inPersonalArea current={t`Dettaglio lista`} />
        <ListDetailContainer key={listId} client={client} listId={listId} />
      </Stack>
    </Container>
  );
}
