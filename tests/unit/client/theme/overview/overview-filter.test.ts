import { describe, expect, it } from 'vitest';
import { matchesFilter, normalizeFilterText } from '../../../../../src/client/theme/overview/overview-filter';

describe('client/theme/overview/overview-filter', () => {
  it('ignores case and reads hyphens as spaces, in the query and in the text', () => {
    expect(normalizeFilterText('  Fake-Timers ')).toBe('fake timers');
    expect(matchesFilter('rstest.run-all-timers', normalizeFilterText('RUN ALL'))).toBe(true);
    expect(matchesFilter('run all timers', normalizeFilterText('run-all'))).toBe(true);
    expect(matchesFilter('testTimeout', normalizeFilterText('hook'))).toBe(false);
  });

  it('an empty query matches everything', () => {
    expect(matchesFilter('anything', normalizeFilterText('   '))).toBe(true);
  });
});
