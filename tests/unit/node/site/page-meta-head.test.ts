import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readPageMeta } from '../../../../src/node/site/page-meta';
import { readMetaOfFile, readMetaOfFileHead } from '../../../../src/node/site/scan';

const dir = mkdtempSync(join(tmpdir(), 'quire-page-meta-head-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Pages whose meta depends on lines at every place a head could end. */
const SOURCES: Record<string, string> = {
  'front matter, then a heading': '---\ntitle: From the front matter\nsidebar_position: 2\n---\n\n# A heading\n\nText.\n',
  'a heading, no front matter': 'Intro line.\n\n# The heading *here*\n\nMore text.\n',
  'no title anywhere': '---\nslug: /somewhere\ndraft: true\n---\n\nJust text, and `# not a heading` inline.\n\nMore.\n',
  'a fenced comment before the heading': 'Text.\n\n```bash\n# not a heading\nls\n```\n\n# Real heading\n',
  'a heading only after a long fence': `\`\`\`ts\n${'const a = 1;\n'.repeat(20)}\`\`\`\n\n# Late heading\n`,
  'front matter that never closes': '---\ntitle: Unclosed\n\n# Heading after\n',
  'broken front matter': '---\ntitle: [unclosed\n---\n# Heading\n',
  'Windows line ends and a byte order mark': '\uFEFF---\r\ntitle: Windows\r\nsidebar_label: Win\r\n---\r\n\r\n# Not used\r\n',
  'characters of several bytes': '---\nsidebar_label: 快速开始\n---\n\n# 快速开始 🚀 指南\n\n正文。\n',
  'a heading under a long front matter': `---\n${Array.from({ length: 30 }, (_, i) => `key${i}: value ${i}`).join('\n')}\n---\n# After it\n`,
  // the scan decodes a head's first kilobyte first: pages whose meta that kilobyte does not settle
  'a front matter that ends past the first kilobyte': `---\ndescription: ${'words '.repeat(200)}\ntitle: Late title\n---\n# Heading\n`,
  'a heading past the first kilobyte': `${'A line of text.\n'.repeat(70)}\n# Later heading\n\nText.\n`,
  'a character of several bytes across the first kilobyte': `${'a'.repeat(1022)}快速\n\n# 标题\n`,
};

describe('site/scan: a page file read from its head', () => {
  it('gives the meta of the whole text wherever the head ends', () => {
    for (const [name, source] of Object.entries(SOURCES)) {
      const file = join(dir, `${name}.md`);
      writeFileSync(file, source);
      const whole = readPageMeta(source);
      const length = Buffer.byteLength(source);
      for (let headBytes = 1; headBytes <= length + 1; headBytes++)
        expect(readMetaOfFileHead(file, headBytes), `${name}, head of ${headBytes} bytes`).toEqual(whole);
      expect(readMetaOfFile(file), name).toEqual(whole);
    }
  });

  it('reads past the head only when the meta is not settled in it', () => {
    // a page whose head settles its meta: what follows cannot change it, even text that is no Markdown
    const file = join(dir, 'settled.md');
    writeFileSync(file, Buffer.concat([Buffer.from('---\ntitle: Settled\n---\n# Heading\n'), Buffer.alloc(10_000, 0xff)]));
    expect(readMetaOfFileHead(file, 64).title).toBe('Settled');
    // a page whose title comes after the head: the whole file is read
    writeFileSync(file, `${'Text.\n'.repeat(2000)}# Far down\n`);
    expect(readMetaOfFile(file).title).toBe('Far down');
  });

  it('decodes no more than the first kilobyte of a page whose meta its first lines settle', () => {
    const file = join(dir, 'long.md');
    writeFileSync(file, `---\ntitle: Early\n---\n\n# Heading\n\n${'A line of the page.\n'.repeat(400)}`);
    const decode = vi.spyOn(Buffer.prototype, 'toString');
    try {
      expect(readMetaOfFile(file).title).toBe('Early');
      const lengths = decode.mock.calls.map(([, start = 0, end = Number.POSITIVE_INFINITY]) => Number(end) - Number(start));
      expect(lengths.length).toBeGreaterThan(0);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(1024);
    } finally {
      decode.mockRestore();
    }
  });
});
