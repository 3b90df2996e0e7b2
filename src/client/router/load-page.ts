import { withBase } from '../../shared/routes';
import { sameOriginUrl } from '../../shared/same-origin-url';
import { siteData } from 'virtual:site';

const RELOAD_FLAG = 'rp-chunk-reload';
/** A second failure for the same URL within this window means the full load did not help: stop. */
const LOOP_WINDOW_MS = 10_000;

function readFlag(): { url: string; at: number } | null {
  try {
    return JSON.parse(sessionStorage.getItem(RELOAD_FLAG) || 'null');
  } catch {
    return null;
  }
}

/**
 * A page chunk failed to load (most often: a redeploy replaced the hashed files). Do one full
 * load of the target URL so the fresh HTML brings fresh chunk names. Returns false when this URL
 * was just reloaded for the same reason, so a broken deploy cannot loop. The target goes through the
 * same-origin rule of every computed redirect, so a path such as '//host/x' cannot leave the site.
 */
export function fullLoadOnce(path: string, error?: unknown): boolean {
  const url = sameOriginUrl(withBase(path, siteData.config.base), window.location.href);
  if (url === null) {
    console.error(`[quire] page chunk for ${path} failed; not reloading a target on another origin`, error);
    return false;
  }
  const flag = readFlag();
  if (flag && flag.url === url && Date.now() - flag.at < LOOP_WINDOW_MS) {
    console.error(`[quire] page chunk for ${url} failed again after a full load`, error);
    return false;
  }
  try {
    sessionStorage.setItem(RELOAD_FLAG, JSON.stringify({ url, at: Date.now() }));
  } catch {
    /* storage unavailable: still reload once; worst case the browser shows its own error */
  }
  window.location.assign(url);
  return true;
}

export function clearReloadFlag(): void {
  try {
    sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    /* storage unavailable */
  }
}
