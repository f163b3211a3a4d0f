import DOMPurify from 'dompurify';
import { createContext, useContext, type MouseEvent } from 'react';
import type { ContentLink, ContentVideo } from '../../../domain/content-links';

/** What the links of content HTML do; given by the content feature's links provider. */
export interface ContentLinkActions {
  readonly classify: (href: string) => ContentLink;
  /** Opens an app route (the shop's prefix already stripped). */
  readonly route: (href: string) => void;
  readonly playVideo: (video: ContentVideo) => void;
}

/** Without a provider (stories, a page rendered on the server), links behave as the browser's. */
export const ContentLinksContext = createContext<ContentLinkActions | null>(null);

/**
 * `html` sanitised by DOMPurify (no script, no event handler, no `javascript:`), its external
 * links opening in a new window without a handle on this one.
 */
export function sanitizedContentHtml(html: string, classify?: (href: string) => ContentLink) {
  if (classify === undefined) return DOMPurify.sanitize(html);
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const href = node.tagName === 'A' ? node.getAttribute('href') : null;
    if (href === null || classify(href).kind !== 'external') return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener');
  });
  try {
    return DOMPurify.sanitize(html);
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}

/** A click the browser should handle itself: another button, or a modifier asking for a tab. */
const isBrowserClick = (event: MouseEvent) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;

/** Scrolls to the element `id` names (an `id`, or an old-style `name`), if the page has one. */
export function scrollToAnchor(id: string) {
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * Follows a click on a link to `href` as the shop does (shopping-flow.md §2): an app route in
 * the app, a hash by scrolling, a video in the dialog; anything else is left to the browser.
 */
export function followContentLink(
  actions: ContentLinkActions | null,
  href: string,
  event: MouseEvent,
): void {
  if (actions === null || isBrowserClick(event)) return;
  const link = actions.classify(href);
  if (link.kind === 'route') actions.route(link.href);
  else if (link.kind === 'hash') scrollToAnchor(link.id);
  else if (link.kind === 'video') actions.playVideo(link.video);
  else return;
  event.preventDefault();
}

export interface ContentHtmlProps {
  /** HTML from the content service, as it came. */
  readonly html: string;
  readonly className?: string;
}

/**
 * The content service's HTML, sanitised, with its links handled as shopping-flow.md §2 says:
 * app routes open inside the app, hash links scroll, video links open the video dialog.
 */
export function ContentHtml({ html, className = 'content-html' }: ContentHtmlProps) {
  const actions = useContext(ContentLinksContext);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href]');
    if (anchor === null || !event.currentTarget.contains(anchor)) return;
    followContentLink(actions, anchor.getAttribute('href') ?? '', event);
  };
  return (
    // Links are activated by click and by Enter alike (both are clicks): the div only delegates.
    <div
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: sanitizedContentHtml(html, actions?.classify) }}
    />
  );
}
