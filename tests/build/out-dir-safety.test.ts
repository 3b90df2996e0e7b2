// The out dir is the user's folder: quire build never removes or writes over a file it did not write,
// refuses a folder that holds the user's work, and a failed build leaves the out dir as it was.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers';

let project: string;
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'out-dir-safety-'));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

function put(file: string, text: string): void {
  mkdirSync(dirname(join(project, file)), { recursive: true });
  writeFileSync(join(project, file), text);
}

/** A project as users have one: a repository, a package.json, notes, and a site in content/. */
function writeProject({ deadLink }: { deadLink: boolean }): void {
  put('.git/HEAD', 'ref: refs/heads/main\n');
  put('package.json', '{ "name": "my-docs" }\n');
  put('notes.md', 'my notes\n');
  put(
    'content/site.config.ts',
    "export default { title: 'Docs', siteUrl: 'https://docs.test', locales: [{ lang: 'en', label: 'English' }] };\n",
  );
  put('content/en/index.md', '# Home\n\nSee [the guide](./guide.md).\n');
  put('content/en/guide.md', `# Guide\n\n${deadLink ? 'A [dead link](./missing.md).' : 'No dead link.'}\n`);
}

/** Every file under `dir` with its bytes and time of change: anything removed, written or touched shows. */
function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [relative(dir, file), `${statSync(file).mtimeMs} ${readFileSync(file).toString('base64')}`]),
  );
}

/** `quire build <args>` run in the project folder, as a user would. */
async function quireBuild(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'bin/quire.mjs'), 'build', ...args, '--no-cache'], {
      cwd: project,
      encoding: 'utf8',
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each([{ deadLink: false }, { deadLink: true }])(
  "quire build refuses an out dir that holds the user's work (dead link in the site: $deadLink)",
  ({ deadLink }) => {
    const outcome = deadLink ? 'with a dead link' : 'that builds';
    beforeAll(() => {
      rmSync(project, { recursive: true, force: true });
      mkdirSync(project);
      writeProject({ deadLink });
    });

    it(`--out . is refused in one line naming the flag, and the project is untouched (a site ${outcome})`, async () => {
      const before = snapshot(project);
      const run = await quireBuild(['content', '--out', '.']);
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        '--out .: the out dir is the current folder; a build removes the files it wrote there before, choose a folder of its own such as dist',
      );
      expect(snapshot(project)).toEqual(before);
    });

    it(`--out content is refused and the content is untouched (a site ${outcome})`, async () => {
      const before = snapshot(project);
      const run = await quireBuild(['content', '--out', 'content']);
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(/^--out content: the out dir is the content folder;/);
      expect(snapshot(project)).toEqual(before);
    });

    it(`a folder with a package.json is refused (a site ${outcome})`, async () => {
      put('www/package.json', '{}\n');
      const before = snapshot(project);
      const run = await quireBuild(['content', '--out', 'www']);
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(/^--out www: the out dir holds package\.json, so it is a project/);
      expect(snapshot(project)).toEqual(before);
    });
  },
);

describe('quire build into a folder that holds other files', () => {
  beforeAll(() => {
    rmSync(project, { recursive: true, force: true });
    mkdirSync(project);
    writeProject({ deadLink: false });
    put('site/CNAME', 'docs.test\n');
    put('site/drafts/plan.txt', 'my plan\n');
  });

  it('a build keeps every file it did not write, and the next one removes only what the last one wrote', async () => {
    expect((await quireBuild(['content', '--out', 'site'])).status).toBe(0);
    expect(readFileSync(join(project, 'site/guide.html'), 'utf8')).toContain('Guide');
    rmSync(join(project, 'content/en/guide.md'));
    put('content/en/index.md', '# Home\n');
    const run = await quireBuild(['content', '--out', 'site']);
    expect(run.status).toBe(0);
    expect(readFileSync(join(project, 'site/CNAME'), 'utf8')).toBe('docs.test\n');
    expect(readFileSync(join(project, 'site/drafts/plan.txt'), 'utf8')).toBe('my plan\n');
    expect(readdirSync(join(project, 'site')).filter((name) => name.startsWith('guide'))).toEqual([]);
  });

  it('a failed build leaves the out dir exactly as it was', async () => {
    const before = snapshot(join(project, 'site'));
    put('content/en/index.md', '# Home\n\nA [dead link](./missing.md).\n');
    const run = await quireBuild(['content', '--out', 'site']);
    expect(run.status).toBe(1);
    // named as the user sees it from the folder the command runs in, not from quire's own folder
    expect(run.stderr).toMatch(/^content\/en\/index\.md:3:\d+ error dead-link .*missing\.md/m);
    expect(snapshot(join(project, 'site'))).toEqual(before);
  });

  it('a file of the user where the build writes one stops the build, and nothing is written', async () => {
    put('content/en/index.md', '# Home\n\nSee [about](./about.md).\n');
    put('content/en/about.md', '# About\n');
    put('site/about.html', '<p>my own about page</p>\n');
    const before = snapshot(join(project, 'site'));
    const run = await quireBuild(['content', '--out', 'site']);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Build failed: site/about.html was not written by quire, and the build writes a file of that name; the out dir is left as it was: move it away or build into another folder',
    );
    expect(snapshot(join(project, 'site'))).toEqual(before);
  });
});
