/**
 * The dev row of `npm run bench`: `quire dev` started in a child process, timed from the spawn until
 * Chromium shows the first requested page hydrated (its HTML served, then `html[data-hydrated]`).
 * The first start fills Vite's dependency cache (a first `npm run dev` after install) and is not
 * counted; the everyday start is then measured MEASURED_STARTS times and the median reported. In each,
 * one Markdown edit, made once the page has finished loading, is timed from the file write until
 * the open page shows the new text.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export interface DevFigures {
  /** spawn until the first page's HTML arrived, seconds */
  htmlSeconds: number;
  /** spawn until the first page is hydrated, seconds */
  shownSeconds: number;
  /** file write until the open page shows the edit, milliseconds */
  editMs: number;
}

export interface DevBenchSite {
  /** the generator's checkout */
  root: string;
  /** the content folder */
  content: string;
  /** the first requested page, a route path */
  page: string;
  /** its Markdown file, which the bench edits and restores */
  file: string;
}

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

function startDev(site: DevBenchSite, port: number): ChildProcess {
  const args = ['bin/quire.mjs', 'dev', '--content', site.content, '--port', String(port), '--host', '127.0.0.1'];
  return spawn(process.execPath, args, { cwd: site.root, stdio: ['ignore', 'ignore', 'inherit'] });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Ask for the page until the server answers, then let Chromium load it until hydrated. */
async function firstPage(browser: Browser, url: string, started: number, child: ChildProcess): Promise<{ htmlSeconds: number; shownSeconds: number; page: Page; connected: Promise<unknown> }> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`quire dev exited with ${child.exitCode} before serving ${url}`);
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok && (res.headers.get('content-type') ?? '').includes('text/html')) {
      await res.text();
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const htmlSeconds = (performance.now() - started) / 1000;
  const page = await browser.newPage();
  // an edit made before Vite's update socket is connected would be missed
  const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 120_000 });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
  return { htmlSeconds, shownSeconds: (performance.now() - started) / 1000, page, connected };
}

/** Time from writing a new paragraph into the open page's file until the browser shows it. */
async function editToUpdate(page: Page, file: string): Promise<number> {
  const original = readFileSync(file, 'utf8');
  const marker = `bench-edit-${Date.now()}`;
  try {
    const shown = page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text), marker, { polling: 'raf', timeout: 30_000 });
    const written = performance.now();
    writeFileSync(file, `${original}\n\n${marker}\n`);
    await shown;
    return performance.now() - written;
  } finally {
    writeFileSync(file, original);
  }
}

export async function benchDev(site: DevBenchSite): Promise<DevFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  try {
    const runs: DevFigures[] = [];
    for (let start = 0; start <= MEASURED_STARTS; start++) {
      const port = await freePort();
      const started = performance.now();
      const child = startDev(site, port);
      try {
        const url = `http://127.0.0.1:${port}${site.page}`;
        const { htmlSeconds, shownSeconds, page, connected } = await firstPage(browser, url, started, child);
        await connected;
        // the edit is made once the page has loaded all it asks for, as a writer edits an open page
        await page.waitForLoadState('networkidle');
        // start 0 fills the dependency cache
        if (start > 0) runs.push({ htmlSeconds, shownSeconds, editMs: await editToUpdate(page, site.file) });
        await page.close();
      } finally {
        await stop(child);
      }
    }
    const median = (key: keyof DevFigures) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    return { htmlSeconds: median('htmlSeconds'), shownSeconds: median('shownSeconds'), editMs: median('editMs') };
  } finally {
    await browser.close();
  }
}

export const formatDev = ({ htmlSeconds, shownSeconds, editMs }: DevFigures) =>
  `HTML served ${htmlSeconds.toFixed(2)} s and page shown ${shownSeconds.toFixed(2)} s after start, an edit shown in ${Math.round(editMs)} ms (median of ${MEASURED_STARTS} starts)`;
