// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const navigateTo = vi.fn();
const preload = vi.fn();
vi.mock('../../../../src/client/router/navigation', () => ({ navigateTo, preload }));

const { installContentLinks } = await import('../../../../src/client/content/link-behaviour');

function content(html: string) {
  document.body.innerHTML = `<div data-rp-content>${html}</div><a id="outside" href="/guide/a">outside</a>`;
}

describe('client/content/link-behaviour', () => {
  let uninstall: () => void;
  beforeEach(() => {
    navigateTo.mockReset();
    preload.mockReset();
    uninstall = installContentLinks('/');
  });
  afterEach(() => uninstall());

  test('an internal content link navigates client-side', () => {
    content('<a id="l" href="/guide/a#setup">A</a>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('l')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(navigateTo).toHaveBeenCalledWith('/guide/a#setup', expect.any(Function));
  });

  test('external, new-tab, static-file and modified clicks are left to the browser', () => {
    content(
      '<a id="ext" href="https://example.com/x">x</a><a id="tab" href="/guide/a" target="_blank">t</a><a id="file" href="/llms.txt">f</a><a id="mod" href="/guide/a">m</a>',
    );
    for (const id of ['ext', 'tab', 'file']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)!.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.getElementById('mod')!.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  test('hovering or focusing a content link preloads its page; links outside content are not handled here', () => {
    content('<a id="l" href="/guide/a">A</a>');
    document.getElementById('l')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    document.getElementById('l')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
    expect(preload).toHaveBeenCalledWith('/guide/a');
    document.getElementById('outside')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
