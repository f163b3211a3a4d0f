import { useContext, type AnchorHTMLAttributes } from 'react';
import { ContentLinksContext, followContentLink } from './ContentHtml';

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
      onClick: (event) => followContentLink(actions, href, event),
    };
  };
}
