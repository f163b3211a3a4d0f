import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Italian is the source and fallback locale; every visible text lives in src/locales. */
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it'],
  fallbackLocales: { default: 'it' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '<rootDir>/src/api/ebsn.d.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
