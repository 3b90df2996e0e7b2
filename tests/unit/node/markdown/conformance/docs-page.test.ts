import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMONMARK_EXCEPTIONS, GFM_EXCEPTIONS } from './exceptions';

const PAGE = readFileSync(new URL('../../../../../docs/en/writing/markdown.md', import.meta.url), 'utf8');
const SECTION_HEADING = '## CommonMark and GFM conformance';
const ROW_RE = /^\| (CommonMark|GFM) \| ([^|]+) \| ([^|]+) \|$/gm;

/** The conformance section of the docs' Markdown page: from its heading to the next h2, or to the end. */
function conformanceSection(): string {
  const start = PAGE.indexOf(SECTION_HEADING);
  if (start === -1) throw new Error(`docs/en/writing/markdown.md has no '${SECTION_HEADING}' section`);
  const next = PAGE.indexOf('\n## ', start + SECTION_HEADING.length);
  return PAGE.slice(start, next === -1 ? undefined : next);
}

/** 'suite id' -> reason, from the exception table of the conformance section. */
function listedExceptions(): Record<string, string> {
  const listed: Record<string, string> = {};
  for (const [, suite, ids, reason] of conformanceSection().matchAll(ROW_RE)) {
    for (const id of ids.split(',')) listed[`${suite} ${id.trim()}`] = reason.trim();
  }
  return listed;
}

function prefixed(suite: string, exceptions: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(exceptions).map(([id, reason]) => [`${suite} ${id}`, reason]));
}

describe('the docs site lists the conformance exceptions', () => {
  it('names every listed example with its reason, and no other', () => {
    expect(listedExceptions()).toEqual({ ...prefixed('CommonMark', COMMONMARK_EXCEPTIONS), ...prefixed('GFM', GFM_EXCEPTIONS) });
  });
});
