/**
 * The session history the app renders from: where the reader is (a path without the site base) and
 * how they got there. The browser's follows the address bar (pushState, popstate); a memory one is
 * the server render's fixed URL (and a test's). Each entry has a key kept in history.state, so a
 * back or forward finds the scroll position saved under it.
 */
import { stripBase, withBase } from '../../shared/routes';

export interface RouterLocation {
  /** without the site base: '/guide/start/' */
  pathname: string;
  /** '' or '?q=1' */
  search: string;
  /** '' or '#usage' */
  hash: string;
  /** this entry's key: 'default' for an entry the app did not make */
  key: string;
}

/** POP: a first load, back or forward; PUSH: a navigation of the app. */
export type NavigationType = 'POP' | 'PUSH';

/** A string resolves like a link's href; an object keeps the current pathname unless it gives one. */
export type To = string | Partial<Pick<RouterLocation, 'pathname' | 'search' | 'hash'>>;

export interface SessionHistory {
  location: RouterLocation;
  action: NavigationType;
  push(to: To): void;
  /** `listener` runs after each change; returns the unsubscribe */
  listen(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The base-less location of a URL: the base is stripped, the rest is as the URL has it. */
function locationOf(url: URL, base: string, key: string): RouterLocation {
  return { pathname: stripBase(url.pathname, base), search: url.search, hash: url.hash, key };
}

/** The URL (with the base) of `to` from `from`, resolved as an href would be. */
function resolveTo(to: To, from: RouterLocation, base: string): URL {
  const current = new URL(withBase(from.pathname, base) + from.search + from.hash, 'http://localhost');
  if (typeof to === 'string') return new URL(to.startsWith('/') ? withBase(to, base) : to, current);
  const path = to.pathname === undefined ? current.pathname : withBase(to.pathname, base);
  return new URL(path + (to.search ?? '') + (to.hash ?? ''), current);
}

function listeners() {
  const all = new Set<() => void>();
  return {
    add(listener: () => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    notify: () => all.forEach((listener) => listener()),
  };
}

/** The history of the browser window, under the site base. */
export function createBrowserHistory(base: string, win: Window = window): SessionHistory {
  const current = () => locationOf(new URL(win.location.href), base, (win.history.state as { key?: string } | null)?.key ?? 'default');
  const subscribers = listeners();
  const history: SessionHistory = {
    location: current(),
    action: 'POP',
    push(to) {
      const url = resolveTo(to, history.location, base);
      const key = newKey();
      try {
        win.history.pushState({ key }, '', url.pathname + url.search + url.hash);
      } catch {
        // the browser refused (too many pushes in a row, or a state it cannot keep): a full load
        win.location.assign(url.pathname + url.search + url.hash);
        return;
      }
      history.location = current();
      history.action = 'PUSH';
      subscribers.notify();
    },
    listen: subscribers.add,
  };
  win.addEventListener('popstate', () => {
    history.location = current();
    history.action = 'POP';
    subscribers.notify();
  });
  return history;
}

/**
 * A history kept in memory, starting at `url` (with the base): the server render's, where nothing
 * navigates, and a test's.
 */
export function createMemoryHistory(url: string, base = '/'): SessionHistory {
  const subscribers = listeners();
  const history: SessionHistory = {
    location: locationOf(new URL(url, 'http://localhost'), base, 'default'),
    action: 'POP',
    push(to) {
      history.location = locationOf(resolveTo(to, history.location, base), base, newKey());
      history.action = 'PUSH';
      subscribers.notify();
    },
    listen: subscribers.add,
  };
  return history;
}
