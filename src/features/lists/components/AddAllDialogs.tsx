import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { ConfirmQuestion } from '../../../components/ConfirmQuestion';

type LineOutcome = components['schemas']['WishlistLineOutcome'];

export interface AddAllDialogsProps {
  /** 'Aggiungere al carrello tutti i prodotti della lista?' is asked. */
  readonly confirming: boolean;
  readonly adding: boolean;
  /** The line-by-line result, while it is shown. */
  readonly result: readonly LineOutcome[] | null;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
  readonly onCloseResult: () => void;
  readonly onGoToCart: () => void;
}

const OUTCOME_COLORS: Record<LineOutcome['outcome'], string> = {
  added: 'green',
  alreadyInCart: 'gray',
  available: 'green',
  reduced: 'yellow',
  unavailable: 'red',
};

/** The confirmation of 'Aggiungi tutto al carrello', then what happened to each line. */
export function AddAllDialogs(props: AddAllDialogsProps) {
  const { t } = useLingui();
  const outcomeLabel: Record<LineOutcome['outcome'], string> = {
    added: t`Aggiunto`,
    alreadyInCart: t`Già nel carrello`,
    available: t`Disponibile`,
    reduced: t`Quantità ridotta`,
    unavailable: t`Non aggiunto`,
  };
  return (
    <>
      <Modal
        opened={props.confirming || props.adding}
        onClose={props.onDismiss}
        title={t`Aggiungi tutto al carrello`}
        centered
        closeButtonProps={{ 'aria-label': t`Chiudi` }}
      >
        <ConfirmQuestion
          label={t`Aggiungi tutto al carrello`}
          question={t`Aggiungere al carrello tutti i prodotti della lista?`}
          busy={props.adding}
          onNo={props.onDismiss}
          onYes={props.onConfirm}
        />
      </Modal>
      <Modal
        opened={props.result !== null}
        onClose={props.onCloseResult}
        title={t`Prodotti aggiunti al carrello`}
        centered
        closeButtonProps={{ 'aria-label': t`Chiudi` }}
      >
        <Stack>
          <Stack gap="xs" component="ul" p={0} m={0} aria-label={t`Esito per prodotto`}>
            {props.result?.map((line) => (
              <Stack key={line.itemId} gap={2} component="li" style={{ listStyle: 'none' }}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {line.name}
                  </Text>
                  {/* The outcome keeps its width: a long name wraps beside it instead. */}
                  <Badge color={OUTCOME_COLORS[line.outcome]} variant="light" flex="none">
                    {outcomeLabel[line.outcome]}
                  </Badge>
                </Group>
                {line.message && (
                  <Text size="xs" c="dimmed">
                    {line.message}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCloseResult}>
              <Trans>Chiudi</Trans>
            </Button>
            <Button onClick={props.onGoToCart}>
              <Trans>Vai al carrello</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
