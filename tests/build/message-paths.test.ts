// quire installed in another project (its folder is not the one the command runs in): every path in
// its messages, its own and Vite's, is relative to the folder the command runs in, so that
// terminals and editors open it.
import { execFile } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServing, tempOutDir, type ServingProcess } from './helpers';
import { removeTemporary } from '../support/remove-temporary';

let project: string;
let serving: ServingProcess | undefined;
const QUIRE = join(ROOT, 'bin/quire.mjs');

const write = (file: string, text: string) => {
  mkdirSync(join(project, file, '..'), { recursive: true });
  writeFileSync(join(project, file), text);
};

beforeAll(async () => {
  project = await tempOutDir('message-paths');
  mkdirSync(join(project, 'node_modules'));
  // the config imports quire by name, as in a project that installed it
  symlinkSync(ROOT, join(project, 'node_modules/quire'), 'dir');
  write(
    'docs/site.config.ts',
    "import { defineConfig } from 'quire';\nexport default defineConfig({ title: 'Paths', siteUrl: 'https://example.com' });\n",
  );
  write('docs/en/index.md', '# Home\n\nSee [the guide](./guide.md).\n');
  write('docs/en/bad.md', '---\ntitle: [oops\n---\n\n# Bad\n');
});
afterAll(async () => {
  serving?.stop();
  // the stopped dev server may still be writing its cache in the project
  removeTemporary(project);
});

describe('message paths of an installed quire', () => {
  it('build names files relative to the folder it runs in', async () => {
    const failed = await promisify(execFile)(process.execPath, [QUIRE, 'build', 'docs', '--out', 'site'], { cwd: project }).then(
      () => undefined,
      (error: { stderr: string }) => error.stderr,
    );
    expect(failed).toMatch(/^docs\/en\/bad\.md:2:\d+ error frontmatter /m);
    expect(failed).toMatch(/^docs\/en\/index\.md:3:5 error dead-link /m);
    expect(failed).not.toContain('../');
    expect(failed).not.toContain(project);
  }, 120_000);

  it("dev: Vite's error names the page relative to the folder it runs in", async () => {
    // with colours, as in a terminal (and on CI): Vite then colours the path it names
    serving = await startServing(process.execPath, [QUIRE, 'dev', 'docs', '--port', '0'], {
      cwd: project,
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    const page = await fetch(new URL('bad', serving.url));
    expect(page.status).toBe(500);
    await expect.poll(() => serving!.output(), { timeout: 60_000 }).toMatch(/File: docs\/en\/bad\.md:2:\d+/);
    expect(serving.output()).not.toContain(`${project}/docs`);
  }, 120_000);
});
