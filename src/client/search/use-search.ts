/**
 * Query -> answer with the dialog's status: idle, loading, stalled once a search takes
 * longer than 300 ms (the loader shows), error when the provider gives up. While a search runs the
 * previous answer stays on screen; an answer to an older query is dropped.
 */
import { useEffect, useRef, useState } from 'react';
import { faultOf, type SearchFault, type SearchHit, type SearchProvider } from './providers/types';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';
export const STALL_THRESHOLD_MS = 300;

export interface SearchState {
  status: SearchStatus;
  /** the last answer and the query it answers; null before the first one */
  answer: { query: string; hits: SearchHit[] } | null;
  /** section names (lvl0) seen in every answer so far: the no-results suggestions */
  seenSections: string[];
  /** with status 'error': what failed */
  fault: SearchFault | null;
  /** search the same query again (the error screen's button) */
  retry: () => void;
}

export function useSearch(getProvider: () => Promise<SearchProvider>, query: string, snippetWords: number): SearchState {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [answer, setAnswer] = useState<SearchState['answer']>(null);
  const [fault, setFault] = useState<SearchFault | null>(null);
  const [attempt, setAttempt] = useState(0);
  const seen = useRef(new Set<string>());

  useEffect(() => {
    if (!query.trim()) {
      setStatus('idle');
      setAnswer(null);
      return;
    }
    let current = true;
    setStatus((previous) => (previous === 'stalled' ? previous : 'loading'));
    const stall = setTimeout(() => current && setStatus('stalled'), STALL_THRESHOLD_MS);
    getProvider()
      .then((provider) => provider.search(query, { snippetWords }))
      .then(
        ({ hits }) => {
          if (!current) return;
          for (const hit of hits) if (hit.hierarchy.lvl0) seen.current.add(hit.hierarchy.lvl0);
          setAnswer({ query, hits });
          setFault(null);
          setStatus('idle');
        },
        (error: unknown) => {
          if (!current) return;
          console.warn('[quire] search failed', error);
          setFault(faultOf(error));
          setStatus('error');
        },
      )
      .finally(() => clearTimeout(stall));
    return () => {
      current = false;
      clearTimeout(stall);
    };
  }, [getProvider, query, snippetWords, attempt]);

  return { status, answer, seenSections: [...seen.current], fault, retry: () => setAttempt((n) => n + 1) };
}
