/**
 * A language's local search index made from its pages, in route order, wherever it runs: the
 * build's worker thread makes it while this thread writes the page chunks and runs the bundler
 * (workers/highlight-worker.ts), or this thread when there is no worker. What goes in and comes out
 * is text and bytes, which pass between threads as they are.
 */
import type { Lang } from '../../shared/types';
import { IndexPiecesAssembler, type LanguageIndex } from './index-pieces';
import { pageIndexPart, type PageIndexPart } from './page-index-part';
import { placeSearchParts, type PageSearchParts } from './search-records';
import type { SearchPlacement } from './search-placement';

/** A page's search parts as JSON, and where they stand in the site when they are not placed yet. */
export interface SearchPartsJson {
  json: string;
  placement?: SearchPlacement;
}

/** The parts as the index reads them: a new copy each time, placed. */
export function readSearchParts({ json, placement }: SearchPartsJson): PageSearchParts {
  const parts = JSON.parse(json) as PageSearchParts;
  return placement ? placeSearchParts(parts, placement) : parts;
}

/**
 * One page of a language's index: its share as an earlier build kept it (JSON of a PageIndexPart),
 * or its search parts to index, with what other pages' lists of links say about it.
 */
export type IndexInput = { share: string } | { parts: SearchPartsJson; mentions?: string[] };

export interface AssemblyStart {
  lang: Lang;
  base: string;
  /** return each share made afresh as JSON, for the build cache */
  shares: boolean;
}

export class LanguageIndexAssembly {
  private readonly pieces: IndexPiecesAssembler;

  constructor(private readonly start: AssemblyStart) {
    this.pieces = new IndexPiecesAssembler(start.lang);
  }

  /** Add pages after those added before; with `shares`, each page's share made here, as JSON (none for a page given its share). */
  add(pages: IndexInput[]): (string | undefined)[] {
    return pages.map((page) => {
      if ('share' in page) {
        this.pieces.add(JSON.parse(page.share) as PageIndexPart);
        return undefined;
      }
      const { records } = readSearchParts(page.parts);
      if (page.mentions && records[0]) records[0].mentions = page.mentions;
      const share = pageIndexPart(records, this.start.base);
      this.pieces.add(share);
      return this.start.shares ? JSON.stringify(share) : undefined;
    });
  }

  /** Every file of the index, as indexBytes writes them; the assembly is spent. */
  finish(): Buffer {
    return indexBytes(this.pieces.finish());
  }
}

/** A language's index as one buffer (the cache keeps it so): a head of lines (the manifest's name, then each file's name and length), a blank line, then the files' bytes. */
export function indexBytes({ manifest, files }: LanguageIndex): Buffer {
  const head = [manifest, ...files.map(({ file, bytes }) => `${file}\t${bytes.length}`)].join('\n');
  return Buffer.concat([Buffer.from(`${head}\n\n`), ...files.map(({ bytes }) => bytes)]);
}

export function indexOfBytes(lang: Lang, bytes: Buffer): LanguageIndex {
  const end = bytes.indexOf('\n\n');
  const [manifest, ...lines] = bytes.toString('utf8', 0, end).split('\n');
  let at = end + 2;
  const files = lines.map((line) => {
    const [file, length] = line.split('\t');
    const body = bytes.subarray(at, (at += Number(length)));
    return { file, bytes: body };
  });
  return { lang, manifest, files };
}

/** A language's index being made, here or in another thread: pages go in in batches, in order. */
export interface IndexAssembly {
  add(pages: IndexInput[]): Promise<(string | undefined)[]>;
  finish(): Promise<Buffer>;
}

/** Where the build makes each language's index. */
export type IndexAssemblyOf = (start: AssemblyStart) => IndexAssembly;

/** The index made in this thread. */
export const assembledHere: IndexAssemblyOf = (start) => {
  const assembly = new LanguageIndexAssembly(start);
  return { add: async (pages) => assembly.add(pages), finish: async () => assembly.finish() };
};

/** The thread that was making an index is gone: the index is made again, here. */
export class AssemblyThreadGone extends Error {}
