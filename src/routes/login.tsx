import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { selectIsAuthenticated } from '../../machines/session.machine';
import { ConnectedLoginForm } from '../features/login/ConnectedLoginForm';
import { Logo } from '../features/login/components/Logo';

export const Route = createFileRoute('/login')({
  // A logged-in shopper has nothing to do here; this also ends the screen after a login.
  beforeLoad: ({ context }) => {
    if (selectIsAuthenticated(context.actors.session.getSnapshot())) throw redirect({ to: '/' });
  },
  component: LoginScreen,
});

function LoginScreen() {
  return (
    <Center py="xl">
      <Paper withBorder p="xl" w="100%" maw={530}>
        <Stack gap="lg">
          <Center>
            <Logo />
          </Center>
          <Stack gap={4}>
            <Title order={1} size="h2">
              <Trans>Accedi</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>Entra con il tuo indirizzo email e la tua password.</Trans>
            </Text>
          </Stack>
          <ConnectedLoginForm />
        </Stack>
      </Paper>
    </Center>
  );
}
