// Lint with the boundaries of DESIGN.md: what each folder may import.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {
  appOnTopZone,
  featureDirection,
  featureZones,
  nativeAdapterZone,
} from './eslint/feature-zones.js';
import { serverModules, SERVER_SRC_MESSAGE, SERVER_SRC_PATTERNS } from './eslint/server-modules.js';
import { serverSql } from './eslint/server-sql.js';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-ssr',
      'dist-mobile',
      // The native projects: what cap generates, and the web build cap sync copies into them.
      'android',
      'ios',
      'storybook-static',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/api/ebsn.d.ts',
      'src/api/content.d.ts',
      'src/routeTree.gen.ts',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx', 'tests/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Machines are pure: xstate, the domain and API types only. Effects are provided.
    files: ['machines/**/*.ts'],
    rules: restrict(
      [
        'react',
        'react-dom',
        'react/*',
        '@mantine/*',
        '@tanstack/*',
        'openapi-fetch',
        '**/src/api/client',
        '**/src/api/*.queries',
        '**/src/api/middleware/*',
        '**/src/app/*',
        '**/src/components/*',
        '**/src/features/**',
        '**/components/**',
      ],
      'machines/ imports only xstate, src/domain and types from src/api (DESIGN.md "Boundaries")',
    ),
  },
  {
    // The domain is plain TypeScript without I/O, shared by the app and the server.
    files: ['src/domain/**/*.ts'],
    rules: restrict(
      [
        'react',
        'react/*',
        '@mantine/*',
        '@tanstack/*',
        'openapi-fetch',
        'xstate',
        '**/api/**',
        '**/app/**',
        '**/components/**',
        'node:*',
        'fastify',
        'drizzle-orm',
        'drizzle-orm/*',
      ],
      'src/domain is pure rules with no I/O (DESIGN.md "Boundaries")',
    ),
  },
  {
    // Components render props and snapshots; they never call the API or own flow state.
    files: ['src/components/**/*.{ts,tsx}', 'src/features/*/components/**/*.{ts,tsx}'],
    rules: restrict(
      [
        'openapi-fetch',
        '**/api/client',
        '**/api/*.queries',
        '**/api/middleware/*',
        '**/app/*',
        '**/shared/flow-actors',
        '**/*.queries',
        '**/*.effects',
        'xstate',
        '@tanstack/react-query',
      ],
      'components render props; they never call the API or own flow state (DESIGN.md "Boundaries")',
    ),
  },
  {
    // Only src/api/client.ts creates the HTTP client; src/api/upload.ts sends files with their
    // progress, which fetch cannot report.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/api/client.ts', 'src/api/upload.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Only src/api/client.ts talks HTTP (DESIGN.md "Boundaries")',
        },
        {
          selector: "NewExpression[callee.name='XMLHttpRequest']",
          message: 'Only src/api/upload.ts sends files (DESIGN.md "Boundaries")',
        },
      ],
    },
  },
  {
    // The server takes from src/ only the domain and the generated API types.
    files: ['server/**/*.ts'],
    rules: restrict(SERVER_SRC_PATTERNS, SERVER_SRC_MESSAGE),
  },
  featureZones,
  featureDirection,
  appOnTopZone,
  nativeAdapterZone,
  ...serverModules,
  serverSql,
);
