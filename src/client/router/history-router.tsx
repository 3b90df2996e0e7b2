/**
 * The app's routers: react-router's Router renders at a location taken from a session history of our
 * own (history.ts), and the app navigates through that history. react-router's BrowserRouter and
 * useNavigate would bring its data-router code along, which the app never uses.
 */
import { createContext, startTransition, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, type Navigator } from 'react-router';
import { withBase } from '../../shared/routes';
import { createBrowserHistory, createMemoryHistory, type SessionHistory, type To } from './history';

/** Navigates the app: a path without the site base, or a change of the current location's parts. */
export type Navigate = (to: To) => void;

// outside a history (the server render) nothing navigates
const NavigateContext = createContext<Navigate>(() => {});

/** The app's navigate function: pushes onto the session history the router renders from. */
export const useNavigate = (): Navigate => use(NavigateContext);

/** What react-router asks of a navigator: only hrefs, since the app navigates through its own history. */
function navigatorOf(history: SessionHistory, base: string): Navigator {
  const href = (to: Parameters<Navigator['createHref']>[0]) =>
    typeof to === 'string'
      ? withBase(to, base)
      : withBase(to.pathname ?? history.location.pathname, base) + (to.search ?? '') + (to.hash ?? '');
  return {
    createHref: href,
    go: (delta) => window.history.go(delta),
    push: (to) => history.push(typeof to === 'string' ? to : { pathname: to.pathname, search: to.search, hash: to.hash }),
    replace: (to) => history.push(typeof to === 'string' ? to : { pathname: to.pathname, search: to.search, hash: to.hash }),
  };
}

/** Renders `children` at the history's location, again after each change (as a transition, like a page load). */
function HistoryRouter({ history, base, children }: { history: SessionHistory; base: string; children: ReactNode }) {
  const [state, setState] = useState({ location: history.location, action: history.action });
  useLayoutEffect(
    () => history.listen(() => startTransition(() => setState({ location: history.location, action: history.action }))),
    [history],
  );
  const navigator = useMemo(() => navigatorOf(history, base), [history, base]);
  return (
    <NavigateContext value={history.push}>
      <Router location={state.location} navigationType={state.action as never} navigator={navigator}>
        {children}
      </Router>
    </NavigateContext>
  );
}

/** The browser's address bar, under the site base. */
export function BrowserRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory(basename));
  return (
    <HistoryRouter history={history} base={basename}>
      {children}
    </HistoryRouter>
  );
}

/** A history in memory from one URL (with the base): a test's. */
export function MemoryRouter({ location, basename = '/', children }: { location: string; basename?: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(location, basename));
  return (
    <HistoryRouter history={history} base={basename}>
      {children}
    </HistoryRouter>
  );
}
