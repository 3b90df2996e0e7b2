// What a build keeps of each compiled page (its record, ids and links) holds no reference to the
// page's text: a string cut from the text keeps all of it in memory. The heap is looked at in a
// process of its own, where no other test's modules hold anything.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let project: string;
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('SiteState: what outlives a compile', () => {
  it('keeps no part of the page’s text alive through its headings’ ids and its links', () => {
    project = mkdtempSync(join(tmpdir(), 'detached-'));
    mkdirSync(join(project, 'content/en/guide'), { recursive: true });
    const marker = randomUUID().replaceAll('-', '');
    writeFileSync(join(project, 'content/en/guide/other-page-file.md'), '# Other\n');
    writeFileSync(
      join(project, 'content/en/guide/page.md'),
      `# Page\n\nAn introduction.\n\n## troubleshooting\n\nSee [the other page](./other-page-file.md) and [its part](./other-page-file.md#anchor-in-it).\n\nText ${marker} sits in the page, and it goes on for a while.\n\n${'More text. '.repeat(2000)}\n`,
    );
    const probe = join(import.meta.dirname, 'detached-probe.ts');
    // NODE_ENV unset, as the command line runs: with the tests' NODE_ENV (test), the first page's
    // text stayed alive through the Markdown parser's state, also after the second compile
    const env = { ...process.env };
    delete env.NODE_ENV;
    const result = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', probe, project, marker], { encoding: 'utf8', env }));
    expect(result).toEqual({
      ids: ['page', 'troubleshooting'],
      links: ['./other-page-file.md', './other-page-file.md#anchor-in-it'],
      title: 'Page',
      textAlive: false,
    });
  });
});
