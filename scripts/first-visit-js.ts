import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { byteCosts } from './deflate-costs';
import { sourceOwners } from './source-map-owners';

const SCRIPT_RE = /<script[^>]+type="module"[^>]+src="([^"]+)"/g;
const PRELOAD_RE = /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g;
const NODE_MODULES_RE = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*\/node_modules\/)/;

const gzip = (buf: Uint8Array) => gzipSync(buf, { level: 9 });

/** The module scripts and modulepreloads a prerendered page loads on first visit, as URLs. */
function firstVisitUrls(htmlFile: string): string[] {
  const html = readFileSync(htmlFile, 'utf8');
  const files = new Set<string>();
  for (const re of [SCRIPT_RE, PRELOAD_RE]) for (const m of html.matchAll(re)) files.add(m[1]);
  return [...files];
}

/** Sum of gzip sizes of the module scripts and modulepreloads a prerendered page loads on first visit. */
export function firstVisitJs(distDir: string, htmlFile: string, base = '/'): { gzip: number; raw: number; files: string[] } {
  const files = firstVisitUrls(htmlFile);
  let gzipped = 0;
  let raw = 0;
  for (const url of files) {
    const buf = readFileSync(join(distDir, url.slice(base.length)));
    raw += buf.length;
    gzipped += gzip(buf).length;
  }
  return { gzip: gzipped, raw, files };
}

export interface BreakdownRow {
  /** a package name, or a source file of the project relative to its root */
  name: string;
  /** bytes of the gzip (level 9) of the file(s) this row's code is in, attributed as byteCosts does */
  gzip: number;
  raw: number;
}

export interface Breakdown {
  /** one row per package, the project's own code as one row named `ownName` */
  packages: BreakdownRow[];
  /** one row per source file of the project */
  own: BreakdownRow[];
}

/** Code from no source: the bundler's runtime, virtual modules, and files without a source map. */
export const UNMAPPED = '(no source: bundler runtime, virtual modules)';

interface Owner {
  name: string;
  /** the project's own source file (not a package, not unmapped) */
  own: boolean;
}

/** `node_modules/react-dom/cjs/x.js` -> react-dom; `src/client/App.tsx` -> itself, own; no source -> UNMAPPED. */
function ownerOf(root: string, mapDir: string, source: string | undefined): Owner {
  if (source === undefined) return { name: UNMAPPED, own: false };
  const path = relative(root, resolve(mapDir, source)).split(sep).join('/');
  const pkg = path.match(NODE_MODULES_RE)?.[1];
  return pkg ? { name: pkg, own: false } : { name: path, own: true };
}

function addTo(rows: Map<string, BreakdownRow>, name: string, gzipBytes: number, rawBytes: number): void {
  const row = rows.get(name) ?? { name, gzip: 0, raw: 0 };
  row.gzip += gzipBytes;
  row.raw += rawBytes;
  rows.set(name, row);
}

/**
 * The first-visit JS of a page by package and by source file of the project. Each file's gzip is
 * split over its bytes by what each byte costs in that gzip (scripts/deflate-costs.ts), and each
 * byte goes to the source its source map names (the build writes hidden maps when
 * QUIRE_SOURCE_MAPS=1). So the rows add up to the first-visit figure, and code that repeats code
 * before it is charged what the repetition costs, not what it would cost alone.
 */
export function firstVisitBreakdown(
  distDir: string,
  htmlFile: string,
  { root, ownName = 'quire (own code)', base = '/' }: { root: string; ownName?: string; base?: string },
): Breakdown {
  const packages = new Map<string, BreakdownRow>();
  const own = new Map<string, BreakdownRow>();
  for (const url of firstVisitUrls(htmlFile)) {
    const file = join(distDir, url.slice(base.length));
    const buf = readFileSync(file);
    const costs = byteCosts(gzip(buf));
    const mapFile = `${file}.map`;
    const map = existsSync(mapFile)
      ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string; sourceRoot?: string })
      : null;
    const owners = map ? sourceOwners(buf.toString('utf8'), map.mappings) : new Int32Array(buf.length).fill(-1);
    const mapDir = resolve(dirname(file), map?.sourceRoot ?? '');
    const sources = (map?.sources ?? []).map((source) => ownerOf(root, mapDir, source));
    const bits = new Map<number, { bits: number; bytes: number }>();
    owners.forEach((owner, i) => {
      const entry = bits.get(owner) ?? { bits: 0, bytes: 0 };
      entry.bits += costs[i];
      entry.bytes++;
      bits.set(owner, entry);
    });
    for (const [owner, { bits: ownerBits, bytes }] of bits) {
      const { name, own: isOwn } = sources[owner] ?? ownerOf(root, mapDir, undefined);
      addTo(packages, isOwn ? ownName : name, ownerBits / 8, bytes);
      if (isOwn) addTo(own, name, ownerBits / 8, bytes);
    }
  }
  const bySize = (rows: Map<string, BreakdownRow>) => [...rows.values()].sort((a, b) => b.gzip - a.gzip);
  return { packages: bySize(packages), own: bySize(own) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The breakdown as lines: packages, then the project's files down to `minGzip` bytes (the rest summed). */
export function formatBreakdown({ packages, own }: Breakdown, minGzip = 200): string[] {
  const row = ({ name, gzip: g, raw }: BreakdownRow) => `  ${kb(g).padStart(8)} gzip ${kb(raw).padStart(8)} raw  ${name}`;
  const shown = own.filter((r) => r.gzip >= minGzip);
  const rest = own.filter((r) => r.gzip < minGzip);
  const restRow = {
    name: `${rest.length} smaller files`,
    gzip: rest.reduce((s, r) => s + r.gzip, 0),
    raw: rest.reduce((s, r) => s + r.raw, 0),
  };
  return ['by package:', ...packages.map(row), 'own code by file:', ...shown.map(row), ...(rest.length ? [row(restRow)] : [])];
}
