import { Alert, Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export interface InviteCardProps {
  /** The shopper's personal invite code. */
  readonly code: string;
  /** The registration link carrying the code. */
  readonly link: string;
  /** Whether the share or the copy is under way. */
  readonly sharing: boolean;
  /** What the last share came to; null: nothing to say. */
  readonly result: 'shared' | 'copied' | 'failed' | null;
  readonly onShare: () => void;
}

/** The shopper's code (large), the link in a field to select, and the share button. */
export function InviteCard({ code, link, sharing, result, onShare }: InviteCardProps) {
  const { t } = useLingui();
  const codeLabel = useId();
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" id={codeLabel}>
          <Trans>Il tuo codice invito</Trans>
        </Text>
        <Text
          aria-labelledby={codeLabel}
          fz={32}
          fw={700}
          ff="monospace"
          style={{ letterSpacing: '0.15em' }}
        >
          {code}
        </Text>
        <TextInput
          label={t`Il tuo link`}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={onShare} loading={sharing} style={{ alignSelf: 'start' }}>
          <Trans>Condividi il link</Trans>
        </Button>
        {result === 'copied' && (
          <Text role="status" c="green.9" size="sm">
            <Trans>Link copiato</Trans>
          </Text>
        )}
        {result === 'shared' && (
          <Text role="status" c="green.9" size="sm">
            <Trans>Link condiviso</Trans>
          </Text>
        )}
        {result === 'failed' && (
          <Alert color="red" role="alert">
            <Trans>Non è stato possibile copiare il link: copialo a mano</Trans>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
