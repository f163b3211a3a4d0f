import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export interface SsoPanelProps {
  readonly busy: boolean;
  /** The first error text of a failed or refused sign-on; null: none. */
  readonly failure: string | null;
  readonly onStart: () => void;
}

/** 'Accedi con SSO': the company's identity provider signs the staff user on. */
export function SsoPanel({ busy, failure, onStart }: SsoPanelProps) {
  return (
    <Stack gap="sm">
      <Text>
        <Trans>Accedi con l'account aziendale: il fornitore d'identità ti riporta qui.</Trans>
      </Text>
      {failure !== null && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Button onClick={onStart} loading={busy}>
        <Trans>Accedi con SSO</Trans>
      </Button>
    </Stack>
  );
}
