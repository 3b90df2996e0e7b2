import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildKey } from '../../../../src/node/cache/build-key';

let dir: string;
const root = () => join(dir, 'generator');
const contentDir = () => join(dir, 'content');
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};
const key = (site: unknown = { title: 'Docs' }) => buildKey({ root: root(), contentDir: contentDir(), site });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-build-key-'));
  write('generator/package.json', JSON.stringify({ version: '1.0.0', dependencies: { shiki: '4.0.0' } }));
  write('generator/package-lock.json', '{"lockfileVersion":3}');
  write('generator/src/node/markdown/compile.ts', 'export const compile = 1;');
  write('generator/node_modules/shiki/package.json', JSON.stringify({ version: '4.0.0' }));
  write('content/site.config.ts', 'export default {};');
  write('content/sidebars/guide.ts', 'export default [];');
  write('content/theme/site.css', 'a { color: red; }');
  write('content/en/a.md', '# A');
  write('content/public/logo.svg', '<svg/>');
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('node/cache/build-key', () => {
  it('changes with the generator, its packages, the site config and the files it imports', () => {
    const first = key();
    expect(key()).toBe(first);
    const changes: [string, () => void][] = [
      ['generator source', () => write('generator/src/node/markdown/compile.ts', 'export const compile = 2;')],
      ['generator version', () => write('generator/package.json', JSON.stringify({ version: '1.0.1', dependencies: { shiki: '4.0.0' } }))],
      ['lock file', () => write('generator/package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
      ['installed dependency', () => write('generator/node_modules/shiki/package.json', JSON.stringify({ version: '4.0.1' }))],
      ['config file', () => write('content/site.config.ts', 'export default { title: "x" };')],
      ['sidebar file', () => write('content/sidebars/guide.ts', 'export default [{}];')],
      ['theme CSS', () => write('content/theme/site.css', 'a { color: blue; }')],
    ];
    let previous = first;
    for (const [what, change] of changes) {
      change();
      const next = key();
      expect(next, what).not.toBe(previous);
      previous = next;
    }
    expect(key({ title: 'Other docs' }), 'resolved config').not.toBe(previous);
  });

  it('stays the same when a page or a public file changes: a page is keyed by its own text', () => {
    const first = key();
    write('content/en/a.md', '# A, edited');
    write('content/en/b.md', '# B');
    write('content/public/logo.svg', '<svg></svg>');
    expect(key()).toBe(first);
  });

  it('with a memo folder, is the same key, and still changes with an edit of the generator or of the config files', () => {
    const memoDir = join(dir, 'memos');
    const kept = () => buildKey({ root: root(), contentDir: contentDir(), site: { title: 'Docs' } }, memoDir);
    const first = key();
    // the files settled: the memos are kept
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect(kept()).toBe(first);
    expect(kept()).toBe(first);
    write('generator/src/node/markdown/compile.ts', 'export const compile = 10;');
    const edited = kept();
    expect(edited).not.toBe(first);
    expect(edited).toBe(key());
    write('content/theme/site.css', 'a { color: green; }');
    expect(kept()).not.toBe(edited);
    expect(kept()).toBe(key());
  });
});
