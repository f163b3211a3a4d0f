import { Anchor, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The footer link menu. */
export function AppFooter() {
  return (
    <Group component="footer" justify="space-between" px="md" py="lg" gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>© 2026 Spesa online · Supermercati in Lombardia</Trans>
      </Text>
      <Group component="nav" gap="md">
        <Anchor component={Link} to="/" size="sm">
          <Trans>Home</Trans>
        </Anchor>
        <Anchor component={Link} to="/login" size="sm">
          <Trans>Accedi</Trans>
        </Anchor>
      </Group>
    </Group>
  );
}
