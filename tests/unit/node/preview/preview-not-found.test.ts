import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview } from '../../../../src/node/preview/preview-server';

let dist: string;

function put(file: string, text: string): void {
  const full = join(dist, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
}

async function missText(url: string): Promise<{ status: number; body: string }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.text() };
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'preview-404-'));
  put('index.html', 'home');
  put('404.html', 'root not found');
  put('zh/404.html', 'zh not found');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('node/preview: which 404 page answers a miss', () => {
  it('by default answers a miss under /zh/ with zh/404.html, like the _redirects rule', async () => {
    const server = await startPreview({ dir: dist, port: 0 });
    try {
      expect(await missText(`${server.url}zh/no/such/page`)).toEqual({ status: 404, body: 'zh not found' });
      expect(await missText(`${server.url}no/such/page`)).toEqual({ status: 404, body: 'root not found' });
    } finally {
      await server.close();
    }
  });

  it('with singleNotFound answers every miss with the root 404.html, as GitHub Pages does', async () => {
    const server = await startPreview({ dir: dist, port: 0, singleNotFound: true });
    try {
      expect(await missText(`${server.url}zh/no/such/page`)).toEqual({ status: 404, body: 'root not found' });
      expect(await missText(`${server.url}no/such/page`)).toEqual({ status: 404, body: 'root not found' });
    } finally {
      await server.close();
    }
  });
});
