import { compile } from '../helpers';
import { normalizeHtml } from './normalize-html';
import { comparableHref, toPlainHtml } from './plain-html';

export interface Example {
  /** how the example is named in the exception list and the messages: '42', 'footnotes 1' */
  id: string;
  /** the group the pass counts are given for: a spec section or a GFM extension */
  group: string;
  markdown: string;
  html: string;
}

export interface Outcome {
  example: Example;
  passed: boolean;
  expected: string;
  actual: string;
}

/** The spec shows tabs as `→`, and its own runner turns them back into tabs. */
export function withTabs(text: string): string {
  return text.replace(/→/g, '\t');
}

/** Each example compiled as the page `/` of an English site, both sides normalised. */
export async function runExamples(examples: Example[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const example of examples) {
    const { tree } = await compile(example.markdown, { path: '/' });
    const expected = normalizeHtml(example.html, { href: comparableHref });
    const actual = normalizeHtml(toPlainHtml(tree), { href: comparableHref });
    outcomes.push({ example, passed: actual === expected, expected, actual });
  }
  return outcomes;
}

/** One row per group, in the order the groups first appear: passed, total, share. */
export function passTable(outcomes: Outcome[], title: string): string {
  const groups = new Map<string, { passed: number; total: number }>();
  for (const { example, passed } of outcomes) {
    const row = groups.get(example.group) ?? { passed: 0, total: 0 };
    row.total++;
    if (passed) row.passed++;
    groups.set(example.group, row);
  }
  const passed = outcomes.filter((outcome) => outcome.passed).length;
  const rows = [...groups, ['total', { passed, total: outcomes.length }] as const].map(([group, row]) => [
    group,
    `${row.passed}/${row.total}`,
    `${((100 * row.passed) / row.total).toFixed(1)}%`,
  ]);
  const width = Math.max(...rows.map(([group]) => group.length));
  return [title, ...rows.map(([group, count, share]) => `  ${group.padEnd(width)}  ${count.padStart(7)}  ${share.padStart(6)}`)].join('\n');
}

/**
 * Checks the outcomes against the exception list, both ways: an example that fails and is not listed,
 * and a listed example that passes (the list must say exactly what fails).
 */
export function exceptionMismatches(outcomes: Outcome[], exceptions: Record<string, string>) {
  const unexpectedFailures = outcomes
    .filter(({ example, passed }) => !passed && !(example.id in exceptions))
    .map(({ example, expected, actual }) => ({ id: example.id, group: example.group, markdown: example.markdown, expected, actual }));
  const ids = new Set(outcomes.map(({ example }) => example.id));
  const listedButPassing = outcomes.filter(({ example, passed }) => passed && example.id in exceptions).map(({ example }) => example.id);
  const listedButUnknown = Object.keys(exceptions).filter((id) => !ids.has(id));
  return { unexpectedFailures, listedButPassing, listedButUnknown };
}
