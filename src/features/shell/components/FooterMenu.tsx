import type { MouseEvent } from 'react';
import { isShopPath, type MenuEntry } from '../../../domain/content-menu';

export interface FooterMenuProps {
  /** The footer menu's entries shown here (the mobile app's hidden ones already left out). */
  readonly entries: readonly MenuEntry[];
  /** Opens a shop path inside the app. */
  readonly onNavigate: (href: string) => void;
}

function MenuLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate: (href: string) => void }) {
  const inShop = isShopPath(entry.url);
  const onClick = (event: MouseEvent) => {
    // A modified click or another button asks the browser for a new tab: it keeps it.
    if (!inShop || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(entry.url);
  };
  return (
    <a
      href={entry.url}
      className="mantine-focus-auto"
      title={entry.attr || undefined}
      onClick={onClick}
      {...(inShop || entry.target !== '_blank' ? {} : { target: '_blank', rel: 'noopener' })}
    >
      {entry.title}
    </a>
  );
}

/**
 * The footer link menu of the content service (account-and-platform.md §2): an entry with
 * children is a column with its title; one without is a link of its own.
 */
export function FooterMenu({ entries, onNavigate }: FooterMenuProps) {
  return (
    <div className="shell-footer-menu">
      {entries.map((entry) =>
        entry.children.length === 0 ? (
          <MenuLink key={entry.ID} entry={entry} onNavigate={onNavigate} />
        ) : (
          <nav key={entry.ID} aria-label={entry.title} className="shell-footer-column">
            <p className="shell-footer-heading">{entry.title}</p>
            <ul>
              {entry.children.map((child) => (
                <li key={child.ID}>
                  <MenuLink entry={child} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </nav>
        ),
      )}
    </div>
  );
}
