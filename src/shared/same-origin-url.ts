/**
 * The one rule for every redirect the site computes from the address bar.
 *
 * A path such as '//evil.example/x' or '/\evil.example/x' is read by the browser as another host,
 * and the URL parser turns '\' into '/' and drops tabs and newlines anywhere, so '/\t/evil.example'
 * is '//evil.example' as well. So a leading run of slashes, backslashes and the control characters
 * and spaces the parser ignores becomes one '/', the target is resolved against the page's own URL,
 * and a target on another origin (scheme, host or port) is refused; comparing scheme and host
 * rather than `origin` also refuses `data:` targets on a page whose origin is opaque. Percent-encoded '%2F' and '%5C' stay encoded: nothing
 * here decodes them.
 *
 * Self-contained on purpose (no imports, no helpers, no comments inside): the first-visit language
 * script embeds this function's source, so the 404 page and that script share the rule.
 * @example sameOriginUrl('/guide/', 'https://rstest.rs/en/guide/')           // 'https://rstest.rs/guide/'
 * @example sameOriginUrl('//evil.example/x', 'https://rstest.rs/en//evil.example/x') // 'https://rstest.rs/evil.example/x'
 * @example sameOriginUrl('https://evil.example/', 'https://rstest.rs/')     // null
 */
export function sameOriginUrl(target: string, pageUrl: string): string | null {
  try {
    const url = new URL(String(target).replace(/^[\x00-\x20]*[/\\][\x00-\x20/\\]*/, '/'), pageUrl);
    const page = new URL(pageUrl);
    return url.protocol === page.protocol && url.host === page.host ? url.href : null;
  } catch {
    return null;
  }
}
