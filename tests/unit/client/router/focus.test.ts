// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageTop } from '../../../../src/client/router/focus';

afterEach(() => document.body.replaceChildren());

function page(html: string) {
  document.body.innerHTML = `<a href="/x" id="link">old link</a><main id="main" tabindex="-1">${html}</main>`;
  document.getElementById('link')!.focus();
}

describe('client/router/focus', () => {
  it("focuses the page's h1, made focusable from script only (tabindex -1)", () => {
    page('<div><h1>New page</h1><p><a href="/y">y</a></p></div>');
    focusPageTop();
    const h1 = document.querySelector('h1')!;
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps a tabindex the heading already has', () => {
    page('<h1 tabindex="0">Title</h1>');
    focusPageTop();
    expect(document.querySelector('h1')!.getAttribute('tabindex')).toBe('0');
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('focuses main when the page has no h1', () => {
    page('<h2>Only a section</h2>');
    focusPageTop();
    expect(document.activeElement?.id).toBe('main');
  });

  it('does nothing without a main element', () => {
    document.body.innerHTML = '<button id="b">b</button>';
    document.getElementById('b')!.focus();
    focusPageTop();
    expect(document.activeElement?.id).toBe('b');
  });
});
