// Test runner configuration: DOM tests (*.test.tsx, *.dom.test.ts) under jsdom, the rest under node.
// Worker threads on every core (vitest's default leaves one idle); node test files share a worker's
// modules (each starts its own server and state), and so do the components' unit tests (each
// renders its own store); the integration tests and the start-up's get a fresh page each.
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/** The DOM tests under `folder`: *.test.tsx and *.dom.test.ts. */
const domTests = (folder: string) => [`${folder}/**/*.test.tsx`, `${folder}/**/*.dom.test.ts`];
/**
 * Unit test folders whose code keeps module state (the app's start-up, the worker's registration,
 * the session's purge): each of their files gets a fresh page and module graph.
 */
const ISOLATED_UNIT_FOLDERS = ['sw', 'app'];
/**
 * Unit tests that mock modules (vi.mock): in a shared module graph, a file that ran before them
 * had loaded the real module, and they the mock for the files after them, so the outcome hung on
 * the files' order. Each gets a fresh page and module graph.
 */
const MOCKING_UNIT_FILES = [
  'tests/unit/components/ErrorBoundary.test.tsx',
  'tests/unit/components/FileInput.photos.test.tsx',
];

export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'threads',
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            ...domTests('tests/integration'),
            ...ISOLATED_UNIT_FOLDERS.flatMap((folder) => domTests(`tests/unit/${folder}`)),
            ...MOCKING_UNIT_FILES,
          ],
          setupFiles: ['tests/setup/dom.ts'],
          // Room for findBy…'s wait (tests/setup/dom.ts) on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom-shared',
          environment: 'jsdom',
          include: domTests('tests/unit'),
          exclude: [
            ...ISOLATED_UNIT_FOLDERS.map((folder) => `tests/unit/${folder}/**`),
            ...MOCKING_UNIT_FILES,
            '**/node_modules/**',
          ],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 15_000,
          // The components' tests share a worker's page and modules (each renders its own store):
          // a fresh page and module graph for every file was most of the DOM tests' time.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/server/**/*.test.ts',
          ],
          exclude: ['**/*.dom.test.ts', '**/node_modules/**'],
          setupFiles: ['tests/setup/node.ts'],
          isolate: false,
        },
      },
    ],
  },
});
