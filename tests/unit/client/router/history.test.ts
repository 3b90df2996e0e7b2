// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from '../../../../src/client/router/history';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('client/router/history: the browser history', () => {
  it('reads the address bar without the base; an entry the app did not make has the key default', () => {
    window.history.replaceState(null, '', '/docs/guide/a?x=1#usage');
    expect(createBrowserHistory('/docs/').location).toEqual({ pathname: '/guide/a', search: '?x=1', hash: '#usage', key: 'default' });
  });

  it('pushes base-less paths under the base, with a new key each time, and tells its listeners', () => {
    window.history.replaceState(null, '', '/docs/guide/a');
    const history = createBrowserHistory('/docs/');
    const listener = vi.fn();
    history.listen(listener);
    history.push('/guide/b#usage');
    expect(window.location.pathname + window.location.hash).toBe('/docs/guide/b#usage');
    expect(history.action).toBe('PUSH');
    expect(history.location).toMatchObject({ pathname: '/guide/b', hash: '#usage' });
    const first = history.location.key;
    history.push('/');
    expect(window.location.pathname).toBe('/docs/');
    expect(history.location.pathname).toBe('/');
    expect(new Set([first, history.location.key, 'default']).size).toBe(3);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('an object keeps the current pathname unless it names one; a string resolves like an href', () => {
    window.history.replaceState(null, '', '/guide/a?x=1');
    const history = createBrowserHistory('/');
    history.push({ pathname: history.location.pathname, search: history.location.search, hash: '#usage' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/guide/a?x=1#usage');
    history.push('b');
    expect(history.location.pathname).toBe('/guide/b');
    history.push('/my page');
    expect(history.location.pathname).toBe('/my%20page');
  });

  it('back and forward: POP, with the key the entry was pushed with', () => {
    window.history.replaceState(null, '', '/guide/a');
    const history = createBrowserHistory('/');
    history.push('/guide/b');
    const key = history.location.key;
    history.push('/guide/c');
    // what the browser does on back: the entry's URL and state, then popstate
    window.history.replaceState({ key }, '', '/guide/b');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { key } }));
    expect(history.action).toBe('POP');
    expect(history.location).toMatchObject({ pathname: '/guide/b', key });
  });

  it('a push the browser refuses becomes a full load of that URL', () => {
    const assign = vi.fn();
    const win = {
      location: { href: 'http://localhost/guide/a', assign },
      history: {
        state: null,
        pushState: () => {
          throw new DOMException('too many calls', 'SecurityError');
        },
      },
      addEventListener: () => {},
    } as unknown as Window;
    const history = createBrowserHistory('/', win);
    history.push('/guide/b?x=1');
    expect(assign).toHaveBeenCalledWith('/guide/b?x=1');
    expect(history.location.pathname).toBe('/guide/a');
  });
});

describe('client/router/history: a memory history', () => {
  it('starts at its URL without the base and moves on push', () => {
    const history = createMemoryHistory('/docs/guide/a?x=1', '/docs/');
    expect(history.location).toEqual({ pathname: '/guide/a', search: '?x=1', hash: '', key: 'default' });
    history.push({ hash: '#usage' });
    expect(history.location).toMatchObject({ pathname: '/guide/a', search: '', hash: '#usage' });
  });
});
