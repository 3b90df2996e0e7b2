/**
 * Reading the built site as files, for the file-level checks of every page (no browser): which HTML
 * files there are, each one's route, head tags, h1s and visible text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface HeadTag {
  name: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface DistPage {
  /** path inside dist, '/'-separated: 'zh/guide/start/index.html' */
  file: string;
  /** base-less route: 'zh/guide/start/index.html' -> '/zh/guide/start/', 'guide/a.html' -> '/guide/a', '404.html' -> '/404' */
  route: string;
  html: string;
  /** the value of <html lang> */
  lang: string | undefined;
  title: string | undefined;
  tags: HeadTag[];
  /** text of every <h1> in the body */
  h1s: string[];
  /** text of the body without scripts, whitespace collapsed */
  text: string;
  /** inner HTML of <div id="root"> */
  root: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const ENTITY_RE = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;
const TAG_RE = /<[^>]*>/g;
const SCRIPT_RE = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi;
const HEAD_TAG_RE = /<(meta|link)\b([^>]*)>/gi;
const ATTR_RE = /([^\s=/]+)(?:="([^"]*)")?/g;
const H1_RE = /<h1\b[^>]*>([\s\S]*?)<\/h1>/gi;

export function decodeEntities(text: string): string {
  return text.replace(ENTITY_RE, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return String.fromCodePoint(point);
  });
}

/** Visible text of an HTML fragment: no scripts or styles, tags dropped, whitespace collapsed. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(SCRIPT_RE, ' ').replace(TAG_RE, ' ')).replace(/\s+/g, ' ').trim();
}

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTR_RE)) attrs[match[1].toLowerCase()] = decodeEntities(match[2] ?? '');
  return attrs;
}

/** 'zh/guide/start/index.html' -> '/zh/guide/start/'; 'guide/a.html' -> '/guide/a'; '404.html' -> '/404'. */
export function routeOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/** Every .html file under dir, '/'-separated and sorted. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => relative(dir, join(dir, name)).split(sep).join('/'))
    .sort();
}

export function readDistPage(dir: string, file: string): DistPage {
  const html = readFileSync(join(dir, file), 'utf8');
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  const rootStart = body.indexOf('<div id="root">');
  const rootEnd = body.lastIndexOf('</div>', body.search(/<script\b/i) === -1 ? body.length : body.search(/<script\b/i));
  return {
    file,
    route: routeOfFile(file),
    html,
    lang: /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1],
    title: decodeEntities(/<title>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? '') || undefined,
    tags: [...head.matchAll(HEAD_TAG_RE)].map((m) => ({ name: m[1].toLowerCase() as HeadTag['name'], attrs: parseAttrs(m[2]) })),
    h1s: [...body.matchAll(H1_RE)].map((m) => textOf(m[1])),
    text: textOf(body),
    root: rootStart === -1 || rootEnd <= rootStart ? '' : body.slice(rootStart + '<div id="root">'.length, rootEnd),
  };
}

/** Every page of the built site. */
export function readDistPages(dir: string): DistPage[] {
  return htmlFiles(dir).map((file) => readDistPage(dir, file));
}

/** content of <meta name|property="key">, every occurrence */
export function metaValues(page: DistPage, key: string): string[] {
  return page.tags.filter((t) => t.name === 'meta' && (t.attrs.name === key || t.attrs.property === key)).map((t) => t.attrs.content ?? '');
}

export function linkTags(page: DistPage, rel: string): Record<string, string>[] {
  return page.tags.filter((t) => t.name === 'link' && t.attrs.rel === rel).map((t) => t.attrs);
}
