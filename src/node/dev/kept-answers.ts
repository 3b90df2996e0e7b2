/**
 * Dev: the answers of a dev server before its first render, from the HTML the last server kept
 * (cache/kept-html.ts).
 */
import type { KeptHtml, KeptHtmlKey } from '../cache/kept-html';

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
  /**
   * Answers made before this server's render existed (front-server.ts answers kept pages while Vite
   * loads): the server's render and reload are handed to them, so they check what they answered.
   */
  answers?: KeptAnswersBeforeRender;
}

/** Kept answers whose render and reload come later, from the server that renders. */
export interface KeptAnswersBeforeRender {
  answers: KeptAnswers;
  connect(render: (url: string) => Promise<RenderedPage>, reload: () => void): void;
}

/**
 * Kept answers made before the server that renders them exists: a check waits for `connect`,
 * which the server calls with its render and its reload.
 */
export function keptAnswersBeforeRender(kept: KeptHtml, checkAfter: Promise<unknown>): KeptAnswersBeforeRender {
  let connect: (server: { render: (url: string) => Promise<RenderedPage>; reload: () => void }) => void = () => {};
  const connected = new Promise<{ render: (url: string) => Promise<RenderedPage>; reload: () => void }>((resolve) => (connect = resolve));
  const answers = new KeptAnswers(
    kept,
    async (url) => (await connected).render(url),
    () => void connected.then((server) => server.reload()),
    checkAfter,
  );
  return { answers, connect: (render, reload) => connect({ render, reload }) };
}

/** The answers of a server that renders with `render`: those made before it, else its own. */
export function keptAnswersOf(kept: KeptPages, render: (url: string) => Promise<RenderedPage>, reload: () => void): KeptAnswers {
  if (!kept.answers) return new KeptAnswers(kept.html, render, reload, kept.checkAfter);
  kept.answers.connect(render, reload);
  return kept.answers.answers;
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
