import { useLingui } from '@lingui/react/macro';

export interface LinksButtonProps {
  /** Whether the links drawer is open. */
  readonly open: boolean;
  readonly onToggle: () => void;
}

/**
 * The mobile app's header button of its links drawer ('Link utili'), beside the cart's. Its text
 * is in the storefront catalog, not the first page's: the app renders no page before that catalog
 * (the root route waits for it), and the web never renders the button.
 */
export function LinksButton({ open, onToggle }: LinksButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="shell-button mantine-focus-auto mantine-active"
      data-variant="subtle"
      onClick={onToggle}
      aria-label={t`Link utili`}
      aria-expanded={open}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="currentColor"
        stroke="none"
      >
        <circle cx="12" cy="5" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="12" cy="19" r="2" />
      </svg>
    </button>
  );
}
