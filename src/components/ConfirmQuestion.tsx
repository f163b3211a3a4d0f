import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export interface ConfirmQuestionProps {
  /** The question's accessible name. */
  readonly label: string;
  /** The question as the shopper reads it. */
  readonly question: string;
  /** 'Sì' is being carried out. */
  readonly busy?: boolean;
  /** 'Sì' deletes something (red). @default false */
  readonly destructive?: boolean;
  readonly onNo: () => void;
  readonly onYes: () => void;
}

/** A question answered with No or Sì, in a dialog or over a list. */
export function ConfirmQuestion(props: ConfirmQuestionProps) {
  return (
    <Stack role="alertdialog" aria-label={props.label}>
      <Text>{props.question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onNo} disabled={props.busy}>
          <Trans>No</Trans>
        </Button>
        <Button
          color={props.destructive ? 'red' : undefined}
          onClick={props.onYes}
          loading={props.busy}
        >
          <Trans>Sì</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
