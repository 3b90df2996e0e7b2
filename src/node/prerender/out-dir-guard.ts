/**
 * Which folders a build may use as its out dir. A build removes, at its end, the files an earlier
 * build wrote there and this one did not, so an out dir that holds the user's own work (the project,
 * the content, a repository, the home folder) is refused before anything is read or written.
 */
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { isInside } from './client-manifest';
import { escapeTerminal } from '../../shared/escape';

/** Files that mark a folder as someone's project rather than a build's output. */
const PROJECT_MARKERS = ['.git', 'package.json'];

export interface OutDirPlaces {
  outDir: string;
  contentDir: string;
  /** the generator's own folder */
  root: string;
  cwd?: string;
  home?: string;
  /** how the user named the out dir: '--out' on the command line, 'outDir' for the API */
  option?: string;
  /** files the last build wrote into the out dir, relative to it: a marker among them is the site's own */
  written?: ReadonlySet<string>;
}

/**
 * The reason `outDir` may not be a build's out dir, in one line naming the option, or undefined
 * when it may. Folders are compared by their real paths, so a link to the project is the project.
 *
 *   --out .          -> "--out .: the out dir is the current folder; …"
 *   --out content    -> "--out content: the out dir is the content folder; …"
 *   --out dist       -> undefined
 */
export function outDirProblem({
  outDir,
  contentDir,
  root,
  cwd = process.cwd(),
  home = homedir(),
  option = 'outDir',
  written,
}: OutDirPlaces): string | undefined {
  const out = realPathOf(outDir);
  const shown = `${option} ${escapeTerminal(relative(cwd, resolve(outDir)) || '.')}`;
  const refuse = (why: string) =>
    `${shown}: ${why}; a build removes the files it wrote there before, choose a folder of its own such as dist`;
  const places: [string, string][] = [
    [cwd, 'the current folder'],
    [contentDir, 'the content folder'],
    [root, "the generator's own folder"],
    [home, 'your home folder'],
  ];
  const reals = places.map(([place, name]) => [realPathOf(place), name]);
  const same = reals.find(([real]) => real === out);
  if (same) return refuse(`the out dir is ${same[1]}`);
  const held = reals.find(([real]) => isInside(out, real));
  if (held) return refuse(`the out dir holds ${held[1]}`);
  const content = realPathOf(contentDir);
  if (isInside(content, out)) return refuse('the out dir is inside the content folder, whose every file the next build would read');
  const marker = PROJECT_MARKERS.find((name) => !written?.has(name) && lstatSync(join(out, name), { throwIfNoEntry: false }) !== undefined);
  if (marker) return refuse(`the out dir holds ${marker}, so it is a project, not a build's output`);
  return undefined;
}

/** The real path of `path`, or of its nearest existing folder joined with the rest. */
function realPathOf(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute)) return realpathSync(absolute);
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(realPathOf(parent), basename(absolute));
}
