import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMONMARK_EXCEPTIONS, GFM_EXCEPTIONS } from './exceptions';

const README = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
const ROW_RE = /^\| (CommonMark|GFM) \| ([^|]+) \| ([^|]+) \|$/gm;

/** 'suite id' -> reason, from the exception table of README's conformance section. */
function readmeExceptions(): Record<string, string> {
  const section = README.slice(README.indexOf('### CommonMark and GFM conformance'), README.indexOf('## Site config'));
  const listed: Record<string, string> = {};
  for (const [, suite, ids, reason] of section.matchAll(ROW_RE)) {
    for (const id of ids.split(',')) listed[`${suite} ${id.trim()}`] = reason.trim();
  }
  return listed;
}

function prefixed(suite: string, exceptions: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(exceptions).map(([id, reason]) => [`${suite} ${id}`, reason]));
}

describe('README lists the conformance exceptions', () => {
  it('names every listed example with its reason, and no other', () => {
    expect(readmeExceptions()).toEqual({ ...prefixed('CommonMark', COMMONMARK_EXCEPTIONS), ...prefixed('GFM', GFM_EXCEPTIONS) });
  });
});
