// Another generator's config is read as text: literal values only, and nothing in it ever runs.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRequireResolve, readStaticConfig } from '../../../../src/node/cli/static-config';

describe('node/cli/static-config', () => {
  it('reads a TypeScript config through defineConfig, as const and a top-level const', () => {
    const source = `import { defineConfig } from 'vitepress';
const nav = [{ text: 'Guide', link: '/guide/' }] as const;
export default defineConfig({
  title: \`Acme\`,
  'base': '/docs/',
  count: -2,
  themeConfig: { nav, sidebar: { '/guide/': [{ text: 'Intro', link: '/guide/intro' }] } },
});
`;
    expect(readStaticConfig(source, 'config.mts')).toEqual({
      value: {
        title: 'Acme',
        base: '/docs/',
        count: -2,
        themeConfig: { nav: [{ text: 'Guide', link: '/guide/' }], sidebar: { '/guide/': [{ text: 'Intro', link: '/guide/intro' }] } },
      },
      unreadable: [],
    });
  });

  it('reads module.exports of a CommonJS config', () => {
    const source = `// @ts-check\nconst config = { title: 'Acme', i18n: { defaultLocale: 'en', locales: ['en', 'ja'] } };\nmodule.exports = config;\n`;
    expect(readStaticConfig(source, 'docusaurus.config.js').value).toEqual({
      title: 'Acme',
      i18n: { defaultLocale: 'en', locales: ['en', 'ja'] },
    });
  });

  it('reports a call, an import and a spread with their lines, leaves them out and never runs them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-config-'));
    const marker = join(dir, 'ran');
    const source = `import { writeFileSync } from 'node:fs';
import extra from './extra.js';
export default {
  title: 'Acme',
  tagline: writeFileSync(${JSON.stringify(marker)}, 'x'),
  navbar: { items: [{ label: 'Docs', to: '/docs' }, ...extra] },
  url: process.env.URL,
};
`;
    try {
      const read = readStaticConfig(source, 'docusaurus.config.ts');
      expect(read.value).toEqual({ title: 'Acme', navbar: { items: [{ label: 'Docs', to: '/docs' }] } });
      expect(read.unreadable).toEqual([
        { key: 'tagline', line: 5, what: 'a call of writeFileSync()' },
        { key: 'navbar.items[1]', line: 6, what: 'a spread' },
        { key: 'url', line: 7, what: 'a property of another value' },
      ]);
      expect(existsSync(marker)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a syntax error by line, and a file that exports no object', () => {
    expect(readStaticConfig('export default {\n  title: ,\n}', 'a.js').problem).toMatch(/^line 2: /);
    expect(readStaticConfig('export default makeConfig();', 'a.js').problem).toBe('its export is not an object written in the file');
    expect(readStaticConfig('{"a": 1}', 'sidebars.json').value).toEqual({ a: 1 });
  });

  it("takes require.resolve's literal argument, the one call a path is commonly written with", () => {
    const source = `module.exports = { presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]] };`;
    expect(findRequireResolve(source, 'docusaurus.config.js', 'sidebarPath')).toBe('./sidebars.js');
  });
});
