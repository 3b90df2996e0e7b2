import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile, findElement, findElements } from './helpers';

let pageFile = '';
let imageFile = '';

beforeAll(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'rp-images-'));
  mkdirSync(path.join(root, 'guide', 'images'), { recursive: true });
  pageFile = path.join(root, 'guide', 'a.md');
  imageFile = path.join(root, 'guide', 'images', 'flow chart.png');
  writeFileSync(imageFile, '');
});

describe('src/node/markdown/rehype-images', () => {
  it('resolves a relative image to its absolute file path and reports it', async () => {
    const { tree, images } = await compile('![Flow](./images/flow%20chart.png)', { filePath: pageFile });
    expect(findElement(tree, 'img').properties.src).toBe(imageFile);
    expect(images).toEqual([{ src: imageFile }]);
  });

  it("gives a relative image its file's width and height", async () => {
    const svgFile = path.join(path.dirname(imageFile), 'wide.svg');
    writeFileSync(svgFile, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 160"></svg>');
    const { tree } = await compile('![Wide](./images/wide.svg)', { filePath: pageFile });
    expect(findElement(tree, 'img').properties).toMatchObject({ width: 720, height: 160 });
    // an empty (unreadable) image gets no size and no error
    const empty = await compile('![Flow](./images/flow%20chart.png)', { filePath: pageFile });
    expect(findElement(empty.tree, 'img').properties.width).toBeUndefined();
    expect(empty.diagnostics).toEqual([]);
  });

  it('leaves /public images as they are and adds loading="lazy"', async () => {
    const { tree, images } = await compile('![Logo](/logo.svg)', { filePath: pageFile });
    expect(findElement(tree, 'img').properties).toMatchObject({ src: '/logo.svg', loading: 'lazy', alt: 'Logo' });
    expect(images).toEqual([]);
  });

  it('resolves the relative URLs of a srcset (a dark-mode logo in a <picture>), and leaves the others', async () => {
    const source =
      '<picture><source media="(prefers-color-scheme: dark)" srcset="./images/flow%20chart.png 2x, https://example.com/a.png 1x"><img src="https://example.com/b.png" srcset="./images/flow%20chart.png"></picture>';
    const { tree, images } = await compile(source, { filePath: pageFile });
    expect(findElement(tree, 'source').properties.srcSet).toBe(`${imageFile} 2x, https://example.com/a.png 1x`);
    expect(findElement(tree, 'img').properties.srcSet).toBe(imageFile);
    expect(images).toEqual([{ src: imageFile }]);
  });

  it('reads a srcset as a browser does: a URL holding a comma stays one URL, never split into a second candidate', async () => {
    const source =
      '<img src="https://example.com/b.png" srcset="https://example.com/a,images/flow%20chart.png 2x,./images/flow%20chart.png 1x">';
    const { tree, diagnostics } = await compile(source, { filePath: pageFile });
    expect(diagnostics).toEqual([]);
    expect(findElement(tree, 'img').properties.srcSet).toBe(`https://example.com/a,images/flow%20chart.png 2x, ${imageFile} 1x`);
  });

  it('reports a missing relative image as an error with its line', async () => {
    const { diagnostics } = await compile('# T\n\n![x](./missing.png)', { filePath: pageFile });
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', line: 3 })]);
    expect(diagnostics[0].message).toContain("(markdown.deadLinks: 'warn' makes this a warning)");
  });

  it("is a dead link: markdown.deadLinks 'warn' makes a missing image a warning, in Markdown and HTML alike", async () => {
    const { diagnostics } = await compile('![x](./missing.png)\n\n<img src="./gone.png">', {
      filePath: pageFile,
      markdown: { deadLinks: 'warn' },
    });
    expect(diagnostics.map(({ severity, line, message }) => ({ severity, line, message }))).toEqual([
      {
        severity: 'warning',
        line: 1,
        message: `image not found: ./missing.png (looked for ${path.join(path.dirname(pageFile), 'missing.png')})`,
      },
      {
        severity: 'warning',
        line: 3,
        message: `image not found: ./gone.png (looked for ${path.join(path.dirname(pageFile), 'gone.png')})`,
      },
    ]);
  });

  it('loads a Markdown image from the web or the site only, as an <img> of raw HTML: another scheme (data:) is removed with a warning', async () => {
    const source =
      '# T\n\n![pixel](data:image/png;base64,iVBORw0KGgo=)\n\n![web](https://example.com/a.png) ![mail](mailto:a@b.c)\n\n<img src="data:image/png;base64,iVBORw0KGgo=">';
    const { tree, diagnostics } = await compile(source, { filePath: pageFile });
    expect(findElements(tree, 'img').map((img) => img.properties.src)).toEqual([
      undefined,
      'https://example.com/a.png',
      undefined,
      undefined,
    ]);
    expect(diagnostics.map(({ severity, line, message }) => [severity, line, message])).toEqual([
      [
        'warning',
        7,
        `src="data:image/png;base64,iVBORw0KGgo=" removed from <img>: the URL scheme 'data:' is not allowed (only http, https and relative URLs)`,
      ],
      [
        'warning',
        3,
        `image source 'data:image/png;base64,iVBORw0KGgo=' removed: the URL scheme 'data:' is not allowed (only http, https and relative URLs)`,
      ],
      ['warning', 5, `image source 'mailto:a@b.c' removed: the URL scheme 'mailto:' is not allowed (only http, https and relative URLs)`],
    ]);
  });
});
