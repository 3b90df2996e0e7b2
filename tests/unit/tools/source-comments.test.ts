// Comments state rules in words: no citations of documents that do not ship with the repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
// 'SPEC' as a word in any citation ('SPEC section 8', 'the SPEC rule', 'SPEC.md'), not inside another name (LABEL_SPECIAL_RE)
const CITATION_RE = /\bSPEC\b|ui-spec|ARCHITECTURE\.md/;

/** Source files git tracks outside test fixtures (this file names the pattern, so it is left out). */
function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.css', '*.js', '*.mjs'], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\n').filter((f) => f && !f.startsWith('tests/fixtures/') && !f.endsWith('source-comments.test.ts'));
}

describe('source comments', () => {
  it('cite no document that does not ship with the repository (SPEC sections, ui-spec)', () => {
    const hits = sourceFiles().flatMap((file) =>
      readFileSync(resolve(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITATION_RE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});
