// @vitest-environment jsdom
// A page update in the same language (an edit in dev) does not render an unchanged code block again.
import type { Root } from 'hast';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from '../../../../src/client/content/Markdown';
import { PageStateProvider, type PageState } from '../../../../src/client/page-context';
import { pageState } from '../theme/page-harness';

const tree = (): Root => ({
  type: 'root',
  children: [
    { type: 'element', tagName: 'rp-code-block', properties: { lang: 'ts', html: '<pre><code>const a = 1;</code></pre>' }, children: [] },
    { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'text' }] },
  ],
});

const unmounts: (() => void)[] = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

describe('client/content/CodeBlock: page updates', () => {
  it('is not rendered again when the page changes but its language does not', () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const first = pageState();
    // each render of a code block reads its copy button's label once
    let reads = 0;
    const locale = { ...first.locale };
    Object.defineProperty(locale, 'copyCodeText', { get: () => (reads++, first.locale.copyCodeText) });
    const container = document.createElement('div');
    const root = createRoot(container);
    unmounts.push(() => act(() => root.unmount()));
    const show = (state: PageState) =>
      act(() =>
        root.render(
          <PageStateProvider value={state}>
            <Markdown tree={tree()} />
          </PageStateProvider>,
        ),
      );
    show({ ...first, locale });
    expect(reads).toBe(1);
    expect(container.querySelector('.rp-code-copy')?.getAttribute('aria-label')).toBe(first.locale.copyCodeText);
    // the same page again, edited: a new record and tree, the code block as it was
    show({ ...first, locale, page: { ...first.page, title: 'Edited' } });
    expect(reads).toBe(1);
  });
});
