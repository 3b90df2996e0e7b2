import { absoluteUrl, mdUrlOfRoute } from '../../../shared/routes';

/** The copy button shows its success state for 500 ms. */
export const MARKDOWN_COPY_FEEDBACK_MS = 500;

/**
 * URL of a page's Markdown twin: base + the route's .md path, encoded; absolute with the site URL.
 *   ('/guide/start/', '/') -> '/guide/start/index.md';  with siteUrl 'https://rstest.rs' -> 'https://rstest.rs/guide/start/index.md'
 *   ('/my page', '/') -> '/my%20page.md'
 */
export function markdownUrl(routePath: string, base: string, siteUrl = ''): string {
  return absoluteUrl({ siteUrl, base }, mdUrlOfRoute(routePath));
}

const cache = new Map<string, Promise<string>>();

/** The Markdown twin's text, fetched once per URL for the session (a failed fetch is retried next time). */
export function fetchMarkdown(url: string): Promise<string> {
  let text = cache.get(url);
  if (!text) {
    text = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${res.status} ${url}`);
      return res.text();
    });
    cache.set(url, text);
    text.catch(() => cache.delete(url));
  }
  return text;
}

/** Test hook: forget the session cache. */
export function clearMarkdownCache(): void {
  cache.clear();
}

/** The question each chat service is opened with. */
export function chatQuery(absoluteMdUrl: string): string {
  return `Read ${absoluteMdUrl}, I want to ask questions about it.`;
}

/** The two chat services of the Open menu, with the page's Markdown URL in their query. */
export function chatLinks(absoluteMdUrl: string): { name: string; href: string }[] {
  const q = chatQuery(absoluteMdUrl);
  return [
    { name: 'ChatGPT', href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q })}` },
    { name: 'Claude', href: `https://claude.ai/new?${new URLSearchParams({ q })}` },
  ];
}
