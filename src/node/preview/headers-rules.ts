/**
 * The rules of the `_headers` file the preview serves with, kept in step with the file: a rebuild
 * writes a new one (a new policy, with the hashes of the new inline scripts), so each request looks
 * at the file's stat and the file is read again when it has changed, not on every request.
 */
import { readFile, stat } from 'node:fs/promises';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { parseHeadersFile, type HeaderRule } from '../page/headers-file';
import { shownPath } from '../shown-path';
import { escapeTerminal } from '../../shared/escape';

/** A `_headers` rule Node cannot send; the message names the file and the rule. */
export class HeadersFileError extends Error {}

/** What tells one version of the file from the next: no file at all, or its inode, size and times. */
async function stampOf(file: string): Promise<string> {
  const info = await stat(file).catch(() => undefined);
  return info ? `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}` : 'none';
}

/** The rules of `file` (none when it is absent); throws a HeadersFileError on a header Node cannot send. */
async function readRules(file: string): Promise<HeaderRule[]> {
  const rules = parseHeadersFile(await readFile(file, 'utf8').catch(() => ''));
  for (const rule of rules) {
    for (const [name, value] of rule.headers) {
      try {
        validateHeaderName(name);
        validateHeaderValue(name, value);
      } catch (error) {
        throw new HeadersFileError(`${shownPath(file)}: rule ${escapeTerminal(rule.path)}: ${escapeTerminal((error as Error).message)}`);
      }
    }
  }
  return rules;
}

/**
 * Read `file` now (a bad rule rejects, so a preview does not start with it), then return a function
 * that resolves with its current rules. A version with a bad rule is reported through `log` once and
 * rejects until the file changes again.
 */
export async function watchedRules(file: string, log: (line: string) => void): Promise<() => Promise<HeaderRule[]>> {
  let stamp = await stampOf(file);
  let current: Promise<HeaderRule[]> = Promise.resolve(await readRules(file));
  return async () => {
    const now = await stampOf(file);
    if (now !== stamp) {
      // the stamp is taken before the read: a write that lands meanwhile changes it again
      stamp = now;
      current = readRules(file);
      current.catch((error: Error) => log(`preview: ${error.message}`));
    }
    return current;
  };
}
