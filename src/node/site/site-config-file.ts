import { join, relative, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ConfigError } from '../../shared/config';
import type { Diagnostic } from '../../shared/types';
import { ConfigLoadFailure, describeLoadFailure, enableSourceMaps } from './config-load-failure';
import { bundleAndImportConfig, CONFIG_ENV, importKeptConfig } from '../cache/config-bundle';

/**
 * The default export of <contentDir>/site.config.ts, unvalidated. Vite's config loader bundles the
 * TS file (and what it imports) with rolldown, so the build needs no TS loader hooked into Node.
 * Throws the bundler's errors as they are, and a ConfigLoadFailure when the config fails as it runs.
 *
 * With `keepIn` (the cache's folder; none with --no-cache), the config is bundled into that folder
 * and imported from there; the next run imports the same bundle while the config's modules are
 * unchanged (cache/config-bundle.ts). Vite's loader is used when that bundle cannot be made or fails.
 */
export async function importSiteConfig(contentDir: string, keepIn?: string): Promise<unknown> {
  return (await loadSiteConfig(contentDir, keepIn)).config;
}

/** importSiteConfig, telling also whether the config came from the kept bundle. */
export async function loadSiteConfig(contentDir: string, keepIn?: string): Promise<{ config: unknown; kept: boolean }> {
  const file = join(contentDir, 'site.config.ts');
  const kept = keepIn === undefined ? undefined : await importKeptConfig(keepIn, file);
  if (kept) return { config: kept.config, kept: true };
  // with a cache, the config is bundled once: kept for the next run, and imported from there now
  const keptNow = keepIn === undefined ? undefined : await bundleAndImportConfig(keepIn, file);
  if (keptNow) return { config: keptNow.config, kept: false };
  // Vite's loader words every failure: a config that did not bundle or load above is loaded here
  const restoreSourceMaps = enableSourceMaps();
  try {
    const { loadConfigFromFile } = await import('vite');
    const loaded = await loadConfigFromFile(CONFIG_ENV, file, contentDir, 'silent');
    if (!loaded) throw new Error(`${file} not found`);
    return { config: loaded.config, kept: false };
  } catch (error) {
    if (bundlerErrorsOf(error)) throw error;
    throw await describeLoadFailure(error, file);
  } finally {
    restoreSourceMaps();
  }
}

interface BundlerProblem {
  message: string;
  id?: string;
  loc?: { file?: string; line: number; column: number };
}

function bundlerErrorsOf(error: unknown): BundlerProblem[] | undefined {
  const errors = (error as { errors?: BundlerProblem[] } | undefined)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? errors : undefined;
}

/**
 * A failed config load as diagnostics, one per problem: validation problems name the config file;
 * a syntax error names the file, line and column of the mistake (which may be a module the config
 * imports), with the bundler's first message line and no terminal colours; a failure while the
 * config runs names the place in the user's sources (see config-load-failure.ts).
 */
export function siteConfigDiagnostics(error: unknown, shownFrom: string, contentDir: string): Diagnostic[] {
  const project = (path: string) => relative(shownFrom, path).split(sep).join('/');
  const file = project(join(contentDir, 'site.config.ts'));
  if (error instanceof ConfigError) return error.problems.map((message) => ({ severity: 'error', code: 'config', file, message }));
  if (error instanceof ConfigLoadFailure) {
    const { location } = error;
    const message = stripVTControlCharacters(error.message);
    return [
      {
        severity: 'error',
        code: 'config',
        file: location ? project(location.file) : file,
        line: location?.line,
        column: location?.column,
        message,
      },
    ];
  }
  const bundlerErrors = bundlerErrorsOf(error);
  if (bundlerErrors) {
    return bundlerErrors.map((problem) => {
      const where = problem.loc?.file ?? problem.id;
      const firstLine = stripVTControlCharacters(problem.message)
        .split('\n')[0]
        .replace(/^\[[A-Z_]+\]\s*/, '');
      return {
        severity: 'error',
        code: 'config',
        file: where ? project(where) : file,
        line: problem.loc?.line,
        column: problem.loc ? problem.loc.column + 1 : undefined,
        message: firstLine,
      };
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return [{ severity: 'error', code: 'config', file, message: stripVTControlCharacters(message) }];
}
