/**
 * A lazily imported chunk that can be asked for again after a failed download (offline, blocked).
 * Browsers may remember a failed module URL for the life of the page, so a retry asks for the same
 * file under a new query: the server answers it the same, the browser fetches it anew.
 */

// Chromium names the URL in the error of a failed dynamic import
const FAILED_URL_RE = /(https?:\/\/\S+?\.js)\b/;

/** `importModule` once it has succeeded; until then every call tries again. */
export function retryingImport<T>(importModule: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  /** The chunk URL a failed download named, and how often it failed. */
  let failed: { url: string; tries: number } | undefined;
  return () => {
    const retryUrl = failed ? `${failed.url}?retry=${failed.tries}` : undefined;
    loading ??= (retryUrl ? (import(/* @vite-ignore */ retryUrl) as Promise<T>) : importModule()).catch((error: unknown) => {
      loading = undefined;
      const url = failed?.url ?? FAILED_URL_RE.exec(error instanceof Error ? error.message : '')?.[1];
      if (url) failed = { url, tries: (failed?.tries ?? 0) + 1 };
      throw error;
    });
    return loading;
  };
}
