// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;
const created: { images: HTMLImageElement[]; options: Record<string, unknown>; zoom: Record<string, ReturnType<typeof vi.fn>>; listeners: Record<string, Listener[]> }[] = [];
const factory = vi.fn((images: HTMLImageElement[], options: Record<string, unknown>) => {
  const listeners: Record<string, Listener[]> = {};
  const zoom = {
    on: vi.fn((event: string, fn: Listener) => (listeners[event] ??= []).push(fn)),
    update: vi.fn(),
    open: vi.fn(),
    close: vi.fn(),
    detach: vi.fn(),
  };
  images.forEach((img) => img.classList.add('medium-zoom-image'));
  created.push({ images, options, zoom, listeners });
  return zoom;
});
vi.mock('medium-zoom/dist/pure', () => ({ default: factory }));

const { attachZoom, detachZoom } = await import('../../../../src/client/content/zoom-behaviour');
const { installZoom } = await import('../../../../src/client/content/zoom-trigger');

/** medium-zoom telling its listeners of `event` ('open' as it starts opening, 'opened' once its animation ended). */
const fire = (event: string) => created[0].listeners[event]?.forEach((listener) => listener());
const pressEscape = () => document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));

function content(html: string) {
  document.body.innerHTML = `<div data-rp-content>${html}</div><img id="outside" src="/o.png">`;
}

describe('client/content/zoom-behaviour', () => {
  beforeEach(() => {
    created.length = 0;
    factory.mockClear();
    document.body.style.backgroundColor = 'rgb(22, 23, 26)';
  });
  afterEach(() => detachZoom());

  it('does not load medium-zoom on a page without content images', async () => {
    content('<p>text</p>');
    expect(await attachZoom()).toBeNull();
    expect(factory).not.toHaveBeenCalled();
  });

  it('attaches content images (not linked ones, not outside content) with margin 0, scroll offset 40 and the page background', async () => {
    content('<img id="a" src="/a.png"><a href="/x"><img id="linked" src="/l.png"></a><p><img id="b" src="/b.png"></p>');
    await attachZoom();
    expect(created).toHaveLength(1);
    expect(created[0].images.map((i) => i.id)).toEqual(['a', 'b']);
    expect(created[0].options).toEqual({ margin: 0, scrollOffset: 40, background: 'rgb(22, 23, 26)' });
  });

  it('reads the background again when the zoom opens (the theme may have changed)', async () => {
    content('<img src="/a.png">');
    await attachZoom();
    document.body.style.backgroundColor = 'rgb(255, 255, 255)';
    fire('open');
    expect(created[0].zoom.update).toHaveBeenCalledWith({ background: 'rgb(255, 255, 255)' });
  });

  it('closes and detaches the previous page zoom when the next page attaches', async () => {
    content('<img src="/a.png">');
    await attachZoom();
    content('<img src="/b.png">');
    await attachZoom();
    expect(created[0].zoom.close).toHaveBeenCalled();
    expect(created[0].zoom.detach).toHaveBeenCalled();
    expect(created).toHaveLength(2);
  });

  it('a detach while the library is loading cancels that attach', async () => {
    content('<img src="/a.png">');
    const pending = attachZoom();
    detachZoom();
    expect(await pending).toBeNull();
    expect(created).toHaveLength(0);
  });

  it('a click on a content image that is not attached yet attaches the zoom and opens that image', async () => {
    const uninstall = installZoom(document);
    content('<img id="a" src="/a.png"><img id="b" src="/b.png">');
    document.getElementById('b')!.click();
    await vi.waitFor(() => expect(created[0]?.zoom.open).toHaveBeenCalledWith({ target: document.getElementById('b') }), { timeout: 15_000 });
    document.getElementById('outside')!.click();
    document.getElementById('a')!.click(); // attached now: medium-zoom's own handler deals with it
    await Promise.resolve();
    expect(created).toHaveLength(1);
    uninstall();
  });

  it('an Escape while the zoom opens (medium-zoom ignores it then) closes the zoom once it has opened', async () => {
    content('<img src="/a.png">');
    await attachZoom();
    fire('open');
    pressEscape();
    expect(created[0].zoom.close).not.toHaveBeenCalled();
    fire('opened');
    expect(created[0].zoom.close).toHaveBeenCalledOnce();
    // an Escape while open is medium-zoom's own to handle; the next opening starts afresh
    fire('open');
    fire('opened');
    expect(created[0].zoom.close).toHaveBeenCalledOnce();
  });

  it('stops listening for Escape once the page’s zoom is detached', async () => {
    content('<img src="/a.png">');
    await attachZoom();
    fire('open');
    detachZoom();
    const closes = created[0].zoom.close.mock.calls.length;
    pressEscape();
    fire('opened');
    expect(created[0].zoom.close.mock.calls.length).toBe(closes);
  });
});
