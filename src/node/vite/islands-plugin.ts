/**
 * `virtual:site-islands`: the site's components module (markdown.components) for the client and
 * the server render. The server imports it whole and eagerly; the client gets one lazy loader per
 * export, each importing `virtual:site-island/<name>` (that export alone), so the bundler gives a
 * component defined in a file of its own a chunk of its own, loaded only by pages that use it.
 */
import type { Plugin, Rollup } from 'vite';

type PluginContext = Rollup.PluginContext;
import { componentExports, componentNames } from '../markdown/components-module';
import type { SiteState } from '../site/site-state';

export const VIRTUAL_ISLANDS_ID = 'virtual:site-islands';
const RESOLVED_ISLANDS_ID = '\0' + VIRTUAL_ISLANDS_ID;
const ISLAND_PREFIX = 'virtual:site-island/';

const json = (value: string) => JSON.stringify(value);

function islandsCode(file: string | undefined, ssr: boolean): string {
  const names = file === undefined ? [] : componentNames(file);
  if (ssr && file !== undefined) {
    const entries = names.map((name) => `  ${json(name)}: components[${json(name)}],`);
    return `import * as components from ${json(file)};\nexport const islandLoaders = {};\nexport const eagerIslands = {\n${entries.join('\n')}\n};\n`;
  }
  const loaders = names.map((name) => `  ${json(name)}: () => import(${json(ISLAND_PREFIX + name)}).then((m) => m.default),`);
  return `export const eagerIslands = {};\nexport const islandLoaders = {\n${loaders.join('\n')}\n};\n`;
}

/**
 * One component: imported from the module that defines it, not through the components module, so
 * that its chunk holds it alone.
 */
async function islandCode(context: PluginContext, file: string | undefined, name: string): Promise<string> {
  const found = file === undefined ? undefined : componentExports(file).find((c) => c.name === name);
  if (!found) context.error(`the components module exports no '${name}'`);
  const resolved = found.from === undefined ? file : (await context.resolve(found.from, file))?.id;
  if (resolved === undefined) context.error(`${file}: cannot resolve '${found.from}' (component ${name})`);
  return `export { ${json(found.importName)} as default } from ${json(resolved)};\n`;
}

export function siteIslands(state: SiteState): Plugin {
  const file = () => state.site.markdown.components;
  return {
    name: 'rstest-docs:islands',
    enforce: 'pre',
    resolveId(id) {
      if (id === VIRTUAL_ISLANDS_ID || id.startsWith(ISLAND_PREFIX)) return '\0' + id;
      return undefined;
    },
    async load(id, options) {
      if (id === RESOLVED_ISLANDS_ID) return islandsCode(file(), options?.ssr === true);
      if (id.startsWith('\0' + ISLAND_PREFIX)) return islandCode(this, file(), id.slice(1 + ISLAND_PREFIX.length));
      return undefined;
    },
    hotUpdate({ file: changed }) {
      // an export added or removed: the loaders follow (edits of a component itself are React's fast refresh)
      if (changed !== file()) return undefined;
      const mod = this.environment.moduleGraph.getModuleById(RESOLVED_ISLANDS_ID);
      if (mod) this.environment.moduleGraph.invalidateModule(mod);
      return undefined;
    },
  };
}
