import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { ContentLinksContext, scrollToAnchor } from './ContentHtml';

/** A click the browser should handle itself: another button, or a modifier asking for a tab. */
const isBrowserClick = (event: MouseEvent) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;

/**
 * The props of a link the content service gave (a slide's, a search result's), handled as links
 * inside content HTML are (shopping-flow.md §2): an app route opens in the app, a hash scrolls, a
 * video opens the video dialog, another site opens in a new window without a handle on this one.
 * Without the content feature's links provider (a story), the link is the browser's.
 */
export function useContentLink() {
  const actions = useContext(ContentLinksContext);
  return (href: string): AnchorHTMLAttributes<HTMLAnchorElement> => {
    const link = actions?.classify(href);
    return {
      href,
      ...(link?.kind === 'external' && { target: '_blank', rel: 'noopener' }),
      onClick: (event) => {
        if (actions === null || link === undefined || isBrowserClick(event)) return;
        if (link.kind === 'route') actions.route(link.href);
        else if (link.kind === 'hash') scrollToAnchor(link.id);
        else if (link.kind === 'video') actions.playVideo(link.video);
        else return;
        event.preventDefault();
      },
    };
  };
}
