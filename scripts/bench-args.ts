/** The options of `npm run bench`: what each does, and their parsing (an unknown one is a usage error). */
import { parseArgs } from 'node:util';

export const DEFAULT_SIZES = ['site', '2000', '10000'];

export const BENCH_USAGE = `Usage: npm run bench -- [options]

With no option: this site (its build, dev server, search, page chunk and Lighthouse figures), then
generated sites of ${DEFAULT_SIZES.slice(1).join(' and ')} pages; the table of targets at the end.

Options:
  --pages <sizes>  only the builds (and dev starts) of these sizes, comma-separated: 'site' is this
                   site, a number the pages of a generated site (both languages), e.g. site,2000
  --search         this site's build and the search figures only; with --pages, the search figures
                   of those sites (a generated site: in Node, then a reader in Chromium), e.g.
                   --pages 10000 --search
  --rspress        also build this site with Rspress (installed from the npm registry into a cache
                   folder outside the repository) in paired runs, and run Lighthouse on both builds;
                   on by default once that install exists
  --no-rspress     no Rspress comparison, even when it is installed
  --help           this text`;

export interface BenchOptions {
  /** 'site' and page counts, in the order given */
  sizes: string[];
  /** only the search figures: this site's, or with --pages those of the sites given */
  search: boolean;
  /** the Rspress comparison: true asked for, false refused, undefined when it is installed */
  rspress: boolean | undefined;
  /** --pages was given: the build figures only */
  onlyBuilds: boolean;
}

export type ParsedBench = { help: true } | { help: false; options: BenchOptions } | { help: false; error: string };

const SIZE_RE = /^(?:site|[1-9]\d*)$/;

/** The command line of `npm run bench`, or the one-line reason it is not one. */
export function parseBenchArgs(args: string[]): ParsedBench {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      allowNegative: true,
      options: {
        pages: { type: 'string' },
        search: { type: 'boolean' },
        rspress: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { help: false, error: (error as Error).message };
  }
  if (values.help) return { help: true };
  const sizes = values.pages === undefined ? DEFAULT_SIZES : values.pages.split(',').map((size) => size.trim());
  const bad = sizes.find((size) => !SIZE_RE.test(size));
  if (bad !== undefined) return { help: false, error: `--pages: '${bad}' is neither 'site' nor a page count` };
  return {
    help: false,
    options: { sizes, search: values.search === true, rspress: values.rspress, onlyBuilds: values.pages !== undefined },
  };
}
