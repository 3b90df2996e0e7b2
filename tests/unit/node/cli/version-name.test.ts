import { describe, expect, it } from 'vitest';
import { versionNameProblem } from '../../../../src/node/cli/version-name';

describe('node/cli/version-name', () => {
  it('takes the names versions commonly have', () => {
    for (const name of ['v1', '2.x', '1.0.0', 'next', 'V2', 'release_3', 'a']) expect(versionNameProblem(name), name).toBeUndefined();
  });

  it('refuses a name that is no plain folder name and URL segment on every system', () => {
    for (const name of ['', 'a b', '-v1', 'v1-', '.v1', '_v1', '..', 'v1/x', 'v1\\x', 'v1?', 'été', 'v'.repeat(65)])
      expect(versionNameProblem(name), name).toMatch(/^a version name is a folder and a URL segment/);
    for (const name of ['con', 'NUL', 'com1', 'aux.v1']) expect(versionNameProblem(name), name).toMatch(/^Windows reserves this name/);
    for (const name of ['v1.md', 'v1.html']) expect(versionNameProblem(name), name).toMatch(/read as a page file/);
  });
});
