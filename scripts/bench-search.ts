/**
 * Local search figures for `npm run bench`: per language, the index file size (raw and gzip), the
 * time to load it (JSON.parse + MiniSearch), the query time (median and p95) over ~50 queries
 * as a reader types them: words, prefixes, typos, several words; and the ranking (MRR and top-3
 * share) over the query set of search-ranking.ts. Prints nothing itself and asserts nothing: it
 * returns the lines.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchIndexFile } from '../src/shared/search-index-format';
import { createLocalSearch } from '../src/client/search/providers/local-search';
import { SEARCH_DIR } from '../src/node/search/search-index';
import { measureRanking, readQuerySet } from './search-ranking';

const INDEX_FILE_RE = /^([a-z]+)\.[0-9a-f]+\.json$/;
const ROUNDS = 5;

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

/** Figures of every local index file in distDir/search, one line per language. */
export async function benchSearch(distDir: string): Promise<string[]> {
  const dir = join(distDir, SEARCH_DIR);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => INDEX_FILE_RE.test(name)).sort();
  if (files.length === 0) return [`local search: no index in ${dir} (provider 'algolia', or search off)`];
  const lines: string[] = [];
  const querySet = readQuerySet();
  for (const name of files) {
    const lang = INDEX_FILE_RE.exec(name)![1];
    const raw = await readFile(join(dir, name));
    const loadStart = performance.now();
    const search = createLocalSearch(JSON.parse(raw.toString('utf8')) as SearchIndexFile);
    const loadMs = performance.now() - loadStart;
    const queries = BENCH_QUERIES[lang] ?? BENCH_QUERIES.en;
    // one untimed round warms the JIT; then every query ROUNDS times
    for (const query of queries) search.search(query, 10);
    const times: number[] = [];
    let hits = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of queries) {
        const start = performance.now();
        hits += search.search(query, 10).length > 0 ? 1 : 0;
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    lines.push(
      `local search ${lang}: index ${kb(gzipSync(raw, { level: 9 }).length)} gzip (${kb(raw.length)} raw), load ${ms(loadMs)}; ` +
        `query median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))} over ${queries.length} queries x ${ROUNDS} ` +
        `(${Math.round(hits / ROUNDS)} with hits)`,
    );
    const ranking = querySet[lang] ? measureRanking(search, querySet[lang]) : undefined;
    if (ranking) {
      lines.push(
        `local search ${lang} ranking: MRR ${ranking.mrr.toFixed(3)}, top-3 ${(ranking.top3 * 100).toFixed(1)}% over ${ranking.queries} queries` +
          (ranking.misses.length > 0
            ? `; below top 3: ${ranking.misses.map((m) => `'${m.query}' (${m.rank || 'not found'})`).join(', ')}`
            : ''),
      );
    }
  }
  return lines;
}
