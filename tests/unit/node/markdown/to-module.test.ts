import { describe, expect, it } from 'vitest';
import type { CompiledPage } from '../../../../src/node/markdown/compile';
import { toModuleCode } from '../../../../src/node/markdown/to-module';
import type { PageRecord } from '../../../../src/shared/types';
import { compile } from './helpers';

function withVersion(compiled: CompiledPage): CompiledPage & { page: PageRecord } {
  return { ...compiled, page: { ...compiled.page, version: '' } };
}

async function importModule(code: string): Promise<{ page: PageRecord; tree: unknown }> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

describe('src/node/markdown/to-module', () => {
  it('emits a module exporting page and tree that round-trips', async () => {
    const compiled = withVersion(await compile('# Hello\n\n## Part {#p}\n\n```ts\nconst a = "</script>";\n```'));
    const mod = await importModule(toModuleCode(compiled));
    expect(mod.page.title).toBe('Hello');
    expect(mod.page.toc[0].id).toBe('p');
    expect(JSON.stringify(mod.tree)).toContain('</script>');
  });

  it('never writes </script> literally, even from front matter', async () => {
    const compiled = withVersion(await compile('---\ntitle: "</script><script>alert(1)</script>"\n---\nText </script>'));
    const code = toModuleCode(compiled);
    expect(code).not.toMatch(/<\/script/i);
    const mod = await importModule(code);
    expect(mod.page.title).toBe('</script><script>alert(1)</script>');
  });

  it('imports each relative image and puts the identifier in the tree', () => {
    const image = '/abs/dir/"quoted".png';
    const compiled = withVersion({
      page: {
        title: '',
        routePath: '/',
        lang: 'en',
        toc: [],
        frontmatter: {},
        _relativePath: 'en/index.md',
        headingTitle: '',
        pageType: 'doc',
        description: '',
      },
      tree: { type: 'root', children: [{ type: 'element', tagName: 'img', properties: { src: image, alt: image }, children: [] }] },
      links: [],
      files: [],
      ids: [],
      images: [{ src: image }],
      missingImages: [],
      diagnostics: [],
      markdown: '',
    });
    const code = toModuleCode(compiled);
    expect(code.split('\n')[0]).toBe(`import __img0 from ${JSON.stringify(image)};`);
    const body = code
      .split('\n')
      .slice(1)
      .join('\n')
      .replace(/export const /g, 'exports.');
    const exports: { tree?: { children: { properties: { src: string; alt: string } }[] } } = {};
    new Function('exports', '__img0', body)(exports, 'hashed.png');
    expect(exports.tree?.children[0].properties).toEqual({ src: 'hashed.png', alt: image });
  });

  it('puts the identifier of each relative image of a srcset in its place, descriptors kept', () => {
    const [dark, light] = ['/abs/dir/dark logo.png', '/abs/dir/light.png'];
    const compiled = withVersion({
      page: {
        title: '',
        routePath: '/',
        lang: 'en',
        toc: [],
        frontmatter: {},
        _relativePath: 'en/index.md',
        headingTitle: '',
        pageType: 'doc',
        description: '',
      },
      tree: {
        type: 'root',
        children: [
          {
            type: 'element',
            tagName: 'source',
            properties: { srcSet: `${dark} 2x, https://example.com/x.png 1x, ${light}` },
            children: [],
          },
        ],
      },
      links: [],
      files: [],
      ids: [],
      images: [{ src: dark }, { src: light }],
      missingImages: [],
      diagnostics: [],
      markdown: '',
    });
    const body = toModuleCode(compiled)
      .split('\n')
      .slice(2)
      .join('\n')
      .replace(/export const /g, 'exports.');
    const exports: { tree?: { children: { properties: { srcSet: string } }[] } } = {};
    new Function('exports', '__img0', '__img1', body)(exports, '/assets/dark.png', '/assets/light.png');
    expect(exports.tree?.children[0].properties.srcSet).toBe('/assets/dark.png 2x, https://example.com/x.png 1x, /assets/light.png');
  });

  it('leaves positions out of the module', async () => {
    const code = toModuleCode(withVersion(await compile('# T')));
    expect(code).not.toContain('"position"');
  });
});
