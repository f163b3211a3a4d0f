import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './vite.config.ts';

/** The test files under `dir` whose text calls one of `calls` (`vi.mock(`, ...). */
function filesCalling(dir: string, extension: string, calls: readonly string[]): string[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => `${dir}/${String(name)}`)
    .filter((file) => file.endsWith(extension))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return calls.some((call) => text.includes(call));
    });
}

/**
 * Screen tests that mock a module (`vi.mock`): they run each in a fresh module graph, since in the
 * shared one their mocks would reach the files that run after them.
 */
const screenTestsMockingModules = filesCalling('tests/components', '.test.tsx', ['vi.mock(']);

/** Node tests that mock, reset or stub what other files import: each in a fresh module graph. */
const nodeTestsChangingModules = ['tests/unit', 'tests/model'].flatMap((dir) =>
  filesCalling(dir, '.test.ts', [
    'vi.mock(',
    'vi.doMock(',
    'vi.resetModules(',
    'vi.stubGlobal(',
    'vi.stubEnv(',
  ]),
);

const dom = { environment: 'jsdom', setupFiles: ['tests/setup-dom.ts'], testTimeout: 30_000 };

export default defineConfig({
  plugins: [react(), lingui(), linguiMacros()],
  test: {
    // Both cores: vitest's default leaves one free for itself, which idles half of a 2-core CI.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'],
          exclude: nodeTestsChangingModules,
          // Files share a worker's modules (a third of the project's time went on importing the
          // same machines and domain again for each file); none changes a module for the next.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: nodeTestsChangingModules,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // Files share a worker's modules: the contracts compiled and the template read once
          // per worker. Each file still gets its own database and app (tests/api/helpers).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          ...dom,
          name: 'dom',
          include: ['tests/components/**/*.test.tsx'],
          exclude: screenTestsMockingModules,
          // Files share a worker's modules and jsdom setup (half the project's time): each test
          // leaves the document and the storage empty (tests/setup-dom.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...dom, name: 'dom-mocks', include: screenTestsMockingModules },
      },
    ],
  },
});
