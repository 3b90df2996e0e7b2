/**
 * Dev: a page answered before Vite has loaded, on a start that kept no HTML for it (dev-start.ts).
 * It is rendered as the server's render renders it (dev-render.ts, dev-document.ts), except that
 * its code is shown unhighlighted when the highlighter has not done it yet: the page is compiled as
 * for an overview's outline (site-state.ts), which highlights nothing, so the answer waits for
 * neither Vite nor the highlighter. The page's full compile follows, its code blocks sent to the
 * highlight thread only then: the thread's start would otherwise share both cores with this render.
 * The browser shows the highlighted code once it has loaded the page's module, as after an edit.
 *
 * A page that needs the dev server is left to it: one with an image (its URL comes from Vite), any
 * page of a site with components (they run through Vite), and one that does not render (its error
 * shows in Vite's overlay).
 */
import type { RouteEntry } from '../../shared/types';
import { devDocument } from './dev-document';
import { createDevRenderer, type DevRenderer } from './dev-render';
import type { DevSite } from './dev-site';

/** The page's document, or undefined when it is left to the dev server. */
export type EarlyAnswer = (url: string, route: RouteEntry) => Promise<string | undefined>;

export function earlyAnswers(dev: DevSite): EarlyAnswer {
  const { state, theme } = dev;
  let renderer: DevRenderer | undefined;
  return async (url, route) => {
    if (state.site.markdown.components !== undefined) return undefined;
    renderer ??= createDevRenderer({
      state,
      theme,
      // the server's render of the page, once Vite is up (dev-start.ts), tells of its links and
      // warnings, as for any page: told here too, they would be told twice
      reportLinks: () => {},
      compile: (page) => state.outline(page),
    });
    try {
      const result = await renderer.render(url);
      return result.status === 200 ? await devDocument(state, theme, result) : undefined;
    } catch {
      return undefined;
    } finally {
      // the compile the browser's import of the page module asks for, under way
      void state.compile(route).catch(() => {});
    }
  };
}
