/**
 * A per-line memo for Shiki's TextMate grammars. How a line tokenizes depends only on the line, the
 * grammar state at its start and the theme. Documentation repeats lines a lot (the en and zh copies
 * of an example differ only in their comments, and most examples open with the same imports), so a
 * line seen before in the same state needs no regex matching at all.
 */

/** The parts of vscode-textmate's StateStackImpl that decide how the next line tokenizes. */
interface GrammarState {
  parent: GrammarState | null;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  toString(): string;
}

interface LineResult {
  tokens: Uint32Array;
  ruleStack: GrammarState;
  stoppedEarly: boolean;
}

interface Grammar {
  tokenizeLine2(line: string, state: GrammarState | null, timeLimit?: number): LineResult;
}

const MAX_LINES_PER_GRAMMAR = 50_000;
const memoised = new WeakSet<object>();
/** the theme the grammars are tokenizing for; memoising is off while undefined */
let activeTheme: string | undefined;

/** Run `highlight` (synchronous) with memoised line tokenization for the one theme it uses. */
export function withLineMemo<T>(grammar: object, theme: string, highlight: () => T): T {
  memoise(grammar as Grammar);
  activeTheme = theme;
  try {
    return highlight();
  } finally {
    activeTheme = undefined;
  }
}

function memoise(grammar: Grammar): void {
  if (memoised.has(grammar)) return;
  memoised.add(grammar);
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  const lines = new Map<string, LineResult>();
  grammar.tokenizeLine2 = (line, state, timeLimit) => {
    if (activeTheme === undefined) return tokenize(line, state, timeLimit);
    const key = `${activeTheme}\n${state ? stateKey(state) : ''}\n${line}`;
    let result = lines.get(key);
    if (!result) {
      result = tokenize(line, state, timeLimit);
      // a line cut short by the time limit is not what the line tokenizes to
      if (result.stoppedEarly) return result;
      if (lines.size >= MAX_LINES_PER_GRAMMAR) lines.clear();
      lines.set(key, result);
    }
    return result;
  };
}

/**
 * The state's rules and scopes (its toString) plus what toString leaves out: each frame's end rule
 * (a back-referenced end like a heredoc's word) and whether its begin captured the end of line.
 */
function stateKey(state: GrammarState): string {
  let frames = '';
  for (let frame: GrammarState | null = state; frame; frame = frame.parent) {
    frames += `${frame.endRule ?? ''}\u0000${frame.beginRuleCapturedEOL ? 1 : 0}\u0001`;
  }
  return `${state.toString()}\u0002${frames}`;
}
