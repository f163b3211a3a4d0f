import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const exclude = ['**/node_modules/**', '<rootDir>/src/api/ebsn.d.ts'];
// What the first paint and the session can show before any other chunk arrives.
// The category menu loads with its drawer, so its texts stay in the storefront catalog.
const shell = [
  ...['AppFooter', 'AppHeader', 'LoaderOverlay', 'ScrollToTop', 'ShellDrawers'].map(
    (name) => `<rootDir>/src/features/shell/components/${name}.tsx`,
  ),
  '<rootDir>/src/domain/core-messages.ts',
];

/**
 * Italian is the source and fallback locale; every visible text lives in src/locales, in two
 * catalogs: `shell` ships in the first page's bundle, `storefront` (every page, dialog and
 * drawer) loads beside the first route's chunks (src/shared/i18n.ts).
 */
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'it' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/shell', include: shell, exclude },
    {
      path: '<rootDir>/src/locales/{locale}/storefront',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [...exclude, ...shell],
    },
  ],
  // By id, which is unique: ordering by message let texts shared by two ids swap between runs.
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
