/**
 * Scripts in a page's rendered body, and what put each there. The Content-Security-Policy never
 * allows them (csp.ts reads only the head tags the site's owner added), so the build names them:
 * a script a component renders or a Markdown plugin adds would otherwise just not run.
 */
import type { Element, Root, RootContent } from 'hast';
import type { Diagnostic } from '../../shared/types';
import { isExecutableScriptType } from './csp';

/** A rendered body with no script tag needs no parse. */
const SCRIPT_TAG_RE = /<script[\s/>]/i;
/** What adds to a page body when no component did: the page's Markdown as the plugins made it. */
export const UNKNOWN_ADDER = 'a Markdown plugin / the page body';
/** A base for reading a script's URL: whatever resolves to its origin is a file of the site. */
const SITE = 'https://site.invalid/';
const SHOWN_URL_LENGTH = 80;

export interface BodyScript {
  /** 'inline', or the URL of the script as written */
  script: string;
  /** 'component Box', or UNKNOWN_ADDER */
  addedBy: string;
}

/** A `src` that names a file of the site itself: 'self' allows it, so the policy has nothing to add or refuse. */
function isSiteFile(src: string): boolean {
  try {
    return new URL(src, SITE).origin === new URL(SITE).origin;
  } catch {
    return false;
  }
}

const shown = (url: string) => (url.length > SHOWN_URL_LENGTH ? `${url.slice(0, SHOWN_URL_LENGTH)}…` : url);

/**
 * Every script of this rendered body (`appHtml`, what the server render gives) that the browser
 * would run and the policy cannot allow, once each: inline code, or a file of another origin. A
 * script inside a component's island (`rp-island`) but outside the Markdown it was given
 * (`rp-slot`) was added by that component; any other by a Markdown plugin or the page's own code.
 * Parsed as a browser would (a script in a `<template>` never runs).
 */
export async function findBodyScripts(appHtml: string): Promise<BodyScript[]> {
  if (!SCRIPT_TAG_RE.test(appHtml)) return [];
  // the HTML parser loads with the first body that has a script: most have none
  const { raw } = await import('hast-util-raw');
  const found = new Map<string, BodyScript>();
  const walk = (nodes: RootContent[], addedBy: string) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tagName === 'script') {
        const script = blockedScript(node);
        if (script !== undefined) found.set(`${addedBy}\n${script}`, { script, addedBy });
        continue;
      }
      walk(node.children, ownerInside(node, addedBy));
    }
  };
  walk((raw({ type: 'root', children: [{ type: 'raw', value: appHtml }] }) as Root).children, UNKNOWN_ADDER);
  return [...found.values()];
}

/** 'inline' or the URL of a script the policy cannot allow; undefined for a data block or a file of the site. */
function blockedScript(node: Element): string | undefined {
  const type = node.properties.type;
  if (!isExecutableScriptType(type === undefined ? undefined : String(type))) return undefined;
  const src = node.properties.src;
  if (src === undefined || src === null) return node.children.length > 0 ? 'inline' : undefined;
  const url = String(src);
  return isSiteFile(url) ? undefined : shown(url);
}

/** Who adds what an element holds: the component of an island, the page again inside its slot. */
function ownerInside(node: Element, outer: string): string {
  if (node.tagName === 'rp-island') return `component ${String(node.properties.dataName ?? '?')}`;
  if (node.tagName === 'rp-slot') return UNKNOWN_ADDER;
  return outer;
}

/**
 * One warning per script, on the page's source file; a page without one (a 404 page) is named by
 * its route path.
 */
export function bodyScriptWarnings(scripts: BodyScript[], { file, path }: { file: string | undefined; path: string }): Diagnostic[] {
  return scripts.map(({ script, addedBy }) => ({
    severity: 'warning',
    code: 'csp',
    message:
      `${file === undefined ? `page ${path}: ` : ''}a <script> (${script}) in the page body, added by ${addedBy}, gets no hash and no origin in ` +
      "the Content-Security-Policy: it allows only the theme's scripts and those of the site config's and front matter `head`, so browsers " +
      'block it; put a script the site needs in a `head` entry',
    file,
  }));
}
