// `quire init` around the content folder: scripts and a .gitignore, added to what the user has, never changed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addGitignore, addScripts, projectDirOf, quireScripts } from '../../../../src/node/cli/project-files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'project-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(dir, file), 'utf8');

describe('node/cli/project-files', () => {
  it('names the content folder in the scripts unless it is the default', () => {
    expect(quireScripts('/p', '/p/docs')).toEqual({ dev: 'quire dev docs', build: 'quire build docs', preview: 'quire preview' });
    expect(quireScripts('/p', '/p/content').dev).toBe('quire dev');
    expect(quireScripts('/p', '/p/my docs').build).toBe("quire build 'my docs'");
  });

  it('finds the project by its package.json, from the content folder up', () => {
    mkdirSync(join(dir, 'site/docs'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{}');
    expect(projectDirOf(join(dir, 'site/docs'))).toBe(dir);
  });

  it('creates a minimal package.json with the scripts', async () => {
    const note = await addScripts(dir, { dev: 'quire dev docs', build: 'quire build docs' });
    expect(note.text).toBe('created, with the scripts dev, build');
    const manifest = JSON.parse(read('package.json'));
    expect(manifest).toMatchObject({ private: true, type: 'module', scripts: { dev: 'quire dev docs', build: 'quire build docs' } });
  });

  it('adds only the missing script names; an existing one keeps its command, the file its indent', async () => {
    writeFileSync(join(dir, 'package.json'), '{\n    "name": "mine",\n    "scripts": { "build": "make docs" },\n    "x": 1\n}\n');
    const note = await addScripts(dir, { dev: 'quire dev docs', build: 'quire build docs', preview: 'quire preview' });
    expect(note.text).toBe(`added the scripts dev, preview; kept your "build" (quire's: "build": "quire build docs")`);
    expect(read('package.json')).toBe(
      '{\n    "name": "mine",\n    "scripts": {\n        "build": "make docs",\n        "dev": "quire dev docs",\n        "preview": "quire preview"\n    },\n    "x": 1\n}\n',
    );
  });

  it('leaves a package.json it cannot read as it is, and says what to add', async () => {
    writeFileSync(join(dir, 'package.json'), '{ "name": "mine", }');
    const note = await addScripts(dir, { dev: 'quire dev' });
    expect(note.text).toBe('left as it is: not valid JSON (add the scripts yourself: "dev": "quire dev")');
    expect(read('package.json')).toBe('{ "name": "mine", }');
  });

  it('creates a .gitignore for the built site and the cache', async () => {
    expect((await addGitignore(dir)).text).toBe('created, ignoring dist/ and node_modules/');
    expect(read('.gitignore')).toBe('dist/\nnode_modules/\n');
  });

  it('adds only the lines a .gitignore lacks, at its end', async () => {
    writeFileSync(join(dir, '.gitignore'), '# mine\n/node_modules\n*.log');
    expect((await addGitignore(dir)).text).toBe('added dist/ at its end');
    expect(read('.gitignore')).toBe('# mine\n/node_modules\n*.log\ndist/\n');
    expect((await addGitignore(dir)).text).toBe('left as it is: it already ignores the built site and the cache');
    expect(read('.gitignore')).toBe('# mine\n/node_modules\n*.log\ndist/\n');
  });
});
