// The generator as another project gets it: packed with `npm pack` (which runs the package build),
// installed into a fresh project in a temp folder, then `quire init`, `quire build`, `quire dev` and
// `quire preview` run there, with no TypeScript loader installed: the package runs built.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeOut, ROOT, startServing, tempOutDir, type ServingProcess } from './helpers';

const run = promisify(execFile);
let dir: string;
let project: string;
/** the files the tarball holds, as `npm pack` lists them */
let packed: string[];
const running: ServingProcess[] = [];

/** npm's own variables of the `npm test` running this file must not leak into the fresh project. */
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));

const quire = (args: string[]) =>
  run(join(project, 'node_modules/.bin/quire'), args, { cwd: project, env: cleanEnv(), encoding: 'utf8' }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

/** Start `quire <args>` serving; stopped after the tests. */
async function serve(args: string[]): Promise<string> {
  const serving = await startServing(join(project, 'node_modules/.bin/quire'), args, { cwd: project, env: cleanEnv() });
  running.push(serving);
  return serving.url;
}

beforeAll(async () => {
  dir = await tempOutDir('package');
  const pack = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT, env: cleanEnv(), encoding: 'utf8' });
  const [{ filename, files }] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
  packed = files.map((file) => file.path);
  const tarball = join(dir, filename);
  project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-docs', private: true, type: 'module' }));
  await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], { cwd: project, env: cleanEnv() });
}, 600_000);
afterAll(async () => {
  for (const serving of running) serving.stop();
  await removeOut(dir);
});

describe('the package quire publishes', () => {
  it('holds the built command line, theme and types, and the theme sources the site build compiles; no Node side source', () => {
    for (const file of [
      'bin/quire.mjs',
      'lib/cli.js',
      'lib/highlight-worker.js',
      'lib/index-worker.js',
      'lib/index.js',
      'lib/types/index.d.ts',
      'lib/theme/theme.json',
      'lib/theme/client/client-entry.js',
      'lib/theme/server/server-entry.js',
      // what an installed quire's compile key tells its builds apart by (cache/scope-keys.ts)
      'lib/sources.digest',
      'client-entry.tsx',
      'server-entry.tsx',
      'src/client/App.tsx',
      'src/shared/config.ts',
      'package.json',
    ])
      expect(packed, file).toContain(file);
    const unneeded = packed.filter((file) =>
      /^(?:cli\.ts|prerender\.ts|index\.ts|src\/node\/|scripts\/|tests\/|content\/)|\.map$/.test(file),
    );
    expect(unneeded).toEqual([]);
  });

  it('is installed without a TypeScript loader', () => {
    expect(existsSync(join(project, 'node_modules/quire/lib/cli.js'))).toBe(true);
    expect(existsSync(join(project, 'node_modules/tsx'))).toBe(false);
  });
});

describe('quire installed in a fresh project', () => {
  it('init scaffolds a site whose config imports defineConfig by package name', async () => {
    const init = await quire(['init', 'docs', '--title', 'Acme Docs']);
    expect(init.code, init.stderr).toBe(0);
    expect(readFileSync(join(project, 'docs/site.config.ts'), 'utf8')).toContain("import { defineConfig } from 'quire';");
    expect(existsSync(join(project, 'docs/en/index.md'))).toBe(true);
    // never over an existing site
    const again = await quire(['init', 'docs']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'already holds site.config.ts, en/index.md, en/guide/getting-started.md, public/favicon.svg; nothing was written',
    );
    // the project's scripts run the installed command
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).scripts).toEqual({
      dev: 'quire dev docs',
      build: 'quire build docs',
      preview: 'quire preview',
    });
  });

  it('build writes the site', async () => {
    const build = await quire(['build', 'docs', '--out', 'public-site']);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/^Built 2 pages in /m);
    expect(readFileSync(join(project, 'public-site/guide/getting-started.html'), 'utf8')).toContain(
      '<h1 id="getting-started">Getting started</h1>',
    );
    expect(readFileSync(join(project, 'public-site/index.html'), 'utf8')).toContain('<title>Acme Docs</title>');
    // the favicon init wrote is linked and published, so the browser asks for no missing /favicon.ico
    expect(readFileSync(join(project, 'public-site/index.html'), 'utf8')).toContain('<link rel="icon" href="/favicon.svg"');
    expect(existsSync(join(project, 'public-site/favicon.svg'))).toBe(true);
  }, 120_000);

  it('an unknown flag gets a clear message and the usage, exit code 2', async () => {
    const wrong = await quire(['build', 'docs', '--outdir', 'x']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^quire build: unknown option '--outdir'\n\nUsage: quire build \[content\] \[options\]/);
  });

  it('dev serves the pages, rendered, and their Markdown', async () => {
    const url = await serve(['dev', 'docs', '--port', '0']);
    const page = await fetch(new URL('guide/getting-started', url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1 id="getting-started">Getting started</h1>');
    // the theme as the package build made it, from the installed package, and its CSS from its source
    expect(html).toContain('src="/lib/theme/client/client-entry.js"');
    const entry = await fetch(new URL('lib/theme/client/client-entry.js', url));
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain('hydrateRoot');
    expect((await fetch(new URL('src/client/theme/styles.css', url))).status).toBe(200);
    const twin = await fetch(new URL('guide/getting-started.md', url));
    expect(await twin.text()).toMatch(/^# Getting started\n/);
  }, 120_000);

  it('preview serves the built site', async () => {
    const url = await serve(['preview', '--out', 'public-site', '--port', '0']);
    const page = await fetch(new URL('guide/getting-started', url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1 id="getting-started">Getting started</h1>');
  }, 60_000);
});
