import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Diagnostic, PageRecord, RouteEntry, SiteConfig } from '../../shared/types';
import { compileMarkdown, type CompiledPage } from '../markdown/compile';
import type { HighlightBlock } from '../markdown/highlight-block';
import { checkLinks } from './check-links';
import { scanContent } from './scan';
import { lastUpdatedTimes } from './git-time';
import { translationStatus } from './translation-status';
import { stat } from 'node:fs/promises';

export type CompiledEntry = CompiledPage & { page: PageRecord; file: string };

/**
 * The build's knowledge of the content: the route table and a cache of compiled pages keyed by
 * file and source text, shared by the link check, the client build and the server build so each
 * page is compiled once per process.
 */
export class SiteState {
  private scanned: { routes: RouteEntry[]; diagnostics: Diagnostic[] } = { routes: [], diagnostics: [] };
  private cache = new Map<string, { source: string; compiled: Promise<CompiledEntry> }>();
  private times = new Map<string, string>();
  /** translation file -> the route of its source, for translations outdated by a later source change */
  private outdated = new Map<string, string>();

  constructor(
    readonly site: SiteConfig,
    readonly root: string,
    readonly contentDir: string,
  ) {}

  /** The route table of the last scan. */
  get routes(): readonly RouteEntry[] {
    return this.scanned.routes;
  }

  /** Problems of the last scan (duplicate routes, bad file names). */
  get scanDiagnostics(): readonly Diagnostic[] {
    return this.scanned.diagnostics;
  }

  rescan(): void {
    this.scanned = scanContent({ root: this.contentDir, site: this.site, projectRoot: this.root });
  }

  /**
   * Which translations are outdated (build): their pages then carry a notice. Never fails: on a
   * shallow clone `warn` hears why once and no page gets a notice; content outside a repository
   * has no history to compare, so it gets no notice and no warning.
   */
  async loadTranslationStatus(warn: (line: string) => void): Promise<void> {
    const { rows, limitation } = await translationStatus({ routes: this.routes, locales: this.site.locales, lang: this.site.lang, root: this.contentDir });
    if (limitation?.kind === 'shallow') warn(`warning translations no outdated-translation notices in this build: ${limitation.message}`);
    this.outdated = new Map(rows.filter((row) => row.state === 'outdated').map((row) => [join(this.contentDir, row.translationFile!), row.source]));
  }

  /** One git call for every page (build); dev asks the file's mtime instead. */
  async loadGitTimes(): Promise<void> {
    this.times = await lastUpdatedTimes(
      this.routes.map((r) => r.filePath),
      this.root,
    );
  }

  routeOfFile(filePath: string): RouteEntry | undefined {
    return this.routes.find((r) => r.filePath === filePath);
  }

  projectPath(filePath: string): string {
    return relative(this.root, filePath).split('\\').join('/');
  }

  /** A page compiled once per source text; `highlight` says where its code blocks are highlighted (a build's worker thread). */
  async compile(route: RouteEntry, source?: string, highlight?: HighlightBlock): Promise<CompiledEntry> {
    const text = source ?? (await readFile(route.filePath, 'utf8'));
    const hit = this.cache.get(route.filePath);
    if (hit && hit.source === text) return hit.compiled;
    const compiled = this.compileFresh(route, text, highlight);
    this.cache.set(route.filePath, { source: text, compiled });
    return compiled;
  }

  /** A page compiled and not kept: a build compiles each page once and keeps only what later steps need. */
  async compileUncached(route: RouteEntry, highlight?: HighlightBlock): Promise<CompiledEntry> {
    return this.compileFresh(route, await readFile(route.filePath, 'utf8'), highlight);
  }

  private async compileFresh(route: RouteEntry, source: string, highlight: HighlightBlock | undefined): Promise<CompiledEntry> {
    const locale = this.site.locales.find((l) => l.lang === route.lang);
    const file = this.projectPath(route.filePath);
    const input = { source, file, route, markdown: this.site.markdown, langPrefix: locale?.langRoutePrefix ?? '', highlight };
    const compiled = await compileMarkdown(input);
    const lastUpdatedTime = this.times.get(route.filePath) ?? (await stat(route.filePath)).mtime.toISOString();
    const outdatedSource = this.outdated.get(route.filePath);
    const page = { ...compiled.page, version: route.version, lastUpdatedTime, ...(outdatedSource ? { outdatedSource } : {}) };
    return { ...compiled, file, page };
  }

  /**
   * Compile every page and check every link; returns all diagnostics (scan, pages, links).
   * All pages at once: while one waits for its code blocks (highlight worker), the next is parsed.
   * The Markdown itself stays in this thread: whole-page compile workers were slower on a
   * 2-core machine (each booted its own highlighter and lost the en/zh code-block sharing).
   */
  async compileAll({ highlight }: { highlight?: HighlightBlock } = {}): Promise<{ pages: CompiledEntry[]; diagnostics: Diagnostic[] }> {
    const pages = await Promise.all(this.routes.map((route) => this.compile(route, undefined, highlight)));
    const linkDiagnostics = checkLinks(
      pages.map((p) => ({ file: p.file, routePath: p.page.routePath, links: p.links, ids: p.ids })),
      new Set(this.routes.map((r) => r.path)),
      this.site.markdown.deadLinks === 'warn' ? 'warning' : 'error',
    );
    return {
      pages,
      diagnostics: [...this.scanDiagnostics, ...pages.flatMap((p) => p.diagnostics), ...linkDiagnostics],
    };
  }
}
