import { describe, expect, it } from 'vitest';
import { headingsOf, LANGS, pageFileOfRoute, plainHeading, readPage, specRoutes } from './markdown-source';

/**
 * Every API that facts/api.md names for a page, written out by hand from the facts. Left out: items
 * marked `later:` (newer than Rstest 0.5) and the types listed only as fields (TestResult, MatcherState).
 * Names are written as the facts write them; `rs.x` and `rstest.x` are the same API.
 *
 * `/api/` is generated from the sidebar and the headings of the other pages, and `/api/rstest/` is the
 * landing page of the utility object: neither documents an API of its own.
 */
const API_HEADINGS: Record<string, string[]> = {
  '/api/': [],
  '/api/test-api/expect': [
    // static members
    'expect', 'expect.not', 'expect.soft', 'expect.poll', 'expect.unreachable', 'expect.assertions',
    'expect.hasAssertions', 'expect.addEqualityTesters', 'expect.addSnapshotSerializer', 'expect.getState',
    'expect.setState', 'expect.extend',
    // common matchers
    'toBe', 'toEqual', 'toStrictEqual', 'toBeTruthy', 'toBeFalsy', 'toBeNull', 'toBeUndefined', 'toBeDefined',
    'toBeNaN', 'toBeGreaterThan', 'toBeGreaterThanOrEqual', 'toBeLessThan', 'toBeLessThanOrEqual', 'toBeCloseTo',
    'toContain', 'toContainEqual', 'toMatch', 'toMatchObject', 'toHaveLength', 'toHaveProperty', 'toBeInstanceOf',
    'toBeTypeOf', 'toSatisfy', 'toBeOneOf', 'toThrowError', 'toThrow',
    // mock matchers
    'toHaveBeenCalled', 'toHaveBeenCalledTimes', 'toHaveBeenCalledWith', 'toHaveBeenCalledBefore',
    'toHaveBeenCalledAfter', 'toHaveBeenCalledExactlyOnceWith', 'toHaveBeenLastCalledWith', 'toHaveBeenNthCalledWith',
    'toHaveReturned', 'toHaveReturnedTimes', 'toHaveReturnedWith', 'toHaveLastReturnedWith', 'toHaveNthReturnedWith',
    'toHaveResolved', 'toHaveResolvedTimes', 'toHaveResolvedWith', 'toHaveLastResolvedWith', 'toHaveNthResolvedWith',
    // Jest-style aliases of the mock matchers
    'toBeCalled', 'toBeCalledTimes', 'toBeCalledWith', 'lastCalledWith', 'nthCalledWith', 'toReturn',
    'toReturnTimes', 'toReturnWith', 'lastReturnedWith', 'nthReturnedWith', 'toHaveBeenCalledOnce',
    // snapshot matchers
    'toMatchSnapshot', 'matchSnapshot', 'toMatchInlineSnapshot', 'toThrowErrorMatchingSnapshot',
    'toThrowErrorMatchingInlineSnapshot', 'toMatchFileSnapshot',
    // promise modifiers
    'resolves', 'rejects',
    // asymmetric matchers
    'expect.anything', 'expect.any', 'expect.closeTo', 'expect.arrayContaining', 'expect.objectContaining',
    'expect.stringContaining', 'expect.stringMatching', 'expect.toSatisfy', 'expect.toBeOneOf',
  ],
  '/api/test-api/test': [
    'test', 'it', 'test.only', 'test.skip', 'test.todo', 'test.each', 'test.for', 'test.fails', 'test.concurrent',
    'test.sequential', 'test.runIf', 'test.skipIf', 'test.extend',
    // the members of TestContext
    'expect', 'onTestFinished', 'onTestFailed',
  ],
  '/api/test-api/describe': [
    'describe', 'describe.only', 'describe.skip', 'describe.todo', 'describe.each', 'describe.for',
    'describe.runIf', 'describe.skipIf', 'describe.concurrent', 'describe.sequential',
  ],
  '/api/test-api/hooks': ['beforeAll', 'afterAll', 'beforeEach', 'afterEach', 'onTestFinished', 'onTestFailed'],
  '/api/rstest/': [],
  '/api/rstest/mockModules': [
    'rs.mock', 'rs.doMock', 'rs.importActual', 'rs.importMock', 'rs.unmock', 'rs.doUnmock', 'rs.resetModules',
    // in the runtime of 0.5 though not documented at the snapshot
    'rs.mockRequire', 'rs.doMockRequire', 'rs.requireActual', 'rs.requireMock',
  ],
  '/api/rstest/mockFunctions': [
    'rstest.fn', 'rstest.spyOn', 'rstest.isMockFunction', 'rstest.clearAllMocks', 'rstest.resetAllMocks',
    'rstest.restoreAllMocks',
  ],
  '/api/rstest/mockInstance': [
    'getMockName', 'mockName', 'mockClear', 'mockReset', 'mockRestore', 'getMockImplementation',
    'mockImplementation', 'mockImplementationOnce', 'withImplementation', 'mockReturnThis', 'mockReturnValue',
    'mockReturnValueOnce', 'mockResolvedValue', 'mockResolvedValueOnce', 'mockRejectedValue',
    'mockRejectedValueOnce',
    'mock.calls', 'mock.instances', 'mock.contexts', 'mock.invocationCallOrder', 'mock.lastCall', 'mock.results',
    'mock.settledResults',
  ],
  '/api/rstest/fakeTimers': [
    'rstest.useFakeTimers', 'rstest.useRealTimers', 'rstest.isFakeTimers', 'rstest.setSystemTime',
    'rstest.getRealSystemTime', 'rstest.runAllTicks', 'rstest.runAllTimers', 'rstest.runAllTimersAsync',
    'rstest.runOnlyPendingTimers', 'rstest.runOnlyPendingTimersAsync', 'rstest.advanceTimersByTime',
    'rstest.advanceTimersByTimeAsync', 'rstest.advanceTimersToNextTimer', 'rstest.advanceTimersToNextTimerAsync',
    'rstest.advanceTimersToNextFrame', 'rstest.getTimerCount', 'rstest.clearAllTimers',
  ],
  '/api/rstest/utilities': [
    'rstest.stubEnv', 'rstest.unstubAllEnvs', 'rstest.stubGlobal', 'rstest.unstubAllGlobals', 'rstest.setConfig',
    'rstest.resetConfig',
  ],
};

/** `rs` is the short alias of the `rstest` object: compare both under one spelling. */
const canonicalApi = (name: string) => name.replace(/^rs\./, 'rstest.');

/**
 * The API names a heading stands for: signatures and generics dropped, a leading `.` dropped,
 * combined headings ('expect.getState / expect.setState') split.
 * @example apiNamesOfHeading('`rstest.fn(impl?)` {#fn}') // ['rstest.fn']
 */
function apiNamesOfHeading(text: string): string[] {
  let plain = plainHeading(text);
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/\([^()]*\)|<[^<>]*>/g, '');
  }
  return plain
    .split(/\s*[/,、]\s*|\s+(?:and|or|与|和)\s+/)
    .map((part) => canonicalApi(part.trim().replace(/^\./, '')))
    .filter(Boolean);
}

const apiRoutes = specRoutes().filter((route) => route.startsWith('/api/'));

describe('API pages', () => {
  it('every API route of the spec has its list', () => {
    expect(Object.keys(API_HEADINGS).sort()).toEqual([...apiRoutes].sort());
  });

  it('heading names: signatures, aliases and combined headings', () => {
    expect(apiNamesOfHeading('`rstest.fn(impl?)` {#fn}')).toEqual(['rstest.fn']);
    expect(apiNamesOfHeading('rs.mock')).toEqual(['rstest.mock']);
    expect(apiNamesOfHeading('expect.getState() / expect.setState(state)')).toEqual(['expect.getState', 'expect.setState']);
    expect(apiNamesOfHeading('.resolves')).toEqual(['resolves']);
    expect(apiNamesOfHeading('toHaveProperty(path, value?)')).toEqual(['toHaveProperty']);
  });

  describe.each(LANGS)('%s', (lang) => {
    it.each(Object.entries(API_HEADINGS).filter(([, names]) => names.length > 0))(
      '%s has an h2 or h3 for each of its APIs',
      (route, names) => {
        const file = pageFileOfRoute(route, lang);
        expect(file).toBeDefined();
        const documented = new Set(
          headingsOf(readPage(file!).body)
            .filter((heading) => heading.depth === 2 || heading.depth === 3)
            .flatMap((heading) => apiNamesOfHeading(heading.text)),
        );
        expect(names.map(canonicalApi).filter((name) => !documented.has(name)), `${file}: missing headings`).toEqual([]);
      },
    );
  });
});
