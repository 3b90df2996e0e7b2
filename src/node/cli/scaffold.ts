/**
 * `quire init`: a minimal site in one language (a config with a sidebar, a home page, one page and
 * a favicon the config links) that builds as it is. Existing files are never overwritten: the command then names them and writes nothing.
 * A symbolic link counts as existing even when it leads nowhere (writing through it would create
 * a file wherever it points), and each file is created exclusively, so one that appears meanwhile
 * is not overwritten either.
 */
import { lstat, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CLI_NAME } from './args';

/** Files already in the folder (relative to it); nothing was written. */
export class ScaffoldConflict extends Error {
  constructor(readonly taken: string[]) {
    super(`the folder already holds ${taken.join(', ')}; nothing was written (choose an empty folder)`);
  }
}

/** A page with lines of text, in a colour that reads on light and dark tabs. */
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="#3451b2"/>
  <path d="M9 10h14M9 16h14M9 22h9" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
</svg>
`;

function siteFiles(title: string): Record<string, string> {
  const config = `import { defineConfig } from '${CLI_NAME}';

export default defineConfig({
  title: ${JSON.stringify(title)},
  description: 'What this documentation is about, in one sentence.',
  // the address the site is published at: canonical URLs, the sitemap and llms.txt use it
  siteUrl: 'https://example.com',
  // public/favicon.svg: files in public/ are published as they are
  icon: '/favicon.svg',
  locales: [
    {
      lang: 'en',
      label: 'English',
      nav: [{ text: 'Guide', link: '/guide/getting-started' }],
      sidebar: { '/guide/': [{ text: 'Getting started', link: '/guide/getting-started' }] },
    },
  ],
});
`;
  const home = `---
pageType: home
hero:
  name: ${JSON.stringify(title)}
  tagline: A short line about what it does.
  actions:
    - text: Get started
      link: /guide/getting-started
      theme: brand
features:
  - title: Written in Markdown
    details: Every page is a Markdown file under en/.
---
`;
  const page = `# Getting started

This page lives in \`en/guide/getting-started.md\`. Edit it while \`${CLI_NAME} dev\` runs and the
browser shows the change at once.

## Next steps

- Add a page next to this one and link it from the sidebar in \`site.config.ts\`.
- Run \`${CLI_NAME} build\` to check every link and write the static site to \`dist/\`.
`;
  return { 'site.config.ts': config, 'en/index.md': home, 'en/guide/getting-started.md': page, 'public/favicon.svg': FAVICON };
}

const exists = (path: string) =>
  lstat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
  );

/**
 * Write the starter site into `contentDir`; returns the files written, relative to it. When a file
 * cannot be written, the ones this call wrote are removed again.
 */
export async function scaffoldSite(contentDir: string, { title = 'My Docs' }: { title?: string } = {}): Promise<string[]> {
  const files = siteFiles(title);
  const taken: string[] = [];
  for (const file of Object.keys(files)) if (await exists(join(contentDir, file))) taken.push(file);
  if (taken.length > 0) throw new ScaffoldConflict(taken);
  const written: string[] = [];
  try {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(contentDir, file)), { recursive: true });
      // 'wx': create, or fail when anything (a file, a link) is there by now
      await writeFile(join(contentDir, file), text, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new ScaffoldConflict([file]) : error;
      });
      written.push(file);
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(join(contentDir, file), { force: true })));
    throw error;
  }
  return written;
}
