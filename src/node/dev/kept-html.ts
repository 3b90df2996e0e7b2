/**
 * Dev: the HTML of each page a dev server answered, kept for the next server in the build cache's
 * folder (under the build key: generator, packages, site config and the content folder's config
 * files), by the page's URL, its file's text and time, and the route table. A server that has not
 * rendered yet answers a request for such a page from here (KeptAnswers), before its server render
 * has even loaded: that render would load the theme's server half and run code for the first time.
 */
import type { Kept } from '../cache/build-cache';
import { sha256 } from '../cache/entry-file';
import type { RouteEntry } from '../../shared/types';

export interface KeptHtmlKey {
  url: string;
  /** the text of the page's file, as the render read it or before */
  source: string;
  /** the file's modification time (the page shows it as its last update) */
  mtimeMs: number;
  routes: readonly RouteEntry[];
}

export interface KeptHtml {
  read(key: KeptHtmlKey): Promise<string | undefined>;
  write(key: KeptHtmlKey, html: string): Promise<void>;
}

/** What of the route table a page's HTML shows (its language switch, sidebar and prev/next links). */
const routeTableDigests = new WeakMap<readonly RouteEntry[], string>();
function routeTableDigest(routes: readonly RouteEntry[]): string {
  let digest = routeTableDigests.get(routes);
  if (digest === undefined) {
    digest = sha256(JSON.stringify(routes.map((r) => [r.path, r.lang, r.version, r.relativePath, r.fallbackOf ?? null])));
    routeTableDigests.set(routes, digest);
  }
  return digest;
}

export function keptHtml(entries: Kept<string>): KeptHtml {
  const inputs = ({ url, source, mtimeMs, routes }: KeptHtmlKey) => [url, sha256(source), mtimeMs, routeTableDigest(routes)];
  // what this server wrote last for a URL: the same HTML is not written again
  const written = new Map<string, string>();
  return {
    read: (key) => entries.read(inputs(key)),
    async write(key, html) {
      const keyed = inputs(key);
      const digest = sha256(`${JSON.stringify(keyed)}\n${html}`);
      if (written.get(key.url) === digest) return;
      written.set(key.url, digest);
      await entries.write(keyed, html);
    },
  };
}

/** A page as the dev server answers it. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** The pages' HTML kept from the last dev server, and when a page answered with it is checked. */
export interface KeptPages {
  html: KeptHtml;
  /** settles once the browser has loaded its first page, or soon after the server listens when none does */
  checkAfter: Promise<unknown>;
}

/**
 * The answers of a dev server before its first render: a page the last server kept is answered
 * with its kept HTML, and rendered once the browser has loaded it, to check it. When the render
 * differs (or fails), the browser is reloaded, and the request it then makes is rendered; a
 * different render is kept.
 */
export class KeptAnswers {
  private fromKept = true;

  constructor(
    private readonly kept: KeptHtml,
    private readonly render: (url: string) => Promise<RenderedPage>,
    private readonly reload: () => void,
    /** the check waits for it: its render would hold up the modules the browser asks for as it loads the page */
    private readonly checkAfter: Promise<unknown> = Promise.resolve(),
  ) {}

  /** The kept HTML for `key` while this server has rendered nothing, its check begun; else none. */
  async answer(key: KeptHtmlKey): Promise<string | undefined> {
    if (!this.fromKept) return undefined;
    const html = await this.kept.read(key).catch(() => undefined);
    if (html !== undefined) void this.check(key, html);
    return html;
  }

  /** A page this server rendered (its key, when it has one to keep it under): kept for the next server. */
  rendered(key: KeptHtmlKey | undefined, page: RenderedPage): void {
    this.fromKept = false;
    if (key && page.status === 200) this.kept.write(key, page.html).catch(() => {});
  }

  /** The page under `key` rendered now and kept: a page edited since its HTML was kept. */
  async keep(key: KeptHtmlKey): Promise<void> {
    const page = await this.render(key.url);
    if (page.status === 200) await this.kept.write(key, page.html);
  }

  /** A render of this server failed: it answers from kept HTML no more. */
  renderFailed(): void {
    this.fromKept = false;
  }

  private async check(key: KeptHtmlKey, answered: string): Promise<void> {
    await this.checkAfter;
    let same = false;
    try {
      const page = await this.render(key.url);
      same = page.status === 200 && page.html === answered;
      if (!same && page.status === 200) await this.kept.write(key, page.html);
    } catch {
      // the reload's request renders the page again, and shows the failure
    } finally {
      this.fromKept = false;
    }
    if (!same) this.reload();
  }
}
