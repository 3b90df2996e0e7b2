/**
 * The command line of the generator (`quire`, bin/quire.mjs): dev, build, preview, init, search
 * upload and version over any content folder. `npm run dev`, `npm run build` and `npm run preview` of this repository go
 * through it too, as the package build made it (lib/cli.js). Paths are relative to the current
 * folder; the generator's own files (the theme's sources, lib/) are found in its folder
 * (generator-root.ts), wherever it is installed.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CLI_NAME, COMMANDS, parseCommandLine, portOf, usage, UsageError, type ParsedCommand } from './src/node/cli/args';
import { DEBUG_VARIABLE, describeFailure, type FailureContext } from './src/node/cli/failure-line';
import { shellArgument, shownPath } from './src/node/shown-path';
import { escapeTerminalLines } from './src/shared/escape';
import { defaultCacheDir } from './src/node/cache/cache-dir';
import { generatorRoot } from './src/node/generator-root';

// Each command imports what it needs as it runs (the package build makes each dynamic import a
// chunk of its own).

const GENERATOR_ROOT = generatorRoot(import.meta.dirname);

/** A problem the user can fix, already described: printed as it is, exit code 1. */
class CliFailure extends Error {}

/** What any other error is reported with: the command that ran and where it writes. */
const failureContext: FailureContext = { command: CLI_NAME, cwd: process.cwd(), debug: process.env[DEBUG_VARIABLE] === '1' };

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

/** The content folder: --content, else the positional argument, else ./content. */
function contentDirOf({ positional, values }: ParsedCommand): string {
  const dir = resolve(text(values.content) ?? positional ?? 'content');
  if (!existsSync(join(dir, 'site.config.ts'))) {
    throw new CliFailure(
      `${shownPath(dir)} holds no site.config.ts: pass the content folder (${CLI_NAME} <command> <dir>), or create a site there with ${CLI_NAME} init ${shellArgument(dir)}`,
    );
  }
  return dir;
}

/** Start a server; a port taken by another program is the user's to change, not a crash. */
async function listening<T>(port: number | undefined, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if ((error as { code?: string }).code === 'EADDRINUSE')
      throw new CliFailure(`port ${port} is already in use: stop what uses it, or choose another with --port`);
    throw error;
  }
}

async function build(parsed: ParsedCommand): Promise<void> {
  const { BuildFailure, buildSite } = await import('./prerender');
  const { values } = parsed;
  const contentDir = contentDirOf(parsed);
  const started = performance.now();
  const manifest = text(values.manifest);
  const outDir = resolve(text(values.out) ?? 'dist');
  failureContext.writing = outDir;
  try {
    const result = await buildSite({
      root: GENERATOR_ROOT,
      contentDir,
      outDir,
      outDirOption: '--out',
      base: text(values.base),
      manifestFile: manifest ? resolve(manifest) : undefined,
      cacheDir: values['no-cache'] === true ? undefined : defaultCacheDir(),
    });
    const cached = result.cache ? `; ${result.cache.hits} of ${result.pages} pages from the cache` : '';
    console.log(
      `Built ${result.pages} pages in ${((performance.now() - started) / 1000).toFixed(2)} s (${result.phases.join(', ')}${cached})`,
    );
  } catch (error) {
    if (error instanceof BuildFailure) throw new CliFailure(error.message);
    throw error;
  }
}

async function dev(parsed: ParsedCommand): Promise<void> {
  const { values } = parsed;
  const contentDir = contentDirOf(parsed);
  // without --port, Vite's default port or the next free one
  const port = values.port === undefined ? undefined : portOf('dev', values.port, 5173);
  const cacheDir = values['no-cache'] === true ? undefined : defaultCacheDir();
  // the server listens, and answers the pages the last one kept, before Vite loads (dev-start.ts);
  // the config bundle the last run kept is imported without it
  const [{ startDev }, { importKeptConfig }, { ConfigError }] = await Promise.all([
    import('./src/node/dev/dev-start'),
    import('./src/node/cache/config-bundle'),
    import('./src/shared/config'),
  ]);
  // a config that does not load, or that loads with a bad value: its problems, then one line
  const configFailure = async (error: unknown) => {
    const [{ reportDiagnostics }, { siteConfigDiagnostics }] = await Promise.all([
      import('./src/node/diagnostics'),
      import('./src/node/site/site-config-file'),
    ]);
    const { errors } = reportDiagnostics(siteConfigDiagnostics(error, process.cwd(), contentDir), console.error);
    return new CliFailure(`${CLI_NAME} dev: ${errors === 1 ? 'an error' : `${errors} errors`} in the site config (see above)`);
  };
  let config: unknown;
  try {
    const kept = cacheDir === undefined ? undefined : await importKeptConfig(cacheDir, join(contentDir, 'site.config.ts'));
    config = kept ? kept.config : await (await import('./src/node/site/site-config-file')).importSiteConfig(contentDir, cacheDir);
  } catch (error) {
    throw await configFailure(error);
  }
  const started = await listening(port, () =>
    startDev({ root: GENERATOR_ROOT, contentDir, config, port, host: text(values.host), base: text(values.base), pageCacheDir: cacheDir }),
  ).catch(async (error: unknown) => {
    throw error instanceof ConfigError ? await configFailure(error) : error;
  });
  const server = await started.server.catch(async (error: unknown) => {
    await started.front.close();
    throw error;
  });
  server.bindCLIShortcuts({ print: true });
}

async function preview(parsed: ParsedCommand): Promise<void> {
  const { HeadersFileError, startPreview } = await import('./src/node/preview/preview-server');
  const { values, positional } = parsed;
  const dir = resolve(text(values.out) ?? positional ?? 'dist');
  if (!existsSync(join(dir, 'index.html')))
    throw new CliFailure(`${shownPath(dir)} holds no built site (index.html): run '${CLI_NAME} build' first, or pass the folder it wrote`);
  const port = portOf('preview', values.port, Number(process.env.PORT ?? 4173));
  const { url } = await listening(port, () =>
    startPreview({ dir, port, base: text(values.base) ?? '/', host: text(values.host), headers: values['no-headers'] !== true }),
  ).catch((error: unknown) => {
    throw error instanceof HeadersFileError
      ? new CliFailure(`${CLI_NAME} preview: ${error.message} (or serve without it: --no-headers)`)
      : error;
  });
  console.log(`Serving ${shownPath(dir)} at ${url}`);
}

async function initFrom(parsed: ParsedCommand, from: string): Promise<void> {
  const [{ readImportedSite }, { writeImportedSite }, { ScaffoldConflict }] = await Promise.all([
    import('./src/node/cli/from-read'),
    import('./src/node/cli/from-write'),
    import('./src/node/cli/scaffold'),
  ]);
  const folder = resolve(from);
  const site = readImportedSite(folder);
  if (!site)
    throw new CliFailure(
      `${CLI_NAME} init --from ${shownPath(folder)}: no docusaurus.config.{ts,js} there, nor .vitepress/config.{ts,mts,js} (pass the site's folder)`,
    );
  const dir = resolve(parsed.positional ?? join(folder, '_quire'));
  failureContext.writing = dir;
  console.log(`Read the ${site.generator} site: ${site.read.map((file) => shownPath(file)).join(', ')}`);
  for (const locale of site.locales) console.log(`  ${locale.lang}: pages in ${shownPath(locale.pagesDir)}`);
  for (const entry of site.unreadable)
    console.log(
      `${shownPath(entry.file)}:${entry.line} left out ${escapeTerminalLines(entry.key)}: ${entry.what} (only running the file gives it; see the TODO in site.config.ts)`,
    );
  for (const entry of site.leftOutLinks ?? [])
    console.log(
      `${shownPath(entry.file)}:${entry.line} left out the link ${escapeTerminalLines(JSON.stringify(entry.text))} to ${escapeTerminalLines(entry.link)}: no moved page is there (see the TODO in site.config.ts)`,
    );
  for (const note of site.notes) console.log(`${note.file ? `${shownPath(note.file)}: ` : ''}${escapeTerminalLines(note.text)}`);
  try {
    const written = await writeImportedSite(site, dir, (file) => shownPath(file));
    console.log(`Wrote ${written.map((file) => shownPath(join(dir, file))).join(', ')}`);
    console.log(`Next: ${CLI_NAME} dev ${shellArgument(dir)}`);
  } catch (error) {
    if (error instanceof ScaffoldConflict)
      throw new CliFailure(
        `${shownPath(dir)} already holds ${error.taken.join(', ')}; nothing was written (pass another folder: ${CLI_NAME} init <dir> --from …)`,
      );
    throw error;
  }
}

async function init(parsed: ParsedCommand): Promise<void> {
  const from = text(parsed.values.from);
  if (from !== undefined) return initFrom(parsed, from);
  const { ScaffoldConflict, scaffoldSite } = await import('./src/node/cli/scaffold');
  const { addGitignore, addScripts, projectDirOf, quireScripts } = await import('./src/node/cli/project-files');
  const dir = resolve(parsed.positional ?? 'content');
  failureContext.writing = dir;
  try {
    const files = await scaffoldSite(dir, { title: text(parsed.values.title) });
    console.log(`Created ${files.map((file) => shownPath(join(dir, file))).join(', ')}`);
    const project = projectDirOf(dir);
    for (const note of [await addScripts(project, quireScripts(project, dir)), await addGitignore(project)])
      console.log(`${shownPath(note.file)}: ${escapeTerminalLines(note.text)}`);
    // the content folder is the default argument of every command
    console.log(`Next: ${CLI_NAME} dev${dir === resolve('content') ? '' : ` ${shellArgument(dir)}`}`);
  } catch (error) {
    if (error instanceof ScaffoldConflict)
      throw new CliFailure(`${shownPath(dir)} already holds ${error.taken.join(', ')}; nothing was written (choose an empty folder)`);
    throw error;
  }
}

async function searchUpload(parsed: ParsedCommand): Promise<void> {
  const [{ runSearchUpload }, { UploadError }] = await Promise.all([
    import('./src/node/search/upload-command'),
    import('./src/node/search/algolia-upload'),
  ]);
  const contentDir = contentDirOf(parsed);
  const dryRun = parsed.values['dry-run'] === true;
  const cacheDir = defaultCacheDir();
  await runSearchUpload({ root: GENERATOR_ROOT, contentDir, dryRun, env: process.env, cacheDir, log: console.log }).catch(
    (error: unknown) => {
      throw error instanceof UploadError ? new CliFailure(`${CLI_NAME} search upload: ${error.message}`) : error;
    },
  );
}

async function version(parsed: ParsedCommand): Promise<void> {
  const [{ addVersion, VersionRefusal }, { reportDiagnostics }, { importSiteConfig, siteConfigDiagnostics }, { resolveConfig }] =
    await Promise.all([
      import('./src/node/cli/version-command'),
      import('./src/node/diagnostics'),
      import('./src/node/site/site-config-file'),
      import('./src/shared/config'),
    ]);
  const contentDir = contentDirOf(parsed);
  let site: ReturnType<typeof resolveConfig>;
  try {
    site = resolveConfig(await importSiteConfig(contentDir));
  } catch (error) {
    const { errors } = reportDiagnostics(siteConfigDiagnostics(error, process.cwd(), contentDir), console.error);
    throw new CliFailure(
      `${CLI_NAME} version: ${errors === 1 ? 'an error' : `${errors} errors`} in the site config (see above); nothing was changed`,
    );
  }
  failureContext.writing = contentDir;
  // parseCommandLine makes sure the name is there
  const name = parsed.required ?? '';
  const lines = await addVersion({ contentDir, name, from: text(parsed.values.from), site, shown: (path) => shownPath(path) }).catch(
    (error: unknown) => {
      throw error instanceof VersionRefusal ? new CliFailure(error.message) : error;
    },
  );
  for (const line of lines) console.log(escapeTerminalLines(line));
}

const RUN: Record<keyof typeof COMMANDS, (parsed: ParsedCommand) => Promise<void>> = {
  dev,
  build,
  preview,
  init,
  'search upload': searchUpload,
  version,
};

async function main(argv: string[]): Promise<void> {
  const parsed = parseCommandLine(argv);
  if (!parsed) return console.log(usage());
  if (parsed.values.help) return console.log(usage(parsed.command));
  failureContext.command = `${CLI_NAME} ${parsed.command}`;
  await RUN[parsed.command](parsed);
}

/**
 * Every failure ends as one line (a usage mistake adds the usage), never a stack trace: a problem
 * already described as it is, any other error through describeFailure (QUIRE_DEBUG=1 adds its stack).
 */
function exitOn(error: unknown): never {
  if (error instanceof UsageError) {
    console.error(escapeTerminalLines(error.message));
    process.exit(2);
  }
  console.error(error instanceof CliFailure ? escapeTerminalLines(error.message) : describeFailure(error, failureContext));
  process.exit(1);
}

// a server that fails after it started (a watcher, a request) fails the same way
process.on('uncaughtException', exitOn);
process.on('unhandledRejection', exitOn);
try {
  await main(process.argv.slice(2));
} catch (error) {
  exitOn(error);
}
