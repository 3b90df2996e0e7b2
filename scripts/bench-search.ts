/**
 * Local search figures for `npm run bench`, per language: the index (its manifest and pieces, raw
 * and gzip); what one reader downloads who opens the dialog and types three queries a key at a time
 * (the dialog's code, the manifest and every piece the client's own loader asks for, each file
 * gzipped as a host sends it: the exact files, so the figure is the same on every run); the query
 * time (median and p95) over ~50 queries with their pieces loaded; and the ranking (MRR and top-3
 * share) over the query set of search-ranking.ts. Prints nothing itself and asserts nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_DIR } from '../src/node/search/search-index';
import { openDistIndexes, type DistIndex } from './search-dist';
import { measureRanking, readQuerySet, type RankingFigures } from './search-ranking';

const ROUNDS = 5;
/** What a reader types once the dialog is open: a word, two words, a phrase. */
export const READER_QUERIES: Record<string, string[]> = {
  en: ['snapshot', 'mock functions', 'coverage threshold'],
  zh: ['快照', '模拟函数', '代码覆盖率'],
};

export const BENCH_QUERIES: Record<string, string[]> = {
  en: [
    'snapshot',
    'snaps',
    'snapshor',
    'toBe',
    'toEqual',
    'expect',
    'describe',
    'test.each',
    'beforeEach',
    'afterAll',
    'mock',
    'mockModules',
    'rstest.fn',
    'spyOn',
    'fake timers',
    'useFakeTimers',
    'coverage',
    'coverage threshold',
    'reporters',
    'junit',
    'retry',
    'testTimeout',
    'hookTimeout',
    'pool',
    'isolate',
    'testEnvironment',
    'jsdom',
    'happy-dom',
    'globals',
    'setupFiles',
    'include',
    'exclude',
    'projects',
    'monorepo',
    'watch mode',
    'cli',
    'filter tests',
    'testNamePattern',
    'debugging',
    'breakpoint',
    'profiling',
    'migrate from jest',
    'jest',
    'rsbuild plugins',
    'alias',
    'source map',
    'concurrent',
    'sequential',
    'update snapshots',
    'configurtion',
  ],
  zh: [
    '快照',
    '更新快照',
    '内联快照',
    '断言',
    '匹配器',
    '非对称匹配器',
    '模拟',
    '模拟函数',
    '模拟模块',
    '模拟计时器',
    '侦听函数',
    '钩子函数',
    '测试用例',
    '测试套件',
    '测试文件',
    '代码覆盖率',
    '覆盖率阈值',
    '报告器',
    '监听模式',
    '过滤测试',
    '并发',
    '串行',
    '超时时间',
    '重试',
    '隔离',
    '工作进程',
    '进程池',
    '测试环境',
    '全局变量',
    '环境变量',
    '初始化文件',
    '配置文件',
    '选项',
    '默认值',
    '类型',
    '命令行',
    '参数',
    '构建工具',
    '打包工具',
    '插件',
    '别名',
    '调试',
    '断点',
    '性能分析',
    '迁移',
    '项目',
    'toBe',
    'rstest.fn',
    'describe',
    '快照 更新',
  ],
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** A chunk's own static imports: 'import{a}from"./x-1a.js"' -> x-1a.js. */
const IMPORT_RE = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;

/**
 * The files the search dialog downloads on a page that has loaded its entry: the dialog's chunk and
 * style, the local provider's chunk, and what they import that the entry does not bring.
 */
export function dialogCodeFiles(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  const names = readdirSync(assets);
  const entry = new Set(names.filter((name) => name.startsWith('client-entry')));
  const wanted = names.filter((name) => /^(SearchDialog|local-provider)-[\w-]+\.(js|css)$/.test(name));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || entry.has(name) || !names.includes(name)) return;
    seen.add(name);
    if (name.endsWith('.js')) for (const [, imported] of readFileSync(join(assets, name), 'utf8').matchAll(IMPORT_RE)) visit(imported);
  };
  wanted.forEach(visit);
  return [...seen].sort().map((name) => `assets/${name}`);
}

export interface ReaderBytes {
  /** gzip bytes of the dialog's code */
  code: number;
  /** gzip bytes after the first query (code, manifest and its pieces) */
  firstQuery: number;
  /** gzip bytes after all three queries */
  threeQueries: number;
  files: number;
}

/** What one reader downloads: the dialog's code, then each query typed a key at a time. */
export async function readerBytes(distDir: string, index: DistIndex): Promise<ReaderBytes> {
  const size = (file: string) => gzipped(readFileSync(join(distDir, file)));
  const code = dialogCodeFiles(distDir).reduce((sum, file) => sum + size(file), 0);
  const queries = READER_QUERIES[index.lang] ?? READER_QUERIES.en;
  const fetchedBytes = () => [...new Set(index.fetched)].reduce((sum, file) => sum + size(file), 0);
  let firstQuery = 0;
  for (const [n, query] of queries.entries()) {
    for (let typed = 1; typed <= query.length; typed++) await index.search.search(query.slice(0, typed), 10);
    if (n === 0) firstQuery = code + fetchedBytes();
  }
  return { code, firstQuery, threeQueries: code + fetchedBytes(), files: new Set(index.fetched).size };
}

/** The sizes of a language's manifest and pieces. */
function indexSizes(distDir: string, lang: string): { files: number; raw: number; gzip: number } {
  const dir = join(distDir, SEARCH_DIR);
  const manifest = readdirSync(dir).find((name) => name.startsWith(`${lang}.`) && name.endsWith('.json'))!;
  const pieces = (JSON.parse(readFileSync(join(dir, manifest), 'utf8')) as { dir: string }).dir;
  const files = [join(dir, manifest), ...readdirSync(join(dir, pieces)).map((name) => join(dir, pieces, name))];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipped(bytes);
  }
  return { files: files.length, raw, gzip };
}

export interface SearchFigures {
  lang: string;
  bytes: ReaderBytes;
  p95: number;
  ranking?: RankingFigures;
}

/** Figures of every language's local index in distDir; `ranking` measures the query set (this site's). */
export async function benchSearch(
  distDir: string,
  { synonyms = {}, ranking = false }: { synonyms?: Record<string, string[][]>; ranking?: boolean } = {},
): Promise<{ lines: string[]; figures: SearchFigures[] }> {
  const lines: string[] = [];
  const figures: SearchFigures[] = [];
  const querySet = readQuerySet();
  const readers = await openDistIndexes(distDir, synonyms).catch(() => []);
  if (readers.length === 0)
    return { lines: [`local search: no index in ${join(distDir, SEARCH_DIR)} (provider 'algolia', or search off)`], figures };
  for (const reader of readers) {
    const { lang } = reader;
    const bytes = await readerBytes(distDir, reader);
    const sizes = indexSizes(distDir, lang);
    // a fresh reader for the timings: every query once loads its pieces, then ROUNDS timed rounds
    const [timed] = (await openDistIndexes(distDir, synonyms)).filter((index) => index.lang === lang);
    const queries = BENCH_QUERIES[lang] ?? BENCH_QUERIES.en;
    for (const query of queries) await timed.search.search(query, 10);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of queries) {
        const start = performance.now();
        await timed.search.search(query, 10);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    lines.push(
      `local search ${lang}: index ${sizes.files} files, ${kb(sizes.gzip)} gzip (${kb(sizes.raw)} raw); a reader typing ${JSON.stringify(READER_QUERIES[lang] ?? READER_QUERIES.en)}: ` +
        `first query ${kb(bytes.firstQuery)}, three queries ${kb(bytes.threeQueries)} gzip in ${bytes.files} index files + the dialog's code (${kb(bytes.code)}); ` +
        `query median ${ms(percentile(times, 0.5))}, p95 ${ms(p95)} over ${queries.length} queries x ${ROUNDS}, pieces loaded`,
    );
    const measured = ranking && querySet[lang] ? await measureRanking(reader.search, querySet[lang]) : undefined;
    if (measured) {
      lines.push(
        `local search ${lang} ranking: MRR ${measured.mrr.toFixed(3)}, top-3 ${(measured.top3 * 100).toFixed(1)}% over ${measured.queries} queries` +
          (measured.misses.length > 0
            ? `; below top 3: ${measured.misses.map((m) => `'${m.query}' (${m.rank || 'not found'})`).join(', ')}`
            : ''),
      );
    }
    figures.push({ lang, bytes, p95, ranking: measured });
  }
  return { lines, figures };
}
