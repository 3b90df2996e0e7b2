import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit as libraryVisit, SKIP as LIBRARY_SKIP, EXIT as LIBRARY_EXIT } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, visit } from '../../../../src/node/markdown/visit';

const SOURCE = [
  '# Title',
  '',
  'Some *emphasis*, `code` and a [link](./a.md).',
  '',
  '<!-- a comment -->',
  '',
  '- one',
  '- two <b>html</b>',
  '',
  '> quote with **strong** text',
  '',
  '```ts',
  'const a = 1;',
  '```',
].join('\n');

const parse = (): Root => unified().use(remarkParse).parse(SOURCE);
type Step = string;
const label = (node: { type: string }, index: number | undefined) => `${node.type}@${index ?? '-'}`;

/** The same visitor behaviour through both implementations: visit order and resulting tree. */
function both(run: (v: typeof visit, skip: typeof SKIP, exit: typeof EXIT, log: Step[]) => (tree: Root) => void) {
  const ours = parse();
  const theirs = parse();
  const oursLog: Step[] = [];
  const theirsLog: Step[] = [];
  run(visit, SKIP, EXIT, oursLog)(ours);
  run(libraryVisit as unknown as typeof visit, LIBRARY_SKIP as typeof SKIP, LIBRARY_EXIT as typeof EXIT, theirsLog)(theirs);
  return { ours, theirs, oursLog, theirsLog };
}

describe('src/node/markdown/visit', () => {
  it('visits every node in the same order as unist-util-visit', () => {
    const result = both((v, _s, _e, log) => (tree) => v(tree, (node, index) => void log.push(label(node, index))));
    expect(result.oursLog).toEqual(result.theirsLog);
    expect(result.oursLog.length).toBeGreaterThan(20);
  });

  it('filters by type', () => {
    const result = both(
      (v, _s, _e, log) => (tree) => v(tree, 'text', (node, index) => void log.push(`${label(node, index)}:${node.value}`)),
    );
    expect(result.oursLog).toEqual(result.theirsLog);
    expect(result.oursLog).toContain('text@0:Title');
  });

  it('SKIP leaves out the children, EXIT stops', () => {
    const result = both(
      (v, skip, exit, log) => (tree) =>
        v(tree, (node, index) => {
          log.push(label(node, index));
          if (node.type === 'paragraph') return skip;
          if (node.type === 'blockquote') return exit;
        }),
    );
    expect(result.oursLog).toEqual(result.theirsLog);
    expect(result.oursLog).not.toContain('emphasis@1');
    expect(result.oursLog.at(-1)).toBe('blockquote@4');
  });

  it('goes on from the returned index after a removal, so the next sibling is not missed', () => {
    const result = both(
      (v, skip, _e, log) => (tree) =>
        v(tree, (node, index, parent) => {
          log.push(label(node, index));
          if (node.type === 'html' && parent && index !== undefined) {
            parent.children.splice(index, 1);
            return [skip, index];
          }
        }),
    );
    expect(result.oursLog).toEqual(result.theirsLog);
    expect(result.ours).toEqual(result.theirs);
    // the comment, <b> and </b>: the second is found right after the first is removed
    expect(result.oursLog.filter((step) => step.startsWith('html'))).toEqual(['html@2', 'html@1', 'html@2']);
  });
});
