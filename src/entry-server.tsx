/**
 * The first HTML of the public pages (Home, a category, a product, a search), rendered on the
 * server for a guest: the same page for everyone, never one shopper's data. The server loads this
 * module from the build (`dist-ssr/`), answers the page's API calls in process, and puts the markup
 * into `index.html`. The router's own SSR API runs the request and writes its state (with the
 * catalogue reads) as inline scripts after the markup; `src/main.tsx` hydrates the page with them
 * (docs/adr/0001-server-rendering-with-the-routers-api.md).
 */
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { isRedirect, RouterContextProvider } from '@tanstack/react-router';
import {
  createRequestHandler,
  renderSsrHtmlResponse,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPageRenderClient, createPageRenderContentClient } from './api/client';
import { createAppActors } from './app/actors';
import { deepLinkTarget } from './domain/deep-links';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { i18n } from './shared/i18n';
import { createAppRouter } from './app/router';
import { theme } from './shared/theme';
import { hydrationChunks, SERVER_RENDERED_ROUTES } from './app/server-rendered';
import { CookieBanner } from './features/cookie-consent/components/CookieBanner';

export type RenderedPage =
  | {
      readonly kind: 'page';
      /** The route's markup, ending with the router's inline scripts of its state. */
      readonly html: string;
      /** Build-manifest keys of the chunks to preload for hydration. */
      readonly chunks: readonly string[];
      /** The cookie banner's first layer, for a browser with no choice in force. */
      readonly cookieBanner: string;
    }
  | { readonly kind: 'redirect'; readonly href: string }
  /** Not a public page (or it failed to render): the browser renders it from the shell. */
  | { readonly kind: 'shell' };

/** `url` is the path and query of the request; `fetch` answers the shop API in process. */
export async function renderPage(
  url: string,
  fetch: typeof globalThis.fetch,
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const client = createPageRenderClient(fetch);
  const actors = createAppActors({
    queryClient,
    client,
    revalidateRoutes: () => undefined,
    restart: () => undefined,
    openPage: () => undefined,
  });
  const router = createAppRouter({
    queryClient,
    client,
    actors,
    contentClient: createPageRenderContentClient(fetch),
  });
  const address = new URL(url, ORIGIN);
  const [, , found] = router.getMatchedRoutes(address.pathname);
  // A short deep link of a public page is answered before the page, not after the app starts.
  if (found?.id === '/$') return deepLinkRedirect(router, address);
  const routeFile = found && SERVER_RENDERED_ROUTES.get(found.id);
  if (routeFile === undefined) return { kind: 'shell' };

  const handle = createRequestHandler({
    request: new Request(new URL(url, ORIGIN)),
    createRouter: () => router,
  });
  const response = await handle(({ responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () =>
        prerender(
          <StrictMode>
            <AppProviders queryClient={queryClient} actors={actors}>
              <RouterServer router={router} />
            </AppProviders>
          </StrictMode>,
        ),
    }),
  );
  queryClient.clear();
  // The router has resolved a redirect's address into its Location.
  if (isRedirect(response)) {
    return { kind: 'redirect', href: response.headers.get('location') ?? '/' };
  }
  if (response.status !== 200) return { kind: 'shell' };
  const html = (await response.text()).replace(DOCTYPE, '');

  // Outside #root, so hydration never meets it; the app's own banner takes its place
  // (src/shared/early-cookie-banner.ts). Its ids are prefixed apart from the page's.
  const cookieBanner = await prerender(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} withCssVariables={false}>
        <RouterContextProvider router={router}>
          <CookieBanner reason="first" {...NO_PRESS} />
        </RouterContextProvider>
      </MantineProvider>
    </I18nProvider>,
    'cookie-banner-',
  );
  return { kind: 'page', html, chunks: hydrationChunks(routeFile), cookieBanner };
}

/** The router's handler wants a whole request; only the path and query matter here. */
const ORIGIN = 'http://localhost';
/** The router renders whole documents; ours is the content of #root in index.html. */
const DOCTYPE = /^<!DOCTYPE html>/;

/** The server's banner answers in the browser through src/shared/early-cookie-banner.ts. */
const NO_PRESS = {
  onAcceptAll: () => undefined,
  onRejectAll: () => undefined,
  onCustomise: () => undefined,
  onClose: () => undefined,
};

async function prerender(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix,
    // One piece of HTML: boundaries outlined into later chunks would need inline scripts to move
    // them into place, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The page a short deep link leads to, as a redirect; any other unknown path is the shell's. */
function deepLinkRedirect(router: ReturnType<typeof createAppRouter>, address: URL): RenderedPage {
  const search = Object.fromEntries(address.searchParams);
  const target = deepLinkTarget(address.pathname, search);
  if (target === null) return { kind: 'shell' };
  return { kind: 'redirect', href: router.buildLocation(target).href };
}
