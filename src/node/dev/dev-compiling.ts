/**
 * Dev: how a dev server's pages compile (SiteState's PageCompiling), made once as the server is
 * created. Code blocks are highlighted in the worker thread (dev-highlighting.ts), each block
 * remembered as it is asked for. A page about to be compiled has its code blocks sent to the thread
 * first (those it can read from the text as the compile will ask for them), and the grammars of its
 * other fences warmed, while this thread loads the Markdown pipeline and parses the page. With the
 * kept compiles, a page seen before is read and not compiled.
 */
import type { SiteConfig } from '../../shared/types';
import { fenceLanguages, highlightAhead } from '../markdown/fence-languages';
import { rememberedBlocks } from '../markdown/remembered-blocks';
import type { CompileMemo, PageCompiling } from '../site/site-state';
import type { DevHighlighting } from './dev-highlighting';

export interface DevCompilingOptions {
  site: SiteConfig;
  highlighting: DevHighlighting;
  /** the compiles kept from the last dev server (cache/dev-caches.ts); none: every page compiles */
  compileMemo?: CompileMemo;
}

export function devCompiling({ site, highlighting, compileMemo }: DevCompilingOptions): PageCompiling {
  const { shikiThemes } = site.markdown;
  const highlight = rememberedBlocks((request) => highlighting.thread.highlight(request));
  const willHighlight = (source: string) => {
    // the page's blocks, asked for as its compile will ask (remembered till then), then its other
    // languages (those of blocks in lists and quotes) warmed
    highlightAhead(source, highlight, shikiThemes);
    void highlighting.thread.warm({ samples: fenceLanguages([source]), themes: shikiThemes, ahead: true });
  };
  return { highlight, willHighlight, compileMemo };
}
