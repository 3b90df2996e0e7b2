import type { Element, ElementContent } from 'hast';

/**
 * What a reader sees of a highlighted block: for each visible character its light colour, dark colour
 * and font style (Shiki's dual mode writes font styles as per-theme variables; both are the same here).
 */
export function appearance(pre: Element): string[] {
  const out: string[] = [];
  const walk = (node: ElementContent | Element, style: string) => {
    if (node.type === 'text') {
      for (const char of node.value) out.push(/\s/.test(char) ? char : `${char} ${style}`);
      return;
    }
    if (node.type !== 'element') return;
    let own = style;
    if (node.tagName === 'span' && typeof node.properties.style === 'string') {
      own = node.properties.style
        .split(';')
        .filter(Boolean)
        .map((part) => part.replace(/^--shiki-(?:light|dark)-(font-style|font-weight|text-decoration):/, '$1:').toLowerCase())
        .filter((part, i, all) => all.indexOf(part) === i)
        .sort()
        .join(';');
    }
    for (const child of node.children) walk(child, own);
  };
  walk(pre, '');
  return out;
}
