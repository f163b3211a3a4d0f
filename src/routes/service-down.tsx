import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/service-down')({
  component: ServiceDown,
});

function ServiceDown() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>
          <Trans>Servizio momentaneamente non disponibile</Trans>
        </Title>
        <Text>
          <Trans>Stiamo lavorando per ripristinare il servizio. Riprova tra qualche minuto.</Trans>
        </Text>
        <Anchor component={Link} to="/">
          <Trans>Riprova</Trans>
        </Anchor>
      </Stack>
    </Container>
  );
}
