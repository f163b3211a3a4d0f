import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { coreMessages } from '../../../domain/core-messages';

export interface RouteErrorProps {
  /** `load`: the page's code did not arrive; `other`: the page failed otherwise. */
  readonly kind: 'load' | 'other';
  /** 'Ricarica': load the page again (a load error), 'Riprova': the page's reads again. */
  readonly onAction: () => void;
}

/**
 * What a page that failed shows in its place, with its remedy: loading the page again when its
 * code did not arrive (shopping-flow.md §8, reported as a load error), trying again otherwise.
 */
export function RouteError({ kind, onAction }: RouteErrorProps) {
  const { i18n } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1} size="h2">
          {kind === 'load' ? (
            <Trans>Errore di caricamento</Trans>
          ) : (
            <Trans>Si è verificato un errore</Trans>
          )}
        </Title>
        <Text>
          {kind === 'load' ? (
            <Trans>
              Non è stato possibile caricare la pagina. Ricarica la pagina per riprovare.
            </Trans>
          ) : (
            i18n._(coreMessages.generic)
          )}
        </Text>
        <Button onClick={onAction}>
          {kind === 'load' ? <Trans>Ricarica</Trans> : <Trans>Riprova</Trans>}
        </Button>
      </Stack>
    </Container>
  );
}
