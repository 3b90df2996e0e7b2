import { describe, expect, it } from 'vitest';
import { editedPages, type EditedPagesOptions } from '../../../../src/node/dev/edited-pages';
import { PageCompileError } from '../../../../src/node/dev/dev-render';
import { PAGE_UPDATE_EVENT } from '../../../../src/shared/dev-events';
import type { BuiltPageModule } from '../../../../src/shared/render-result';
import type { RouteEntry } from '../../../../src/shared/types';

const route = (path: string, fallbackOf?: string) => ({ path, filePath: '/site/en/a.md', fallbackOf }) as RouteEntry;
const pageOf = (text: string) => ({ page: { title: text }, tree: null, sidebar: [] }) as unknown as BuiltPageModule;

/** A Vite environment that records what is sent to the browser. */
function environment() {
  const sent: { type: string; event?: string; data?: BuiltPageModule; err?: { message: string } }[] = [];
  const invalidated: unknown[] = [];
  return {
    sent,
    invalidated,
    env: {
      logger: { warn: () => {} },
      moduleGraph: { getModulesByFile: () => new Set(['module']), invalidateModule: (mod: unknown) => invalidated.push(mod) },
      hot: { send: (payload: unknown) => sent.push(payload as (typeof sent)[number]) },
    } as unknown as Parameters<ReturnType<typeof editedPages>>[0],
  };
}

/** A page compile that ends when the test says so, giving the page as the file read when it began. */
function controlledCompiles() {
  const pending: { resolve: () => void; route: RouteEntry }[] = [];
  let text = 'first save';
  const pageModule: EditedPagesOptions['pageModule'] = (r) => {
    const read = text;
    return new Promise((resolve, reject) =>
      pending.push({
        route: r,
        resolve: () =>
          read === 'broken' ? reject(new PageCompileError('bad front matter', r.filePath, undefined)) : resolve(pageOf(read)),
      }),
    );
  };
  return { pending, pageModule, save: (next: string) => (text = next) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('editedPages', () => {
  it('sends the page of a later save, and drops an earlier save whose compile ends after it', async () => {
    const { pending, pageModule, save } = controlledCompiles();
    const send = editedPages({ routesOf: () => [route('/a')], pageModule, reportLinks: () => {} });
    const { env, sent } = environment();
    const first = send(env, '/site/en/a.md');
    save('second save');
    const second = send(env, '/site/en/a.md');
    await settle();
    // the second save's compile ends first
    pending[1].resolve();
    await second;
    pending[0].resolve();
    await first;
    expect(sent.map((payload) => payload.data?.page.title)).toEqual(['second save']);
  });

  it("sends the page's own route first, then its fallbacks, and drops the page's modules", async () => {
    const { pending, pageModule } = controlledCompiles();
    const send = editedPages({ routesOf: () => [route('/zh/a', '/a'), route('/a')], pageModule, reportLinks: () => {} });
    const { env, sent, invalidated } = environment();
    const done = send(env, '/site/en/a.md');
    for (let i = 0; i < 2; i++) {
      await settle();
      pending[i].resolve();
    }
    await done;
    expect(pending.map((p) => p.route.path)).toEqual(['/a', '/zh/a']);
    expect(sent.map((payload) => payload.event)).toEqual([PAGE_UPDATE_EVENT, PAGE_UPDATE_EVENT]);
    expect(invalidated).toEqual(['module']);
  });

  it('sends a compile error to the overlay, unless a later save came meanwhile', async () => {
    const { pending, pageModule, save } = controlledCompiles();
    const send = editedPages({ routesOf: () => [route('/a')], pageModule, reportLinks: () => {} });
    const { env, sent } = environment();
    save('broken');
    const broken = send(env, '/site/en/a.md');
    await settle();
    pending[0].resolve();
    await broken;
    expect(sent).toMatchObject([{ type: 'error', err: { message: 'bad front matter' } }]);

    sent.length = 0;
    const againBroken = send(env, '/site/en/a.md');
    save('fixed');
    const fixed = send(env, '/site/en/a.md');
    await settle();
    pending[2].resolve();
    await fixed;
    pending[1].resolve();
    await againBroken;
    expect(sent.map((payload) => payload.type)).toEqual(['custom']);
  });
});
