// Stand-in for the plugin's `virtual:site-part/ecosystem` module in unit and component tests: the
// Rstest site's ecosystem, resolved.
import { rstack } from '../../content/theme/ecosystem';
import { resolveConfig } from '../../src/shared/config';

export const ecosystem = resolveConfig({
  title: 'Site',
  siteUrl: 'https://example.test',
  locales: [{ lang: 'en' }, { lang: 'zh' }],
  themeConfig: { ecosystem: rstack },
}).themeConfig.ecosystem!;
