/**
 * The command line: commands, their options and their help text, parsed with node:util's parseArgs.
 * Every mistake (an unknown command or option, a missing value, a bad port) becomes a UsageError
 * whose message says what was wrong in words, followed by the usage of the command.
 */
import { parseArgs } from 'node:util';
import { basePathProblem } from '../../shared/routes';

export const CLI_NAME = 'quire';

interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** shown in the help: '--out <dir>' */
  value?: string;
  description: string;
}

interface CommandSpec {
  summary: string;
  /** a positional argument the command needs, before the optional one: `version <name>`; `missing` tells to give it */
  required?: { name: string; description: string; missing: string };
  /** what the positional argument is, if the command takes one */
  positional?: { name: string; description: string };
  options: Record<string, OptionSpec>;
  /** options refused with a reason of their own (rather than as unknown), by a pattern of their name */
  refused?: { name: RegExp; reason: string };
}

const CONTENT_POSITIONAL = {
  name: 'content',
  description: 'the folder holding site.config.ts and one folder per language (default: ./content)',
};
const HELP: OptionSpec = { type: 'boolean', short: 'h', description: 'show this help' };
const CONTENT: OptionSpec = { type: 'string', value: '<dir>', description: 'the content folder, as an option' };
const BASE: OptionSpec = {
  type: 'string',
  value: '<path>',
  description: "serve the site under this path ('/docs/'); overrides the config's base",
};
const HOST: OptionSpec = {
  type: 'string',
  value: '<host>',
  description: 'the address to listen on (default: 127.0.0.1 for preview, localhost for dev)',
};

export const COMMANDS = {
  dev: {
    summary: 'serve the site with live reload while you write',
    positional: CONTENT_POSITIONAL,
    options: {
      content: CONTENT,
      port: { type: 'string', value: '<port>', description: 'the port to listen on (default: 5173)' },
      host: HOST,
      base: BASE,
      'no-cache': {
        type: 'boolean',
        description: 'compile every page afresh, neither reading nor keeping compiled pages in the cache (node_modules/.cache/quire)',
      },
      help: HELP,
    },
  },
  build: {
    summary: 'check every page and write the static site',
    positional: CONTENT_POSITIONAL,
    options: {
      content: CONTENT,
      out: { type: 'string', value: '<dir>', description: 'where the site is written (default: ./dist)' },
      base: BASE,
      manifest: { type: 'string', value: '<file>', description: 'also write the client bundle manifest here (outside --out)' },
      'no-cache': {
        type: 'boolean',
        description: 'compile every page afresh, neither reading nor writing the build cache (node_modules/.cache/quire)',
      },
      help: HELP,
    },
  },
  preview: {
    summary: 'serve a built site as a static host would',
    positional: { name: 'dir', description: 'the built site (default: the --out folder, ./dist)' },
    options: {
      out: { type: 'string', value: '<dir>', description: 'the built site, as an option' },
      port: { type: 'string', value: '<port>', description: 'the port to listen on (default: 4173)' },
      host: HOST,
      base: BASE,
      'no-headers': { type: 'boolean', description: 'ignore the _headers file the build wrote' },
      help: HELP,
    },
  },
  init: {
    summary: 'create a minimal site: a config, a home page and one page',
    positional: { name: 'dir', description: 'the content folder to create (default: ./content; with --from: <folder>/_quire)' },
    options: {
      title: { type: 'string', value: '<title>', description: 'the site title (default: My Docs)' },
      from: {
        type: 'string',
        value: '<folder>',
        description:
          'read the Docusaurus or VitePress site there (without running it) and write a site.config.ts for its pages, left as they are',
      },
      help: HELP,
    },
  },
  'search upload': {
    summary: "send every page's search records to the site's Algolia index (search.algolia), in place of what it holds",
    positional: CONTENT_POSITIONAL,
    options: {
      content: CONTENT,
      'dry-run': { type: 'boolean', description: 'print what would be sent (records per language, one record) and send nothing' },
      help: HELP,
    },
    refused: {
      name: /key/i,
      reason:
        'the admin key is read from the environment only, never from the command line (where the shell history keeps it): set ALGOLIA_ADMIN_KEY',
    },
  },
  version: {
    summary: "start a new version: copy the default version's folder to <content>/<name>/ and add <name> to multiVersion.versions",
    required: {
      name: 'name',
      description: "the new version, its folder's name and its URL segment ('v3', '2.x')",
      missing: 'name the new version',
    },
    positional: CONTENT_POSITIONAL,
    options: {
      content: CONTENT,
      from: { type: 'string', value: '<version>', description: 'copy this version rather than the default one (multiVersion.default)' },
      help: HELP,
    },
  },
} satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

export class UsageError extends Error {}

export interface ParsedCommand {
  command: CommandName;
  /** the argument the command needs (`version <name>`) */
  required?: string;
  positional?: string;
  values: Record<string, string | boolean | undefined>;
}

const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

/** The commands of two words ('search upload') whose first word is `group`. */
const commandsOf = (group: string) => Object.keys(COMMANDS).filter((name) => name.startsWith(`${group} `));

/** The command named by the first word, or by the first two ('search upload'), and the arguments after it. */
function splitCommand(argv: string[]): { name: string; rest: string[] } {
  const two = argv.slice(0, 2).join(' ');
  if (argv.length >= 2 && isCommand(two)) return { name: two, rest: argv.slice(2) };
  const group = commandsOf(argv[0]);
  if (group.length > 0) {
    const what = argv[1] === undefined ? 'name a command' : `unknown command '${argv[1]}'`;
    throw new UsageError(`${CLI_NAME} ${argv[0]}: ${what} (${group.map((name) => `'${CLI_NAME} ${name}'`).join(', ')})\n\n${usage()}`);
  }
  return { name: argv[0], rest: argv.slice(1) };
}

/** An option the command refuses with its reason, named as it was written (never with its value). */
function checkRefused(name: CommandName, spec: CommandSpec, args: string[]): void {
  if (!spec.refused) return;
  for (const arg of args) {
    if (arg === '--') return;
    const option = /^--?([^=]+)/.exec(arg)?.[1];
    if (option && spec.refused.name.test(option)) {
      throw new UsageError(`${CLI_NAME} ${name}: --${option} is refused: ${spec.refused.reason}\n\n${usage(name)}`);
    }
  }
}

/** `quire <command> [arguments]`; undefined for `quire`, `quire help` and `quire --help`. */
export function parseCommandLine(argv: string[]): ParsedCommand | undefined {
  if (argv[0] === undefined || argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') return undefined;
  const { name, rest } = splitCommand(argv);
  if (!isCommand(name)) {
    throw new UsageError(`${CLI_NAME}: unknown command '${name}'\n\n${usage()}`);
  }
  const spec: CommandSpec = COMMANDS[name];
  checkRefused(name, spec, rest);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(Object.entries(spec.options).map(([key, { type, short }]) => [key, short ? { type, short } : { type }])),
    });
  } catch (error) {
    throw new UsageError(`${describeParseError(name, error)}\n\n${usage(name)}`);
  }
  const { values } = parsed;
  const positionals = [...parsed.positionals];
  const required = spec.required ? positionals.shift() : undefined;
  if (spec.required && required === undefined && values.help !== true) {
    throw new UsageError(`${CLI_NAME} ${name}: ${spec.required.missing} (${CLI_NAME} ${name} <${spec.required.name}>)\n\n${usage(name)}`);
  }
  if (positionals.length > (spec.positional ? 1 : 0)) {
    throw new UsageError(`${CLI_NAME} ${name}: unexpected argument '${positionals[spec.positional ? 1 : 0]}'\n\n${usage(name)}`);
  }
  checkBase(name, values.base);
  return { command: name, required, positional: positionals[0], values: values as ParsedCommand['values'] };
}

/** --base follows the rule of the config's `base`: a path of this host, never another site. */
function checkBase(command: CommandName, base: string | boolean | (string | boolean)[] | undefined): void {
  if (typeof base !== 'string') return;
  const problem = basePathProblem(base);
  // quoted, with its escapes, when it holds a space or a control character, so the line shows it whole
  const shown = /^[^\s\u0000-\u001f\u007f-\u009f]+$/.test(base) ? base : JSON.stringify(base);
  if (problem) throw new UsageError(`${CLI_NAME} ${command}: --base ${shown}: ${problem}\n\n${usage(command)}`);
}

function describeParseError(command: string, error: unknown): string {
  const { code, message } = error as { code?: string; message: string };
  const option = /'(?:-\w, )?(--?[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `${CLI_NAME} ${command}: unknown option '${option}'`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return message.includes('argument missing')
      ? `${CLI_NAME} ${command}: '${option}' needs a value`
      : `${CLI_NAME} ${command}: '${option}' takes no value`;
  }
  return `${CLI_NAME} ${command}: ${message}`;
}

/** A port from --port: a whole number from 0 to 65535 (0 picks a free one). */
export function portOf(command: CommandName, value: string | boolean | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || port > 65535) {
    throw new UsageError(`${CLI_NAME} ${command}: --port expects a number from 0 to 65535, got '${value}'\n\n${usage(command)}`);
  }
  return port;
}

/** The usage of one command, or of the whole tool. */
export function usage(command?: CommandName): string {
  if (command === undefined) {
    const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
    const lines = Object.entries(COMMANDS).map(([name, spec]) => `  ${name.padEnd(width)}  ${spec.summary}`);
    return [
      `Usage: ${CLI_NAME} <command> [options]`,
      '',
      'Commands:',
      ...lines,
      '',
      `Run '${CLI_NAME} <command> --help' for the options of a command.`,
    ].join('\n');
  }
  const spec: CommandSpec = COMMANDS[command];
  const rows: [string, string][] = [];
  if (spec.required) rows.push([`<${spec.required.name}>`, spec.required.description]);
  if (spec.positional) rows.push([`[${spec.positional.name}]`, spec.positional.description]);
  for (const [key, option] of Object.entries(spec.options)) {
    const flag = `${option.short ? `-${option.short}, ` : ''}--${key}${option.value ? ` ${option.value}` : ''}`;
    rows.push([flag, option.description]);
  }
  const width = Math.max(...rows.map(([left]) => left.length));
  const positional = `${spec.required ? ` <${spec.required.name}>` : ''}${spec.positional ? ` [${spec.positional.name}]` : ''}`;
  return [
    `Usage: ${CLI_NAME} ${command}${positional} [options]`,
    '',
    spec.summary,
    '',
    ...rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`),
  ].join('\n');
}
