/**
 * Focus after a client navigation. A full page load puts focus at the top of the new document;
 * a client navigation would leave it on the clicked link (often gone, so focus falls to <body>)
 * and a screen reader would announce nothing. Moving focus to the new page's h1 announces its
 * title and makes the next Tab start at the top of the page, as after a full load.
 */
export function focusPageTop(doc: Document = document): void {
  const main = doc.getElementById('main');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  // tabindex -1: focusable from script, still not a Tab stop
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // the scroll position is the router's business (top, hash or restored on back)
  (heading ?? main).focus({ preventScroll: true });
}
