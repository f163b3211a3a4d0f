import { ActionIcon, Box, Burger, Button, Group, Input, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface AppHeaderProps {
  /** The logged-in shopper's first name, or null when anonymous. */
  readonly firstName: string | null;
  /** Whether the shopper is known to be logged in. */
  readonly authenticated: boolean;
  readonly categoriesOpen: boolean;
  readonly onToggleCategories: () => void;
  readonly onToggleCart: () => void;
  readonly onLogin: () => void;
  readonly onLogout: () => void;
  /** Searches the catalogue for the words typed in the search box. */
  readonly onSearch: (query: string) => void;
  /** This device's recent searches, offered by the search box as the shopper types or focuses it. */
  readonly recentSearches?: readonly string[];
}

const RECENT_SEARCHES_ID = 'recent-searches';

/** The top navbar: category menu, logo, greeting and personal area or login, logout, cart. */
export function AppHeader(props: AppHeaderProps) {
  const { t } = useLingui();
  return (
    <Group h="100%" px={{ base: 'xs', xs: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={props.categoriesOpen}
          onClick={props.onToggleCategories}
          aria-label={t`Categorie`}
          size="sm"
        />
        <UnstyledButton component={Link} to="/" aria-label={t`Spesa online, vai alla home`}>
          {/* Smaller on a phone, so that the search box keeps room for its words. */}
          <Box
            component="img"
            src="/logo.svg"
            alt=""
            w={{ base: 84, xs: 112 }}
            h="auto"
            display="block"
          />
        </UnstyledButton>
      </Group>
      {/* With an action, the search works as plain HTML before the app has taken the page over. */}
      <form
        role="search"
        action="/catalog/search"
        style={{ flex: 1, maxWidth: 480 }}
        onSubmit={(event) => {
          event.preventDefault();
          const query = new FormData(event.currentTarget).get('query');
          if (typeof query === 'string' && query.trim() !== '') props.onSearch(query.trim());
        }}
      >
        <Input
          name="query"
          type="search"
          aria-label={t`Cerca prodotti`}
          placeholder={t`Cerca prodotti`}
          list={RECENT_SEARCHES_ID}
          autoComplete="off"
        />
        {/* The browser's own dropdown: no script, and nothing moves on the page when it fills. */}
        <datalist id={RECENT_SEARCHES_ID} aria-label={t`Ricerche recenti`}>
          {props.recentSearches?.map((word) => (
            <option key={word} value={word} />
          ))}
        </datalist>
      </form>
      <Group gap="xs" wrap="nowrap">
        {props.authenticated ? (
          <>
            <Text size="sm" visibleFrom="xs">
              {props.firstName ? <Trans>Ciao, {props.firstName}</Trans> : <Trans>Ciao</Trans>}
            </Text>
            <ActionIcon
              component={Link}
              to="/profile"
              variant="subtle"
              size="lg"
              aria-label={t`Area personale`}
            >
              <PersonIcon />
            </ActionIcon>
            <WordsOrIcon
              label={t`Esci`}
              variant="subtle"
              icon={<LogoutIcon />}
              onClick={props.onLogout}
            />
          </>
        ) : (
          <WordsOrIcon
            label={t`Accedi`}
            variant="light"
            icon={<PersonIcon />}
            onClick={props.onLogin}
          />
        )}
        <ActionIcon
          variant="filled"
          size="lg"
          onClick={props.onToggleCart}
          aria-label={t`Carrello`}
        >
          <CartIcon />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * A header action in words from Mantine's `xs` breakpoint up and as an icon with the same name
 * below it: on a phone the words give way to the search box.
 */
function WordsOrIcon(props: {
  readonly label: string;
  readonly variant: 'light' | 'subtle';
  readonly icon: ReactNode;
  readonly onClick: () => void;
}) {
  return (
    <>
      <Button variant={props.variant} size="compact-sm" onClick={props.onClick} visibleFrom="xs">
        {props.label}
      </Button>
      <ActionIcon
        variant={props.variant}
        size="lg"
        onClick={props.onClick}
        aria-label={props.label}
        hiddenFrom="xs"
      >
        {props.icon}
      </ActionIcon>
    </>
  );
}

/** A 20 px outline icon that inherits the text colour; decorative (its button carries the name). */
function OutlineIcon({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

function CartIcon() {
  return (
    <OutlineIcon>
      <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h7.7a2 2 0 0 0 2-1.6L21 8H6" />
      <circle cx="10" cy="20.5" r="1.5" />
      <circle cx="17" cy="20.5" r="1.5" />
    </OutlineIcon>
  );
}

function LogoutIcon() {
  return (
    <OutlineIcon>
      <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4" />
      <path d="M10 8l-4 4 4 4" />
      <path d="M6 12h10" />
    </OutlineIcon>
  );
}

function PersonIcon() {
  return (
    <OutlineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </OutlineIcon>
  );
}
