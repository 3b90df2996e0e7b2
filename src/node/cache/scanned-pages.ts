/**
 * Dev: what the content scan read of each page file (its title, sidebar label and position, slug,
 * draft: site/page-meta.ts), kept between dev servers in one entry per content folder, under the
 * compile key (the generator's code, the packages it runs on), by each file's path relative to the
 * content folder and its stat stamp (size, modification and change times, inode). The next scan
 * stats each file and reads and parses only those whose stamp changed, or that it had not read
 * before: what it gives is what reading every file gives. Everything else the scan makes of these
 * (routes, slugs refused, duplicate routes, sidebars) is made again from them at every scan, with
 * its messages.
 *
 * A file is kept only when it had not changed for SETTLED_MS as it was read: file times move in
 * clock ticks, so a file written again within the tick of its last write could keep its stamp with
 * another text. A file the scan no longer lists (removed, renamed, excluded) leaves the entry at its
 * next write.
 */
import { statSync } from 'node:fs';
import type { PageMeta, PageMetaStore } from '../site/page-meta';
import { pathsUnder, readMetaOfFile } from '../site/scan';
import type { KeptNow } from './build-cache';

/** Bumped when the layout of the entry changes. */
const SCANNED_FORMAT = 1;

/** How long a file must have been left unchanged before what was read of it is kept. */
export const SETTLED_MS = 2000;

/** A file's stamp and what the scan read of it. */
type Scanned = [stamp: string, meta: PageMeta];

export interface ScannedPagesEntry {
  /** by path relative to the content folder, '/'-separated */
  files: Record<string, Scanned>;
}

export interface ScannedPagesOptions {
  /** the folder the pages' paths count from */
  contentDir: string;
  /** now, in milliseconds (tests move it) */
  now?: () => number;
  /** how a page file's meta is read when it is not kept (tests count the reads) */
  readFromFile?: (file: string) => PageMeta;
}

/**
 * The scan's kept reads in `entries` (opened as the first page is read: `entries()`, none without
 * a cache); the entry is read as the first page is.
 */
export function scannedPages(
  entries: () => KeptNow<ScannedPagesEntry> | undefined,
  { contentDir, now = Date.now, readFromFile = readMetaOfFile }: ScannedPagesOptions,
): PageMetaStore {
  const inputs = [SCANNED_FORMAT, contentDir];
  const pathOf = pathsUnder(contentDir);
  let kept: Record<string, Scanned> | undefined;
  /** what the scan since the last keep() read, by relative path */
  let scanned: Record<string, Scanned> = {};
  /** whether that differs from what is kept */
  let changed = false;
  const keptFiles = () => {
    if (kept) return kept;
    return (kept = entries()?.read(inputs)?.files ?? {});
  };
  return {
    read(file) {
      const stat = statSync(file, { throwIfNoEntry: false });
      // a file gone since it was listed: read as the scan always did, with the same failure
      if (!stat) return readFromFile(file);
      const path = pathOf(file);
      const stamp = `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`;
      const hit = keptFiles()[path];
      if (hit?.[0] === stamp) {
        scanned[path] = hit;
        return hit[1];
      }
      const meta = readFromFile(file);
      changed = true;
      if (now() - Math.max(stat.mtimeMs, stat.ctimeMs) > SETTLED_MS) scanned[path] = [stamp, meta];
      return meta;
    },
    async keep() {
      const files = scanned;
      const dropped = Object.keys(keptFiles()).some((path) => !(path in files));
      scanned = {};
      if (!changed && !dropped) return;
      changed = false;
      kept = files;
      await entries()?.write(inputs, { files });
    },
  };
}
