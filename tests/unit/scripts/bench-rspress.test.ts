import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasRspress, installRspress, rspressConfig, rspressHome, RSPRESS_VERSION } from '../../../scripts/bench-rspress';
import { resolveConfig } from '../../../src/shared/config';

const SIDEBAR = [{ text: 'Start', items: [{ text: 'Quick start', link: '/guide/quick-start' }] }, { dividerType: 'solid' as const }];

const SITE = resolveConfig({
  siteUrl: 'https://docs.example',
  title: 'Docs',
  description: 'About it',
  logo: '/logo.svg',
  locales: [
    { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/', activeMatch: '/guide/' }], sidebar: { '/guide/': SIDEBAR } },
    { lang: 'zh', label: '简体中文', outlineTitle: '目录', sidebar: { '/zh/guide/': SIDEBAR } },
  ],
  themeConfig: { footer: { copyright: '© Someone' }, socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/a/b' }] },
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-rspress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/bench-rspress', () => {
  it("gives Rspress the site's languages, the site's own at the root, with each one's nav and sidebar", () => {
    const config = rspressConfig(SITE);
    expect(config).toMatchObject({
      root: 'docs',
      title: 'Docs',
      logo: '/logo.svg',
      lang: 'en',
      locales: [
        { lang: 'en', label: 'English', title: 'Docs' },
        { lang: 'zh', label: '简体中文', title: 'Docs' },
      ],
      themeConfig: {
        footer: { message: '© Someone' },
        socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/a/b' }],
        locales: [
          { lang: 'en', nav: [{ text: 'Guide', link: '/guide/', activeMatch: '/guide/' }], sidebar: { '/guide/': SIDEBAR } },
          { lang: 'zh', outlineTitle: '目录', sidebar: { '/zh/guide/': SIDEBAR } },
        ],
      },
    });
  });

  it('has Rspress show a code block of a language its Shiki lacks as plain text instead of failing', () => {
    expect(rspressConfig(SITE)).toMatchObject({ markdown: { shiki: { fallbackLanguage: 'txt' } } });
  });

  it('installs into the user cache folder, outside the repository', () => {
    expect(rspressHome({ XDG_CACHE_HOME: '/cache' })).toBe('/cache/quire-bench/rspress');
  });

  it('tells why when npm cannot install it, and leaves the folder without it', () => {
    // an npm that fails as it does with no network
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(
      join(bin, 'npm'),
      '#!/bin/sh\necho "npm error code ENOTFOUND" >&2\necho "npm error network request failed" >&2\nexit 1\n',
    );
    chmodSync(join(bin, 'npm'), 0o755);
    vi.stubEnv('PATH', `${bin}${delimiter}${process.env.PATH}`);
    const home = join(dir, 'rspress');
    const lines: string[] = [];
    expect(installRspress(home, (line) => lines.push(line))).toBe('npm install failed: npm error code ENOTFOUND');
    expect(lines).toEqual([`Rspress: installing @rspress/core@${RSPRESS_VERSION} into ${home}`]);
    expect(hasRspress(home)).toBe(false);
  });

  it('installs nothing when the compared release is there already', () => {
    const home = join(dir, 'rspress');
    mkdirSync(join(home, 'node_modules/@rspress/core'), { recursive: true });
    writeFileSync(join(home, 'node_modules/@rspress/core/package.json'), JSON.stringify({ version: RSPRESS_VERSION }));
    const lines: string[] = [];
    expect(installRspress(home, (line) => lines.push(line))).toBeUndefined();
    expect(lines).toEqual([]);
  });
});
