/**
 * The operating system's refusals a user can act on (a full disk, a read-only or missing folder, a
 * permission, too many open files), found in an error however it reached the command line: thrown by
 * Node's fs with its code, syscall and path; wrapped by Vite or the bundler in an error's `cause` or
 * `errors`; or only told in a message, as the bundler's native code does ('Failed to write file in
 * /x/dist/a.js … No space left on device (os error 28)').
 */
import { accessSync, constants as fsConstants, statSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { dirname } from 'node:path';

/** What each known code means, in the words a message uses. */
export const SYSTEM_ERROR_TEXT = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EEXIST: 'it already exists',
  ENOTDIR: 'not a folder',
  EISDIR: 'it is a folder',
  EMFILE: 'too many open files (raise the limit with ulimit -n)',
} as const;

export type SystemErrorCode = keyof typeof SYSTEM_ERROR_TEXT;

export interface SystemFault {
  code: SystemErrorCode;
  /** what could not be done, a verb: 'write', 'create', 'read', 'open', 'remove', 'move' */
  operation: string;
  /** absolute paths, when the error names them */
  path?: string;
  dest?: string;
}

const isKnownCode = (code: unknown): code is SystemErrorCode => typeof code === 'string' && Object.hasOwn(SYSTEM_ERROR_TEXT, code);

const SYSCALL_OPERATIONS: Record<string, string> = {
  mkdir: 'create',
  mkdtemp: 'create',
  open: 'open',
  write: 'write',
  writev: 'write',
  ftruncate: 'write',
  fsync: 'write',
  read: 'read',
  scandir: 'read',
  opendir: 'read',
  stat: 'read',
  lstat: 'read',
  fstat: 'read',
  readlink: 'read',
  realpath: 'read',
  access: 'read',
  rename: 'move',
  copyfile: 'copy',
  cp: 'copy',
  unlink: 'remove',
  rmdir: 'remove',
  rm: 'remove',
  symlink: 'link',
  link: 'link',
  watch: 'watch',
};

/** An open that fails for want of room or of a writable disk, or on a file already there, was a write. */
function operationOf(syscall: string | undefined, code: SystemErrorCode): string {
  if (syscall === 'open' && (code === 'ENOSPC' || code === 'EROFS' || code === 'EEXIST')) return 'write';
  if (syscall === undefined) return 'access';
  return SYSCALL_OPERATIONS[syscall] ?? syscall;
}

// Node's own message: 'ENOSPC: no space left on device, write' or "EROFS: …, mkdir '/x' -> '/y'"
const NODE_MESSAGE_RE = /\b(E[A-Z]+): [^,\n]*, (\w+)(?: '([^'\n]*)')?(?: -> '([^'\n]*)')?/;
// the bundler's native code: 'Failed to write file in /x/a.js' or 'Could not create directory for
// output chunks: /x', later '… (os error 28)'
const NATIVE_OS_ERROR_RE = /\(os error (\d+)\)/;
const NATIVE_PATH_RE =
  /(?:Failed to (write|read) (?:file|asset module|copy module)(?: in)?|Could not (create) directory for output chunks:) (\S[^\n]*)/;

const CODE_OF_ERRNO = new Map(Object.entries(osConstants.errno).map(([code, errno]) => [errno, code]));

function faultOfFields(error: { code?: unknown; syscall?: unknown; path?: unknown; dest?: unknown }): SystemFault | undefined {
  if (!isKnownCode(error.code)) return undefined;
  const syscall = typeof error.syscall === 'string' ? error.syscall : undefined;
  const fault: SystemFault = { code: error.code, operation: operationOf(syscall, error.code) };
  if (typeof error.path === 'string') fault.path = error.path;
  if (typeof error.dest === 'string') fault.dest = error.dest;
  return fault;
}

function faultOfMessage(message: string): SystemFault | undefined {
  const node = NODE_MESSAGE_RE.exec(message);
  if (node && isKnownCode(node[1])) {
    const fault: SystemFault = { code: node[1], operation: operationOf(node[2], node[1]) };
    if (node[3] !== undefined) fault.path = node[3];
    if (node[4] !== undefined) fault.dest = node[4];
    return fault;
  }
  const native = NATIVE_OS_ERROR_RE.exec(message);
  const code = native ? CODE_OF_ERRNO.get(Number(native[1])) : undefined;
  if (!isKnownCode(code)) return undefined;
  const place = NATIVE_PATH_RE.exec(message);
  return place ? { code, operation: place[1] ?? place[2], path: place[3].trim() } : { code, operation: 'write' };
}

/** The error, then its causes and the errors it gathers, breadth first. */
function* errorChain(error: unknown): Generator<{ code?: unknown; syscall?: unknown; path?: unknown; dest?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length > 0 && seen.size < 50) {
    const next = queue.shift();
    if (next === null || typeof next !== 'object' || seen.has(next)) continue;
    seen.add(next);
    yield next;
    const { cause, errors } = next as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
}

/**
 * Node's recursive mkdir reports ENOENT when a folder cannot be made in a read-only or forbidden
 * parent: ask the nearest folder that exists why, so the message says what is really wrong.
 */
function explainMissingParent(fault: SystemFault): SystemFault {
  if (fault.code !== 'ENOENT' || fault.operation !== 'create' || fault.path === undefined) return fault;
  let folder = dirname(fault.path);
  while (statSync(folder, { throwIfNoEntry: false }) === undefined && dirname(folder) !== folder) folder = dirname(folder);
  if (statSync(folder, { throwIfNoEntry: false })?.isDirectory() === false) return { ...fault, code: 'ENOTDIR', path: folder };
  try {
    accessSync(folder, fsConstants.W_OK);
    return fault;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return isKnownCode(code) ? { ...fault, code } : fault;
  }
}

/** The first known system error in `error`, its causes or the errors it gathers; undefined when none. */
export function findSystemFault(error: unknown): SystemFault | undefined {
  for (const candidate of errorChain(error)) {
    const fault = faultOfFields(candidate) ?? (typeof candidate.message === 'string' ? faultOfMessage(candidate.message) : undefined);
    if (fault) return explainMissingParent(fault);
  }
  return undefined;
}

/**
 * 'cannot write dist/assets/a.js: no space left on device'. `shown` prints a path (relative to the
 * current folder); `writing` names where the command writes, for a fault that names no file.
 */
export function describeSystemFault(fault: SystemFault, shown: (path: string) => string, writing?: string): string {
  if (fault.operation === 'watch' && fault.code === 'ENOSPC') {
    return `cannot watch ${fault.path === undefined ? 'the files' : shown(fault.path)}: the system's limit on watched files is reached (raise fs.inotify.max_user_watches)`;
  }
  let where = '';
  if (fault.path !== undefined) where = ` ${shown(fault.path)}${fault.dest === undefined ? '' : ` to ${shown(fault.dest)}`}`;
  else if (writing !== undefined && fault.operation === 'write') where = ` into ${shown(writing)}`;
  return `cannot ${fault.operation}${where}: ${SYSTEM_ERROR_TEXT[fault.code]}`;
}
