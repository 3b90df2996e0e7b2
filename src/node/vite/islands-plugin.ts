/**
 * The site's components module (markdown.components) for the client and the server render.
 * `virtual:site-islands-eager` is the whole module under SSR and empty in the browser;
 * `virtual:site-islands` holds one lazy loader per export, each importing `virtual:site-island/<name>`
 * (that export alone, from the module defining it), so the bundler gives a component defined in a file
 * of its own a chunk of its own, loaded only by pages that use it.
 */
import type { Plugin, Rollup } from 'vite';

type PluginContext = Rollup.PluginContext;
import { componentExports, componentNames } from '../markdown/components-module';
import type { SiteState } from '../site/site-state';

export const VIRTUAL_ISLANDS_ID = 'virtual:site-islands';
const RESOLVED_ISLANDS_ID = '\0' + VIRTUAL_ISLANDS_ID;
const VIRTUAL_EAGER_ID = 'virtual:site-islands-eager';
const ISLAND_PREFIX = 'virtual:site-island/';
/** Every id above begins so, and with `\0` once resolved. */
const ISLAND_ID = /^virtual:site-island/;
const RESOLVED_ISLAND_ID = /^\0virtual:site-island/;

const json = (value: string) => JSON.stringify(value);

/** The client's loaders: one lazy import per export. */
function loadersCode(file: string | undefined): string {
  const names = componentNames(file);
  const loaders = names.map((name) => `  ${json(name)}: () => import(${json(ISLAND_PREFIX + name)}).then((m) => m.default),`);
  return `export const islandLoaders = {\n${loaders.join('\n')}\n};\n`;
}

/** The server's components, imported with the module; nothing in the browser, where they load on demand. */
function eagerCode(file: string | undefined, ssr: boolean): string {
  if (!ssr || file === undefined) return 'export const eagerIslands = {};\n';
  const entries = componentNames(file).map((name) => `  ${json(name)}: components[${json(name)}],`);
  return `import * as components from ${json(file)};\nexport const eagerIslands = {\n${entries.join('\n')}\n};\n`;
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
  // per environment (client, ssr): the export names its virtual modules were made with
  const initial = file() === undefined ? '' : exportList(file()!);
  const known = new Map<string, string | undefined>([
    ['client', initial],
    ['ssr', initial],
  ]);
  return {
    name: 'quire:islands',
    enforce: 'pre',
    // called for this plugin's own ids alone, not for every import and module of the bundle
    resolveId: {
      filter: { id: ISLAND_ID },
      handler(id) {
        if (id === VIRTUAL_ISLANDS_ID || id === VIRTUAL_EAGER_ID || id.startsWith(ISLAND_PREFIX)) return '\0' + id;
        return undefined;
      },
    },
    load: {
      filter: { id: RESOLVED_ISLAND_ID },
      async handler(id, options) {
        if (id === RESOLVED_ISLANDS_ID) return loadersCode(file());
        if (id === '\0' + VIRTUAL_EAGER_ID) return eagerCode(file(), options?.ssr === true);
        if (id.startsWith('\0' + ISLAND_PREFIX)) return islandCode(this, file(), id.slice(1 + ISLAND_PREFIX.length));
        return undefined;
      },
    },
    hotUpdate({ file: changed }) {
      // edits of a component are React's fast refresh; an export added or removed changes the loaders
      if (changed !== file()) return undefined;
      const environment = this.environment;
      const names = exportList(changed);
      if (names === undefined || names === known.get(environment.name)) return undefined;
      known.set(environment.name, names);
      for (const id of [RESOLVED_ISLANDS_ID, '\0' + VIRTUAL_EAGER_ID]) {
        const mod = environment.moduleGraph.getModuleById(id);
        if (mod) environment.moduleGraph.invalidateModule(mod);
      }
      if (environment.name !== 'client') return undefined;
      environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}

/** The export names as one string, undefined while the module does not parse (its own error shows then). */
function exportList(file: string): string | undefined {
  try {
    return componentNames(file).join(',');
  } catch {
    return undefined;
  }
}
