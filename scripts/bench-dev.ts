/**
 * The dev row of `npm run bench`: `quire dev` started in a child process, and Chromium sent to the
 * first requested page as soon as the server prints its URL, timed from the spawn until the
 * page's HTML arrived, until it was painted (its first contentful paint, which waits for its
 * stylesheets) and until it was hydrated (`html[data-hydrated]`).
 *
 * Three kinds of start, FRESH_STARTS or MEASURED_STARTS of each, and their medians reported:
 * - fresh: in a new copy of the generator with nothing kept (bench-fresh-copy.ts), as the first
 *   `npm run dev` after an install: Vite bundles the dependencies, quire its command line, theme and
 *   site config, and compiles the page;
 * - kept (the everyday start): the next starts in the copy of the last fresh start, which kept all that;
 * - --no-cache: the same copy with `--no-cache`, the first visit of a page no dev server has compiled.
 * In each, one Markdown edit, made once the page has finished loading, is timed from the file write
 * until the open page shows the new text. Each start is timed from a machine left quiet with the
 * browser's tab already open (quiet-machine.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import type { FreshCopy } from './bench-fresh-copy';
import { untilQuiet } from './quiet-machine';

export interface DevFigures {
  /** spawn until the first page's HTML arrived, seconds */
  htmlSeconds: number;
  /** spawn until the first page is painted with its styles, seconds */
  paintedSeconds: number;
  /** spawn until the first page is hydrated, seconds */
  shownSeconds: number;
  /** file write until the open page shows the edit, milliseconds */
  editMs: number;
}

export interface DevBenchSite {
  /** a new copy of the generator with nothing kept, made for each fresh start */
  freshCopy: () => FreshCopy;
  /** the content folder, given the generator copy's folder (a folder inside it, or one of its own) */
  content: (root: string) => string;
  /** the first requested page, a route path */
  page: string;
  /** its Markdown file, relative to the content folder, which the bench edits and restores */
  file: string;
}

const FRESH_STARTS = 3;
const MEASURED_STARTS = 3;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** What a dev server printed, told when a start fails. */
const printed = new WeakMap<ChildProcess, string[]>();

function startDev(copy: FreshCopy, content: string, port: number, keptPages: boolean): ChildProcess {
  const args = [
    'bin/quire.mjs',
    'dev',
    '--content',
    content,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    ...(keptPages ? [] : ['--no-cache']),
  ];
  const child = spawn(process.execPath, args, { cwd: copy.root, env: copy.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  printed.set(child, lines);
  // kept to be told when a start fails, not printed: the page's warnings would repeat at every start;
  // colours stripped: under CI, Vite colours its output even into a pipe
  for (const stream of [child.stdout, child.stderr])
    stream?.setEncoding('utf8').on('data', (chunk: string) =>
      lines.push(
        ...chunk
          .replace(/\x1b\[[0-9;]*m/g, '')
          .split('\n')
          .filter((line) => line.trim()),
      ),
    );
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** `page` sent to `url`; a failure tells whether the server had exited by then, and how. */
async function visit(page: Page, url: string, child: ChildProcess, waitUntil: 'commit' | 'networkidle'): Promise<void> {
  try {
    await page.goto(url, { waitUntil, timeout: 120_000 });
  } catch (error) {
    const state =
      child.exitCode === null && child.signalCode === null
        ? 'still runs'
        : `had exited (code ${child.exitCode}, signal ${child.signalCode})`;
    const output = (printed.get(child) ?? []).map((line) => `  ${line}`).join('\n');
    throw new Error(`${(error as Error).message.split('\n')[0]}; quire dev ${state}, after printing:\n${output}`, { cause: error });
  }
}

/**
 * Until the server prints its URL, as it does once it listens. Its port accepting a connection is
 * no sign: before it listens, Vite checks that the port is free on every address by listening on it
 * there for a moment, and a connection made then is followed by refused ones.
 */
function untilListening(url: string, child: ChildProcess): Promise<void> {
  const origin = new URL(url).origin;
  const lines = printed.get(child) ?? [];
  return new Promise((resolve, reject) => {
    const check = () => {
      if (lines.some((line) => line.includes(origin))) done(resolve);
      else if (child.exitCode !== null)
        done(() => reject(new Error(`quire dev exited with ${child.exitCode} before serving ${url}:\n${lines.join('\n')}`)));
    };
    const done = (settle: () => void) => {
      child.stdout?.off('data', check);
      child.off('exit', check);
      settle();
    };
    child.stdout?.on('data', check);
    child.on('exit', check);
    check();
  });
}

/**
 * Keeps the first document's paint time in the tab's session storage: should Vite reload the page
 * (it may, once it has bundled the dependencies it found), the first paint is still the one told.
 */
function keepFirstPaint(key: string): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint' && sessionStorage.getItem(key) === null)
        sessionStorage.setItem(key, String(performance.timeOrigin + entry.startTime));
  }).observe({ type: 'paint', buffered: true });
}

const FIRST_PAINT_KEY = 'quire-bench-first-paint';

/**
 * Wait until the server listens, then let Chromium load the page until hydrated: the
 * browser's is the first request for it. `startedAt` is the spawn, as a wall-clock time in ms.
 */
async function firstPage(
  page: Page,
  url: string,
  startedAt: number,
  child: ChildProcess,
): Promise<Omit<DevFigures, 'editMs'> & { connected: Promise<unknown> }> {
  await untilListening(url, child);
  // an edit made before Vite's update socket is connected would be missed
  const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 120_000 });
  connected.catch(() => {}); // awaited by the caller; a failure below is the one to report
  await visit(page, url, child, 'commit');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
  const shownAt = performance.timeOrigin + performance.now();
  // the page's own clock, on the same wall clock as this process's
  const { htmlAt, paintedAt } = await page.evaluate((key) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      htmlAt: performance.timeOrigin + navigation.responseEnd,
      paintedAt: Number(sessionStorage.getItem(key) ?? performance.timeOrigin + (paint?.startTime ?? Number.NaN)),
    };
  }, FIRST_PAINT_KEY);
  const seconds = (at: number) => (at - startedAt) / 1000;
  return { htmlSeconds: seconds(htmlAt), paintedSeconds: seconds(paintedAt), shownSeconds: seconds(shownAt), connected };
}

/** Time from writing a new paragraph into the open page's file until the browser shows it. */
async function editToUpdate(page: Page, file: string): Promise<number> {
  const original = readFileSync(file, 'utf8');
  const marker = `bench-edit-${Date.now()}`;
  try {
    const shown = page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text), marker, {
      polling: 'raf',
      timeout: 30_000,
    });
    const written = performance.now();
    writeFileSync(file, `${original}\n\n${marker}\n`);
    await shown;
    return performance.now() - written;
  } finally {
    writeFileSync(file, original);
  }
}

/** Each figure's median over the starts. */
function medians(starts: DevFigures[]): DevFigures {
  const median = (key: keyof DevFigures) => starts.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(starts.length / 2)];
  return {
    htmlSeconds: median('htmlSeconds'),
    paintedSeconds: median('paintedSeconds'),
    shownSeconds: median('shownSeconds'),
    editMs: median('editMs'),
  };
}

export interface DevResult {
  /** a start with nothing kept, in a new copy of the generator (median) */
  fresh: DevFigures;
  /** the everyday start: the page shown by an earlier dev server (median) */
  kept: DevFigures;
  /** a start with `--no-cache`: the page compiled for the first time (median) */
  unkept: DevFigures;
}

/** One start of `quire dev` in `copy`, timed until its first page is hydrated, then one edit of that page. */
async function measuredStart(browser: Browser, site: DevBenchSite, copy: FreshCopy, keptPages: boolean): Promise<DevFigures> {
  const port = await freePort();
  // the tab is open, and the machine quiet, before the clock starts: as a writer's browser is
  // already running when they start the server, and opening a tab keeps a core busy for a moment
  const page = await browser.newPage();
  await page.addInitScript(keepFirstPaint, FIRST_PAINT_KEY);
  await page.goto('about:blank');
  await untilQuiet();
  const startedAt = performance.timeOrigin + performance.now();
  const content = site.content(copy.root);
  const child = startDev(copy, content, port, keptPages);
  try {
    const url = `http://127.0.0.1:${port}${site.page}`;
    const { htmlSeconds, paintedSeconds, shownSeconds, connected } = await firstPage(page, url, startedAt, child);
    await connected;
    // the edit is made once the page has loaded all it asks for, as a writer edits an open page
    await page.waitForLoadState('networkidle');
    const editMs = await editToUpdate(page, join(content, site.file));
    await page.close();
    return { htmlSeconds, paintedSeconds, shownSeconds, editMs };
  } finally {
    await stop(child);
  }
}

export async function benchDev(site: DevBenchSite): Promise<DevResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  let copy: FreshCopy | undefined;
  try {
    const fresh: DevFigures[] = [];
    for (let start = 0; start < FRESH_STARTS; start++) {
      copy?.remove();
      copy = site.freshCopy();
      fresh.push(await measuredStart(browser, site, copy, true));
    }
    const kept: DevFigures[] = [];
    for (let start = 0; start < MEASURED_STARTS; start++) kept.push(await measuredStart(browser, site, copy!, true));
    const unkept: DevFigures[] = [];
    for (let start = 0; start < MEASURED_STARTS; start++) unkept.push(await measuredStart(browser, site, copy!, false));
    return { fresh: medians(fresh), kept: medians(kept), unkept: medians(unkept) };
  } finally {
    copy?.remove();
    await browser.close();
  }
}

const formatFigures = ({ htmlSeconds, paintedSeconds, shownSeconds, editMs }: DevFigures) =>
  `HTML served ${htmlSeconds.toFixed(2)} s, page painted ${paintedSeconds.toFixed(2)} s and hydrated ${shownSeconds.toFixed(2)} s after start, an edit shown in ${Math.round(editMs)} ms`;

export const formatDev = ({ fresh, kept, unkept }: DevResult) =>
  [
    `fresh start (nothing kept, median of ${FRESH_STARTS}): ${formatFigures(fresh)}`,
    `next starts (median of ${MEASURED_STARTS}): ${formatFigures(kept)}`,
    `with --no-cache (the page compiled afresh, median of ${MEASURED_STARTS}): ${formatFigures(unkept)}`,
  ].join('; ');
