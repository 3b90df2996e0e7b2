import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const fakeSite = fileURLToPath(new URL('./tests/support/virtual-site.ts', import.meta.url));
const fakeRoutes = fileURLToPath(new URL('./tests/support/virtual-site-routes.ts', import.meta.url));
const fakeIslands = fileURLToPath(new URL('./tests/support/virtual-site-islands.ts', import.meta.url));
const fakeEagerIslands = fileURLToPath(new URL('./tests/support/virtual-site-islands-eager.ts', import.meta.url));
const fakeEcosystem = fileURLToPath(new URL('./tests/support/virtual-site-part-ecosystem.ts', import.meta.url));
const fakeSynonyms = fileURLToPath(new URL('./tests/support/virtual-site-part-synonyms.ts', import.meta.url));

/** Every project's tests run against lib/ built from the sources as they are (tests/support/package-built.ts). */
const PACKAGE_BUILT = 'tests/support/package-built.ts';

const ENVIRONMENT_RE = /@vitest-environment\s+(\S+)/;

/**
 * Vitest's order (slowest files first), then the files of one project and environment together: the
 * unit project does not isolate files, and a worker is reused only for a next file of the same
 * environment, so interleaved node and jsdom files would start workers (and load jsdom) over and over.
 */
class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map(sorted.map((spec) => [spec, environmentOf(spec)]));
    const order = [...new Set(groups.values())];
    return sorted.toSorted((a, b) => order.indexOf(groups.get(a)!) - order.indexOf(groups.get(b)!));
  }
}

function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2000);
  return `${spec.project.name}:${ENVIRONMENT_RE.exec(head)?.[1] ?? spec.project.config.environment}`;
}

export default defineConfig({
  test: {
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        plugins: [react()],
        resolve: {
          alias: {
            'virtual:site-routes': fakeRoutes,
            'virtual:site-islands-eager': fakeEagerIslands,
            'virtual:site-islands': fakeIslands,
            'virtual:site': fakeSite,
            'virtual:site-part/ecosystem': fakeEcosystem,
            'virtual:site-part/synonyms': fakeSynonyms,
          },
        },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/content/**/*.test.ts'],
          environment: 'node',
          globalSetup: [PACKAGE_BUILT],
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
          globalSetup: [PACKAGE_BUILT],
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
          globalSetup: [PACKAGE_BUILT, 'tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
