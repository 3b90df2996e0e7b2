/**
 * Pages written for VitePress build as they are: bracket titles, other tools' code block options,
 * [[toc]], front-matter values in headings, code imports with ranges and regions, links written with
 * VitePress's heading ids, and links the ignore list names.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, fixtureContent, fixtureFile, readOut, removeOut } from './helpers';
import { buildSite } from '../../prerender';
import { ROOT } from './helpers';

let run: BuildRun;
const temp = mkdtempSync(join(tmpdir(), 'rp-vitepress-pages-'));
afterAll(async () => {
  await removeOut(run?.outDir);
  rmSync(temp, { recursive: true, force: true });
});

describe('build: VitePress pages as they are', () => {
  it('builds with no error and one summary warning for the twoslash blocks', async () => {
    run = await buildFixture('vitepress-pages');
    expect(run.ok, run.output).toBe(true);
    const diagnostics = run.lines.filter((line) => / (warning|error) /.test(line));
    expect(diagnostics).toEqual([
      `${fixtureFile('vitepress-pages', 'en/guide/cli.md')}:20:1 warning code-option unknown code block option 'twoslash' on 3 blocks, the first here (ignored; known: title="…", [title], {1,3-5}, lineNumbers, wrap)`,
    ]);
  });

  it('shows the front matter title as the heading, and [[toc]] as the nested outline', () => {
    const html = readOut(run.outDir, 'guide/cli.html');
    expect(html).toContain('<h1 id="command-line-interface">Command Line Interface</h1>');
    expect(html).toMatch(
      /<nav class="table-of-contents"><ul><li><a href="#options">Options<\/a><ul><li><a href="#--configplugin-plugin">--configPlugin &lt;plugin&gt;<\/a><\/li><li><a href="#--watch">--watch<\/a><\/li><\/ul><\/li><li><a href="#the-config-file">The config file<\/a><\/li><\/ul><\/nav>/,
    );
    expect(html).toContain('<code>{{ $frontmatter.title }}</code>');
  });

  it('titles blocks from [brackets] and imports code with its highlighted lines and regions', () => {
    const html = readOut(run.outDir, 'guide/cli.html');
    expect(html).toMatch(/For browsers:/);
    expect(html).toMatch(/bundler\.config\.ts/);
    expect(html).toMatch(/<span class="line highlighted">.*#region setup/);
    // the region alone: its markers and the line before it are not in the second import
    const blocks = [...html.matchAll(/<pre class="shiki[\s\S]*?<\/pre>/g)]
      .map((m) => m[0])
      .filter((block) => block.includes('src/main.ts'));
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('#region setup');
    expect(blocks[1]).not.toContain('#region');
    expect(blocks[1]).not.toContain('config: T');
  });

  it('a missing imported file fails the build naming the page, the line and the path', async () => {
    const content = join(temp, 'content');
    cpSync(fixtureContent('vitepress-pages'), content, { recursive: true });
    writeFileSync(join(content, 'en/guide/missing.md'), '# Missing\n\n<<< @/snippets/gone.ts{2}\n');
    const lines: string[] = [];
    const failure = await buildSite({ root: ROOT, contentDir: content, outDir: join(temp, 'out'), log: (line) => lines.push(line) }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/1 error/);
    expect(lines.filter((line) => line.includes(' error '))).toEqual([
      expect.stringMatching(/en\/guide\/missing\.md:3:1 error markdown <<< @\/snippets\/gone\.ts: no such file$/),
    ]);
  });
});
