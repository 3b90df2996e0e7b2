// npm run dev: the HTML a dev server answered, kept for the next one, which answers its first
// requests with it and renders each such page right after to check it.
import { describe, expect, it } from 'vitest';
import type { Kept } from '../../../../src/node/cache/build-cache';
import { keptHtml, type KeptHtmlKey } from '../../../../src/node/cache/kept-html';
import { KeptAnswers, keptAnswersBeforeRender, keptAnswersOf, type RenderedPage } from '../../../../src/node/dev/kept-answers';
import type { RouteEntry } from '../../../../src/shared/types';

/** Kept values in memory, as the build cache keeps them on disk. */
function memoryKept(): Kept<string> & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    read: async (inputs) => entries.get(JSON.stringify(inputs)),
    write: async (inputs, value) => void entries.set(JSON.stringify(inputs), value),
  };
}

const routes: RouteEntry[] = [
  { path: '/guide/a', filePath: '/c/en/guide/a.md', lang: 'en', version: '', relativePath: 'en/guide/a.md' },
  { path: '/zh/guide/a', filePath: '/c/zh/guide/a.md', lang: 'zh', version: '', relativePath: 'zh/guide/a.md' },
];
const key = (over: Partial<KeptHtmlKey> = {}): KeptHtmlKey => ({ url: '/guide/a', source: '# A\n', mtimeMs: 1000, routes, ...over });

/** A fake server render that records the URLs it rendered. */
function renderer(html: (url: string) => string | Error) {
  const rendered: string[] = [];
  const render = async (url: string): Promise<RenderedPage> => {
    rendered.push(url);
    const result = html(url);
    if (result instanceof Error) throw result;
    return { status: 200, html: result };
  };
  return { rendered, render };
}

/** Until the check that follows an answer from kept HTML has run (a reload, or the kept entry's write). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('KeptAnswers', () => {
  it('answers from kept HTML before the first render, renders the page to check it, and reloads nothing when it is the same', async () => {
    const kept = memoryKept();
    await keptHtml(kept).write(key(), '<p>A</p>');
    const { rendered, render } = renderer(() => '<p>A</p>');
    const reloads: number[] = [];
    const answers = new KeptAnswers(keptHtml(kept), render, () => reloads.push(1));
    expect(await answers.answer(key())).toBe('<p>A</p>');
    await settled();
    expect(rendered).toEqual(['/guide/a']);
    expect(reloads).toEqual([]);
    // its render is warm now: the next request is rendered
    expect(await answers.answer(key())).toBeUndefined();
  });

  it('checks an answer only once the browser has loaded its page: the render waits until then', async () => {
    const kept = memoryKept();
    await keptHtml(kept).write(key(), '<p>A, as it was</p>');
    const { rendered, render } = renderer(() => '<p>A</p>');
    const reloads: number[] = [];
    let loaded = () => {};
    const answers = new KeptAnswers(keptHtml(kept), render, () => reloads.push(1), new Promise<void>((resolve) => (loaded = resolve)));
    expect(await answers.answer(key())).toBe('<p>A, as it was</p>');
    await settled();
    expect(rendered).toEqual([]);
    loaded();
    await settled();
    expect(rendered).toEqual(['/guide/a']);
    expect(reloads).toEqual([1]);
  });

  it('reloads the browser when the render differs, and keeps the render for the next server', async () => {
    const kept = memoryKept();
    await keptHtml(kept).write(key(), '<p>A, as it was</p>');
    const reloads: number[] = [];
    const answers = new KeptAnswers(keptHtml(kept), renderer(() => '<p>A</p>').render, () => reloads.push(1));
    expect(await answers.answer(key())).toBe('<p>A, as it was</p>');
    await settled();
    expect(reloads).toEqual([1]);
    expect(await answers.answer(key())).toBeUndefined();
    const next = new KeptAnswers(keptHtml(kept), renderer(() => '<p>A</p>').render, () => {});
    expect(await next.answer(key())).toBe('<p>A</p>');
  });

  it('reloads the browser when the render fails, so that the reload’s request shows the failure', async () => {
    const kept = memoryKept();
    await keptHtml(kept).write(key(), '<p>A</p>');
    const reloads: number[] = [];
    const answers = new KeptAnswers(keptHtml(kept), renderer(() => new Error('the page no longer compiles')).render, () => reloads.push(1));
    expect(await answers.answer(key())).toBe('<p>A</p>');
    await settled();
    expect(reloads).toEqual([1]);
    expect(await answers.answer(key())).toBeUndefined();
  });

  it('answers nothing for a page not kept, and keeps what this server renders; once it has rendered, it answers from kept HTML no more', async () => {
    const kept = memoryKept();
    const answers = new KeptAnswers(keptHtml(kept), renderer(() => '<p>A</p>').render, () => {});
    expect(await answers.answer(key())).toBeUndefined();
    answers.rendered(key(), { status: 200, html: '<p>A</p>' });
    await settled();
    expect(await answers.answer(key())).toBeUndefined();
    // a page not found is not kept
    answers.rendered(key({ url: '/guide/gone' }), { status: 404, html: '<p>Not found</p>' });
    await settled();
    expect(kept.entries.size).toBe(1);
    expect(await new KeptAnswers(keptHtml(kept), renderer(() => '').render, () => {}).answer(key())).toBe('<p>A</p>');
  });

  it('answers before the server that renders exists, and checks the answer with that server’s render once it is handed over', async () => {
    const kept = memoryKept();
    await keptHtml(kept).write(key(), '<p>A, as it was</p>');
    const early = keptAnswersBeforeRender(keptHtml(kept), Promise.resolve());
    expect(await early.answers.answer(key())).toBe('<p>A, as it was</p>');
    await settled();
    const { rendered, render } = renderer(() => '<p>A</p>');
    const reloads: number[] = [];
    // the server's own answers are those made before it
    expect(keptAnswersOf({ html: keptHtml(kept), checkAfter: Promise.resolve(), answers: early }, render, () => reloads.push(1))).toBe(
      early.answers,
    );
    await settled();
    expect(rendered).toEqual(['/guide/a']);
    expect(reloads).toEqual([1]);
  });
});
