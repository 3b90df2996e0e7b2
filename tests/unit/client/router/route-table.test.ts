import { describe, expect, test } from 'vitest';
import { findRoute, loadRoutes, pageFor, seedPage } from '../../../../src/client/router/route-table';

describe('client/router/route-table', () => {
  test('the route table is not known until it is loaded', async () => {
    expect(findRoute('/guide/a')).toBeUndefined();
    await loadRoutes();
    expect(findRoute('/guide/a')?.path).toBe('/guide/a');
    expect(findRoute('/guide/a.html')?.path).toBe('/guide/a');
    expect(findRoute('/guide/index.html')?.path).toBe('/guide/');
  });

  test('one promise per path: preload and navigation share it, and it resolves to the page', async () => {
    const first = pageFor('/guide/a');
    expect(pageFor('/guide/a.html')).toBe(first);
    const mod = await first;
    expect(mod?.page.title).toBe('Page A');
    expect(first.status).toBe('fulfilled');
  });

  test('a path without a route resolves to null (the 404 page)', async () => {
    expect(await pageFor('/nowhere')).toBeNull();
  });

  test('a seeded page is readable synchronously (first visit hydrates without suspending)', () => {
    seedPage('/zh/guide/a', null);
    const entry = pageFor('/zh/guide/a');
    expect(entry.status).toBe('fulfilled');
    expect(entry.value).toBeNull();
  });
});
