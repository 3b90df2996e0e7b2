import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COMMONMARK_EXCEPTIONS } from './exceptions';
import { type Example, exceptionMismatches, passTable, runExamples, withTabs } from './run-examples';

interface SpecTest {
  markdown: string;
  html: string;
  section: string;
  number: number;
}

// the package is CommonJS: its examples are read from spec.txt when it loads
const spec = createRequire(import.meta.url)('commonmark-spec') as { tests: SpecTest[] };

const examples: Example[] = spec.tests.map((test) => ({
  id: String(test.number),
  group: test.section,
  markdown: withTabs(test.markdown),
  html: withTabs(test.html),
}));

describe('CommonMark 0.31.2 spec examples through compileMarkdown', () => {
  it('passes every example but the listed exceptions, and every listed one still fails', async () => {
    const outcomes = await runExamples(examples);
    console.log(passTable(outcomes, 'CommonMark 0.31.2 examples passed, per section'));
    expect(exceptionMismatches(outcomes, COMMONMARK_EXCEPTIONS)).toEqual({
      unexpectedFailures: [],
      listedButPassing: [],
      listedButUnknown: [],
    });
  });
});
