import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export interface AppFooterProps {
  /** A logged-in shopper gets the personal area instead of the login. */
  readonly loggedIn: boolean;
}

/** The footer link menu. */
export function AppFooter({ loggedIn }: AppFooterProps) {
  return (
    <footer className="shell-footer">
      <p className="shell-footer-note">
        <Trans>© 2026 Spesa online · Supermercati in Lombardia</Trans>
      </p>
      <nav className="shell-footer-links">
        <Link to="/" className="mantine-focus-auto">
          <Trans>Home</Trans>
        </Link>
        {loggedIn ? (
          <>
            <Link to="/profile" className="mantine-focus-auto">
              <Trans>Area personale</Trans>
            </Link>
            <Link to="/profile/orders" className="mantine-focus-auto">
              <Trans>I miei ordini</Trans>
            </Link>
          </>
        ) : (
          <Link to="/login" className="mantine-focus-auto">
            <Trans>Accedi</Trans>
          </Link>
        )}
      </nav>
    </footer>
  );
}
