import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandCss, checkThemeFiles, siteThemeCode } from '../../../../src/node/site/theme-files';
import { ConfigError, resolveConfig } from '../../../../src/shared/config';

const site = (themeConfig: Record<string, unknown>) => resolveConfig({ title: 'Docs', siteUrl: 'https://docs.example.com', themeConfig });
const root = mkdtempSync(join(tmpdir(), 'rp-theme-files-'));
const content = join(root, 'content');
mkdirSync(join(content, 'styles'), { recursive: true });
writeFileSync(join(content, 'styles/theme.css'), ':root { --rp-c-brand: #1d4ed8; }');

describe('node/site/theme-files', () => {
  it('is an empty module for a site with no brand and no custom CSS', () => {
    expect(siteThemeCode(site({}), content)).toBe('export {};\n');
  });

  it('imports the brand colours, then the custom CSS file, resolved against the content folder', () => {
    expect(siteThemeCode(site({ brand: { light: '#1d4ed8' }, customCss: './styles/theme.css' }), content)).toBe(
      `import "virtual:site-brand.css";\nimport ${JSON.stringify(join(content, 'styles/theme.css'))};\n`,
    );
  });

  it('writes --rp-c-brand for each theme the config sets', () => {
    expect(brandCss(site({ brand: { light: '#1d4ed8', dark: '#7aa2ff' } }))).toBe(
      ':root { --rp-c-brand: #1d4ed8; }\nhtml.dark { --rp-c-brand: #7aa2ff; }\n',
    );
    expect(brandCss(site({ brand: { dark: '#7aa2ff' } }))).toBe('html.dark { --rp-c-brand: #7aa2ff; }\n');
  });

  it('a custom CSS file that does not exist is a config problem naming the key and the file', () => {
    expect(() => checkThemeFiles(site({ customCss: './styles/theme.css' }), content, root)).not.toThrow();
    expect(() => checkThemeFiles(site({}), content, root)).not.toThrow();
    expect(() => checkThemeFiles(site({ customCss: './theme.css' }), content, root)).toThrow(
      new ConfigError([
        "themeConfig.customCss: no such file: content/theme.css ('./theme.css' is relative to the folder of site.config.ts)",
      ]),
    );
    expect(() => checkThemeFiles(site({ customCss: './styles' }), content, root)).toThrow(/no such file: content\/styles /);
  });
});
