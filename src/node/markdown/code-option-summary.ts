/**
 * Code block options of other tools (`twoslash`, `:line-numbers=2`) are ignored. A migrated site
 * has them on hundreds of blocks, so each block reports one per option, and the site's report sums
 * them up: one warning per option with the count and the first place.
 */
import type { Diagnostic } from '../../shared/types';

/** The diagnostic code of an option the block's tool knows and quire does not. */
export const UNKNOWN_CODE_OPTION = 'code-option';
export const KNOWN_OPTIONS = 'known: title="…", [title], {1,3-5}, lineNumbers, wrap';

const TOKEN_PREFIX = 'unknown code block option ';

/** `'twoslash'` -> "unknown code block option 'twoslash'" */
export const unknownCodeOptionMessage = (token: string) => `${TOKEN_PREFIX}'${token}'`;

function compareByPlace(a: Diagnostic, b: Diagnostic): number {
  const [fileA, fileB] = [a.file ?? '', b.file ?? ''];
  if (fileA !== fileB) return fileA < fileB ? -1 : 1;
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/**
 * Each option's per-block warnings -> one at the first block's place, which a terminal or an editor
 * opens: "content/en/a.md:5:1 warning code-option unknown code block option 'twoslash' on 104 blocks,
 * the first here (ignored; known: …)". Every other diagnostic stays as it is.
 */
export function summarizeCodeOptions(list: Diagnostic[]): Diagnostic[] {
  const byOption = new Map<string, Diagnostic[]>();
  const others: Diagnostic[] = [];
  for (const d of list) {
    if (d.code !== UNKNOWN_CODE_OPTION) others.push(d);
    else byOption.set(d.message, [...(byOption.get(d.message) ?? []), d]);
  }
  const summaries = [...byOption].map(([message, places]): Diagnostic => {
    const first = [...places].sort(compareByPlace)[0];
    const count = places.length === 1 ? 'on 1 block' : `on ${places.length} blocks, the first here`;
    return { ...first, message: `${message} ${count} (ignored; ${KNOWN_OPTIONS})` };
  });
  return [...summaries, ...others];
}
