import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { compile } from './helpers';

const boxes = (html: string) => [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]);

describe('src/node/markdown/rehype-task-list-labels', () => {
  it("names each task's checkbox by its item's text, not by its nested items", async () => {
    const { tree } = await compile('- [ ] write the `intro`\n- [x] check the links\n  - [ ] nested one\n');
    expect(boxes(toHtml(tree))).toEqual([
      '<input type="checkbox" disabled aria-label="write the intro">',
      '<input type="checkbox" checked disabled aria-label="check the links">',
      '<input type="checkbox" disabled aria-label="nested one">',
    ]);
  });

  it('names the checkbox of a loose item (inside its paragraph) too', async () => {
    const { tree } = await compile('- [ ] first\n\n- [x] second\n');
    expect(boxes(toHtml(tree))).toEqual([
      '<input type="checkbox" disabled aria-label="first">',
      '<input type="checkbox" checked disabled aria-label="second">',
    ]);
  });
});
