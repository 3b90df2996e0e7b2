/**
 * Runs before every unit test file. The unit project does not isolate files: a worker runs many
 * files one after the other, so packages (React, jsdom, Shiki, unified) load once per worker instead
 * of once per file. What isolation gave each file, it gets here: fresh modules of our own code
 * (vi.mock is per file already), real timers, and in jsdom files (which share the worker's window)
 * an empty document, empty storage and the URL `/`. Stubbed globals and environment variables are
 * undone after each test (unstubGlobals and unstubEnvs in vitest.config.ts).
 *
 * So a file must not leave anything running on the window: render with @testing-library/react
 * (unmounted after each test below), unmount any root of its own, remove the listeners it adds.
 */
import { afterEach, vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
if (typeof document !== 'undefined') {
  resetDocument();
  // findBy* and waitFor poll until this deadline: a generous one costs nothing when the state comes early
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

// Component tests opt into jsdom with `// @vitest-environment jsdom`; clean their DOM between tests.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    localStorage.clear();
  }
});

function resetDocument(): void {
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
}
