import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHighlightThread, type HighlightThread } from '../../../../src/node/workers/highlight-thread';
import { type BlockRequest, highlightBlock } from '../../../../src/node/markdown/highlight-block';

const ROOT = resolve(import.meta.dirname, '../../../..');
const THEMES = { light: 'github-light', dark: 'github-dark' };
const block = (code: string, lang = 'ts', themes = THEMES): BlockRequest => ({ code, lang, themes, highlightLines: [1] });

const threads: HighlightThread[] = [];
function start(root = ROOT) {
  const fallbacks: string[] = [];
  const thread = startHighlightThread({ root, onFallback: (reason) => fallbacks.push(reason) });
  threads.push(thread);
  return { thread, fallbacks };
}
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.close()));
});

describe('node/highlight-thread', () => {
  it('answers exactly what highlighting in this thread gives, unknown languages and themes included', async () => {
    const { thread, fallbacks } = start();
    const requests = [
      block("import { test } from '@rstest/core';"),
      block('plain <text>', 'nosuchlang'),
      block('const a = 1;', 'ts', { light: 'no-such-theme', dark: 'github-dark' }),
    ];
    const inWorker = await Promise.all(requests.map((request) => thread.highlight(request)));
    expect(inWorker).toEqual(await Promise.all(requests.map((request) => highlightBlock(request))));
    expect(inWorker[1].unknownLanguage).toBe(true);
    expect(inWorker[2].themeError).toMatch(/no-such-theme/);
    expect(fallbacks).toEqual([]);
  });

  it('matches each of many concurrent answers to its own request', async () => {
    const { thread } = start();
    const codes = Array.from({ length: 40 }, (_, i) => `const value${i} = ${i};`);
    const results = await Promise.all(codes.map((code) => thread.highlight(block(code))));
    results.forEach((result, i) => expect(result.html).toContain(`value${i}`));
  });

  it('highlights in this thread, with the reason once, when the worker cannot start', async () => {
    // the worker's bundle cannot be written under a file
    const { thread, fallbacks } = start(resolve(ROOT, 'package.json'));
    const results = await Promise.all([thread.highlight(block('const a = 1;')), thread.highlight(block('let b = 2;'))]);
    expect(results).toEqual([await highlightBlock(block('const a = 1;')), await highlightBlock(block('let b = 2;'))]);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/ENOTDIR|not a directory/i);
  });

  it('warms the grammars of the most used languages of the files, answering blocks meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warm-'));
    try {
      const file = (name: string, ...fences: string[]) => {
        writeFileSync(join(dir, name), fences.map((info) => `\`\`\`${info}\nsome code\n\`\`\``).join('\n\n'));
        return join(dir, name);
      };
      const files = [file('a.md', 'bash', 'ts', 'pm'), file('b.md', 'ts', 'nosuchlang', 'pm', 'pm'), file('c.md', 'yaml', 'json'), join(dir, 'removed.md')];
      const { thread, fallbacks } = start();
      const warming = thread.warm({ files, themes: THEMES, max: 3 });
      const requests = [block('const a: number = 1;'), block('echo hi', 'bash')];
      const answers = await Promise.all(requests.map((request) => thread.highlight(request)));
      expect(answers).toEqual(await Promise.all(requests.map((request) => highlightBlock(request))));
      // pm (our own fence) and nosuchlang have no grammar
      expect(await warming).toEqual(['ts', 'bash', 'yaml']);
      expect(fallbacks).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('warms nothing when the worker cannot start', async () => {
    const { thread } = start(resolve(ROOT, 'package.json'));
    expect(await thread.warm({ files: [resolve(ROOT, 'README.md')], themes: THEMES, max: 8 })).toEqual([]);
  });
});
