/**
 * Dev: code highlighting in a worker thread (highlight-thread.ts), as in the build, so loading the
 * highlighter and compiling grammars run on the second core. The thread starts on first use, with
 * the first block to highlight.
 *
 * A grammar is compiled as it first tokenizes, and for the large grammars that costs more than
 * highlighting a whole page, so once a first page has loaded, the grammars of the languages the
 * site's pages use most are warmed in the thread, between the blocks pages ask for. The languages
 * come from the content folder's Markdown files.
 */
import { DEFAULT_SHIKI_THEMES } from '../markdown/highlight-block';
import type { LanguageSample } from '../markdown/fence-languages';
import { startHighlightThread, type HighlightThread } from '../workers/highlight-thread';

/** How many of the site's most used languages are warmed. */
export const WARM_LANGUAGES = 8;

export interface DevHighlightingOptions {
  /** the generator's folder (the worker's module is in its lib/) */
  root: string;
  contentDir: string;
  /** hears once why the worker failed; its blocks are then highlighted in this thread */
  onFallback: (reason: string) => void;
}

export class DevHighlighting {
  private started: HighlightThread | undefined;
  private ranked: Promise<LanguageSample[]> | undefined;
  private warmed = 0;

  constructor(private readonly options: DevHighlightingOptions) {}

  /** The worker thread, started now if it was not yet. */
  get thread(): HighlightThread {
    this.started ??= startHighlightThread({ root: this.options.root, onFallback: this.options.onFallback });
    return this.started;
  }

  /**
   * Warm the grammars of the site's `count` most used languages (at most WARM_LANGUAGES), those not
   * asked for already. The grammar is the same whatever the theme: `themes` are only loaded.
   */
  warmGrammars(count: number, themes: { light: string; dark: string } = DEFAULT_SHIKI_THEMES): void {
    if (count <= this.warmed) return;
    const from = this.warmed;
    this.warmed = count;
    const thread = this.thread;
    this.ranked ??= thread.rank({ folder: this.options.contentDir, max: WARM_LANGUAGES });
    void this.ranked.then((samples) => thread.warm({ samples: samples.slice(from, count), themes }));
  }

  /** End the worker thread, if it started. */
  async close(): Promise<void> {
    await this.started?.close();
  }
}
