import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHighlightThread, type HighlightThread } from '../../../../src/node/workers/highlight-thread';
import { type BlockRequest, highlightBlock } from '../../../../src/node/markdown/highlight-block';
import { parseAhead, type ParseRequest } from '../../../../src/node/markdown/parse-ahead';
import { COMPILE, parseClaims, WORKER } from '../../../../src/node/workers/parse-claims';

const ROOT = resolve(import.meta.dirname, '../../../..');
const THEMES = { light: 'github-light', dark: 'github-dark' };
const block = (code: string, lang = 'ts', themes = THEMES): BlockRequest => ({ code, lang, themes, highlightLines: [1] });

const threads: HighlightThread[] = [];
function start(root = ROOT) {
  const fallbacks: string[] = [];
  const thread = startHighlightThread({ root, onFallback: (reason, work) => fallbacks.push(`${work}: ${reason}`) });
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

  it('sends a request to a running worker at once: it arrives while this thread is still busy, as with a page to parse', async () => {
    // a worker that notes, in a file, each request it receives, and answers it
    const root = mkdtempSync(join(tmpdir(), 'highlight-thread-'));
    try {
      mkdirSync(join(root, 'lib'));
      const received = join(root, 'lib/received');
      writeFileSync(
        join(root, 'lib/highlight-worker.js'),
        [
          "const { parentPort } = require('node:worker_threads');",
          "const { writeFileSync } = require('node:fs');",
          `parentPort.on('message', ({ id }) => { writeFileSync(${JSON.stringify(received)}, String(id)); parentPort.postMessage({ id, result: { unknownLanguage: false } }); });`,
        ].join('\n'),
      );
      const { thread } = start(root);
      await thread.ready;
      const answer = thread.highlight(block('const a = 1;'));
      // this thread stays busy until the worker has the request (or a deadline far beyond any load)
      const pause = new Int32Array(new SharedArrayBuffer(4));
      const deadline = Date.now() + 20_000;
      while (!existsSync(received) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 10);
      expect(existsSync(received)).toBe(true);
      await expect(answer).resolves.toEqual({ unknownLanguage: false });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('matches each of many concurrent answers to its own request', async () => {
    const { thread } = start();
    const codes = Array.from({ length: 40 }, (_, i) => `const value${i} = ${i};`);
    const results = await Promise.all(codes.map((code) => thread.highlight(block(code))));
    results.forEach((result, i) => expect(result.html).toContain(`value${i}`));
  });

  it('highlights in this thread, with the reason once, when the worker cannot start', async () => {
    // no worker module under a file
    const { thread, fallbacks } = start(resolve(ROOT, 'package.json'));
    const results = await Promise.all([thread.highlight(block('const a = 1;')), thread.highlight(block('let b = 2;'))]);
    expect(results).toEqual([await highlightBlock(block('const a = 1;')), await highlightBlock(block('let b = 2;'))]);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/^highlight: .*Cannot find module/);
  });

  it('warms the grammars asked for, answering blocks meanwhile', async () => {
    const { thread, fallbacks } = start();
    const samples = [
      { lang: 'ts', code: 'some code' },
      { lang: 'bash', code: 'some code' },
      { lang: 'yaml', code: 'some code' },
    ];
    const warming = thread.warm({ samples, themes: THEMES });
    const requests = [block('const a: number = 1;'), block('echo hi', 'bash')];
    const answers = await Promise.all(requests.map((request) => thread.highlight(request)));
    expect(answers).toEqual(await Promise.all(requests.map((request) => highlightBlock(request))));
    expect(await warming).toEqual(['ts', 'bash', 'yaml']);
    expect(fallbacks).toEqual([]);
  });

  it('warms the languages asked for ahead before those queued earlier', async () => {
    const { thread } = start();
    const queued = thread.warm({
      samples: [
        { lang: 'javascript', code: 'let a = 1;' },
        { lang: 'tsx', code: 'const b = <b />;' },
        { lang: 'yaml', code: 'a: 1' },
      ],
      themes: THEMES,
    });
    const ahead = thread.warm({ samples: [{ lang: 'css', code: '.a { color: red }' }], themes: THEMES, ahead: true });
    const first = await Promise.race([queued.then(() => 'queued'), ahead.then(() => 'ahead')]);
    expect(first).toBe('ahead');
    expect(await ahead).toEqual(['css']);
    expect(await queued).toEqual(['javascript', 'tsx', 'yaml']);
  });

  describe('pages parsed ahead', () => {
    const page = (source: string): ParseRequest => ({ source, components: [], timeLimit: 10_000 });
    const sources = ['# One\n\nSome *text*.\n', '# Two\n\n- a\n- [x] b\n', '---\ntitle: Three\n---\n\n| a |\n| - |\n| www.example.com |\n'];

    /** A worker of our own in `root`/lib: `onParse` is the body of its handler of a page offered, `{ id, parse }` in scope. */
    function fakeWorker(root: string, onParse: string): void {
      mkdirSync(join(root, 'lib'));
      writeFileSync(
        join(root, 'lib/highlight-worker.js'),
        ["const { parentPort } = require('node:worker_threads');", `parentPort.on('message', ({ id, parse }) => { ${onParse} });`].join(
          '\n',
        ),
      );
    }

    it('are parsed in the worker while the compile has not reached them, each the tree this thread parses', async () => {
      const { thread } = start();
      const claims = parseClaims(sources.length);
      const offer = thread.parseAhead(claims);
      const takes = sources.map((source, slot) => offer(slot, page(source)));
      // the compile has not taken its turn: with no block to highlight, the worker takes every page
      const deadline = Date.now() + 20_000;
      while (claims.some((flag) => flag !== WORKER) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 5));
      expect([...claims]).toEqual([WORKER, WORKER, WORKER]);
      const trees = await Promise.all(takes.map((take) => take()));
      trees.forEach((tree, i) => expect(tree).toStrictEqual(parseAhead(page(sources[i]))));
    });

    it('are the compile’s where the worker has not taken them', async () => {
      const root = mkdtempSync(join(tmpdir(), 'parse-ahead-'));
      try {
        // a worker that takes no page, and answers only once the compile has taken it
        fakeWorker(
          root,
          'const wait = setInterval(() => { if (Atomics.load(parse.claims, parse.slot) !== 0) { clearInterval(wait); parentPort.postMessage({ id, result: null }); } }, 1);',
        );
        const { thread } = start(root);
        await thread.ready;
        const claims = parseClaims(sources.length);
        const offer = thread.parseAhead(claims);
        const takes = sources.map((source, slot) => offer(slot, page(source)));
        expect(await Promise.all(takes.map((take) => take()))).toEqual([undefined, undefined, undefined]);
        expect([...claims]).toEqual([COMPILE, COMPILE, COMPILE]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });

    it('are the compile’s when the worker took them and ended without an answer, or cannot start', async () => {
      const root = mkdtempSync(join(tmpdir(), 'parse-ahead-'));
      try {
        fakeWorker(root, 'Atomics.compareExchange(parse.claims, parse.slot, 0, 2); process.exit(3);');
        const { thread } = start(root);
        await thread.ready;
        const claims = parseClaims(1);
        const take = thread.parseAhead(claims)(0, page(sources[0]));
        const deadline = Date.now() + 20_000;
        while (Atomics.load(claims, 0) !== WORKER && Date.now() < deadline) await new Promise((done) => setTimeout(done, 5));
        expect(await take()).toBeUndefined();
        expect([...claims]).toEqual([WORKER]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
      const { thread } = start(resolve(ROOT, 'package.json'));
      const claims = parseClaims(1);
      expect(await thread.parseAhead(claims)(0, page(sources[0]))()).toBeUndefined();
      expect([...claims]).toEqual([COMPILE]);
    });
  });

  it('warms nothing when the worker cannot start', async () => {
    const { thread } = start(resolve(ROOT, 'package.json'));
    expect(await thread.warm({ samples: [{ lang: 'ts', code: 'const a = 1;' }], themes: THEMES })).toEqual([]);
  });
});
