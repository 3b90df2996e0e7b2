// Attributes of a component use are plain data (tests/fixtures/component-props): a page handing a
// prop-spreading component raw HTML, an event handler, a React handle or a prototype key fails the
// build, each at its file and line, instead of putting a script in the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, escapeRegExp, fixtureFile, outExists, removeOut, type BuildRun } from './helpers';

let run: BuildRun;
beforeAll(async () => {
  run = await buildFixture('component-props');
});
afterAll(() => removeOut(run?.outDir));

const REFUSED =
  'attributes are plain data, never dangerouslySetInnerHTML, on* (event handlers), ref, key, __proto__, constructor, prototype';

describe('build: component props', () => {
  it('fails with one error per refused attribute, at its file and line, and writes no page', () => {
    expect(run.ok).toBe(false);
    const file = fixtureFile('component-props', 'en/index.md');
    const refused = (place: string, name: string) =>
      `${file}:${place} error markdown component Box: attribute ${name} is refused: ${REFUSED}`;
    expect(run.lines).toEqual([
      refused('5:1', 'dangerouslySetInnerHTML'),
      refused('7:1', 'onClick'),
      refused('9:1', 'onmouseover'),
      refused('13:1', 'ref'),
      refused('15:1', 'key'),
      // the directive syntax drops this name without a word unless it is kept on purpose
      refused('17:1', '__proto__'),
      refused('19:1', 'constructor'),
      refused('21:14', 'prototype'),
      expect.stringMatching(new RegExp(`^Build failed: 8 errors`)),
    ]);
    expect(run.output).not.toMatch(new RegExp(`${escapeRegExp(file)}:3:`));
    expect(outExists(run.outDir, 'index.html')).toBe(false);
  });
});
