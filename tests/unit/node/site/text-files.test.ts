import { describe, expect, it } from 'vitest';
import siteConfig from '../../../../content/site.config';
import { resolveConfig } from '../../../../src/shared/config';
import { buildLlmsFullTxt, buildLlmsTxt, buildRobots, buildSitemap, llmsFilesOfLocale } from '../../../../src/node/site/text-files';

const site = resolveConfig(siteConfig);
const [en, zh] = site.locales;

describe('node/site/text-files', () => {
  describe('buildSitemap', () => {
    const xml = buildSitemap({
      site,
      routes: [
        { path: '/guide/start/', lang: 'en' },
        { path: '/zh/guide/start/', lang: 'zh' },
        { path: '/', lang: 'en' },
        { path: '/guide/only-en', lang: 'en' },
        { path: '/guide/start/', lang: 'en' },
        { path: '/404', lang: 'en' },
      ],
    });
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

    it('lists each route once, absolute, without the 404 page', () => {
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(
        true,
      );
      expect(urls).toEqual([
        'https://rstest.rs/',
        'https://rstest.rs/guide/only-en',
        'https://rstest.rs/guide/start/',
        'https://rstest.rs/zh/guide/start/',
      ]);
    });

    it('links the twin in the other language, with x-default', () => {
      const entry = xml.split('<url>').find((block) => block.includes('<loc>https://rstest.rs/zh/guide/start/</loc>'))!;
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://rstest.rs/guide/start/"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="zh" href="https://rstest.rs/zh/guide/start/"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://rstest.rs/guide/start/"/>');
      const single = xml.split('<url>').find((block) => block.includes('only-en'))!;
      expect(single).not.toContain('xhtml:link');
    });

    it('applies the base and escapes URLs', () => {
      const out = buildSitemap({
        site: { ...site, base: '/docs/' },
        routes: [{ path: '/a&b', lang: 'en', lastmod: '2025-01-02T00:00:00.000Z' }],
      });
      expect(out).toContain('<loc>https://rstest.rs/docs/a&amp;b</loc>');
      expect(out).toContain('<lastmod>2025-01-02T00:00:00.000Z</lastmod>');
    });
  });

  it('buildRobots allows all and names the absolute sitemap', () => {
    expect(buildRobots(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://rstest.rs/sitemap.xml\n');
    expect(buildRobots({ ...site, base: '/docs/' })).toContain('Sitemap: https://rstest.rs/docs/sitemap.xml');
  });

  describe('buildLlmsTxt', () => {
    it('groups English pages by section with absolute .md links', () => {
      const txt = buildLlmsTxt({
        site,
        locale: en,
        pages: [
          { title: 'Config overview', description: 'All options', routePath: '/config/' },
          { title: 'Introduction', description: 'What it is.\nIn short.', routePath: '/guide/start/' },
          { title: 'expect', description: '', routePath: '/api/test-api/expect' },
          { title: 'Quick [start]', description: 'Install', routePath: '/guide/start/quick-start' },
        ],
      });
      expect(txt).toBe(
        [
          '# Rstest',
          '',
          '> Rstest is a JavaScript testing framework built on Rspack',
          '',
          '## Guide',
          '',
          '- [Introduction](https://rstest.rs/guide/start/index.md): What it is. In short.',
          '- [Quick \\[start\\]](https://rstest.rs/guide/start/quick-start.md): Install',
          '',
          '## Config',
          '',
          '- [Config overview](https://rstest.rs/config/index.md): All options',
          '',
          '## API',
          '',
          '- [expect](https://rstest.rs/api/test-api/expect.md)',
          '',
        ].join('\n'),
      );
    });

    it('uses the Chinese nav texts as headings and /zh URLs', () => {
      const txt = buildLlmsTxt({
        site,
        locale: zh,
        pages: [
          { title: '介绍', description: '简介', routePath: '/zh/guide/start/' },
          { title: '迁移', description: '', routePath: '/zh/misc/migrate' },
        ],
      });
      expect(txt).toContain(`> ${zh.description}`);
      expect(txt).toContain('## 指南\n\n- [介绍](https://rstest.rs/zh/guide/start/index.md): 简介');
      expect(txt).toContain('## Misc\n\n- [迁移](https://rstest.rs/zh/misc/migrate.md)');
    });
  });

  it('buildLlmsFullTxt concatenates every twin after its URL', () => {
    const txt = buildLlmsFullTxt({
      site,
      pages: [
        { title: 'A', routePath: '/guide/a', markdown: '# A\n\nText A\n' },
        { title: 'B', routePath: '/zh/guide/', markdown: '# B' },
      ],
    });
    expect(txt).toBe(
      '---\nurl: https://rstest.rs/guide/a.md\n---\n\n# A\n\nText A\n\n---\nurl: https://rstest.rs/zh/guide/index.md\n---\n\n# B\n',
    );
    expect(buildLlmsFullTxt({ pages: [{ title: 'A', routePath: '/a', markdown: 'x' }] })).toContain('url: /a.md');
  });

  it('puts English LLM files at the root and Chinese under zh/', () => {
    expect(llmsFilesOfLocale(en)).toEqual({ llms: 'llms.txt', full: 'llms-full.txt' });
    expect(llmsFilesOfLocale(zh)).toEqual({ llms: 'zh/llms.txt', full: 'zh/llms-full.txt' });
  });
});
