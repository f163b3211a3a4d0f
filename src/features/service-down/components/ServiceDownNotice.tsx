import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export interface ServiceDownNoticeProps {
  /** A check of the shop is under way: 'Riprova ora' waits for it. */
  readonly checking: boolean;
  /** A check has failed already: the page says it keeps trying. Default false. */
  readonly failedBefore?: boolean;
  /** 'Riprova ora': check at once. */
  readonly onCheck: () => void;
}

/** What `/service-down` shows while the shop does not answer (the server's reply is not shown). */
export function ServiceDownNotice({
  checking,
  failedBefore = false,
  onCheck,
}: ServiceDownNoticeProps) {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>
          <Trans>Servizio momentaneamente non disponibile</Trans>
        </Title>
        <Text>
          <Trans>Stiamo lavorando per ripristinare il servizio. Riprova tra qualche minuto.</Trans>
        </Text>
        <Text role="status" aria-live="polite" c="dimmed">
          {checking ? (
            <Trans>Verifichiamo se il negozio è di nuovo disponibile…</Trans>
          ) : failedBefore ? (
            <Trans>
              Il negozio non è ancora disponibile: riproviamo da soli e ti riportiamo dove eri.
            </Trans>
          ) : (
            <Trans>Riproviamo tra pochi secondi e ti riportiamo dove eri.</Trans>
          )}
        </Text>
        <div>
          <Button onClick={onCheck} loading={checking}>
            <Trans>Riprova ora</Trans>
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
