// The link check asks SiteState.hasPublicFile whether a root path names a file of public/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { SiteState } from '../../../../src/node/site/site-state';

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }] });
let project: string;
let state: SiteState;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'public-file-'));
  mkdirSync(join(project, 'content/public/files'), { recursive: true });
  writeFileSync(join(project, 'content/public/files/notes.txt'), 'Notes.');
  writeFileSync(join(project, 'content/secret.txt'), 'Not published.');
  state = new SiteState({ site, root: project, contentDir: join(project, 'content') });
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('SiteState.hasPublicFile', () => {
  it('is true for a file of public/, false for a folder, a missing file and a path outside it', () => {
    expect(['/files/notes.txt', '/files', '/files/other.txt', '/../secret.txt'].map((path) => state.hasPublicFile(path))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('is false, not an exception, for a path through a file (a folder of it removed, or a link written so)', () => {
    expect(state.hasPublicFile('/files/notes.txt/more.txt')).toBe(false);
  });
});
