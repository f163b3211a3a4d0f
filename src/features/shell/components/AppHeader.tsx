import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LANGUAGE_LABELS, otherLanguage, type Language } from '../../../domain/language';

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
  /** The search box got the focus (the recent searches load then); default nothing. */
  readonly onSearchFocus?: () => void;
  /** Buttons before the cart's: the mobile app's 'Link utili' (LinksButton); none on the web. */
  readonly actions?: ReactNode;
}

const RECENT_SEARCHES_ID = 'recent-searches';
/** Mantine's global classes: a focus ring for the keyboard only, and a press effect. */
const BUTTON_CLASSES = 'shell-button mantine-focus-auto mantine-active';

/**
 * The top navbar: category menu, logo, greeting and personal area or login, logout, the language
 * switch, in the mobile app the links drawer's button, cart.
 */
export function AppHeader(props: AppHeaderProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  // Two languages: the switch offers the other one, named in itself.
  const other = otherLanguage(i18n.locale as Language);
  const code = other.toUpperCase();
  return (
    <div className="shell-bar">
      <div className="shell-row">
        <button
          type="button"
          className={`${BUTTON_CLASSES} shell-burger`}
          data-variant="subtle"
          onClick={props.onToggleCategories}
          aria-label={t`Categorie`}
          aria-expanded={props.categoriesOpen}
        >
          <BurgerIcon opened={props.categoriesOpen} />
        </button>
        <Link to="/" className="mantine-focus-auto" aria-label={t`Spesa online, vai alla home`}>
          {/* Smaller on a phone, so that the search box keeps room for its words. */}
          <img className="shell-logo" src="/logo.svg" alt="" />
        </Link>
      </div>
      {/* With an action, the search works as plain HTML before the app has taken the page over. */}
      <form
        role="search"
        action="/catalog/search"
        className="shell-search"
        onSubmit={(event) => {
          event.preventDefault();
          const query = new FormData(event.currentTarget).get('query');
          if (typeof query === 'string' && query.trim() !== '') props.onSearch(query.trim());
        }}
      >
        <input
          className="shell-search-input"
          name="query"
          type="search"
          aria-label={t`Cerca prodotti`}
          placeholder={t`Cerca prodotti`}
          list={RECENT_SEARCHES_ID}
          autoComplete="off"
          onFocus={props.onSearchFocus}
        />
        {/* The browser's own dropdown: no script, and nothing moves on the page when it fills. */}
        <datalist id={RECENT_SEARCHES_ID} aria-label={t`Ricerche recenti`}>
          {props.recentSearches?.map((word) => (
            <option key={word} value={word} />
          ))}
        </datalist>
      </form>
      <div className="shell-row">
        {props.authenticated ? (
          <>
            <p className="shell-greeting mantine-visible-from-xs">
              {props.firstName ? <Trans>Ciao, {props.firstName}</Trans> : <Trans>Ciao</Trans>}
            </p>
            <Link
              to="/profile"
              className={BUTTON_CLASSES}
              data-variant="subtle"
              aria-label={t`Area personale`}
            >
              <PersonIcon />
            </Link>
            {/* On a phone the search box keeps the room: 'Esci' is in the personal area there. */}
            <button
              type="button"
              className={`${BUTTON_CLASSES} mantine-visible-from-xs`}
              data-variant="subtle"
              data-words
              onClick={props.onLogout}
            >
              {t`Esci`}
            </button>
          </>
        ) : (
          <WordsOrIcon
            label={t`Accedi`}
            variant="light"
            icon={<PersonIcon />}
            onClick={props.onLogin}
          />
        )}
        <WordsOrIcon
          label={LANGUAGE_LABELS[other]}
          lang={other}
          variant="subtle"
          icon={code}
          iconLabel={`${code}, ${LANGUAGE_LABELS[other]}`}
          onClick={() =>
            void import('../../language').then((change) =>
              change.changeLanguage(router.options.context, other),
            )
          }
        />
        {props.actions}
        <button
          type="button"
          className={BUTTON_CLASSES}
          data-variant="filled"
          onClick={props.onToggleCart}
          aria-label={t`Carrello`}
        >
          <CartIcon />
        </button>
      </div>
    </div>
  );
}

/**
 * A header action in words from Mantine's `xs` breakpoint up and as an icon with the same name
 * below it: on a phone the words give way to the search box.
 */
function WordsOrIcon(props: {
  readonly label: string;
  /** The label's language when it is not the page's. */
  readonly lang?: string;
  readonly variant: 'light' | 'subtle';
  readonly icon: ReactNode;
  /** The icon's name when it is not the words: it starts with the icon's visible text, if any. */
  readonly iconLabel?: string;
  readonly onClick: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className={`${BUTTON_CLASSES} mantine-visible-from-xs`}
        data-variant={props.variant}
        data-words
        lang={props.lang}
        onClick={props.onClick}
      >
        {props.label}
      </button>
      <button
        type="button"
        className={`${BUTTON_CLASSES} mantine-hidden-from-xs`}
        data-variant={props.variant}
        lang={props.lang}
        onClick={props.onClick}
        aria-label={props.iconLabel ?? props.label}
      >
        {props.icon}
      </button>
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

function PersonIcon() {
  return (
    <OutlineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </OutlineIcon>
  );
}

/** Three bars, or a cross while the menu they open is open. */
function BurgerIcon({ opened }: { readonly opened: boolean }) {
  return (
    <OutlineIcon>
      {opened ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
    </OutlineIcon>
  );
}
