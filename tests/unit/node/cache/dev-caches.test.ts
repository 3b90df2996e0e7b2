import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devCaches } from '../../../../src/node/cache/dev-caches';
import { createSiteState, resolveSiteConfig } from '../../../../src/node/site/create-site-state';
import type { BlockRequest } from '../../../../src/node/markdown/highlight-block';

const ROOT = resolve(import.meta.dirname, '../../../..');
const PAGE = `# Page A

Some text.

\`\`\`ts
const a = 1;
\`\`\`

\`\`\`sh
npm test
\`\`\`
`;

let dir: string;
let contentDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-dev-page-cache-'));
  contentDir = join(dir, 'content');
  cpSync(join(ROOT, 'tests/fixtures/dev-site/content'), contentDir, { recursive: true });
  writeFileSync(join(contentDir, 'en/guide/a.md'), PAGE);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A dev server's view of the site: its compiles kept in the cache folder (or not), code blocks highlighted by a recorder. */
async function devServer(keep = true) {
  const { default: config } = await import(join(contentDir, 'site.config.ts'));
  const site = resolveSiteConfig(config, contentDir);
  const asked: string[] = [];
  const highlight = async (request: BlockRequest) => {
    asked.push(request.code);
    return { html: `<pre class="shiki"><code>${request.code}</code></pre>`, unknownLanguage: false };
  };
  const warnings: string[] = [];
  const compileMemo = keep
    ? devCaches(join(dir, 'cache'), { root: ROOT, contentDir, site }, (line) => warnings.push(line)).compileMemo
    : undefined;
  const state = createSiteState(config, { root: ROOT, contentDir, site, compiling: { highlight, compileMemo } });
  const route = state.routes.find((r) => r.path === '/guide/a')!;
  return { compile: () => state.compile(route), asked, warnings };
}

describe('dev: compiled pages kept between dev servers', () => {
  it('a page compiled by one dev server is read by the next, tree and all, with no highlighting', async () => {
    const first = await devServer();
    const compiled = await first.compile();
    expect(first.asked).toEqual(['const a = 1;', 'npm test']);
    // without the kept blocks a compile would have to highlight: the page itself is read
    rmSync(join(dir, 'cache', 'blocks'), { recursive: true, force: true });
    const next = await devServer();
    const again = await next.compile();
    expect(next.asked).toEqual([]);
    expect(again.tree).toEqual(JSON.parse(JSON.stringify(compiled.tree)));
    expect(again.page).toEqual(compiled.page);
    expect(again.tree.children.length).toBeGreaterThan(0);
    expect([...first.warnings, ...next.warnings]).toEqual([]);
  });

  it('an edit after a restart highlights only the code blocks it changed', async () => {
    await (await devServer()).compile();
    const next = await devServer();
    await next.compile();
    writeFileSync(
      join(contentDir, 'en/guide/a.md'),
      PAGE.replace('Some text.', 'Some edited text.').replace('const a = 1;', 'const a = 2;'),
    );
    const edited = await next.compile();
    expect(next.asked).toEqual(['const a = 2;']);
    expect(JSON.stringify(edited.tree)).toContain('Some edited text.');
  });

  it('without a cache folder (--no-cache), every dev server compiles afresh', async () => {
    await (await devServer(false)).compile();
    const next = await devServer(false);
    await next.compile();
    expect(next.asked).toEqual(['const a = 1;', 'npm test']);
  });

  it('a cache folder other users may write to is not used: one warning, and what it holds is not read', async () => {
    await (await devServer()).compile();
    chmodSync(join(dir, 'cache'), 0o777);
    const next = await devServer();
    await next.compile();
    // the first server's compile, kept in the folder, is not read
    expect(next.asked).toEqual(['const a = 1;', 'npm test']);
    expect(next.warnings).toEqual([
      expect.stringMatching(
        /^warning cache \S+cache is not used: other users may write to it \(mode 777\); the dev server goes on without a cache /,
      ),
    ]);
  });

  it('a damaged entry is compiled again, not used', async () => {
    await (await devServer()).compile();
    const { readdirSync } = await import('node:fs');
    for (const entry of readdirSync(join(dir, 'cache', 'dev-pages'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
      const file = join(entry.parentPath, entry.name);
      writeFileSync(file, readFileSync(file, 'utf8').replace('Some text.', 'Other text.'));
    }
    const next = await devServer();
    const compiled = await next.compile();
    expect(JSON.stringify(compiled.tree)).toContain('Some text.');
  });
});
