import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A synthetic site of `pages` English pages in sections of 50, for measuring how build cost grows. */
export function generateSite(dir: string, pages: number, realContent: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'en'), { recursive: true });
  cpSync(join(realContent, 'public'), join(dir, 'public'), { recursive: true });
  const sections = Math.ceil(pages / 50);
  const sidebar: Record<string, unknown[]> = {};
  for (let i = 0; i < pages; i++) {
    const section = Math.floor(i / 50);
    const n = (i % 50) + 1;
    const folder = join(dir, 'en', `section-${section}`);
    mkdirSync(folder, { recursive: true });
    const next = n < 50 && i + 1 < pages ? `./page-${n + 1}.md` : '/';
    writeFileSync(join(folder, `page-${n}.md`), pageSource(section, n, next));
    (sidebar[`/section-${section}/`] ??= []).push({ text: `Page ${n}`, link: `/section-${section}/page-${n}` });
  }
  writeFileSync(join(dir, 'en', 'index.md'), '---\npageType: home\nhero:\n  name: Generated\n  text: A generated site\n---\n\nGenerated home page.\n');
  const nav = Array.from({ length: Math.min(sections, 5) }, (_, s) => ({ text: `Section ${s}`, link: `/section-${s}/page-1` }));
  writeFileSync(
    join(dir, 'site.config.ts'),
    `export default ${JSON.stringify({ siteUrl: 'https://example.test', title: 'Generated', locales: [{ lang: 'en', label: 'English', nav, sidebar }] }, null, 2)};\n`,
  );
}

function pageSource(section: number, n: number, next: string): string {
  return `---
description: Generated page ${n} of section ${section}
---

# Page ${n} of section ${section}

This generated page measures how the build grows with the number of pages. It links to the [next page](${next}).

## Installing {#install}

\`\`\`pm
npm add @rstest/core -D
\`\`\`

## Configuring

:::tip
Keep the config small; defaults cover most projects.
:::

\`\`\`ts title="rstest.config.ts" {2}
import { defineConfig } from '@rstest/core';
export default defineConfig({ testTimeout: ${n * 100} });
\`\`\`

### Options

| option | default |
|---|---|
| testTimeout | 5000 |
| retry | 0 |

## Writing a test

\`\`\`ts title="sum.test.ts"
import { expect, test } from '@rstest/core';
test('adds', () => {
  expect(${n} + 1).toBe(${n + 1});
});
\`\`\`

Text paragraph with **bold**, _italic_, \`code\` and a [link to the install step](#install).
`;
}
