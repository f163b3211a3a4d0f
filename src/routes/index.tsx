import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectIsAuthenticated, selectUser } from '../../machines/session.machine';
import { useAppActors } from '../app/actors-context';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const { session, login } = useAppActors();
  const authenticated = useSelector(session, selectIsAuthenticated);
  const user = useSelector(session, selectUser);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        {authenticated ? (
          <Title order={1}>
            {user?.firstName ? (
              <Trans>Bentornato, {user.firstName}!</Trans>
            ) : (
              <Trans>Bentornato!</Trans>
            )}
          </Title>
        ) : (
          <Title order={1}>
            <Trans>La tua spesa, pronta quando vuoi tu</Trans>
          </Title>
        )}
        <Text size="lg">
          <Trans>
            Frutta, verdura, latticini e tutto il necessario: ritira in negozio, al locker o ricevi
            in azienda.
          </Trans>
        </Text>
        {!authenticated && (
          <Button
            w="fit-content"
            onClick={() => {
              login.send({ type: 'form.reset' });
              session.send({ type: 'login.open' });
            }}
          >
            <Trans>Accedi per fare la spesa</Trans>
          </Button>
        )}
      </Stack>
    </Container>
  );
}
