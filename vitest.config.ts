import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fakeSite = fileURLToPath(new URL('./tests/support/virtual-site.ts', import.meta.url));
const fakeRoutes = fileURLToPath(new URL('./tests/support/virtual-site-routes.ts', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { 'virtual:site-routes': fakeRoutes, 'virtual:site': fakeSite } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/content/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/setup-unit.ts'],
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
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
