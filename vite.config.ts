import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Compiles Lingui macros (`Trans`, `t`, `msg`); shared with Vitest and Storybook. */
export const linguiMacros = () => babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    lingui(),
    linguiMacros(),
  ],
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
    sourcemap: true,
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The app is an entry of its own (src/main.tsx starts it after the first paint), so
          // that what it needs counts as initial below.
          input: { index: 'index.html', start: 'src/app/start.tsx' },
          output: {
            // The libraries every page needs come as one chunk, not twenty: fewer requests on a
            // phone, and one gzip stream compresses better than many small ones.
            codeSplitting: {
              groups: [
                { name: 'libraries', test: /node_modules[\\/]/, tags: ['$initial'] },
                { name: 'start', test: /[\\/](src|machines)[\\/]/, tags: ['$initial'] },
              ],
            },
          },
        },
  },
}));
