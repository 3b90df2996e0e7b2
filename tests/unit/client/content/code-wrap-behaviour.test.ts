// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installCodeWrap, watchCodeOverflow } from '../../../../src/client/content/code-wrap-behaviour';

function codeBlock(classes = 'rp-code-block') {
  document.body.innerHTML = `<div id="content"><div class="${classes}"><div class="rp-code-header"><div class="rp-code-actions"><button class="rp-code-wrap-toggle" aria-pressed="false"><span></span></button></div></div><div class="rp-code-content"><div class="rp-code-pre"><pre><code><span class="line">const a = 1;</span></code></pre></div></div></div></div>`;
  const block = document.querySelector<HTMLElement>('.rp-code-block')!;
  return { block, pre: block.querySelector('pre')!, toggle: block.querySelector<HTMLButtonElement>('.rp-code-wrap-toggle')! };
}

/** A ResizeObserver that reports the observed elements when the test says so. */
function fakeResizeObserver() {
  const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      targets: Element[] = [];
      constructor(callback: ResizeObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(el: Element) {
        this.targets.push(el);
      }
      disconnect() {
        this.targets.length = 0;
      }
    },
  );
  return () => observers.forEach(({ callback, targets }) => callback(targets.map((target) => ({ target }) as ResizeObserverEntry), {} as ResizeObserver));
}

function setWidths(pre: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(pre, 'scrollWidth', { value: scrollWidth, configurable: true });
  Object.defineProperty(pre, 'clientWidth', { value: clientWidth, configurable: true });
}

describe('client/content/code-wrap-behaviour', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('the toggle wraps the block and unwraps it, saying so with aria-pressed', () => {
    const uninstall = installCodeWrap(document);
    const { block, toggle } = codeBlock();
    toggle.querySelector('span')!.click();
    expect(block.classList.contains('rp-code-wrap')).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    toggle.click();
    expect(block.classList.contains('rp-code-wrap')).toBe(false);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    uninstall();
    toggle.click();
    expect(block.classList.contains('rp-code-wrap')).toBe(false);
  });

  test('marks a block whose lines overflow, unmarks it once they fit, and keeps the mark while it is wrapped', () => {
    const report = fakeResizeObserver();
    const { block, pre } = codeBlock();
    const stop = watchCodeOverflow(document.getElementById('content')!);
    setWidths(pre, 500, 300);
    report();
    expect(block.hasAttribute('data-overflow')).toBe(true);
    block.classList.add('rp-code-wrap');
    setWidths(pre, 300, 300);
    report();
    expect(block.hasAttribute('data-overflow')).toBe(true);
    block.classList.remove('rp-code-wrap');
    report();
    expect(block.hasAttribute('data-overflow')).toBe(false);
    stop();
    setWidths(pre, 500, 300);
    report();
    expect(block.hasAttribute('data-overflow')).toBe(false);
  });
});
