/**
 * `quire version <name>`: a new version of a versioned site, made from the default version (or
 * another): its folder copied to `<content>/<name>/` and its name added to `multiVersion.versions`
 * in the config's text. Every refusal is decided before anything is written, and changes nothing;
 * a copy or a config write that fails midway removes what the command made, and says so.
 */
import { readdirSync, statSync } from 'node:fs';
import { chmod, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { SiteConfig } from '../../shared/types';
import { CLI_NAME } from './args';
import { copyFolder, CopyFailure, removeCopy, UncopyableEntry } from './copy-folder';
import { describeSystemFault, findSystemFault, SYSTEM_ERROR_TEXT } from './system-error';
import { addVersionToConfigText } from './version-config-edit';
import { versionClash, versionNameProblem } from './version-name';

/** A refusal or a failure, described for the user in one line. */
export class VersionRefusal extends Error {}

export interface AddVersionOptions {
  contentDir: string;
  /** the new version's name */
  name: string;
  /** the version copied (--from); default: the default version */
  from?: string;
  /** the site's config, resolved */
  site: SiteConfig;
  /** a path as messages print it (relative to the folder the command runs in) */
  shown: (path: string) => string;
}

const COMMAND = `${CLI_NAME} version`;
const listed = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');
const isFolder = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;

function refuse(message: string): never {
  throw new VersionRefusal(`${COMMAND}: ${message}`);
}

/** How a site whose pages are not in a version's folder is laid out for versions; its files are the user's to move. */
function layoutAdvice({ contentDir, site, name, shown }: AddVersionOptions, current: string): string {
  const langDirs = site.locales.map((locale) => join(contentDir, locale.lang)).filter(isFolder);
  const what = langDirs.length > 0 ? `its language folders (${langDirs.map((dir) => `${shown(dir)}/`).join(', ')})` : 'its pages';
  return `move ${what} into ${shown(join(contentDir, current))}/, set multiVersion: { default: '${current}', versions: ['${current}'] } in the config, then run ${CLI_NAME} version ${name} again`;
}

/** The one entry of the content folder named `name` regardless of case, if any. */
function entryNamed(contentDir: string, name: string): string | undefined {
  return readdirSync(contentDir).find((entry) => entry.toLowerCase() === name.toLowerCase());
}

/** Every refusal, before anything is written; returns the folder to copy. */
function checkRequest(options: AddVersionOptions, configFile: string): string {
  const { contentDir, name, from, site, shown } = options;
  const nameProblem = versionNameProblem(name);
  if (nameProblem) refuse(`'${name}' cannot be a version: ${nameProblem}`);
  const { versions, default: current } = site.multiVersion;
  if (versions.length === 0)
    refuse(
      `${shown(configFile)} sets no multiVersion.versions, so the site has one version, in no folder of its own: ${layoutAdvice(options, '<current>')}`,
    );
  const existing = versions.find((version) => version.toLowerCase() === name.toLowerCase());
  if (existing) refuse(`'${existing}' is already a version of the site (multiVersion.versions: ${listed(versions)})`);
  if (from !== undefined && !versions.includes(from))
    refuse(`--from '${from}' names no version of the site (multiVersion.versions: ${listed(versions)})`);
  const source = from ?? current;
  const sourceDir = join(contentDir, source);
  if (!isFolder(sourceDir)) {
    if (versions.length < 2) refuse(`${shown(sourceDir)}/ does not exist: ${layoutAdvice(options, source)}`);
    refuse(`${shown(sourceDir)}/ does not exist: each version of multiVersion.versions has a folder of its own, named as the version`);
  }
  const taken = entryNamed(contentDir, name);
  if (taken) refuse(`${shown(join(contentDir, taken))} already exists: choose another name for the version`);
  const clash = versionClash({ name, site, contentDir, versionDirs: [...new Set([join(contentDir, current), sourceDir])], shown });
  if (clash) refuse(`${clash}: choose another name for the version`);
  return sourceDir;
}

/**
 * Put `text` in place of the file's, which must still read `expected`: written beside it first, then
 * moved over it, so a write that fails (a full disk) leaves the file as it was.
 */
async function replaceText(file: string, expected: string, text: string): Promise<void> {
  const target = await realpath(file);
  if ((await readFile(target, 'utf8')) !== expected) throw new Error('it changed while the command ran');
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
  await writeFile(temporary, text, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // a file of that name there already is not this command's, and stays; a part it wrote goes
    if (error.code !== 'EEXIST') await unlink(temporary).catch(() => {});
    throw error;
  });
  try {
    await chmod(temporary, (await stat(target)).mode & 0o7777);
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

/** A failure's reason in words: a system error as 'cannot copy …: no space left on device'. */
function reasonOf(error: unknown, shown: (path: string) => string): string {
  if (error instanceof UncopyableEntry) return `cannot copy ${shown(error.path)}: it is neither a file, a folder nor a symbolic link`;
  const fault = findSystemFault(error);
  return fault ? describeSystemFault(fault, shown) : error instanceof Error ? error.message : String(error);
}

/** Make the version; returns the lines that tell what was done. Throws a VersionRefusal. */
export async function addVersion(options: AddVersionOptions): Promise<string[]> {
  const { contentDir, name, site, shown } = options;
  const configFile = join(contentDir, 'site.config.ts');
  const sourceDir = checkRequest(options, configFile);
  const { versions, default: current } = site.multiVersion;
  const original = await readFile(configFile, 'utf8');
  const edit = addVersionToConfigText(original, configFile, { name, versions });
  const target = join(contentDir, name);
  if (!edit.ok)
    refuse(
      `${shown(configFile)}${edit.line ? `:${edit.line}` : ''}: ${edit.reason}; nothing was changed. Copy ${shown(sourceDir)}/ to ${shown(target)}/ and write in the config: versions: ${`[${listed([...versions, name])}]`}`,
    );
  let copy: Awaited<ReturnType<typeof copyFolder>>;
  try {
    copy = await copyFolder(sourceDir, target);
  } catch (error) {
    if (!(error instanceof CopyFailure)) throw error;
    const undone = error.removed ? 'removed what it had copied' : `could not remove all it had copied into ${shown(target)}/`;
    refuse(`${reasonOf(error.cause, shown)}; ${undone}, and the config is unchanged`);
  }
  try {
    await replaceText(configFile, original, edit.text);
  } catch (error) {
    const undone = `${(await removeCopy(copy.created)) ? 'removed the copy' : 'could not remove all of the copy'} ${shown(target)}/`;
    // the file is written beside the config first: name the config, whichever file the system named
    const fault = findSystemFault(error);
    const why = fault ? SYSTEM_ERROR_TEXT[fault.code] : error instanceof Error ? error.message : String(error);
    refuse(`cannot write ${shown(configFile)}: ${why}; ${undone}, and the config is unchanged`);
  }
  return [
    `Copied ${shown(sourceDir)}/ to ${shown(target)}/ (${copy.files === 1 ? '1 file' : `${copy.files} files`})`,
    `${shown(configFile)}: added '${name}' to multiVersion.versions; the default version is still '${current}' (to make it '${name}', set multiVersion.default: '${name}')`,
  ];
}
