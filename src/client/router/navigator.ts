/** The router's navigate function, for code outside React (delegated content links). */
let go: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(fn: (to: string) => void): void {
  go = fn;
}

export function getNavigator(): (to: string) => void {
  return go;
}
