import { describe, expect, it } from 'vitest';
import { filterOverview } from '../../../../../src/client/theme/overview/overview-filter';
import type { OverviewGroup } from '../../../../../src/shared/types';
import { GROUPS } from './overview-fixture';

const shape = (groups: OverviewGroup[]) => groups.map((g) => [g.name, g.items.map((i) => [i.text, i.headers.map((x) => x.text)])]);

describe('client/theme/overview/overview-filter', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterOverview(GROUPS, '')).toBe(GROUPS);
    expect(filterOverview(GROUPS, '   ')).toBe(GROUPS);
  });

  it('keeps a whole group whose name matches', () => {
    expect(shape(filterOverview(GROUPS, 'mock util'))).toEqual(shape([GROUPS[1]]));
  });

  it('keeps a whole item whose title matches, without its group siblings', () => {
    expect(shape(filterOverview(GROUPS, 'hooks'))).toEqual([['Test API', [['Hooks', ['beforeAll', 'afterEach']]]]]);
  });

  it('otherwise keeps only the matching headings of an item', () => {
    expect(shape(filterOverview(GROUPS, 'toequal'))).toEqual([['Test API', [['Expect', ['toEqual']]]]]);
    expect(shape(filterOverview(GROUPS, 'rstest.'))).toEqual([
      ['Mock Utilities', [['Mock functions', ['rstest.fn', 'rstest.spyOn']], ['Fake timers', ['rstest.useFakeTimers', 'rstest.run-all-timers']]]],
    ]);
  });

  it('ignores case', () => {
    expect(shape(filterOverview(GROUPS, 'SPYON'))).toEqual([['Mock Utilities', [['Mock functions', ['rstest.spyOn']]]]]);
  });

  it('treats hyphens as spaces, in the query and in the text', () => {
    expect(shape(filterOverview(GROUPS, 'fake-timers'))).toEqual([['Mock Utilities', [['Fake timers', ['rstest.useFakeTimers', 'rstest.run-all-timers']]]]]);
    expect(shape(filterOverview(GROUPS, 'run all'))).toEqual([['Mock Utilities', [['Fake timers', ['rstest.run-all-timers']]]]]);
  });

  it('leaves nothing when nothing matches', () => {
    expect(filterOverview(GROUPS, 'nope')).toEqual([]);
  });
});
