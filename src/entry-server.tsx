/**
 * The first HTML of the public pages (Home, a category, a product, a search), rendered on the
 * server for a guest: the same page for everyone, never one shopper's data. The server loads this
 * module from the build (`dist-ssr/`), answers the page's API calls in process, and puts the markup
 * and the dehydrated catalogue reads into `index.html`; `src/main.tsx` hydrates them.
 * Moving to the router's own SSR API: docs/adr/0001-server-rendering-with-the-routers-api.md.
 */
import { dehydrate } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPageRenderClient } from './api/client';
import { createAppActors } from './app/actors';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { i18n } from './app/i18n';
import { createAppRouter } from './app/router';
import { theme } from './app/theme';
import { hydrationChunks, SERVER_RENDERED_ROUTES } from './app/server-rendered';
import { CookieBanner } from './features/cookie-consent/components/CookieBanner';

export type RenderedPage =
  | {
      readonly kind: 'page';
      readonly html: string;
      readonly state: string;
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
  const router = createAppRouter(
    { queryClient, client, actors },
    createMemoryHistory({ initialEntries: [url] }),
  );
  const [, , found] = router.getMatchedRoutes(router.history.location.pathname);
  const routeFile = found && SERVER_RENDERED_ROUTES.get(found.id);
  if (routeFile === undefined) return { kind: 'shell' };

  await router.load();
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    return { kind: 'redirect', href: result.redirect.options.href ?? '/' };
  }
  if (result?.type !== 'render' || result.status !== 200) return { kind: 'shell' };

  const html = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient} actors={actors}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // Outside #root, so hydration never meets it; the app's own banner takes its place
  // (src/app/early-cookie-banner.ts). Its ids are prefixed apart from the page's.
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
  const state = JSON.stringify(dehydrate(queryClient));
  queryClient.clear();
  return { kind: 'page', html, state, chunks: hydrationChunks(routeFile), cookieBanner };
}

/** The server's banner answers in the browser through src/app/early-cookie-banner.ts. */
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
