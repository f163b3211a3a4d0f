import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ConnectedLoginForm } from './ConnectedLoginForm';
import { Logo } from './components/Logo';

/**
 * The login screen: the logo and the login form bound to the app's login actor, with the social
 * sign-in buttons (and why the last social sign-in failed, `socialError`).
 */
export function LoginPage({ socialError }: { readonly socialError?: string }) {
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
          <ConnectedLoginForm socialError={socialError} />
        </Stack>
      </Paper>
    </Center>
  );
}
