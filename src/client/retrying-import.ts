/**
 * A lazily imported chunk that can be asked for again after a failed download (offline, blocked).
 * Browsers may remember a failed module URL for the life of the page, so a retry asks for the same
 * file under a new query: the server answers it the same, the browser fetches it anew.
 */
import { useEffect, useState } from 'react';

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

/**
 * A lazily loaded chunk as a component uses it: loaded while `wanted`, the chunk once it has come,
 * whether its download failed (told in the console as `what` could not be loaded), and `retry`.
 * Each time it is wanted anew, a failed download is tried again. While a retry is on its way the
 * failure stays shown (`retrying` is true), so the message, and the pointer or focus on its button,
 * stay where they are until the chunk has come or failed again.
 */
export function useChunk<T>(
  load: () => Promise<T>,
  wanted: boolean,
  what: string,
): { chunk: T | null; failed: boolean; retrying: boolean; retry: () => void } {
  const [chunk, setChunk] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) {
      setFailed(false);
      setRetrying(false);
    }
    if (!wanted || chunk) return;
    let current = true;
    load().then(
      (loaded) => {
        if (!current) return;
        setChunk(() => loaded);
        setRetrying(false);
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(`[quire] ${what} could not be loaded`, error);
        setFailed(true);
        setRetrying(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, wanted, chunk, what, attempt]);
  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    setAttempt((n) => n + 1);
  };
  return { chunk, failed: failed && !chunk, retrying, retry };
}
