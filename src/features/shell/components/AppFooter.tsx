import { Anchor, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export interface AppFooterProps {
  /** A logged-in shopper gets the personal area instead of the login. */
  readonly loggedIn: boolean;
}

/** The footer link menu. */
export function AppFooter({ loggedIn }: AppFooterProps) {
  return (
    <Group component="footer" justify="space-between" px="md" py="lg" gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>© 2026 Spesa online · Supermercati in Lombardia</Trans>
      </Text>
      <Group component="nav" gap="md">
        <Anchor component={Link} to="/" size="sm">
          <Trans>Home</Trans>
        </Anchor>
        {loggedIn ? (
          <>
            <Anchor component={Link} to="/profile" size="sm">
              <Trans>Area personale</Trans>
            </Anchor>
            <Anchor component={Link} to="/profile/orders" size="sm">
              <Trans>I miei ordini</Trans>
            </Anchor>
          </>
        ) : (
          <Anchor component={Link} to="/login" size="sm">
            <Trans>Accedi</Trans>
          </Anchor>
        )}
      </Group>
    </Group>
  );
}
