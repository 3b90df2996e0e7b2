/**
 * A bundle kept on disk and used again while the text of every module in it is the same (the site
 * config's: site/kept-config.ts), so a start after the first neither loads the bundler nor bundles. Each bundle is a folder named by its key (a digest of its modules' paths
 * and text), written under a temporary name and then renamed, so a process starting alongside
 * (tests start several) never reads a half-written one. The modules are read again only when their
 * stat stamps changed (files-digest.mjs).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Plugin as RolldownPlugin } from 'rolldown';
import { filesDigest } from './files-digest.mjs';

export interface KeptBundle {
  /** the folder of this bundle's files */
  dir: string;
  /** absolute paths of the modules in the bundle: an edit of one makes it stale */
  sources: string[];
}

/** Writes the bundle into `outDir` and gives the modules it holds (see moduleList). */
export type MakeBundle = (outDir: string) => Promise<string[]>;

interface BundleRecord {
  key: string;
  sources: string[];
}

const RECORD = 'bundle.json';
/** Beside the record: the digest of its modules, with their stamps. */
const DIGEST_MEMO = 'digest.json';
/** Bundles kept besides the current one: a process still running may be using one of them. */
const KEEP_OLD = 2;

/** A digest of the modules' text: the same text, the same bundle. None when a module is gone. */
function keyOf(home: string, format: string, sources: string[]): string | undefined {
  const digest = filesDigest(sources, { memo: join(home, DIGEST_MEMO) });
  return digest === undefined ? undefined : createHash('sha256').update(`${format}\n${digest}`).digest('hex');
}

function readRecord(dir: string): BundleRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, RECORD), 'utf8')) as BundleRecord;
  } catch {
    return undefined;
  }
}

/** The bundle kept under `home` when its modules are unchanged, else none. */
export function findKeptBundle(home: string, format: string): KeptBundle | undefined {
  const latest = readRecord(home);
  if (!latest || keyOf(home, format, latest.sources) !== latest.key) return undefined;
  const dir = join(home, latest.key);
  return readRecord(dir)?.key === latest.key ? { dir, sources: latest.sources } : undefined;
}

/**
 * The bundle kept under `home` when its modules are unchanged, else a new one made by `make`.
 * `format` names what `make` does: change it when its options change what a bundle holds.
 */
export async function keptBundle(home: string, format: string, make: MakeBundle): Promise<KeptBundle> {
  return findKeptBundle(home, format) ?? makeKeptBundle(home, format, make);
}

let bundlesMade = 0;

/** A new bundle under `home` (its modules changed, or there is none yet). */
export async function makeKeptBundle(home: string, format: string, make: MakeBundle): Promise<KeptBundle> {
  // two made at once in this process (the same millisecond) each have a folder of their own
  const temp = join(home, `tmp-${process.pid}-${Date.now()}-${++bundlesMade}`);
  mkdirSync(temp, { recursive: true });
  try {
    const sources = [...new Set(await make(temp))].sort();
    const key = keyOf(home, format, sources);
    if (key === undefined) throw new Error(`a module of the bundle in ${home} went missing while it was made`);
    const record = JSON.stringify({ key, sources } satisfies BundleRecord);
    writeFileSync(join(temp, RECORD), record);
    const dir = join(home, key);
    try {
      renameSync(temp, dir);
    } catch {
      // the same bundle, made by another process meanwhile
      rmSync(temp, { recursive: true, force: true });
    }
    writeFileSync(join(home, `${RECORD}.${process.pid}`), record);
    renameSync(join(home, `${RECORD}.${process.pid}`), join(home, RECORD));
    pruneOldBundles(home, key);
    return { dir, sources };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

function pruneOldBundles(home: string, current: string): void {
  const old = readdirSync(home, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== current && !entry.name.startsWith('tmp-'))
    .map((entry) => ({ path: join(home, entry.name), time: statSync(join(home, entry.name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.time - a.time);
  for (const { path } of old.slice(KEEP_OLD)) rmSync(path, { recursive: true, force: true });
}

/**
 * A rolldown plugin that lists every module file of the graph into `into`, those the bundler folded
 * away included (an edit of one still counts). CSS is not listed: it is no part of a kept bundle.
 */
export function moduleList(into: string[]): RolldownPlugin {
  return {
    name: 'quire:kept-bundle-modules',
    buildEnd() {
      into.push(...[...this.getModuleIds()].filter((id) => isAbsolute(id) && !id.endsWith('.css')));
    },
  };
}
