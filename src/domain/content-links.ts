/**
 * What a link inside the content service's HTML does (shopping-flow.md §2 "Link handling"):
 * internal links on allowed hosts are routed inside the app with the shop's prefix stripped (but
 * `/p/`, `/photo/` and `/photo2/` stay ordinary links: the content service and the pictures are
 * not app routes), hash links scroll, video links open the video dialog, and every other external
 * link opens in a new window.
 */

/** A video the dialog can embed. */
export interface ContentVideo {
  /** The player's address, for the dialog's frame. */
  readonly embedUrl: string;
  /** The video on its own site, for a shopper whose player does not load. */
  readonly watchUrl: string;
  readonly provider: 'YouTube' | 'Vimeo';
}

export type ContentLink =
  | { readonly kind: 'route'; readonly href: string }
  | { readonly kind: 'hash'; readonly id: string }
  | { readonly kind: 'video'; readonly video: ContentVideo }
  | { readonly kind: 'external' }
  /** Left to the browser: the content service's own files, mail and phone links, the same page. */
  | { readonly kind: 'plain' };

export interface LinkContext {
  /** The address of the page the link is on (`location.href`). */
  readonly pageUrl: string;
  /** Hosts whose links are the shop's own, beside the page's host. */
  readonly allowedHosts: readonly string[];
  /** The path the shop is served under (Vite's BASE_URL), stripped from internal links. */
  readonly shopPrefix: string;
}

const NOT_ROUTES = /^\/(p|photo|photo2)(\/|$)/;
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The YouTube or Vimeo video `url` shows, if it is one. */
export function videoOf(url: URL): ContentVideo | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = segments[0] ?? null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : segments[0] === 'embed' || segments[0] === 'shorts'
          ? (segments[1] ?? null)
          : null;
  }
  if (youtubeId !== null && YOUTUBE_ID.test(youtubeId)) {
    return {
      provider: 'YouTube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}`,
      watchUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
    };
  }
  const vimeoId =
    host === 'vimeo.com'
      ? segments[0]
      : host === 'player.vimeo.com' && segments[0] === 'video'
        ? segments[1]
        : undefined;
  if (vimeoId !== undefined && VIMEO_ID.test(vimeoId)) {
    return {
      provider: 'Vimeo',
      embedUrl: `https://player.vimeo.com/video/${vimeoId}`,
      watchUrl: `https://vimeo.com/${vimeoId}`,
    };
  }
  return null;
}

/** `path` without the shop's prefix (`/spesa/page/x` → `/page/x` when the shop is at `/spesa/`). */
function withoutPrefix(path: string, shopPrefix: string): string {
  const prefix = shopPrefix.replace(/\/+$/, '');
  if (prefix === '' || !(path === prefix || path.startsWith(`${prefix}/`))) return path;
  return path.slice(prefix.length) || '/';
}

/** What following `href` (as written in the content) should do on the page `context.pageUrl`. */
export function classifyContentLink(href: string, context: LinkContext): ContentLink {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) {
    const id = decodeURIComponent(trimmed.slice(1));
    return id === '' ? { kind: 'plain' } : { kind: 'hash', id };
  }
  let url: URL;
  try {
    url = new URL(trimmed, context.pageUrl);
  } catch {
    return { kind: 'plain' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'plain' };
  const video = videoOf(url);
  if (video !== null) return { kind: 'video', video };
  const page = new URL(context.pageUrl);
  const shops = [page.host, ...context.allowedHosts].map((host) => host.toLowerCase());
  if (!shops.includes(url.host.toLowerCase())) return { kind: 'external' };
  const path = withoutPrefix(url.pathname, context.shopPrefix);
  if (NOT_ROUTES.test(path)) return { kind: 'plain' };
  const samePage =
    url.host === page.host && path === withoutPrefix(page.pathname, context.shopPrefix);
  if (samePage && url.search === page.search && url.hash !== '') {
    return { kind: 'hash', id: decodeURIComponent(url.hash.slice(1)) };
  }
  return { kind: 'route', href: `${path}${url.search}${url.hash}` };
}
