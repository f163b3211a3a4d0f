import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** Compiles Lingui macros (`Trans`, `t`, `msg`); shared with Vitest and Storybook. */
export const linguiMacros = () => babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] });

/**
 * What src/main.tsx imports (the styles, the ids of the page's data, the session's markers and
 * hint, the early taps) and Vite's preload helper: a chunk of their own, outside the app's. In the app's
 * chunk, they would make the entry load and run the whole app before it is needed.
 */
const ENTRY_SHARED =
  /vite[\\/]preload-helper|src[\\/](app[\\/](styles|early-taps)|shared[\\/](early-cookie-banner|cookie-choice-hint)|api[\\/]session-store|domain[\\/](session-hint|cookie-choice|language-cookie|server-chunks))\.ts$/;

/**
 * Mantine's small building blocks (Box, Text, Stack, Button, inputs, hooks...), which nearly every
 * lazy page uses: one chunk instead of forty, so the app's list of what each lazy chunk needs
 * stays short, and a phone makes one request for them. The large or rare parts (dialogs, scroll
 * areas, popovers, pagination) keep chunks of their own.
 */
const MANTINE_PRIMITIVES =
  /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/](use-id|use-merged-ref|use-uncontrolled|use-window-event|use-force-update|use-reduced-motion|use-did-update|utils)[\\/]|core[\\/]esm[\\/]core[\\/]|core[\\/]esm[\\/]components[\\/](Alert|Anchor|Badge|Box|Button|Center|CloseButton|Container|Group|Input|InputBase|Loader|Paper|Stack|Text|TextInput|Title|Transition|UnstyledButton)[\\/])/;

/** The chunks of the entry and the app (see `codeSplitting` below), loaded on every page. */
const ALWAYS_LOADED = /(^|\/)(libraries|rolldown-runtime|start|entry-shared)-[\w-]+\.js$/;

/**
 * The pages of a route a shopper opens seldom, and from a link that preloads it on intent: the
 * personal area's sections, the account and password flows, a shared order, a content form, the
 * staff's pages.
 * Their chunks are named `r-<hash>.js` and preloaded without the chunks they need, which the
 * browser then fetches as it reads them (one more round trip on a first visit): the lists of
 * those chunks would otherwise ship in every page's first JavaScript.
 */
const SELDOM_OPENED =
  /src[\\/]routes[\\/](_auth[\\/]profile[\\/]|registration-|reset-password-|recover-password-|email-confirmed|order\.|form\.|admin|userboard)/;
const SELDOM_OPENED_CHUNK = /(^|\/)r-[\w-]+\.js$/;

/**
 * Routes whose loaders load with their page, not with the app: an order's pages (the shared order
 * link, the personal area's orders), the registration's and the content service's (pages, FAQ, benefits, forms).
 * A shopper reaches them from a link, which preloads them on intent.
 */
const LOADERS_WITH_PAGE =
  /^\/(order\/|_auth\/profile\/|registration-|page\/\$|faq$|vantaggi$|form\/)/;

/**
 * The modules of every page that use valibot: the route definitions (their search and path
 * checks), the route guards and the catalogue's filters.
 */
const INITIAL_VALIBOT_USERS =
  /[\\/]src[\\/](routes[\\/]|app[\\/]guards\.ts|domain[\\/]product-filters\.ts)/;

/**
 * Valibot is one module, so every function any page uses would ship with the first page's
 * libraries. The first page's modules get valibot's other build (the same code, minified)
 * instead: only what they use ships first, and the forms' rules come with the forms.
 */
function initialValibot(): Plugin {
  const initialCopy = fileURLToPath(
    new URL('./node_modules/valibot/dist/index.min.mjs', import.meta.url),
  );
  return {
    name: 'initial-valibot',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'valibot' && importer !== undefined && INITIAL_VALIBOT_USERS.test(importer)
        ? initialCopy
        : null,
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    initialValibot(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          LOADERS_WITH_PAGE.test(routeId) ? [['loader', 'component']] : undefined,
      },
    }),
    react(),
    lingui(),
    linguiMacros(),
  ],
  resolve: {
    // @xstate/react imports the shims for React before 18; React 19 has the hook itself, so the
    // shims' fallback (0.3 KB gzip of the first JavaScript) is left out.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/app/react-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/ebsn': 'http://127.0.0.1:8080',
      '/version.json': 'http://127.0.0.1:8080',
    },
  },
  build: {
    target: 'es2022',
    // Maps are kept in dist/ for error reports but neither referenced nor served (spa.ts).
    sourcemap: 'hidden',
    manifest: true,
    // A lazy chunk's preload list leaves out the chunks every page has loaded already: the list
    // of them all ships in the app's first JavaScript.
    modulePreload: {
      // Every browser the shop supports preloads modules itself but Safari before 17, which then
      // loads a page's chunks one after the other instead of together: it still works, and the
      // polyfill (0.3 KB in every page's first JavaScript) is left out.
      polyfill: false,
      resolveDependencies: (file, dependencies) =>
        SELDOM_OPENED_CHUNK.test(file)
          ? dependencies.filter((dependency) => dependency === file || dependency.endsWith('.css'))
          : dependencies.filter((dependency) => !ALWAYS_LOADED.test(dependency)),
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The app is an entry of its own (src/main.tsx starts it after the first paint), so
          // that what it needs counts as initial below.
          input: { index: 'index.html', start: 'src/app/start.tsx' },
          output: {
            // The app's first JavaScript lists every lazy chunk's file with the chunks it needs
            // (Vite's preload map): named by their hash alone, the list is 0.7 KB gzip shorter.
            // The chunks every page loads keep their names, which the budgets and tests read.
            chunkFileNames: ({ name, facadeModuleId }) =>
              ALWAYS_LOADED.test(`${name}-x.js`)
                ? 'assets/[name]-[hash].js'
                : SELDOM_OPENED.test(facadeModuleId ?? '')
                  ? 'assets/r-[hash].js'
                  : 'assets/[hash].js',
            // The libraries every page needs come as one chunk, not twenty: fewer requests on a
            // phone, and one gzip stream compresses better than many small ones.
            codeSplitting: {
              groups: [
                { name: 'libraries', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
                { name: 'mantine', test: MANTINE_PRIMITIVES },
                { name: 'entry-shared', test: ENTRY_SHARED, priority: 3 },
                {
                  name: 'start',
                  test: (id) =>
                    /[\\/](src|machines)[\\/]/.test(id) && !/src[\\/]main\.tsx$/.test(id),
                  tags: ['$initial'],
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
