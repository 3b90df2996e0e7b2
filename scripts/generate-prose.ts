/**
 * Prose of the generated site (scripts/generate-site.ts) in English and Chinese. Each helper draws
 * the same number of random values in both languages, so a page and its twin share code and links.
 */
import { pick, type Random } from './generate-random';

export interface Prose {
  siteDescription: string;
  overview: string;
  overviewIntro: string;
  /** between two sentences */
  space: string;
  /** after a list item's link */
  colon: string;
  /** 'Continue with [next], [config link].' */
  continueWith(next: string, config: string): string;
  configLink: string;
  /** a sentence naming an option in inline code */
  optionNote(option: string): string;
  badge: string;
  warningTitle: string;
  backToTop: string;
  headings: Record<'install' | 'config' | 'json' | 'usage' | 'styles' | 'ci' | 'checklist' | 'related', string>;
  sectionTitle(section: number): string;
  groupTitle(group: number): string;
  pageTitle(section: number, n: number): string;
  description(section: number, n: number): string;
  /** one sentence; draws four random values */
  sentence(random: Random): string;
  /** an options table; draws six random values */
  optionsTable(random: Random): string;
  /** a task list of four items; draws four random values */
  taskList(random: Random): string;
}

const OPTIONS = [
  'testTimeout',
  'hookTimeout',
  'retry',
  'globals',
  'include',
  'exclude',
  'pool',
  'isolate',
  'setupFiles',
  'reporters',
  'coverage',
  'maxConcurrency',
];
const TYPES = ['`number`', '`boolean`', '`string[]`', '`string`', '`object`'];
const TOPICS_EN = [
  'watch mode',
  'snapshots',
  'mock functions',
  'fake timers',
  'coverage',
  'the test environment',
  'setup files',
  'reporters',
  'test filters',
  'hooks',
];
const TOPICS_ZH = [
  '监听模式',
  '快照',
  '模拟函数',
  'fake timers',
  '代码覆盖率',
  '测试环境',
  '初始化文件（setup file）',
  '报告器',
  '过滤测试',
  '钩子函数（hook）',
];
const SUBJECTS_EN = [
  'A test file',
  'Each worker',
  'The runner',
  'A failing assertion',
  'The config file',
  'A setup file',
  'The reporter',
  'A mock function',
];
const SUBJECTS_ZH = ['测试文件', '每个工作进程', '测试运行器', '失败的断言', '配置文件', '初始化文件', '报告器', '模拟函数'];
const ACTIONS_EN = [
  'runs in its own isolated context, so state from one file never leaks into the next',
  'reads the options once at start-up and keeps them for the whole run',
  'reports every failure with the file, the line and a diff of the expected value',
  'picks up the change on the next run without restarting the process',
  'can be narrowed with a filter on the command line when you only need a few tests',
  'respects the timeout you set and stops a test that hangs',
  'shares nothing with the other workers unless you pass it explicitly',
  'keeps the output short by default and prints more detail with the verbose reporter',
];
const ACTIONS_ZH = [
  '运行在各自隔离的上下文中，一个文件的状态不会泄漏到下一个文件',
  '在启动时读取一次选项，并在整个运行过程中保持不变',
  '会报告每一个失败，包括文件、行号以及期望值的差异',
  '会在下次运行时读取改动，无需重启进程',
  '可以在命令行中用过滤条件缩小范围，只运行需要的几个测试',
  '会遵守你设置的超时时间，并停止卡住的测试',
  '除非显式传入，否则不会与其他工作进程共享任何内容',
  '默认输出简短，使用 verbose 报告器时会打印更多细节',
];
const TAILS_EN = [
  'This keeps large projects predictable.',
  'See the examples below for the common cases.',
  'Most projects never need to change this.',
  'The same rule applies in watch mode.',
  'CI machines benefit the most from it.',
  'It works the same with TypeScript and JavaScript.',
];
const TAILS_ZH = [
  '这让大型项目的行为更可预测。',
  '常见用法见下方示例。',
  '大多数项目无需修改这一项。',
  '在监听模式下同样适用。',
  '在 CI 机器上效果最明显。',
  '在 TypeScript 和 JavaScript 中用法相同。',
];

function optionsTable(random: Random, header: string, describe: (option: string) => string): string {
  const rows = Array.from({ length: 3 }, () => {
    const option = pick(random, OPTIONS);
    return `| \`${option}\` | ${pick(random, TYPES)} | ${describe(option)} |`;
  });
  return [header, '|---|---|---|', ...rows].join('\n');
}

function taskList(random: Random, items: readonly string[]): string {
  return items.map((item) => `- [${random() < 0.5 ? 'x' : ' '}] ${item}`).join('\n');
}

const EN: Prose = {
  siteDescription: 'A generated site for measuring the build',
  overview: 'Overview',
  overviewIntro: 'This section collects generated guides. Each page below lists its main headings.',
  space: ' ',
  colon: ': ',
  continueWith: (next, config) => `Continue with ${next}, or read ${config}.`,
  optionNote: (option) => `Set \`${option}\` only when a test needs it.`,
  configLink: 'the configuration of a related page',
  badge: 'New',
  warningTitle: 'Before you upgrade',
  backToTop: 'Back to usage',
  headings: {
    install: 'Installation',
    config: 'Configuration',
    json: 'Scripts in package.json',
    usage: 'Usage',
    styles: 'Styles under test',
    ci: 'Running in CI',
    checklist: 'Checklist',
    related: 'Related',
  },
  sectionTitle: (s) => `Section ${s}`,
  groupTitle: (g) => `Group ${g + 1}`,
  pageTitle: (s, n) => `Guide ${s}.${n}`,
  description: (s, n) => `Generated guide ${n} of section ${s}: installation, configuration, usage and CI.`,
  sentence: (random) =>
    `${pick(random, SUBJECTS_EN)} ${pick(random, ACTIONS_EN)} when you work with ${pick(random, TOPICS_EN)}. ${pick(random, TAILS_EN)}`,
  optionsTable: (random) =>
    optionsTable(random, '| Option | Type | Meaning |', (option) => `sets how \`${option}\` behaves for every test file`),
  taskList: (random) => taskList(random, ['Install the package', 'Add the config file', 'Write the first test', 'Run it in CI']),
};

const ZH: Prose = {
  siteDescription: '用于测量构建的生成站点',
  overview: '概览',
  overviewIntro: '本节收录生成的指南。下面每个页面都列出了它的主要标题。',
  space: '',
  colon: '：',
  continueWith: (next, config) => `接下来阅读${next}，或参阅${config}。`,
  optionNote: (option) => `只在测试需要时设置 \`${option}\`。`,
  configLink: '相关页面的配置',
  badge: '新增',
  warningTitle: '升级之前',
  backToTop: '返回用法',
  headings: {
    install: '安装',
    config: '配置',
    json: 'package.json 中的脚本',
    usage: '用法',
    styles: '被测试的样式',
    ci: '在 CI 中运行',
    checklist: '检查清单',
    related: '相关链接',
  },
  sectionTitle: (s) => `第 ${s} 节`,
  groupTitle: (g) => `第 ${g + 1} 组`,
  pageTitle: (s, n) => `指南 ${s}.${n}`,
  description: (s, n) => `第 ${s} 节的第 ${n} 篇生成指南：安装、配置、用法和 CI。`,
  sentence: (random) => {
    const [subject, action, topic] = [pick(random, SUBJECTS_ZH), pick(random, ACTIONS_ZH), pick(random, TOPICS_ZH)];
    return `在使用${topic}时，${subject}${action}。${pick(random, TAILS_ZH)}`;
  },
  optionsTable: (random) => optionsTable(random, '| 选项 | 类型 | 说明 |', (option) => `设置 \`${option}\` 在每个测试文件中的行为`),
  taskList: (random) => taskList(random, ['安装依赖', '添加配置文件', '编写第一个测试', '在 CI 中运行']),
};

export const PROSE = { en: EN, zh: ZH } as const;
