// @vitest-environment jsdom
import type { Root } from 'hast';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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
            { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Read ' }, { type: 'element', tagName: 'a', properties: { href: '/guide/' }, children: [{ type: 'text', value: 'the guide' }] }] },
            { type: 'element', tagName: 'rp-island', properties: { dataName: 'Clicker', dataProps: '{"label":"Inner"}' }, children: [] },
          ],
        },
      ],
    },
  ],
};

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
    const spread: Root = { type: 'root', children: [{ type: 'element', tagName: 'rp-island', properties: { dataName: 'Spread', dataProps: props }, children: [] }] };
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
});
