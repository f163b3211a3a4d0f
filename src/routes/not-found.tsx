import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/not-found')({
  component: NotFound,
});

function NotFound() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>
          <Trans>Pagina non trovata</Trans>
        </Title>
        <Text>
          <Trans>Pagina non trovata, impossibile continuare</Trans>
        </Text>
        <Anchor component={Link} to="/">
          <Trans>Torna alla home</Trans>
        </Anchor>
      </Stack>
    </Container>
  );
}
