import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import EnvironmentSequencer from './tests/support/environment-sequencer';

const fakeSite = fileURLToPath(new URL('./tests/support/virtual-site.ts', import.meta.url));
const fakeRoutes = fileURLToPath(new URL('./tests/support/virtual-site-routes.ts', import.meta.url));

export default defineConfig({
  test: {
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { 'virtual:site-routes': fakeRoutes, 'virtual:site': fakeSite } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/content/**/*.test.ts'],
          environment: 'node',
          // files share a worker (see tests/support/setup-unit.ts for what each file still gets fresh)
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          setupFiles: ['tests/support/setup-unit.ts'],
          // deadlines for a hung test or a state that never comes, not speed limits: a busy machine is slow
          testTimeout: 30_000,
          hookTimeout: 30_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
