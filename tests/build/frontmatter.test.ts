import { describe, expect, it } from 'vitest';
import { buildsCleanedAfterAll, fixtureFile, outExists } from './helpers';

const build = buildsCleanedAfterAll();

describe('build: front matter', () => {
  it('broken YAML fails naming the file and the line within the file, and nothing is built', async () => {
    const run = await build('bad-frontmatter');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${fixtureFile('bad-frontmatter', 'en/broken.md')}:4:1 error frontmatter invalid YAML in front matter: Nested mappings are not allowed in compact mappings`,
      'Build failed: 1 error (see above)',
    ]);
    // the page is not built with empty front matter instead
    expect(outExists(run.outDir, 'broken.html')).toBe(false);
    expect(outExists(run.outDir, 'index.html')).toBe(false);
  });

  it('pageType: landing fails naming the key and the accepted values at the line of the key', async () => {
    const run = await build('frontmatter-wrong-value');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${fixtureFile('frontmatter-wrong-value', 'en/landing.md')}:4:1 error frontmatter front matter: pageType: expected 'home' | 'doc' | '404' | 'custom' | 'blank', got 'landing'`,
      'Build failed: 1 error (see above)',
    ]);
  });
});
