import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { openCookiePreferences } from '../../cookie-consent';

export interface AppFooterProps {
  /** A logged-in shopper gets the personal area instead of the login. */
  readonly loggedIn: boolean;
  /** The content service's footer menu (FooterMenu), once loaded; default none. */
  readonly menu?: ReactNode;
}

/**
 * The footer: the content service's link menu, the shopper's own links, the cookie preferences
 * (changeable at any time) and the shop's note.
 */
export function AppFooter({ loggedIn, menu }: AppFooterProps) {
  return (
    <footer className="shell-footer">
      {menu}
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
        <button type="button" className="shell-footer-button" onClick={openCookiePreferences}>
          <Trans>Preferenze cookie</Trans>
        </button>
      </nav>
    </footer>
  );
}
