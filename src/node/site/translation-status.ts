/**
 * Translation status from git history: for every page of the default language and every other
 * locale, is the translation there, and has the source changed in substance since the translation
 * was last committed? A source commit whose message holds TRANSLATION_SKIP_MARKER (a typo fix, a
 * formatting change) does not make a translation outdated. One `git log` for the whole content folder.
 */
import { execFile } from 'node:child_process';
import { isAbsolute, relative, sep } from 'node:path';
import { versionTwinPath } from '../../shared/versions';
import type { Lang, Locale, RouteEntry } from '../../shared/types';

export const TRANSLATION_SKIP_MARKER = '[i18n skip]';

export type TranslationState = 'up-to-date' | 'outdated' | 'missing' | 'unknown';

export interface SourceCommit {
  hash: string;
  /** ISO date */
  date: string;
  subject: string;
}

export interface TranslationRow {
  lang: Lang;
  /** route of the source page ('/guide/a') and of its translation ('/zh/guide/a') */
  source: string;
  translation: string;
  state: TranslationState;
  /** project-relative files */
  sourceFile: string;
  translationFile?: string;
  sourceUpdated?: string;
  translationUpdated?: string;
  /** the first source commit in substance after the translation's last commit */
  outdatedBy?: SourceCommit;
}

export interface TranslationStatus {
  rows: TranslationRow[];
  /** why outdated translations cannot be told; undefined when they can */
  limitation?: { kind: 'shallow' | 'no-history'; message: string };
}

/** Runs git and resolves with its stdout; rejects when git is missing or fails. */
export type GitRunner = (args: string[], cwd: string) => Promise<string>;

const runGit: GitRunner = (args, cwd) =>
  new Promise((resolve, reject) => {
    execFile('git', args, { cwd, maxBuffer: 512 * 1024 * 1024, windowsHide: true }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });

interface Commit extends SourceCommit {
  skip: boolean;
  files: string[];
}

const RECORD = '\x1e';
const FIELD = '\x1f';

/** `git log` output in the format below, newest first. */
export function parseLog(output: string): Commit[] {
  return output
    .split(RECORD)
    .filter((record) => record.trim())
    .map((record) => {
      const [hash, seconds, subject, body, files] = record.split(FIELD);
      return {
        hash,
        date: new Date(Number(seconds) * 1000).toISOString(),
        subject,
        skip: `${subject}\n${body}`.includes(TRANSLATION_SKIP_MARKER),
        files: (files ?? '').split('\n').filter(Boolean),
      };
    });
}

const toPosix = (path: string) => path.split(sep).join('/');

export interface StatusInput {
  routes: readonly RouteEntry[];
  locales: Pick<Locale, 'lang' | 'langRoutePrefix'>[];
  /** the default language: its pages are the sources */
  lang: Lang;
  /** where git runs; files are reported relative to it */
  root: string;
  /** a site with versions: its default version, whose pages are at the root (each version's translations are its own) */
  defaultVersion?: string;
  git?: GitRunner;
}

export async function translationStatus({
  routes,
  locales,
  lang,
  root,
  defaultVersion = '',
  git = runGit,
}: StatusInput): Promise<TranslationStatus> {
  const rel = (file: string) => toPosix(relative(root, file));
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const sources = routes.filter((route) => route.lang === lang);
  const targets = locales.filter((locale) => locale.lang !== lang);

  let commits: Commit[] = [];
  let limitation: TranslationStatus['limitation'];
  try {
    if ((await git(['rev-parse', '--is-shallow-repository'], root)).trim() === 'true') {
      limitation = {
        kind: 'shallow',
        message: 'this is a shallow clone, so the history that tells an outdated translation is missing (git fetch --unshallow)',
      };
    } else {
      const folders = [...new Set(routes.map((route) => rel(route.filePath).split('/').slice(0, -1).join('/') || '.'))];
      const common = commonPrefix(folders.filter((folder) => !folder.startsWith('..') && !isAbsolute(folder)));
      const format = `--format=${RECORD}%H${FIELD}%ct${FIELD}%s${FIELD}%b${FIELD}`;
      commits = parseLog(
        await git(['-c', 'core.quotepath=off', 'log', format, '--name-only', '-c', '--relative', '--', common || '.'], root),
      );
    }
  } catch {
    limitation = { kind: 'no-history', message: 'git history is not available here (not a repository, or git is not installed)' };
  }
  // newest first: the index of a file's newest commit, and every commit by file
  const touching = new Map<string, number[]>();
  commits.forEach((commit, index) => commit.files.forEach((file) => touching.set(file, [...(touching.get(file) ?? []), index])));

  const rows: TranslationRow[] = [];
  for (const locale of targets) {
    for (const source of sources) {
      const translationPath = versionTwinPath(source, locale.lang, { locales, multiVersion: { default: defaultVersion } });
      const translation = byPath.get(translationPath);
      const sourceFile = rel(source.filePath);
      const sourceIndexes = touching.get(sourceFile) ?? [];
      const row: TranslationRow = {
        lang: locale.lang,
        source: source.path,
        translation: translationPath,
        state: 'missing',
        sourceFile,
        sourceUpdated: sourceIndexes.length > 0 ? commits[sourceIndexes[0]].date : undefined,
      };
      // a fallback route stands in for a missing translation: it is not one
      if (translation?.lang === locale.lang && translation.fallbackOf === undefined) {
        row.translationFile = rel(translation.filePath);
        const translationIndexes = touching.get(row.translationFile) ?? [];
        row.translationUpdated = translationIndexes.length > 0 ? commits[translationIndexes[0]].date : undefined;
        if (limitation) row.state = 'unknown';
        else {
          // source commits newer than the translation's newest commit (an uncommitted translation is newest)
          const newest = translationIndexes.length > 0 ? translationIndexes[0] : -1;
          const later = sourceIndexes.filter((index) => index < newest && !commits[index].skip);
          row.state = later.length > 0 ? 'outdated' : 'up-to-date';
          if (later.length > 0) {
            const { hash, date, subject } = commits[later[later.length - 1]];
            row.outdatedBy = { hash, date, subject };
          }
        }
      }
      rows.push(row);
    }
  }
  return { rows, limitation };
}

function commonPrefix(folders: string[]): string {
  if (folders.length === 0) return '.';
  const split = folders.map((folder) => folder.split('/'));
  const first = split[0];
  let depth = 0;
  while (depth < first.length && split.every((parts) => parts[depth] === first[depth])) depth++;
  return first.slice(0, depth).join('/');
}
