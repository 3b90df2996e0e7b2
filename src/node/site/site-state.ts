import { readFile } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routeKey } from '../../shared/routes';
import type { Diagnostic, PageRecord, RouteEntry, SiteConfig } from '../../shared/types';
import type { CompiledPage, CompileInput } from '../markdown/compile';
import type { HighlightBlock } from '../markdown/highlight-block';
import type { ParsedAhead } from '../markdown/parse-ahead';
import { llmsFilesOfLocale } from './text-files';
import { checkConfigLinks } from './check-config-links';
import { checkFiles, checkLinks, type LinkCheckOptions, type LinkCheckPage } from './check-links';
import { createLinkIgnore } from './ignored-links';
import { summarizeCodeOptions } from '../markdown/code-option-summary';
import { readPageMeta, type PageMeta, type PageMetaStore } from './page-meta';
import { resolveNavigation } from './site-navigation';
import { scanContent, type ScanResult, type ScannedPage } from './scan';
import { lastUpdatedTimes } from './git-time';
import { translationStatus } from './translation-status';
import { stat } from 'node:fs/promises';
import { isMultiVersion, versionLinksOf } from '../../shared/versions';
import { versionedLocaleLinks } from './version-config-links';

/**
 * The Markdown pipeline (unified and its plugins, much code to load), loaded as the first page
 * compiles: a dev server whose first page comes from the kept compiles answers it without the
 * pipeline, and loads it afterwards.
 */
let markdownPipeline: Promise<typeof import('../markdown/compile')> | undefined;
export const loadMarkdownPipeline = () => (markdownPipeline ??= import('../markdown/compile'));

export type CompiledEntry = CompiledPage & { page: PageRecord; file: string };

/** Told the text of a page about to be compiled afresh, before its parse; a build may answer with the page's parse, done elsewhere. */
export type WillCompile = (source: string) => ParsedAhead | undefined;

/**
 * How a build reuses a compile of an earlier build (cache/page-cache.ts): returns it, or runs
 * `compile`, which may be given where to highlight the page's code blocks instead of the input's.
 */
export type CompileMemo = (input: CompileInput, compile: (highlight?: HighlightBlock) => Promise<CompiledPage>) => Promise<CompiledPage>;
/** Leaves every code block as plain text: for an outline, which never shows code. */
const NO_HIGHLIGHT: HighlightBlock = async () => ({ unknownLanguage: false });

/**
 * A page's compile with what outlives it copied: a string cut from the page's text (a heading's
 * id, a link's target) keeps the whole text in memory for as long as it lives, and a build keeps
 * these of every page until its end.
 */
function detached(compiled: CompiledPage): CompiledPage {
  const { page, links, files, ids, otherStyleIds } = structuredClone({
    page: compiled.page,
    links: compiled.links,
    files: compiled.files,
    ids: compiled.ids,
    otherStyleIds: compiled.otherStyleIds,
  });
  return { ...compiled, page, links, files, ids, otherStyleIds };
}

/** The query that tells a fallback route's page module from its source page's: `a.md?fallback=zh`. */
const FALLBACK_QUERY = 'fallback';

/** The module id of a route's page: its file, with the route's language for a fallback route. */
export function pageModuleId(route: RouteEntry, file = route.filePath): string {
  return route.fallbackOf === undefined ? file : `${file}?${FALLBACK_QUERY}=${route.lang}`;
}

/**
 * How pages compile in this process, besides the compile itself. Dev gives them for its server
 * (dev/dev-compiling.ts); a build gives none and names where each compile highlights.
 */
export interface PageCompiling {
  /** where a compile that names no place highlights its code blocks (dev's worker thread) */
  readonly highlight?: HighlightBlock;
  /**
   * told the text of a page about to be compiled with its code highlighted, before the compile
   * parses it, so the grammars it needs can load meanwhile
   */
  readonly willHighlight?: (source: string) => void;
  /** the compiles kept between dev servers (cache/dev-caches.ts) */
  readonly compileMemo?: CompileMemo;
}

export interface SiteStateOptions {
  site: SiteConfig;
  /** the generator's folder: the client manifest keys files relative to it */
  root: string;
  /** the folder holding site.config.ts and the language folders */
  contentDir: string;
  /** warnings about the config itself, printed once at start (site/config-warnings.ts) */
  configWarnings?: Diagnostic[];
  compiling?: PageCompiling;
  /** build the pages whose front matter says `draft: true` (dev); a build leaves them out */
  drafts?: boolean;
  /** dev: what the scan reads of page files, kept between servers (cache/scanned-pages.ts) */
  pageMetas?: PageMetaStore;
}

/**
 * The build's knowledge of the content: the route table and a cache of compiled pages keyed by
 * file and source text, shared by the link check, the client build and the server build so each
 * page is compiled once per process. Everything it is given, it is given as it is made
 * (create-site-state.ts); only its own methods change it.
 */
export class SiteState {
  private scanned: ScanResult = { routes: [], diagnostics: [], pages: new Map(), drafts: [] };
  /** warnings about the nav and sidebars of the last scan (site/resolve-navigation.ts) */
  private navigationWarnings: Diagnostic[] = [];
  /** the config as resolved from site.config.ts, before the scan */
  readonly configured: SiteConfig;
  private navigated: SiteConfig;
  private readonly withDrafts: boolean;
  private readonly pageMetas: PageMetaStore | undefined;
  private readonly givenWarnings: Diagnostic[];
  private readonly cache = new Map<string, { source: string; compiled: Promise<CompiledEntry> }>();
  /** dev: pages compiled for their outline only (an overview's section), code left unhighlighted */
  private readonly outlines = new Map<string, { source: string; compiled: Promise<CompiledEntry> }>();
  private times = new Map<string, string>();
  /** dev: each file a page shows (a `<<<` code import), with the page files whose last compile read it */
  private readonly importers = new Map<string, Set<string>>();
  /** the ids of every page compiled so far, by route path (dev checks anchors against them) */
  private readonly compiledIds = new Map<string, string[]>();
  /** dev: the last compile of each page whose links were checked, by route key */
  private readonly checkedPages = new Map<string, CompiledEntry>();
  /** root paths of the files the build writes next to the pages */
  private generatedFiles: Set<string> | undefined;
  /** translation file -> the route of its source, for translations outdated by a later source change */
  private outdated = new Map<string, string>();
  readonly root: string;
  readonly contentDir: string;
  /** see PageCompiling */
  readonly highlight: HighlightBlock | undefined;
  readonly willHighlight: ((source: string) => void) | undefined;
  readonly compileMemo: CompileMemo | undefined;
  /** markdown.ignoreDeadLinks as a test of a link */
  private readonly ignoredLink: NonNullable<LinkCheckOptions['ignored']>;
  /** dev never fails on a link: every problem is a warning, with the hint of the site's setting */
  private readonly devLinkCheck: LinkCheckOptions;

  constructor({ site, root, contentDir, configWarnings = [], compiling = {}, drafts = false, pageMetas }: SiteStateOptions) {
    this.configured = site;
    this.navigated = site;
    this.root = root;
    this.contentDir = contentDir;
    this.givenWarnings = configWarnings;
    this.withDrafts = drafts;
    this.pageMetas = pageMetas;
    this.highlight = compiling.highlight;
    this.ignoredLink = createLinkIgnore(site.markdown.ignoreDeadLinks ?? []);
    this.devLinkCheck = { severity: 'warning', deadLinks: site.markdown.deadLinks, ignored: this.ignoredLink };
    this.willHighlight = compiling.willHighlight;
    this.compileMemo = compiling.compileMemo;
  }

  /**
   * The site config with the nav and sidebars the last scan made of it: autogenerated groups filled,
   * links given their page's title and, in other languages, their language's prefix.
   */
  get site(): SiteConfig {
    return this.navigated;
  }

  /** Warnings about the config itself (site/config-warnings.ts) and its nav and sidebars, printed once at start. */
  get configWarnings(): Diagnostic[] {
    return [...this.givenWarnings, ...this.navigationWarnings];
  }

  /** Draft pages a build leaves out (none in dev, which builds them). */
  get drafts(): readonly RouteEntry[] {
    return this.scanned.drafts;
  }

  /** What the last scan read of a page file before its compile. */
  scannedPage(filePath: string): ScannedPage | undefined {
    return this.scanned.pages.get(filePath);
  }

  /**
   * Dev: whether a page's text now says something the scan made routes or sidebars of (its title,
   * sidebar label or position, slug, draft) other than what the last scan read.
   */
  placementChanged(filePath: string): boolean {
    const scanned = this.scanned.pages.get(filePath);
    if (!scanned) return false;
    let now: PageMeta;
    try {
      now = readPageMeta(readFileSync(filePath, 'utf8'));
    } catch {
      return false;
    }
    const keys = ['title', 'sidebarLabel', 'sidebarPosition', 'slug', 'draft'] as const;
    return keys.some((key) => now[key] !== scanned[key]);
  }

  /** The route table of the last scan. */
  get routes(): readonly RouteEntry[] {
    return this.scanned.routes;
  }

  /** Problems of the last scan (duplicate routes, bad file names). */
  get scanDiagnostics(): readonly Diagnostic[] {
    return this.scanned.diagnostics;
  }

  rescan(): void {
    const projectRoot = process.cwd();
    const metas = this.pageMetas;
    this.scanned = scanContent({
      root: this.contentDir,
      site: this.configured,
      projectRoot,
      drafts: this.withDrafts,
      readMeta: metas && ((file) => metas.read(file)),
    });
    // kept in the background: the scan's result does not wait for the write
    void metas?.keep();
    const configFile = this.shownPath(join(this.contentDir, 'site.config.ts'));
    const navigation = resolveNavigation({ site: this.configured, scan: this.scanned, root: this.contentDir, projectRoot, configFile });
    this.navigated = navigation.site;
    this.navigationWarnings = navigation.diagnostics;
  }

  /**
   * Which translations are outdated (build): their pages then carry a notice. Never fails: on a
   * shallow clone `warn` hears why once and no page gets a notice; content outside a repository
   * has no history to compare, so it gets no notice and no warning.
   */
  async loadTranslationStatus(warn: (line: string) => void): Promise<void> {
    const { rows, limitation } = await translationStatus({
      routes: this.routes,
      locales: this.site.locales,
      lang: this.site.lang,
      root: this.contentDir,
      defaultVersion: this.site.multiVersion.default,
    });
    if (limitation?.kind === 'shallow') warn(`warning translations no outdated-translation notices in this build: ${limitation.message}`);
    this.outdated = new Map(
      rows.filter((row) => row.state === 'outdated').map((row) => [join(this.contentDir, row.translationFile!), row.source]),
    );
  }

  /** One git call for every page (build); dev asks the file's mtime instead. */
  async loadGitTimes(): Promise<void> {
    this.times = await lastUpdatedTimes(
      this.routes.map((r) => r.filePath),
      this.root,
    );
  }

  /** Whether the built site has a file at this decoded root path: one the build writes, or one of the public folder. */
  hasPublicFile(path: string): boolean {
    this.generatedFiles ??= new Set([
      '/sitemap.xml',
      '/robots.txt',
      ...this.site.locales.flatMap((l) => Object.values(llmsFilesOfLocale(l)).map((f) => `/${f}`)),
    ]);
    if (this.generatedFiles.has(path)) return true;
    const publicDir = join(this.contentDir, 'public');
    const file = join(publicDir, path);
    if (!file.startsWith(publicDir + sep)) return false;
    try {
      return statSync(file, { throwIfNoEntry: false })?.isFile() === true;
    } catch {
      // ENOTDIR: a file stands where the path has a folder ('/notes.txt/x'), so nothing is there
      return false;
    }
  }

  /** The route a page module stands for: its file, and for a fallback route the language in its id. */
  routeOfModule(id: string): RouteEntry | undefined {
    const [filePath, query = ''] = id.split('?');
    const lang = new URLSearchParams(query).get(FALLBACK_QUERY);
    return this.routes.find(
      (r) => r.filePath === filePath && (lang ? r.fallbackOf !== undefined && r.lang === lang : r.fallbackOf === undefined),
    );
  }

  /** A file as the client manifest keys it, like the bundler: relative to the generator's folder. */
  projectPath(filePath: string): string {
    return relative(this.root, filePath).split('\\').join('/');
  }

  /** A file as messages name it: relative to the folder the command runs in. */
  shownPath(filePath: string): string {
    return relative(process.cwd(), filePath).split(sep).join('/');
  }

  /** A page compiled once per route and source text; `highlight` says where its code blocks are highlighted (a build's worker thread). */
  async compile(route: RouteEntry, source?: string, highlight?: HighlightBlock): Promise<CompiledEntry> {
    const text = source ?? (await readFile(route.filePath, 'utf8'));
    const hit = this.cache.get(route.path);
    if (hit && hit.source === text) return hit.compiled;
    const compiled = this.compileFresh(route, text, highlight ?? this.highlight, this.compileMemo);
    this.cache.set(route.path, { source: text, compiled });
    return compiled;
  }

  /**
   * Dev: the page files that show `file` (a `<<<` code import), with their compiles forgotten, so
   * that the next compile of each reads the file as it is now; none for a file no page shows.
   */
  pagesShowing(file: string): string[] {
    const pages = [...(this.importers.get(file) ?? [])];
    for (const route of this.routes) {
      if (!pages.includes(route.filePath)) continue;
      this.cache.delete(route.path);
      this.outlines.delete(route.path);
    }
    return pages;
  }

  /**
   * Dev: a page's title, outline and front matter, for an overview of its section. The page's own
   * compile when it has one for the current text; otherwise a compile that skips code highlighting
   * (the costly part), kept apart so the page still gets its full compile when it is opened.
   */
  async outline(route: RouteEntry): Promise<CompiledEntry> {
    const text = await readFile(route.filePath, 'utf8');
    const hit = [this.cache.get(route.path), this.outlines.get(route.path)].find((entry) => entry?.source === text);
    if (hit) return hit.compiled;
    const compiled = this.compileFresh(route, text, NO_HIGHLIGHT);
    this.outlines.set(route.path, { source: text, compiled });
    return compiled;
  }

  /**
   * A page compiled and not kept: a build compiles each page once and keeps only what later steps
   * need. Its text is read at once: with the build cache most pages' compiles are one read of the
   * cache, and the trip of a read through the thread pool costs more than that. `willCompile`, in
   * place of the state's own `willHighlight` (PageCompiling), is told the text when the page is
   * compiled, not when `memo` has it, and may answer with the page's parse.
   */
  async compileUncached(
    route: RouteEntry,
    highlight?: HighlightBlock,
    memo?: CompileMemo,
    willCompile?: WillCompile,
  ): Promise<CompiledEntry> {
    return this.compileFresh(route, readFileSync(route.filePath, 'utf8'), highlight, memo, willCompile);
  }

  private async compileFresh(
    route: RouteEntry,
    source: string,
    highlight: HighlightBlock | undefined,
    memo?: CompileMemo,
    // the state's own is only told: what it returns is no parse
    willCompile: WillCompile = (text) => void this.willHighlight?.(text),
  ): Promise<CompiledEntry> {
    const locale = this.site.locales.find((l) => l.lang === route.lang);
    const file = this.shownPath(route.filePath);
    const contentLang = route.fallbackOf === undefined ? undefined : this.site.lang;
    const text = this.site.locales.find((l) => l.lang === (contentLang ?? route.lang)) ?? locale;
    const input = {
      source,
      file,
      route,
      markdown: this.site.markdown,
      langPrefix: locale?.langRoutePrefix ?? '',
      ...(route.version === '' ? {} : { versionLinks: versionLinksOf(route.version, this.site.multiVersion) }),
      contentLang,
      text,
      highlight,
    };
    const compile = (other?: HighlightBlock) => {
      const parsed = (other ?? highlight) === NO_HIGHLIGHT ? undefined : willCompile(source);
      return loadMarkdownPipeline().then(async ({ compileMarkdown }) =>
        detached(await compileMarkdown({ ...input, ...(other ? { highlight: other } : {}), ...(parsed ? { parsed } : {}) })),
      );
    };
    const compiled = await (memo ? memo(input, compile) : compile());
    const lastUpdatedTime = this.times.get(route.filePath) ?? (await stat(route.filePath)).mtime.toISOString();
    const page: PageRecord = { ...compiled.page, version: route.version, lastUpdatedTime };
    const outdatedSource = this.outdated.get(route.filePath);
    if (route.fallbackOf !== undefined) {
      page.translation = { state: 'missing', source: route.fallbackOf };
      page.contentLang = contentLang;
    } else if (outdatedSource) {
      page.translation = { state: 'outdated', source: outdatedSource };
    }
    if (this.scanned.pages.get(route.filePath)?.draft) page.draft = true;
    this.compiledIds.set(route.path, [...compiled.ids, ...(compiled.otherStyleIds ?? [])]);
    for (const shown of compiled.sources ?? []) {
      const pages = this.importers.get(shown) ?? new Set<string>();
      this.importers.set(shown, pages.add(route.filePath));
    }
    return { ...compiled, file, page };
  }

  /**
   * Dev: one page's links and files against the route table, the public folder and the ids of the
   * pages compiled so far. An anchor into a page not compiled yet is judged once compileAnchorTargets
   * or the page's own compile gives it ids (anchorsInto). Always warnings.
   */
  checkPage(entry: CompiledEntry): Diagnostic[] {
    if (entry.page.translation?.state === 'missing') return [];
    this.checkedPages.set(routeKey(entry.page.routePath), entry);
    const self = {
      file: entry.file,
      routePath: entry.page.routePath,
      links: entry.links,
      ids: entry.ids,
      otherStyleIds: entry.otherStyleIds,
      files: entry.files,
    };
    const others = [...this.compiledIds].map(([routePath, ids]) => ({ file: '', routePath, links: [], ids }));
    return [
      ...checkLinks([self, ...others], new Set(this.routes.map((r) => r.path)), this.devLinkCheck),
      ...checkFiles([self], (path) => this.hasPublicFile(path), this.devLinkCheck),
    ];
  }

  /**
   * Dev: the pages this page's #anchors point into that no compile has given ids yet, compiled for
   * their outline (code left unhighlighted), so anchorsInto can judge those anchors now rather than
   * when the reader happens to open the page. A page that cannot be read is left out.
   */
  async compileAnchorTargets(entry: CompiledEntry): Promise<CompiledEntry[]> {
    const wanted = new Set(entry.links.filter((link) => link.hash !== '').map((link) => routeKey(link.target)));
    const known = new Set([...this.compiledIds.keys()].map(routeKey));
    const routes = this.routes.filter((route) => wanted.has(routeKey(route.path)) && !known.has(routeKey(route.path)));
    const settled = await Promise.allSettled(routes.map((route) => this.outline(route)));
    return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  }

  /**
   * Dev: the anchors that the pages checked so far point into this page, against its ids: those
   * written before this page was compiled could not be judged then. Always warnings.
   */
  anchorsInto(entry: CompiledEntry): Diagnostic[] {
    const target = routeKey(entry.page.routePath);
    const linking = [...this.checkedPages]
      .filter(([route]) => route !== target)
      .map(([, p]) => ({
        file: p.file,
        routePath: p.page.routePath,
        ids: [],
        links: p.links.filter((l) => l.hash !== '' && routeKey(l.target) === target),
      }))
      .filter((p) => p.links.length > 0);
    if (linking.length === 0) return [];
    return checkLinks(
      [...linking, { file: entry.file, routePath: entry.page.routePath, links: [], ids: entry.ids, otherStyleIds: entry.otherStyleIds }],
      new Set([entry.page.routePath]),
      this.devLinkCheck,
    );
  }

  /**
   * Compile every page and check every link; returns all diagnostics (scan, pages, links).
   * All pages at once: while one waits for its code blocks (highlight worker), the next is parsed.
   * The Markdown itself stays in this thread: whole-page compile workers were slower on a
   * 2-core machine (each booted its own highlighter and lost the en/zh code-block sharing).
   */
  async compileAll({ highlight }: { highlight?: HighlightBlock } = {}): Promise<{ pages: CompiledEntry[]; diagnostics: Diagnostic[] }> {
    const pages = await Promise.all(this.routes.map((route) => this.compile(route, undefined, highlight)));
    return { pages, diagnostics: this.siteDiagnostics(pages.map(checkedPage)) };
  }

  /**
   * Every problem of the compiled site: the scan's, the config's links and files, each page's own,
   * and every page's links, anchors and files against the whole site. A fallback page's problems are
   * its source page's, reported once against the source.
   */
  siteDiagnostics(pages: SiteCheckPage[]): Diagnostic[] {
    const { deadLinks } = this.site.markdown;
    const severity = deadLinks === 'warn' ? 'warning' : 'error';
    const own = pages.filter((p) => !p.fallback);
    const checked = pages.map((p) => (p.fallback ? { ...p, links: [], files: [] } : p));
    const routes = new Set(this.routes.map((r) => r.path));
    const hasPublicFile = (path: string) => this.hasPublicFile(path);
    const drafts = new Map(this.drafts.map((draft) => [routeKey(draft.path), this.shownPath(draft.filePath)]));
    const linkCheck = { severity, deadLinks, ignored: this.ignoredLink, drafts } as const;
    const configDiagnostics = checkConfigLinks(this.site, {
      configFile: this.shownPath(join(this.contentDir, 'site.config.ts')),
      routes,
      idsByRoute: new Map(pages.map((p) => [routeKey(p.routePath), new Set([...p.ids, ...(p.otherStyleIds ?? [])])])),
      hasPublicFile,
      severity,
      drafts,
      ...(isMultiVersion(this.configured.multiVersion) ? { localeLinks: versionedLocaleLinks(this.configured, this.routes) } : {}),
    });
    return [
      ...this.scanDiagnostics,
      ...configDiagnostics,
      ...summarizeCodeOptions(own.flatMap((p) => p.diagnostics)),
      ...checkLinks(checked, routes, linkCheck),
      ...checkFiles(checked, hasPublicFile, linkCheck),
    ];
  }
}

/** What the site-wide check needs of one compiled page. */
export type SiteCheckPage = LinkCheckPage & { diagnostics: Diagnostic[]; fallback: boolean };

/** A compiled page as the site-wide check reads it. */
export function checkedPage(p: CompiledEntry): SiteCheckPage {
  return {
    file: p.file,
    routePath: p.page.routePath,
    links: p.links,
    ids: p.ids,
    otherStyleIds: p.otherStyleIds,
    files: p.files,
    diagnostics: p.diagnostics,
    fallback: p.page.translation?.state === 'missing',
  };
}
