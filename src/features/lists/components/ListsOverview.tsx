import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { AnchorLink } from '../../../components/router-links';
import { NO_MESSAGES } from '../../../domain/envelope';
import { ListNameForm } from './ListNameForm';

type ListSummary = components['schemas']['WishlistSummary'];

export interface ListsOverviewProps {
  readonly lists: readonly ListSummary[];
  readonly busy: boolean;
  readonly errors: readonly string[];
  readonly onCreate: (name: string) => void;
}

/** 'Le mie liste' (account-and-platform.md §2): the shopper's lists, those shared with them, a new one. */
export function ListsOverview(props: ListsOverviewProps) {
  const { t } = useLingui();
  return (
    <Stack>
      <Title order={1}>
        <Trans>Le mie liste</Trans>
      </Title>
      {props.lists.length === 0 ? (
        <Text c="dimmed">
          <Trans>
            Non hai ancora liste. Creane una qui sotto, oppure premi il cuore su un prodotto.
          </Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} aria-label={t`Le mie liste`}>
          {props.lists.map((list) => (
            <Card key={list.listId} component="li" withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <AnchorLink to="/profile/lists/$listId" params={{ listId: list.listId }} fw={600}>
                    {list.name}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {list.sharingData.grant === 'OWNER'
                      ? t`${list.size} prodotti`
                      : t`${list.size} prodotti · condivisa da ${list.sharingData.ownerName}`}
                  </Text>
                </Stack>
                <Group gap={4}>
                  {list.isDefault && (
                    <Badge variant="light">
                      <Trans>Predefinita</Trans>
                    </Badge>
                  )}
                  {list.sharingData.grant === 'READ' && (
                    <Badge color="gray" variant="light">
                      <Trans>Sola lettura</Trans>
                    </Badge>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <ListNameForm
        label={t`Nuova lista`}
        fieldLabel={t`Nome della nuova lista`}
        submitLabel={t`Crea lista`}
        busy={props.busy}
        onSubmit={props.onCreate}
      />
      <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
    </Stack>
  );
}
