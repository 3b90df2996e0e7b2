import { rewriteContainerFences } from './container-fences';
import { rewriteContainerTitles } from './container-syntax';
import { rewriteJsxLines } from './jsx-lines';
import { dropBlockComments, dropInlineComments, dropModuleLines, type LineProblem } from './mdx-module-lines';
import { markFencedLines, splitLines } from './source-lines';

export interface PrepareSourceOptions {
  /** the export names of the site's components module */
  components: readonly string[];
}

/**
 * The page's Markdown as the parser reads it, line for line the same (so every position is a file
 * position): container titles in directive syntax, MDX module lines and block comments emptied,
 * JSX tabs and component elements as directives, and container fences that nest. What it
 * finds wrong comes back as problems at their lines.
 */
export function prepareSource(body: string, options: PrepareSourceOptions): { body: string; problems: LineProblem[] } {
  const lines = splitLines(rewriteContainerTitles(body));
  const skip = markFencedLines(lines);
  const problems = dropModuleLines(lines, skip);
  dropBlockComments(lines, skip);
  dropInlineComments(lines, skip);
  const jsx = rewriteJsxLines(lines, skip, options);
  problems.push(...jsx.problems, ...rewriteContainerFences(lines, skip, jsx.containers));
  return { body: lines.join('\n'), problems: problems.sort((a, b) => a.line - b.line) };
}
