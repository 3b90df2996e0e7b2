// quire's failures a user can fix: one clear message and exit code 1, no stack trace; paths relative
// to the folder it runs in, control characters escaped.
import { execFile, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeRegExp, fixtureContent, removeOut, ROOT, runQuire, tempOutDir, type CliRun } from './helpers';

let busy: Server;
let port: number;
let empty: string;
/** `path` as quire prints it: relative to the folder it runs in (the tests run it in ROOT) */
const shown = (path: string) => relative(ROOT, path);
beforeAll(async () => {
  empty = await tempOutDir('cli-empty');
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  port = (busy.address() as { port: number }).port;
});
afterAll(async () => {
  busy.close();
  await removeOut(empty);
});

/**
 * Whether a test may mount a tmpfs of its own, seen by one process only (a private mount namespace:
 * root on Linux). A full or read-only disk cannot be had otherwise: root writes through permissions.
 */
function canMountPrivately(): boolean {
  return (
    spawnSync('unshare', ['--mount', '--propagation', 'private', 'mount', '-t', 'tmpfs', '-o', 'size=4k', 'tmpfs', tmpdir()]).status === 0
  );
}
const privateMounts = canMountPrivately();

/** `command` with a tmpfs mounted at `point` (mount options: 'ro', 'size=100k') for this run only. */
function runWithMount(point: string, options: string, command: string[]): Promise<CliRun> {
  const script = 'mount -t tmpfs -o "$1" tmpfs "$2" && shift 2 && exec "$@"';
  const unshare = ['--mount', '--propagation', 'private', 'sh', '-c', script, 'sh', options, point, ...command];
  return new Promise((resolve) => {
    execFile('unshare', unshare, { cwd: ROOT, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, signal: error?.signal ?? null, stdout, stderr });
    });
  });
}

const quireWithMount = (point: string, options: string, args: string[]) =>
  runWithMount(point, options, [process.execPath, 'bin/quire.mjs', ...args]);

describe('quire: failures the user can fix', () => {
  it('a content folder without site.config.ts', async () => {
    const run = await runQuire(['build', empty]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `${shown(empty)} holds no site.config.ts: pass the content folder (quire <command> <dir>), or create a site there with quire init ${shown(empty)}`,
    );
  });

  it('a folder with no built site to preview', async () => {
    const run = await runQuire(['preview', empty]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `${shown(empty)} holds no built site (index.html): run 'quire build' first, or pass the folder it wrote`,
    );
  });

  it('a folder name with control characters is shown escaped, and quoted for the shell', async () => {
    const run = await runQuire(['build', join(empty, 'x\x1b]0;owned\x07')]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `${shown(empty)}/x\\x1b]0;owned\\x07 holds no site.config.ts: pass the content folder (quire <command> <dir>), or create a site there with quire init $'${shown(empty)}/x\\x1b]0;owned\\x07'`,
    );
  });

  it('a port another program uses', async () => {
    const site = join(empty, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>t</title>\n');
    const run = await runQuire(['preview', site, '--port', String(port), '--host', '127.0.0.1']);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`port ${port} is already in use: stop what uses it, or choose another with --port`);
  });

  it('a --base naming another host is a usage error (exit code 2), before anything is built or served', async () => {
    for (const command of ['build', 'preview']) {
      const run = await runQuire([command, fixtureContent('basic'), '--base', '//evil.test/', '--out', join(empty, 'never')]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(
        new RegExp(`^quire ${command}: --base //evil.test/: expected a path starting with one '/'\n\nUsage: quire ${command} `),
      );
      expect(run.stdout).toBe('');
    }
  });

  it('dev on a config with a wrong value: the problem with its file, then one line', async () => {
    const run = await runQuire(['dev', fixtureContent('config-wrong-value'), '--port', '0'], { timeoutMs: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      "tests/fixtures/config-wrong-value/content/site.config.ts error config themeConfig.localeRedirect: expected 'auto' | 'never', got 'always'",
      'quire dev: an error in the site config (see above)',
    ]);
  }, 120_000);

  it('an init over an existing site writes nothing', async () => {
    const run = await runQuire(['init', fixtureContent('basic')]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'tests/fixtures/basic/content already holds site.config.ts, en/index.md; nothing was written (choose an empty folder)',
    );
  });

  it('an init over a dangling link at site.config.ts writes nothing, through it or beside it', async () => {
    const dir = join(empty, 'linked');
    mkdirSync(dir);
    symlinkSync(join(empty, 'elsewhere.ts'), join(dir, 'site.config.ts'));
    const run = await runQuire(['init', dir]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${shown(dir)} already holds site.config.ts; nothing was written (choose an empty folder)`);
    expect(existsSync(join(empty, 'elsewhere.ts'))).toBe(false);
    expect(existsSync(join(dir, 'en'))).toBe(false);
    expect(lstatSync(join(dir, 'site.config.ts')).isSymbolicLink()).toBe(true);
  });

  it('a components module importing a package that is not installed: the module and the package, in one line', async () => {
    const out = join(empty, 'components-out');
    const run = await runQuire(['build', fixtureContent('components-missing-package'), '--out', out]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "quire build: tests/fixtures/components-missing-package/content/components.tsx imports 'confetti-not-installed', but the package confetti-not-installed is not installed: install it (npm install confetti-not-installed) or remove the import",
    );
  }, 120_000);

  it("a site config importing quire where it is not installed: the import's line, not a failure of quire's own", async () => {
    const content = join(empty, 'not-installed', 'content');
    mkdirSync(join(content, 'en'), { recursive: true });
    writeFileSync(
      join(content, 'site.config.ts'),
      "import { defineConfig } from 'quire';\n\nexport default defineConfig({ title: 'T' });\n",
    );
    writeFileSync(join(content, 'en', 'index.md'), '# Home\n');
    const run = await runQuire(['build', content, '--out', join(empty, 'not-installed', 'dist')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${shown(join(content, 'site.config.ts'))}:1:30 error config Cannot find module 'quire'\n`);
    expect(run.stderr).not.toContain('Cannot read properties');
  }, 120_000);

  it.skipIf(!privateMounts)(
    'a read-only out dir: what could not be created, and why',
    async () => {
      const point = join(empty, 'read-only');
      mkdirSync(point);
      const run = await quireWithMount(point, 'ro', ['build', fixtureContent('basic'), '--out', join(point, 'dist')]);
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(
        new RegExp(`^quire build: cannot (create|write) ${escapeRegExp(shown(point))}/\\S+: read-only file system$`),
      );
    },
    120_000,
  );

  it.skipIf(!privateMounts)(
    'a full disk: the file that could not be written, in one line',
    async () => {
      const point = join(empty, 'full');
      mkdirSync(point);
      const run = await quireWithMount(point, 'size=100k', ['build', fixtureContent('basic'), '--out', join(point, 'dist')]);
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(
        new RegExp(`^quire build: cannot (create|write) ${escapeRegExp(shown(point))}/\\S+: no space left on device$`),
      );
    },
    120_000,
  );
});

describe('quire: failures before the command runs', () => {
  /** bin/quire.mjs in a folder of its own, beside a lib/ holding `lib` (its files by name), or none. */
  function installedBin(lib: Record<string, string> | undefined): string {
    const dir = join(empty, `bin-${Object.keys(lib ?? {}).length}-${Math.random().toString(36).slice(2)}`);
    mkdirSync(join(dir, 'bin'), { recursive: true });
    copyFileSync(join(ROOT, 'bin/quire.mjs'), join(dir, 'bin/quire.mjs'));
    for (const [name, text] of Object.entries(lib ?? {})) {
      mkdirSync(dirname(join(dir, 'lib', name)), { recursive: true });
      writeFileSync(join(dir, 'lib', name), text);
    }
    return join(dir, 'bin/quire.mjs');
  }

  it('a package that is not built: one line that says how to build it', () => {
    const run = spawnSync(process.execPath, [installedBin(undefined), '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('quire: the package is not built: run npm run build:package\n');
    expect(run.stdout).toBe('');
  });

  it('a built command line that cannot load: one line', () => {
    const bin = installedBin({ 'cli.js': "import 'quire-test-no-such-package';\n" });
    const run = spawnSync(process.execPath, [bin, '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^quire: cannot start: Cannot find package 'quire-test-no-such-package' imported from \S+ \(QUIRE_DEBUG=1 prints its stack\)\n$/,
    );
  });
});

describe('quire init', () => {
  it('names the files it wrote relative to the current folder, and the next command quoted for the shell', async () => {
    const project = join(empty, 'fresh');
    const dir = join(project, "my docs's");
    const run = await runQuire(['init', dir]);
    expect(run.status, run.stderr).toBe(0);
    const rel = shown(dir);
    expect(run.stdout).toBe(
      [
        `Created ${rel}/site.config.ts, ${rel}/en/index.md, ${rel}/en/guide/getting-started.md, ${rel}/public/favicon.svg`,
        `${shown(project)}/package.json: created, with the scripts dev, build, preview`,
        `${shown(project)}/.gitignore: created, ignoring dist/ and node_modules/`,
        `Next: quire dev '${rel.replace("'", "'\\''")}'`,
        '',
      ].join('\n'),
    );
    expect(readFileSync(join(dir, 'site.config.ts'), 'utf8')).toContain('My Docs');
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).scripts).toEqual({
      dev: `quire dev 'my docs'\\''s'`,
      build: `quire build 'my docs'\\''s'`,
      preview: 'quire preview',
    });
  });

  it("adds scripts and .gitignore lines to the project's own files without changing what is there", async () => {
    const project = join(empty, 'existing');
    mkdirSync(project);
    const manifest = '{\n  "name": "mine",\n  "scripts": {\n    "build": "make all"\n  }\n}\n';
    writeFileSync(join(project, 'package.json'), manifest);
    writeFileSync(join(project, '.gitignore'), 'node_modules\n');
    const run = await runQuire(['init', join(project, 'docs')]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `${shown(project)}/package.json: added the scripts dev, preview; kept your "build" (quire's: "build": "quire build docs")`,
    );
    expect(run.stdout).toContain(`${shown(project)}/.gitignore: added dist/ at its end`);
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'))).toEqual({
      name: 'mine',
      scripts: { build: 'make all', dev: 'quire dev docs', preview: 'quire preview' },
    });
    expect(readFileSync(join(project, '.gitignore'), 'utf8')).toBe('node_modules\ndist/\n');
  });
});
