import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outDirProblem, type OutDirPlaces } from '../../../../src/node/prerender/out-dir-guard';

// a project: /tmp/x/home/me/project/{content,.git,package.json}, the generator elsewhere
let top: string;
let home: string;
let project: string;
let content: string;
let root: string;
beforeAll(() => {
  top = mkdtempSync(join(tmpdir(), 'out-dir-guard-'));
  home = join(top, 'home', 'me');
  project = join(home, 'project');
  content = join(project, 'content');
  root = join(top, 'quire');
  for (const dir of [content, root, join(project, '.git')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(project, 'package.json'), '{}');
});
afterAll(() => rmSync(top, { recursive: true, force: true }));

const problem = (outDir: string, more: Partial<OutDirPlaces> = {}) =>
  outDirProblem({ outDir, contentDir: content, root, cwd: project, home, option: '--out', ...more });

describe('node/prerender/out-dir-guard', () => {
  it('refuses the current folder, naming the flag as the user wrote it', () => {
    expect(problem(project)).toBe(
      '--out .: the out dir is the current folder; a build removes the files it wrote there before, choose a folder of its own such as dist',
    );
  });

  it('refuses a folder that holds the current folder, the content, the generator or the home folder', () => {
    expect(problem(project, { cwd: content })).toMatch(/^--out \.\.: the out dir holds the current folder;/);
    expect(problem(join(project, '..'))).toMatch(/^--out \.\.: the out dir is your home folder;/);
    expect(problem(top)).toMatch(/the out dir holds the current folder/);
    expect(problem(content)).toMatch(/^--out content: the out dir is the content folder;/);
    expect(problem(root, { cwd: top })).toMatch(/^--out quire: the out dir is the generator's own folder;/);
    expect(problem(home, { cwd: top })).toMatch(/^--out home\/me: the out dir is your home folder;/);
    expect(problem(join(top, 'home'), { cwd: root, contentDir: join(root, 'docs') })).toMatch(
      /^--out \.\.\/home: the out dir holds your home folder;/,
    );
  });

  it('refuses a folder inside the content folder, even one that does not exist yet', () => {
    expect(problem(join(content, 'en', 'dist'))).toMatch(/^--out content\/en\/dist: the out dir is inside the content folder/);
  });

  it('refuses a folder with .git or package.json, unless the last build wrote it there', () => {
    const repo = join(top, 'repo');
    mkdirSync(join(repo, '.git'), { recursive: true });
    expect(problem(repo)).toMatch(/holds \.git, so it is a project/);
    const site = join(top, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'package.json'), '{}');
    expect(problem(site)).toMatch(/holds package\.json, so it is a project/);
    expect(problem(site, { written: new Set(['package.json']) })).toBeUndefined();
  });

  it('sees through a link: a link to the project is the project', () => {
    const link = join(top, 'link-to-project');
    symlinkSync(project, link);
    expect(problem(link)).toMatch(/the out dir is the current folder/);
  });

  it('accepts a folder of its own, existing or not', () => {
    expect(problem(join(project, 'dist'))).toBeUndefined();
    expect(problem(join(top, 'www', 'docs'))).toBeUndefined();
  });

  it('names the API option when no flag is given', () => {
    expect(outDirProblem({ outDir: project, contentDir: content, root, cwd: project, home })).toMatch(/^outDir \.: /);
  });
});
