// Test runner configuration: DOM tests (*.test.tsx, *.dom.test.ts) under jsdom, the rest under node.
// Worker threads on every core (vitest's default leaves one idle); node test files share a worker's
// modules (each starts its own server and state), DOM test files each get a fresh page.
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

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
            'tests/unit/**/*.test.tsx',
            'tests/unit/**/*.dom.test.ts',
            'tests/integration/**/*.test.tsx',
            'tests/integration/**/*.dom.test.ts',
          ],
          setupFiles: ['tests/setup/dom.ts'],
          // Room for findBy…'s wait (tests/setup/dom.ts) on a busy machine.
          testTimeout: 15_000,
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
