import { describe, expect, it } from 'vitest';
import { linesOutsideCode, pagesOfLang, readPage } from './markdown-source';

/**
 * Wrong spellings of glossary terms (/work/shared/glossary.md gives one Chinese term per concept), each
 * with the term to use instead. Only variants that are wrong wherever they appear.
 */
const DISCOURAGED: Record<string, string> = {
  测试用列: '测试用例',
  测试案例: '测试用例',
  模拟函式: '模拟函数',
  假计时器: '模拟计时器',
  伪计时器: '模拟计时器',
  假定时器: '模拟计时器',
  模拟定时器: '模拟计时器',
  监视模式: '监听模式',
  观察模式: '监听模式',
  行内快照: '内联快照',
  不对称匹配器: '非对称匹配器',
  间谍函数: '侦听函数（spy）',
};

const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
/** A Chinese character directly before a Latin letter or digit, or after one (lookahead: '行3个' is two). */
const MISSING_SPACE_RE = new RegExp(`[${HAN}](?=[A-Za-z0-9])|[A-Za-z0-9](?=[${HAN}])`, 'g');

/**
 * What a reader sees of a Markdown line as running text: code spans, link targets, explicit heading ids
 * and directive attributes are not running text; emphasis markers are invisible.
 */
function runningText(line: string): string {
  return line
    .replace(/(`+)[^`]*?\1/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{[#.][^}]*\}|\{[a-zA-Z]+="[^"]*"[^}]*\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\*\*?|~~/g, '');
}

/** Lines where Chinese and Latin text touch, outside code, as 'line: text'. */
function missingSpaces(source: string): string[] {
  return linesOutsideCode(source).flatMap(({ text, line }) => {
    const visible = runningText(text);
    return [...visible.matchAll(MISSING_SPACE_RE)].map((hit) => `${line}: ${visible.slice(hit.index, hit.index + 2)}`);
  });
}

const zhPages = pagesOfLang('zh');

describe('Chinese pages', () => {
  it('finds the missing spaces a reader would see, and only those', () => {
    expect(missingSpaces('使用Rstest运行3个测试')).toEqual(['1: 用R', '1: t运', '1: 行3', '1: 3个']);
    expect(missingSpaces('使用 Rstest 运行 3 个测试，见 `rstest.fn`。')).toEqual([]);
    expect(missingSpaces('见[配置](/config/test/retry#重试)或 **Rstest** 与`x`')).toEqual([]);
    expect(missingSpaces('## 监听模式 {#watch-mode}\n```ts\nconst a = 1; // 中文a\n```')).toEqual([]);
    expect(missingSpaces('使用**Rstest**运行')).toEqual(['1: 用R', '1: t运']);
  });

  it('use the glossary terms', () => {
    const found = zhPages.flatMap((file) => {
      const { source } = readPage(file);
      return Object.entries(DISCOURAGED)
        .filter(([variant]) => source.includes(variant))
        .map(([variant, term]) => `${file}: '${variant}' (use '${term}')`);
    });
    expect(found).toEqual([]);
  });

  it('put a space between Chinese and Latin letters or digits', () => {
    const violations: Record<string, { count: number; first: string[] }> = {};
    for (const file of zhPages) {
      const hits = missingSpaces(readPage(file).source);
      if (hits.length > 0) violations[file] = { count: hits.length, first: hits.slice(0, 5) };
    }
    expect(violations).toEqual({});
  });
});
