// Run in a process of its own by site-state-detached.test.ts: compiles <project>/content/en/guide/page.md,
// keeps what a build keeps of it, goes on to another page as a build does, and prints whether the
// heap still holds the first page's text (after <marker>).
import { join } from 'node:path';
import { getHeapSnapshot } from 'node:v8';
import { resolveConfig } from '../../../../src/shared/config';
import { SiteState } from '../../../../src/node/site/site-state';

const [project, marker] = process.argv.slice(2);
const state = new SiteState({
  site: resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }] }),
  root: project,
  contentDir: join(project, 'content'),
});
state.rescan();
const compiled = await state.compileUncached(state.routes.find((r) => r.path === '/guide/page')!);
// a build writes the tree and the Markdown twin to its page store and keeps the rest
compiled.tree = { type: 'root', children: [] };
compiled.markdown = '';
const { page, ids, links } = compiled;
await state.compileUncached(state.routes.find((r) => r.path === '/guide/other-page-file')!);
// a regular expression's last subject stays alive until the next match: that of the compile's last one would be the text
/$/.exec('');
/** Whether the heap holds the first page's text now (a snapshot collects garbage first). */
async function textAlive(): Promise<boolean> {
  const chunks: Buffer[] = [];
  for await (const chunk of getHeapSnapshot()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').includes(`${marker} sits in the page`);
}
// asked again while it is alive, a turn of the event loop apart: on a busy machine the compile's last
// callbacks may still hold it for a moment; a text a kept string holds stays alive every time
let alive = await textAlive();
for (let turn = 0; alive && turn < 20; turn++) {
  await new Promise(setImmediate);
  alive = await textAlive();
}
console.log(JSON.stringify({ ids, links: links.map((link) => link.raw), title: page.title, textAlive: alive }));
