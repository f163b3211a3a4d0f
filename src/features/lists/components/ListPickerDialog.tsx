import { Badge, Button, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { NO_MESSAGES } from '../../../domain/envelope';
import { HeartIcon } from '../../../components/HeartIcon';
import { ListNameForm } from './ListNameForm';

type ListSummary = components['schemas']['WishlistSummary'];

/** The list area's greatest height (shopping-flow.md §9 "Default wishlist list max height"). */
export const LIST_AREA_MAX_HEIGHT_PX = 300;

export interface ListPickerDialogProps {
  /** The product's name; the dialog is closed when null. */
  readonly productName: string | null;
  /** The lists the product may go into (read-only shared lists left out); undefined while loading. */
  readonly lists: readonly ListSummary[] | undefined;
  /** Whether the product is a favourite; undefined while loading. */
  readonly favorite: boolean | undefined;
  readonly busy: boolean;
  readonly errors: readonly string[];
  readonly onChoose: (listId: number) => void;
  readonly onCreate: (name: string) => void;
  readonly onToggleFavorite: (favorite: boolean) => void;
  readonly onClose: () => void;
}

/** The list selector (shopping-flow.md §2): pick a list or create one inline, or the heart. */
export function ListPickerDialog(props: ListPickerDialogProps) {
  const { t } = useLingui();
  const { lists, favorite } = props;
  return (
    <Modal
      opened={props.productName !== null}
      onClose={props.onClose}
      title={t`Aggiungi a una lista`}
      centered
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      <Stack aria-busy={props.busy}>
        <Text fw={600}>{props.productName}</Text>
        {favorite !== undefined && (
          <Button
            variant={favorite ? 'filled' : 'outline'}
            color="red"
            leftSection={<HeartIcon filled={favorite} />}
            disabled={props.busy}
            aria-pressed={favorite}
            onClick={() => props.onToggleFavorite(!favorite)}
          >
            {favorite ? t`Rimuovi dai preferiti` : t`Aggiungi ai preferiti`}
          </Button>
        )}
        <Text size="sm" fw={600} id="list-picker-lists">
          <Trans>Le mie liste</Trans>
        </Text>
        {lists === undefined ? (
          <Loader size="sm" aria-label={t`Caricamento delle liste`} />
        ) : lists.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Non hai ancora liste: creane una qui sotto.</Trans>
          </Text>
        ) : (
          <ScrollArea.Autosize mah={LIST_AREA_MAX_HEIGHT_PX} type="auto">
            <Stack gap="xs" component="ul" aria-labelledby="list-picker-lists" p={0} m={0}>
              {lists.map((list) => (
                <li key={list.listId} style={{ listStyle: 'none' }}>
                  <Button
                    variant="default"
                    fullWidth
                    justify="space-between"
                    disabled={props.busy}
                    onClick={() => props.onChoose(list.listId)}
                    rightSection={
                      list.isDefault ? (
                        <Badge variant="light" size="sm">
                          <Trans>Predefinita</Trans>
                        </Badge>
                      ) : undefined
                    }
                  >
                    {list.name} ({list.size})
                  </Button>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <ListNameForm
          label={t`Nuova lista`}
          fieldLabel={t`Nome della nuova lista`}
          submitLabel={t`Crea e aggiungi`}
          busy={props.busy}
          onSubmit={props.onCreate}
        />
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
      </Stack>
    </Modal>
  );
}
