// `quire version <name>` on a copy of a versioned site: the default version's folder copied as it
// is, the config's versions array edited in place; and each refusal, which changes nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureContent, removeOut, ROOT, runQuire, tempOutDir } from './helpers';

let temporary: string;
beforeAll(async () => {
  temporary = await tempOutDir('version-command');
});
afterAll(() => removeOut(temporary));

/** `path` as quire prints it: relative to the folder it runs in (the tests run it in ROOT) */
const shown = (path: string) => relative(ROOT, path);

let projects = 0;
/** A fresh copy of the fixture's content folder, links copied as links. */
function copyOfSite(): string {
  const content = join(temporary, `site-${++projects}`, 'content');
  cpSync(fixtureContent('versions-cmd'), content, { recursive: true, verbatimSymlinks: true });
  return content;
}

/** Every file, folder and link under `dir`: a file by its text, a link by the target it names. */
function treeOf(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const key = relative(dir, path);
      const stats = lstatSync(path);
      if (stats.isSymbolicLink()) tree[key] = `link -> ${readlinkSync(path)}`;
      else if (stats.isDirectory()) {
        tree[`${key}/`] = 'folder';
        visit(path);
      } else if (stats.isFile()) tree[key] = readFileSync(path, 'utf8');
      else tree[key] = 'other';
    }
  };
  visit(dir);
  return tree;
}

const FIXTURE_CONFIG = readFileSync(join(fixtureContent('versions-cmd'), 'site.config.ts'), 'utf8');

describe('quire version', () => {
  it("copies the default version's folder, links as links, and adds the name to the config's versions, the rest of it unchanged", async () => {
    const content = copyOfSite();
    const run = await runQuire(['version', 'v3', content]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      [
        `Copied ${shown(content)}/v2/ to ${shown(content)}/v3/ (7 files)`,
        `${shown(content)}/site.config.ts: added 'v3' to multiVersion.versions; the default version is still 'v2' (to make it 'v3', set multiVersion.default: 'v3')`,
        '',
      ].join('\n'),
    );
    expect(treeOf(join(content, 'v3'))).toEqual(treeOf(join(content, 'v2')));
    expect(treeOf(join(content, 'v3'))['en/guide/logo.svg']).toBe('link -> ../../../public/logo.svg');
    expect(readFileSync(join(content, 'site.config.ts'), 'utf8')).toBe(
      FIXTURE_CONFIG.replace("      'v2', // the current one\n", "      'v2', // the current one\n      'v3',\n"),
    );
    // the site as it was is still there, as it was
    const before = treeOf(fixtureContent('versions-cmd'));
    const after = treeOf(content);
    expect(Object.fromEntries(Object.entries(after).filter(([path]) => !path.startsWith('v3') && path !== 'site.config.ts'))).toEqual(
      Object.fromEntries(Object.entries(before).filter(([path]) => path !== 'site.config.ts')),
    );
  });

  it('copies the version --from names', async () => {
    const content = copyOfSite();
    const run = await runQuire(['version', '1.x', '--content', content, '--from', 'v1']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Copied ${shown(content)}/v1/ to ${shown(content)}/1.x/ (3 files)`);
    expect(treeOf(join(content, '1.x'))).toEqual(treeOf(join(content, 'v1')));
    expect(readFileSync(join(content, 'site.config.ts'), 'utf8')).toContain("      'v2', // the current one\n      '1.x',\n    ],");
  });

  it('is listed by quire --help, and quire version --help shows its arguments', async () => {
    const [general, own] = await Promise.all([runQuire(['--help']), runQuire(['version', '--help'])]);
    expect(general.stdout).toMatch(/^ {2}version +start a new version: /m);
    expect(own.status).toBe(0);
    expect(own.stdout).toMatch(/^Usage: quire version <name> \[content\] \[options\]\n/);
    expect(own.stdout).toMatch(/^ {2}--from <version> +copy this version rather than the default one/m);
  });
});

/** Run `quire version …args` on a fresh copy (made ready by `prepare`); expect one line on stderr and nothing changed. */
async function refusal(args: (content: string) => string[], prepare: (content: string) => void = () => {}): Promise<string> {
  const content = copyOfSite();
  prepare(content);
  const before = treeOf(content);
  const run = await runQuire(['version', ...args(content), '--content', content]);
  expect(run.stdout).toBe('');
  expect(run.status).toBe(1);
  expect(treeOf(content)).toEqual(before);
  expect(run.stderr.endsWith('\n') && !run.stderr.slice(0, -1).includes('\n'), run.stderr).toBe(true);
  return run.stderr.trim().replaceAll(shown(content), '<content>');
}

describe('quire version: refusals, which change nothing', () => {
  it('a version or a folder of that name already there', async () => {
    expect(await refusal(() => ['v2'])).toBe("quire version: 'v2' is already a version of the site (multiVersion.versions: 'v1', 'v2')");
    expect(await refusal(() => ['V1'])).toBe("quire version: 'v1' is already a version of the site (multiVersion.versions: 'v1', 'v2')");
    const folder = (content: string) => {
      mkdirSync(join(content, 'v3'));
      writeFileSync(join(content, 'v3', 'draft.md'), '# Mine\n');
    };
    expect(await refusal(() => ['v3'], folder)).toBe('quire version: <content>/v3 already exists: choose another name for the version');
  });

  it('a name that is no folder and URL segment, or that something of the site claims', async () => {
    expect(await refusal(() => ['a b'])).toBe(
      "quire version: 'a b' cannot be a version: a version name is a folder and a URL segment: use letters, digits, '.', '-' and '_', starting and ending with a letter or a digit, at most 64 characters",
    );
    expect(await refusal(() => ['zh'])).toBe(
      "quire version: 'zh' is a language of the site (locales: 'zh'): its URLs are that language's: choose another name for the version",
    );
    expect(await refusal(() => ['guide'])).toBe(
      "quire version: 'guide' is a top-level route of the site (/guide/…, from <content>/v2/en/guide/start.md): choose another name for the version",
    );
    expect(await refusal(() => ['Logo.svg'])).toBe(
      "quire version: 'Logo.svg' is taken at the site's root by <content>/public/logo.svg: choose another name for the version",
    );
    expect(await refusal(() => ['assets'])).toBe(
      "quire version: 'assets' is a name the build writes at the site's root (assets): choose another name for the version",
    );
    expect(await refusal(() => ['shared'])).toBe(
      "quire version: 'shared' names a folder the site never reads pages from (route.exclude: '**/shared/**'): choose another name for the version",
    );
  });

  it('--from naming no version', async () => {
    expect(await refusal(() => ['v3', '--from', 'v9'])).toBe(
      "quire version: --from 'v9' names no version of the site (multiVersion.versions: 'v1', 'v2')",
    );
  });

  it('a site of one version: it says how to lay it out, and moves nothing', async () => {
    const oneVersion = (content: string) => {
      cpSync(join(content, 'v2', 'en'), join(content, 'en'), { recursive: true, verbatimSymlinks: true });
      cpSync(join(content, 'v2', 'zh'), join(content, 'zh'), { recursive: true, verbatimSymlinks: true });
      writeFileSync(join(content, 'site.config.ts'), FIXTURE_CONFIG.replace(/ {2}multiVersion: \{[^}]*\},\n/, ''));
    };
    expect(await refusal(() => ['v3'], oneVersion)).toBe(
      "quire version: <content>/site.config.ts sets no multiVersion.versions, so the site has one version, in no folder of its own: move its language folders (<content>/en/, <content>/zh/) into <content>/<current>/, set multiVersion: { default: '<current>', versions: ['<current>'] } in the config, then run quire version v3 again",
    );
  });

  it('a versions list the edit cannot find: the line to write by hand', async () => {
    const computed = (content: string) =>
      writeFileSync(
        join(content, 'site.config.ts'),
        FIXTURE_CONFIG.replace(/versions: \[[^\]]*\]/, "versions: ['v1', 'v2'].filter(Boolean)"),
      );
    expect(await refusal(() => ['v3'], computed)).toBe(
      "quire version: <content>/site.config.ts:8: multiVersion.versions is not a list of quoted names written in the file; nothing was changed. Copy <content>/v2/ to <content>/v3/ and write in the config: versions: ['v1', 'v2', 'v3']",
    );
  });

  it('a copy that fails midway: what it had copied is removed, and the config is unchanged', async () => {
    // a named pipe is neither a file, a folder nor a link: the copy stops there, after the files before it
    const pipe = (content: string) => expect(spawnSync('mkfifo', [join(content, 'v2', 'zh', 'pipe')]).status).toBe(0);
    expect(await refusal(() => ['v3'], pipe)).toBe(
      'quire version: cannot copy <content>/v2/zh/pipe: it is neither a file, a folder nor a symbolic link; removed what it had copied, and the config is unchanged',
    );
  });
});

/**
 * Whether a test may mount a tmpfs of its own, seen by one process only (a private mount namespace:
 * root on Linux). A read-only file cannot be had otherwise: root writes through permissions.
 */
const privateMounts =
  spawnSync('unshare', ['--mount', '--propagation', 'private', 'mount', '-t', 'tmpfs', '-o', 'size=4k', 'tmpfs', tmpdir()]).status === 0;

describe('quire version: a config it cannot write', () => {
  it.skipIf(!privateMounts)('removes the copy it made, and says so', async () => {
    const content = copyOfSite();
    // the config is a link to a file on a disk mounted read-only for the command's run only
    const disk = join(temporary, 'read-only');
    mkdirSync(disk);
    const config = join(temporary, 'config-on-disk.ts');
    cpSync(join(content, 'site.config.ts'), config);
    rmSync(join(content, 'site.config.ts'));
    symlinkSync(join(disk, 'site.config.ts'), join(content, 'site.config.ts'));
    const before = treeOf(content);
    const script = 'mount -t tmpfs tmpfs "$1" && cp "$2" "$1/site.config.ts" && mount -o remount,ro "$1" && shift 2 && exec "$@"';
    const run = spawnSync(
      'unshare',
      [
        '--mount',
        '--propagation',
        'private',
        'sh',
        '-c',
        script,
        'sh',
        disk,
        config,
        process.execPath,
        'bin/quire.mjs',
        'version',
        'v3',
        content,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.stderr.trim().replaceAll(shown(content), '<content>')).toBe(
      'quire version: cannot write <content>/site.config.ts: read-only file system; removed the copy <content>/v3/, and the config is unchanged',
    );
    expect(run.status).toBe(1);
    expect(treeOf(content)).toEqual(before);
  });
});
