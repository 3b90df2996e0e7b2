// One-language sites as other generators lay them out: pages at the content folder's root, and a
// site whose only locale is 'de' with no `lang` set.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildsCleanedAfterAll, outExists, readOut, type BuildRun } from './helpers';

const build = buildsCleanedAfterAll();
const sidebarLinks = (html: string) =>
  [...(/<nav[^>]*class="rp-sidebar-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '').matchAll(/href="([^"]*)"[^>]*>([^<]*)/g)].map(
    (m) => `${m[2]} -> ${m[1]}`,
  );

describe('a one-language site with its pages at the content root', () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await build('root-pages');
  }, 180_000);

  it('builds every page at its route, with no error; the public folder stays files', () => {
    expect(run.ok, run.output).toBe(true);
    for (const file of ['index.html', 'guide/index.html', 'guide/second.html', 'notes.md'])
      expect(outExists(run.outDir, file), file).toBe(true);
    expect(outExists(run.outDir, 'public/notes.html')).toBe(false);
    expect(outExists(run.outDir, 'notes.html')).toBe(false);
    expect(sidebarLinks(readOut(run.outDir, 'guide/second.html'))).toEqual(['Guide -> /guide/', 'Second page -> /guide/second']);
  });
});

describe("a site whose only locale is 'de', without lang", () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await build('de-only');
  }, 180_000);

  it('builds as a German site at the root, its text-less links titled by their pages', () => {
    expect(run.ok, run.output).toBe(true);
    const html = readOut(run.outDir, 'anleitung.html');
    expect(html).toMatch(/<html lang="de">/);
    expect(outExists(run.outDir, 'de/anleitung.html')).toBe(false);
    expect(sidebarLinks(html)).toEqual(['Startseite -> /', 'Anleitung -> /anleitung']);
  });
});
