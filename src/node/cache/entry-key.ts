/**
 * The one key scheme of every store on disk: an entry's key is the sha256 of its inputs, each as
 * its JSON on a line of its own (JSON holds no raw newline, so two lists of inputs never read the
 * same). A function counts by its source text: a Markdown plugin edited in the site config makes
 * another key, where JSON alone would leave it out.
 */
import { createHash } from 'node:crypto';

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

const withFunctionText = (_key: string, value: unknown) => {
  if (typeof value === 'function') return `function ${String(value)}`;
  // JSON writes a RegExp as {}: its source makes the key
  return value instanceof RegExp ? `regexp ${String(value)}` : value;
};

/**
 * The key of an entry made of `inputs`:
 * - `entryKey('a')` and `entryKey('a', '')` differ (each input counts);
 * - `entryKey(['a', 'b'])` and `entryKey('a', 'b')` differ;
 * - `entryKey({ plugin: f })` changes when the source text of `f` does.
 */
export function entryKey(...inputs: unknown[]): string {
  const digest = createHash('sha256');
  for (const input of inputs) digest.update(`${JSON.stringify(input, withFunctionText) ?? 'undefined'}\n`);
  return digest.digest('hex');
}
