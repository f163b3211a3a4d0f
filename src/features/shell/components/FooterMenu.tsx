import type { MouseEvent } from 'react';
import { isShopPath, type MenuEntry } from '../../../domain/content-menu';

export interface FooterMenuProps {
  /** The footer menu's entries shown here (the mobile app's hidden ones already left out). */
  readonly entries: readonly MenuEntry[];
  /** Opens a shop path inside the app. */
  readonly onNavigate: (href: string) => void;
}

/** Schemes a menu entry may link to; any other (javascript:, data:, vbscript:...) is no link. */
const LINK_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Whether `url` is safe as a link: http(s), mailto, tel, or relative. The scheme is read as a
 * browser reads it, with the spaces and control characters it ignores (`java\tscript:`) dropped.
 */
export function isSafeMenuUrl(url: string): boolean {
  const visible = [...url].filter((character) => character > ' ').join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(visible);
  return scheme === null || LINK_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`);
}

/** A menu entry's link: a shop path opens inside the app, another address as the entry says. */
export function MenuLink({
  entry,
  onNavigate,
}: {
  entry: MenuEntry;
  onNavigate: (href: string) => void;
}) {
  // An entry whose address could run script (a menu edited by mistake, or by an intruder) is text.
  if (!isSafeMenuUrl(entry.url)) return <span>{entry.title}</span>;
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
