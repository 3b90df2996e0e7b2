/**
 * The overview filter's listener, by delegation from the document. What filtering does is
 * overview-filter-apply.ts, fetched when a filter is first typed in (only overview pages have one).
 */
import { lazyModule } from '../lazy-module';

const FILTER = '[data-rp-overview-filter]';

export const overviewFilterCode = lazyModule(() => import('./overview-filter-apply'));

/**
 * Typing in a filter applies what the input holds when the code is there: at once after the first
 * time, and for the first keys once the code has arrived (then with everything typed meanwhile).
 */
export function installOverviewFilter(doc: Document = document): () => void {
  const onInput = (event: Event) => {
    const input = event.target as Element | null;
    const filter = input?.closest?.(FILTER);
    if (!filter || !(input instanceof doc.defaultView!.HTMLInputElement)) return;
    const apply = () => overviewFilterCode.loaded()?.applyOverviewFilter(filter, input.value);
    if (overviewFilterCode.loaded()) apply();
    else overviewFilterCode.load().then(apply, (error: unknown) => console.warn('[quire] the overview filter could not be loaded', error));
  };
  doc.addEventListener('input', onInput);
  return () => doc.removeEventListener('input', onInput);
}
