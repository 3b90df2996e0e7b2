import { describe, expect, it } from 'vitest';
import siteConfig from '../../content/site.config';
import { headingsOf, linesOutsideCode, pagesOfLang, plainHeading, readPage } from './markdown-source';

/**
 * Wrong spellings of glossary terms (/work/shared/glossary.md gives one Chinese term per concept), each
 * with the term to use instead. Only variants that are wrong wherever they appear: a timer is 定时器 in
 * every sense, fake timers and spy stay in English.
 */
const DISCOURAGED: Record<string, string> = {
  测试用列: '测试用例',
  测试案例: '测试用例',
  模拟函式: '模拟函数',
  计时器: '定时器; fake timers stay in English',
  假定时器: 'fake timers',
  伪定时器: 'fake timers',
  模拟定时器: 'fake timers',
  监视模式: '监听模式',
  观察模式: '监听模式',
  行内快照: '内联快照',
  不对称匹配器: '非对称匹配器',
  侦听: 'spy',
  间谍函数: 'spy',
};

/** Every page ends its list of links under this one heading. */
const RELATED_HEADING = '相关链接';
/** English headings whose Chinese twin is the related-links heading. */
const EN_RELATED_RE = /^(related|useful links|see also)\b/i;
/** Other names a writer may reach for: each would split the one heading into several. */
const OTHER_RELATED_HEADINGS = ['相关内容', '相关文档', '相关阅读', '相关配置', '另请参阅', '参见', '延伸阅读', '扩展阅读'];

const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const HAN_RE = new RegExp(`[${HAN}]`);
/** A Chinese character directly before a Latin letter or digit, or after one (lookahead: '行3个' is two). */
const MISSING_SPACE_RE = new RegExp(`[${HAN}](?=[A-Za-z0-9])|[A-Za-z0-9](?=[${HAN}])`, 'g');
/**
 * A half-width bracket pair in Chinese prose: right after a Chinese character, around Chinese text, or
 * standing apart from the word before it ('Rstest (v0.5)'). A bracket right after a name is a call
 * written in prose ('require()', '[mockClear()]') and stays half-width.
 */
const HALF_WIDTH_PAREN_RE = new RegExp(
  `[${HAN}]\\s*\\([^()]*\\)|\\([^()]*[${HAN}][^()]*\\)|(?<![\\w$\\]>.])\\([^()]*\\)`,
  'g',
);
/** An ASCII double quote anywhere in Chinese prose, or ASCII single quotes around Chinese text. */
const ASCII_QUOTE_RE = new RegExp(`"[^"]*"?|'[^'\\n]*[${HAN}][^'\\n]*'`, 'g');

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

/** Half-width brackets and ASCII quotes in the running text of Chinese lines, outside code, as 'line: text'. */
function halfWidthPunctuation(source: string): string[] {
  return linesOutsideCode(source).flatMap(({ text, line }) => {
    const visible = runningText(text);
    if (!HAN_RE.test(visible)) return [];
    return [...visible.matchAll(HALF_WIDTH_PAREN_RE), ...visible.matchAll(ASCII_QUOTE_RE)]
      .sort((a, b) => a.index - b.index)
      .map((hit) => `${line}: ${hit[0]}`);
  });
}

/** The discouraged spellings in a text, as "'variant' (use 'term')". */
function discouragedTerms(text: string): string[] {
  return Object.entries(DISCOURAGED)
    .filter(([variant]) => text.includes(variant))
    .map(([variant, term]) => `'${variant}' (use '${term}')`);
}

/** Every string in a value: the texts of a locale's nav and sidebar, its UI strings. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const zhPages = pagesOfLang('zh');
const enTwinOf = (file: string) => file.replace(/^zh\//, 'en/');

describe('Chinese pages', () => {
  it('finds the missing spaces a reader would see, and only those', () => {
    expect(missingSpaces('使用Rstest运行3个测试')).toEqual(['1: 用R', '1: t运', '1: 行3', '1: 3个']);
    expect(missingSpaces('使用 Rstest 运行 3 个测试，见 `rstest.fn`。')).toEqual([]);
    expect(missingSpaces('见[配置](/config/test/retry#重试)或 **Rstest** 与`x`')).toEqual([]);
    expect(missingSpaces('## 监听模式 {#watch-mode}\n```ts\nconst a = 1; // 中文a\n```')).toEqual([]);
    expect(missingSpaces('使用**Rstest**运行')).toEqual(['1: 用R', '1: t运']);
  });

  it('finds half-width brackets and ASCII quotes a reader would see, and only those', () => {
    expect(halfWidthPunctuation('钩子函数 (hook) 在测试前运行')).toEqual(['1: 数 (hook)']);
    expect(halfWidthPunctuation('见 [钩子函数 (hook)](/api/test-api/hooks)')).toEqual(['1: 数 (hook)']);
    expect(halfWidthPunctuation('默认值为 5 秒(见下文)')).toEqual(['1: 秒(见下文)']);
    expect(halfWidthPunctuation('请使用 Node.js (LTS) 运行')).toEqual(['1: (LTS)']);
    expect(halfWidthPunctuation('报错 "No test found" 并退出')).toEqual(['1: "No test found"']);
    expect(halfWidthPunctuation("所谓 '快照' 就是")).toEqual(["1: '快照'"]);
    // calls written in prose, code, link targets, heading ids, directive attributes, English lines
    expect(halfWidthPunctuation('调用 [mockClear()](/api/rstest/mockInstance#mockclear) 或 require()')).toEqual([]);
    expect(halfWidthPunctuation('设置 `define: { "x": "(y)" }` 后生效')).toEqual([]);
    expect(halfWidthPunctuation('## 模拟 require() {#mocking-require}')).toEqual([]);
    expect(halfWidthPunctuation('### 工具 :badge[Rsbuild]{href="https://rsbuild.rs/zh"} {#tools}')).toEqual([]);
    expect(halfWidthPunctuation('```bash\n# 路径包含 "price" (或 "tax")\n```')).toEqual([]);
    expect(halfWidthPunctuation('Prints "done" (once)')).toEqual([]);
    expect(halfWidthPunctuation('钩子函数（hook）报错“No test found”')).toEqual([]);
  });

  it('use the glossary terms', () => {
    const found = zhPages.flatMap((file) => discouragedTerms(readPage(file).source).map((hit) => `${file}: ${hit}`));
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

  it('use full-width brackets and “” quotes in Chinese prose', () => {
    const violations: Record<string, string[]> = {};
    for (const file of zhPages) {
      const { body, frontmatter } = readPage(file);
      const hits = [
        ...halfWidthPunctuation(body),
        ...stringsOf(frontmatter).flatMap((value) => halfWidthPunctuation(value).map((hit) => `front matter ${hit}`)),
      ];
      if (hits.length > 0) violations[file] = hits;
    }
    expect(violations).toEqual({});
  });

  it(`name the related-links heading ${RELATED_HEADING}`, () => {
    const wrong = zhPages.flatMap((file) => {
      const zh = headingsOf(readPage(file).body).map((heading) => plainHeading(heading.text));
      const en = headingsOf(readPage(enTwinOf(file)).body).map((heading) => plainHeading(heading.text));
      return zh
        .map((text, index) => ({ text, twin: en[index] ?? '' }))
        .filter(({ text, twin }) => text !== RELATED_HEADING && (EN_RELATED_RE.test(twin) || OTHER_RELATED_HEADINGS.includes(text)))
        .map(({ text, twin }) => `${file}: '${text}' (English '${twin}')`);
    });
    expect(wrong).toEqual([]);
  });
});

describe('Chinese site strings', () => {
  it('nav, sidebar and UI texts use the glossary terms', () => {
    const zh = siteConfig.locales?.find((locale) => locale.lang === 'zh');
    expect(zh).toBeDefined();
    const found = stringsOf(zh).flatMap((text) => discouragedTerms(text).map((hit) => `'${text}': ${hit}`));
    expect(found).toEqual([]);
  });
});
