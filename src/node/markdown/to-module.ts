import { randomBytes } from 'node:crypto';
import type { Root, RootContent } from 'hast';
import { jsonForScript } from '../../shared/escape';
import type { PageRecord } from '../../shared/types';
import type { CompiledPage } from './compile';

/**
 * Page module source: `export const page = {...}; export const tree = {...};`, every value through
 * jsonForScript (JSON with `<` escaped, so a string holding `</script>` is harmless even if the
 * module is ever inlined). Each relative image becomes `import __img0 from "/abs/a.png"` and its src (or
 * its place in a srcset) in the tree that identifier, so Vite fingerprints it.
 */
export function toModuleCode(compiled: CompiledPage & { page: PageRecord }): string {
  // random per call, so no text in the page can spell the placeholder
  const placeholderPrefix = `__rp_img_${randomBytes(8).toString('hex')}_`;
  const identifiers = new Map<string, string>();
  compiled.images.forEach((image, i) => identifiers.set(image.src, `__img${i}`));

  const tree = cloneForModule(compiled.tree, (src) => {
    const identifier = identifiers.get(src);
    return identifier === undefined ? src : `${placeholderPrefix}${identifier}`;
  });
  let treeJson = jsonForScript(tree);
  for (const identifier of identifiers.values()) {
    const placeholder = `${placeholderPrefix}${identifier}`;
    // a whole JSON string (a src): the bare identifier; part of one (a srcset): joined to the rest
    treeJson = treeJson.split(jsonForScript(placeholder)).join(identifier);
    treeJson = treeJson.split(placeholder).join(`" + ${identifier} + "`);
  }
  const imports = [...identifiers].map(([src, identifier]) => `import ${identifier} from ${JSON.stringify(src)};`);
  return [...imports, `export const page = ${jsonForScript(compiled.page)};`, `export const tree = ${treeJson};`, ''].join('\n');
}

type Node = Root | RootContent;

/** Copy of the tree without positions (they only bloat the module), img srcs mapped (the build maps them to fingerprinted URLs). */
export function cloneForModule<T extends Node>(node: T, mapImageSrc: (src: string) => string): T {
  const { position: _position, ...rest } = node as T & { position?: unknown };
  const copy = { ...rest } as T;
  if (copy.type === 'element') {
    copy.properties = { ...copy.properties };
    if (copy.tagName === 'img' && typeof copy.properties.src === 'string') {
      copy.properties.src = mapImageSrc(copy.properties.src);
    }
    if ((copy.tagName === 'img' || copy.tagName === 'source') && typeof copy.properties.srcSet === 'string') {
      // candidates as rehype-images.ts wrote them: 'file descriptor', the file a path that may hold spaces
      copy.properties.srcSet = copy.properties.srcSet
        .split(', ')
        .map((candidate) => {
          const file = candidate.replace(/ \d+(?:\.\d+)?[wx]$/, '');
          return mapImageSrc(file) + candidate.slice(file.length);
        })
        .join(', ');
    }
  }
  if ('children' in copy) {
    (copy as { children: Node[] }).children = copy.children.map((child) => cloneForModule(child, mapImageSrc));
  }
  return copy;
}
