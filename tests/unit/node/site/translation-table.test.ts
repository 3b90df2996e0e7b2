// `npm run translations` output: a name or a commit subject holding control characters can
// neither drive the terminal nor break a row of the table, and --json stays valid JSON.
import { describe, expect, it } from 'vitest';
import { formatTranslationJson, formatTranslationReport, formatTranslationTable } from '../../../../src/node/site/translation-table';
import type { TranslationRow, TranslationStatus } from '../../../../src/node/site/translation-status';

const HOSTILE_PAGE = '/zh/b\x1b]0;owned\x07\nc';
const rows: TranslationRow[] = [
  {
    lang: 'zh',
    source: '/a',
    translation: '/zh/a',
    state: 'up-to-date',
    sourceFile: 'en/a.md',
    sourceUpdated: '2024-01-02T00:00:00.000Z',
    translationUpdated: '2024-01-03T00:00:00.000Z',
  },
  {
    lang: 'zh',
    source: '/b\x1b]0;owned\x07\nc',
    translation: HOSTILE_PAGE,
    state: 'outdated',
    sourceFile: 'en/b\x1b]0;owned\x07\nc.md',
    sourceUpdated: '2024-02-01T00:00:00.000Z',
    translationUpdated: '2024-01-03T00:00:00.000Z',
    outdatedBy: { hash: '0123456789abcdef', date: '2024-02-01T00:00:00.000Z', subject: 'fix \x1b[31mred\x9b2J' },
  },
];
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('node/site/translation-table', () => {
  it('shows control characters in page paths and commit subjects escaped, one line per row', () => {
    const lines = formatTranslationTable(rows).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toMatch(CONTROL_RE);
    expect(lines[2]).toMatch(/^\/zh\/b\\x1b\]0;owned\\x07\\nc\s+outdated\s+2024-02-01\s+2024-01-03\s+01234567 fix \\x1b\[31mred\\x9b2J$/);
  });

  it('the report, with a note holding a control character, stays free of them', () => {
    const status: TranslationStatus = { rows, limitation: { kind: 'no-history', message: 'no git \x1b[2J here' } };
    const report = formatTranslationReport(status);
    expect(report).not.toMatch(CONTROL_RE);
    expect(report).toContain('2 translations: 1 up to date, 1 outdated, 0 missing');
    expect(report).toContain('note: outdated translations cannot be told: no git \\x1b[2J here');
  });

  it('--json: valid JSON of the same values, without a raw control character', () => {
    const json = formatTranslationJson({ rows });
    expect(json).not.toMatch(CONTROL_RE);
    const parsed = JSON.parse(json);
    expect(parsed.rows[1].translation).toBe(HOSTILE_PAGE);
    expect(parsed.rows[1].outdatedBy.subject).toBe('fix \x1b[31mred\x9b2J');
    expect(parsed.totals).toEqual({ 'up-to-date': 1, outdated: 1, missing: 0, unknown: 0 });
  });
});
