// `npm run dev` on this checkout: its URL and nothing alarming, before and after a page is served.
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, startServing, type ServingProcess } from './helpers';

let serving: ServingProcess | undefined;
afterAll(() => serving?.stop());

describe('npm run dev', () => {
  it('prints no warning while it starts and serves a page', async () => {
    serving = await startServing(process.execPath, ['bin/quire.mjs', 'dev', '--port', '0'], { cwd: ROOT });
    const page = await fetch(new URL('guide/start/quick-start', serving.url));
    expect(page.status).toBe(200);
    const lines = serving
      .output()
      .split('\n')
      .filter((line) => line.trim());
    expect(lines.filter((line) => /warn|\(!\)|deprecat|error/i.test(line))).toEqual([]);
    expect(lines.some((line) => line.includes('Local:'))).toBe(true);
  }, 120_000);
});
