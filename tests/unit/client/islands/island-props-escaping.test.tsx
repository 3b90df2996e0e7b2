// @vitest-environment jsdom
// A component's props travel from a directive's attributes to the page twice: as the page module's
// JSON (the tree) and as the island's `data-props` in the prerendered HTML, read back by the
// hydration. A prop that looks like markup must stay a string in both, and come back unchanged.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Markdown } from '../../../../src/client/content/Markdown';
import { hydrateIslands } from '../../../../src/client/islands/hydrate-islands';
import { provideHydrateRoot } from '../../../../src/client/islands/hydrate-root';
import { loadTreeIslands } from '../../../../src/client/islands/tree-islands';
import { compactCodeBlocks } from '../../../../src/node/markdown/compact-tree';
import { toModuleCode } from '../../../../src/node/markdown/to-module';
import type { PageRecord } from '../../../../src/shared/types';
import { compile, findElement } from '../../node/markdown/helpers';

// the components module the page names: `Clicker`, which the test's islands module loads (tests/support)
const dir = mkdtempSync(join(tmpdir(), 'rp-island-props-'));
const COMPONENTS = join(dir, 'components.tsx');
writeFileSync(COMPONENTS, 'export function Clicker() {\n  return null;\n}\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LABEL = '</script><script>alert(1)</script>';
const NOTE = '<!--<script>';
const MARKDOWN = `::Clicker{label="${LABEL}" note="${NOTE}" list='{["</SCRIPT>","<!--","\\u2028"]}'}`;
const PROPS = { label: LABEL, note: NOTE, list: ['</SCRIPT>', '<!--', '\u2028'] };

async function compiled() {
  const page = await compile(`# Props\n\n${MARKDOWN}\n`, { markdown: { components: COMPONENTS } });
  expect(page.diagnostics).toEqual([]);
  return page;
}

const propsOf = (element: Element | null) => JSON.parse(element?.getAttribute('data-props') ?? 'null');

describe('client/islands: component props that look like markup', () => {
  it('the page module holds no </script and no <!--, and gives the props back as written', async () => {
    const page = await compiled();
    const code = toModuleCode({ ...page, page: { ...page.page, version: '' } as PageRecord });
    expect(code).not.toMatch(/<\/script|<!--|<script/i);
    const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    expect(JSON.parse(String(findElement(mod.tree, 'rp-island').properties.dataProps))).toEqual(PROPS);
  });

  it('the prerendered island holds no element of the props: data-props and the rendered label are text', async () => {
    const { tree } = await compiled();
    await loadTreeIslands(tree);
    const html = renderToString(<Markdown tree={compactCodeBlocks(tree)} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelectorAll('script')).toHaveLength(0);
    expect([...container.querySelectorAll('*')].map((element) => element.localName)).toEqual(['h1', 'rp-island', 'div', 'button']);
    expect(propsOf(container.querySelector('rp-island'))).toEqual(PROPS);
    expect(container.querySelector('button')?.textContent).toBe(`${LABEL}: 0`);
  });

  it('hydrates with the props as written', async () => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    provideHydrateRoot(hydrateRoot);
    const { tree } = await compiled();
    await loadTreeIslands(tree);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Markdown tree={compactCodeBlocks(tree)} />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let unmount = () => {};
    await act(async () => {
      unmount = await hydrateIslands(container, () => {});
    });
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe(`${LABEL}: 1`);
    expect(container.querySelectorAll('script')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    unmount();
    errors.mockRestore();
    container.remove();
  });
});
