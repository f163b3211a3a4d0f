import { Drawer, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { MenuEntry } from '../../../domain/content-menu';
import { useReturnFocus } from '../../../components/use-return-focus';
import { MenuLink } from './FooterMenu';

export interface LinksDrawerProps {
  readonly opened: boolean;
  /** The content service's `links-drawer` menu; undefined while it loads. */
  readonly entries: readonly MenuEntry[] | undefined;
  /** Opens a shop path inside the app. */
  readonly onNavigate: (href: string) => void;
  readonly onClose: () => void;
}

/**
 * The mobile app's links drawer (shopping-flow.md §2 "Shell layout"): the content service's
 * `links-drawer` menu, an entry with children as a titled group. Following a link closes it.
 */
export function LinksDrawer({ opened, entries, onNavigate, onClose }: LinksDrawerProps) {
  const { t } = useLingui();
  useReturnFocus(opened);
  const follow = (href: string) => {
    onClose();
    onNavigate(href);
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t`Link utili`}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      {entries === undefined ? (
        <Loader size="sm" aria-label={t`Caricamento dei link`} />
      ) : (
        <nav aria-label={t`Link utili`} className="shell-links-drawer">
          <ul>
            {entries.map((entry) => (
              <li key={entry.ID}>
                {entry.children.length === 0 ? (
                  <MenuLink entry={entry} onNavigate={follow} />
                ) : (
                  <>
                    <p className="shell-footer-heading">{entry.title}</p>
                    <ul>
                      {entry.children.map((child) => (
                        <li key={child.ID}>
                          <MenuLink entry={child} onNavigate={follow} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Drawer>
  );
}
