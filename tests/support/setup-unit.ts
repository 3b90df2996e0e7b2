import { afterEach } from 'vitest';

// Component tests opt into jsdom with `// @vitest-environment jsdom`; clean their DOM between tests.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    localStorage.clear();
  }
});
