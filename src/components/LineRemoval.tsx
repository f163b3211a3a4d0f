import { Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface LineRemovalProps {
  /** The product's name, which the remove button's name ends with. */
  readonly productName: string;
  /** The question asked before removing ('Rimuovere il prodotto dal carrello?'). */
  readonly question: string;
  /** The question is asked. */
  readonly confirming: boolean;
  readonly busy: boolean;
  readonly onRemove: () => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** What sits beside the remove button (a cart line's heart); default nothing. */
  readonly beside?: ReactNode;
}

/** A line's 'Rimuovi', and the No/Sì question it asks first (shopping-flow.md §2). */
export function LineRemoval(props: LineRemovalProps) {
  const { t } = useLingui();
  if (props.confirming) {
    return (
      <Group gap="xs" mt={4} role="alertdialog" aria-label={props.question}>
        <Text size="sm">{props.question}</Text>
        <Button size="compact-xs" variant="default" onClick={props.onCancel}>
          <Trans>No</Trans>
        </Button>
        <Button size="compact-xs" color="red" onClick={props.onConfirm}>
          <Trans>Sì</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs">
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        onClick={props.onRemove}
        disabled={props.busy}
        aria-label={t`Rimuovi ${props.productName}`}
      >
        <Trans>Rimuovi</Trans>
      </Button>
      {props.beside}
    </Group>
  );
}
