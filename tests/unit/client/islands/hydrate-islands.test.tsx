// @vitest-environment jsdom
import type { Element, ElementContent, Root } from 'hast';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from '../../../../src/client/content/Markdown';
import { hydrateIslands } from '../../../../src/client/islands/hydrate-islands';
import { provideHydrateRoot } from '../../../../src/client/islands/hydrate-root';
import { islandNames, loadTreeIslands } from '../../../../src/client/islands/tree-islands';

// a page tree as the build makes it: `::Clicker{label="Go"}` around a slot with a link and a nested island
const tree: Root = {
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'rp-island',
      properties: { dataName: 'Clicker', dataProps: '{"label":"Go"}' },
      children: [
        {
          type: 'element',
          tagName: 'rp-slot',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'p',
              properties: {},
              children: [
                { type: 'text', value: 'Read ' },
                { type: 'element', tagName: 'a', properties: { href: '/guide/' }, children: [{ type: 'text', value: 'the guide' }] },
              ],
            },
            { type: 'element', tagName: 'rp-island', properties: { dataName: 'Clicker', dataProps: '{"label":"Inner"}' }, children: [] },
          ],
        },
      ],
    },
  ],
};

const island = (name: string, label: string, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName: 'rp-island',
  properties: { dataName: name, dataProps: JSON.stringify({ label }) },
  children: children.length === 0 ? [] : [{ type: 'element', tagName: 'rp-slot', properties: {}, children }],
});

// `:::Fragile` around a working island, then a working island beside it
const failingTree: Root = { type: 'root', children: [island('Fragile', '', [island('Clicker', 'Inner')]), island('Clicker', 'Beside')] };

/** The tree's prerendered HTML in a container of the document, rendered where the Fragile component works. */
async function prerender(pageTree: Root): Promise<HTMLElement> {
  vi.stubGlobal('fragile', { title: 'Server title' });
  await loadTreeIslands(pageTree);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Markdown tree={pageTree} />);
  document.body.append(container);
  vi.stubGlobal('fragile', undefined);
  return container;
}

let unmountIslands = () => {};
afterEach(() => {
  unmountIslands();
  unmountIslands = () => {};
});

describe('client/islands', () => {
  it('finds the components a tree uses', () => {
    expect(islandNames(tree)).toEqual(['Clicker']);
    expect(islandNames({ type: 'root', children: [] })).toEqual([]);
  });

  it('hydrates each island of prerendered HTML in place, keeping the slot, without recoverable errors', async () => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    provideHydrateRoot(hydrateRoot);
    await loadTreeIslands(tree);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Markdown tree={tree} />);
    document.body.append(container);
    const slotLink = container.querySelector('rp-slot a');
    const onError = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let unmount = () => {};
    await act(async () => {
      unmount = await hydrateIslands(container, onError);
    });
    const [outer, inner] = [...container.querySelectorAll('button')];
    expect([outer.textContent, inner.textContent]).toEqual(['Go: 0', 'Inner: 0']);
    await act(async () => outer.click());
    await act(async () => inner.click());
    await act(async () => inner.click());
    expect([outer.textContent, inner.textContent]).toEqual(['Go: 1', 'Inner: 2']);
    // the slot is the same DOM it was: nothing of it was rendered again
    expect(container.querySelector('rp-slot a')).toBe(slotLink);
    expect(onError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    unmount();
    errors.mockRestore();
  });

  it('hands a component no prop that is no data, on the server and when hydrating, whatever data-props holds', async () => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    provideHydrateRoot(hydrateRoot);
    const props = JSON.stringify({ title: 'kept', dangerouslySetInnerHTML: { __html: '<b id="injected">x</b>' }, onClick: 'x', key: 'k' });
    const spread: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'rp-island', properties: { dataName: 'Spread', dataProps: props }, children: [] }],
    };
    await loadTreeIslands(spread);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Markdown tree={spread} />);
    expect(container.querySelector('[data-spread]')?.getAttribute('title')).toBe('kept');
    expect(container.querySelector('#injected')).toBeNull();
    // what the server rendered would not matter if the browser took the props as they are
    container.querySelector('[data-spread]')!.remove();
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let unmount = () => {};
    await act(async () => {
      unmount = await hydrateIslands(container, () => {});
    });
    expect(container.querySelector('[data-spread]')?.getAttribute('title')).toBe('kept');
    expect(container.querySelector('#injected')).toBeNull();
    unmount();
    errors.mockRestore();
  });

  it('an island whose component throws while hydrating keeps its prerendered DOM, says so once, and the other islands work', async () => {
    // outside act(): under act React hands an uncaught error to act, not to the root's handler
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    provideHydrateRoot(hydrateRoot);
    const container = await prerender(failingTree);
    // and an island whose component does not load (its chunk failed)
    container.insertAdjacentHTML('beforeend', '<rp-island data-name="Missing" data-props="{}"><p>Server text</p></rp-island>');
    const fragile = container.querySelector('rp-island[data-name="Fragile"]')!;
    const serverHtml = fragile.outerHTML;
    const serverNodes = [...fragile.querySelectorAll('*')];
    expect(serverHtml).toContain('Server title');
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    unmountIslands = await hydrateIslands(container, onRecoverableError);
    const messages = () => errors.mock.calls.map(([message]) => String(message));
    // one message for each failing island, naming its component
    await expect
      .poll(messages)
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('the component Missing could not be loaded'),
          expect.stringContaining('the component Fragile failed in the browser'),
        ]),
      );
    // the same nodes as the server rendered, still in the page
    expect(fragile.outerHTML).toBe(serverHtml);
    expect([...fragile.querySelectorAll('*')]).toEqual(serverNodes);
    expect(serverNodes.every((node) => node.isConnected)).toBe(true);
    expect(container.querySelector('rp-island[data-name="Missing"]')!.innerHTML).toBe('<p>Server text</p>');
    expect(onRecoverableError).not.toHaveBeenCalled();
    // the island in its slot and the one beside it are interactive
    const [inner, beside] = [...container.querySelectorAll('button')];
    inner.click();
    await expect.poll(() => inner.textContent).toBe('Inner: 1');
    beside.click();
    await expect.poll(() => beside.textContent).toBe('Beside: 1');
    beside.click();
    await expect.poll(() => beside.textContent).toBe('Beside: 2');
    expect(messages()).toHaveLength(2);
    errors.mockRestore();
  });
});
