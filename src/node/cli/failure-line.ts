/**
 * Any error that reaches the top of the command line, as the one line the user reads: a system
 * error names what could not be done and where, an import that cannot be resolved names the file
 * and the package, and anything else (a bug of quire's) is its message with the way to its stack.
 */
import { isAbsolute, sep } from 'node:path';
import { inspect } from 'node:util';
import { escapeTerminal, escapeTerminalLines } from '../../shared/escape';
import { shownPath } from '../shown-path';
import { describeSystemFault, findSystemFault } from './system-error';

export const DEBUG_VARIABLE = 'QUIRE_DEBUG';

export interface FailureContext {
  /** 'quire build', or 'quire' before a command is known */
  command: string;
  /** the folder the command runs in: paths are printed relative to it */
  cwd: string;
  /** print the error's stack under the line */
  debug: boolean;
  /** where the command writes (the out dir), named when a write fails without naming its file */
  writing?: string;
}

// Vite's build ('[vite]: Rolldown failed to resolve import "x" from "/a/b.tsx".'), Vite's dev
// server and Node ("Cannot find module 'x' imported from '/a/b.tsx'")
const UNRESOLVED_IMPORT_RES = [
  /failed to resolve import "([^"\n]+)" from "([^"\n]+)"/i,
  /Cannot find (?:module|package) '([^'\n]+)' imported from '?([^'\n]+?)'?(?:\n|$)/,
];

interface UnresolvedImport {
  specifier: string;
  importer: string;
}

function findUnresolvedImport(error: unknown): UnresolvedImport | undefined {
  const messages = [error, ...(Array.isArray((error as { errors?: unknown })?.errors) ? (error as { errors: unknown[] }).errors : [])].map(
    (e) => String((e as Error)?.message ?? ''),
  );
  for (const message of messages) {
    for (const re of UNRESOLVED_IMPORT_RES) {
      const match = re.exec(message);
      if (match) return { specifier: match[1], importer: match[2].replace(/^file:\/\//, '') };
    }
  }
  return undefined;
}

/** 'left-pad' of 'left-pad/lib/x', '@scope/pkg' of '@scope/pkg/x'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

const isBare = (specifier: string) => !/^(?:\.{1,2}\/|\/|[A-Za-z]:[\\/]|file:)/.test(specifier);

function describeUnresolvedImport({ specifier, importer }: UnresolvedImport, shown: (path: string) => string): string {
  const file = isAbsolute(importer) ? shown(importer) : escapeTerminal(importer);
  const name = escapeTerminal(specifier);
  if (!isBare(specifier)) return `${file} imports '${name}', which does not exist`;
  const pkg = escapeTerminal(packageOf(specifier));
  return `${file} imports '${name}', but the package ${pkg} is not installed: install it (npm install ${pkg}) or remove the import`;
}

/** The first line of a message, with the current folder's paths made relative. */
function firstLine(error: unknown, cwd: string): string {
  const message = error instanceof Error ? error.message : inspect(error, { breakLength: Infinity, depth: 2 });
  const line = message.split('\n').find((text) => text.trim() !== '') ?? (error instanceof Error ? error.name : 'unknown error');
  return escapeTerminal(line.trim().replaceAll(cwd + sep, ''));
}

/** The stack, each line escaped, for QUIRE_DEBUG=1. */
function stackOf(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? error.message) : inspect(error, { depth: 4 });
  const cause = error instanceof Error && error.cause !== undefined ? `\nCaused by: ${stackOf(error.cause)}` : '';
  return escapeTerminalLines(`${stack}${cause}`);
}

/**
 * The line printed for an error that is not already a message for the user; with `debug`, its
 * stack follows on the lines below.
 */
export function describeFailure(error: unknown, { command, cwd, debug, writing }: FailureContext): string {
  const shown = (path: string) => shownPath(path, cwd);
  const fault = findSystemFault(error);
  const unresolved = fault ? undefined : findUnresolvedImport(error);
  let line: string;
  if (fault) line = `${command}: ${describeSystemFault(fault, shown, writing)}`;
  else if (unresolved) line = `${command}: ${describeUnresolvedImport(unresolved, shown)}`;
  else line = `${command}: unexpected error: ${firstLine(error, cwd)}${debug ? '' : ` (${DEBUG_VARIABLE}=1 prints its stack)`}`;
  return debug ? `${line}\n${stackOf(error)}` : line;
}
