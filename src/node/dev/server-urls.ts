/**
 * Dev: the URLs `quire dev` prints once it listens, in the lines and by the rules of Vite's own
 * (`➜  Local:` and `➜  Network:`), printed before Vite has loaded: loopback addresses are local,
 * others network; an address that listens on every interface lists each IPv4 one.
 */
import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '0000:0000:0000:0000:0000:0000:0000:0001']);
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '0000:0000:0000:0000:0000:0000:0000:0000']);

export interface ServerUrls {
  local: string[];
  network: string[];
}

/**
 * The name `localhost` is shown as: its address when Node would resolve it otherwise than the
 * system's order does (the browser could then reach another server).
 */
async function localhostName(): Promise<string> {
  try {
    const [ordered, verbatim] = await Promise.all([lookup('localhost', { verbatim: false }), lookup('localhost', { verbatim: true })]);
    return ordered.family === verbatim.family && ordered.address === verbatim.address ? 'localhost' : verbatim.address;
  } catch {
    return 'localhost';
  }
}

const bracketed = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * The URLs of a server on `port` listening on `host` (none: localhost), under `base`.
 * (undefined, 5173, '/') -> local http://localhost:5173/; ('127.0.0.1', 5173, '/docs/') -> local
 * http://127.0.0.1:5173/docs/; ('0.0.0.0', …) -> local http://localhost:…, one network URL per interface.
 */
export async function serverUrls(host: string | undefined, port: number, base: string): Promise<ServerUrls> {
  const listened = host ?? 'localhost';
  const url = (name: string) => `http://${bracketed(name)}:${port}${base}`;
  if (!WILDCARD_HOSTS.has(listened)) {
    const name = listened === 'localhost' ? await localhostName() : listened;
    return LOOPBACK_HOSTS.has(listened) ? { local: [url(name)], network: [] } : { local: [], network: [url(name)] };
  }
  const urls: ServerUrls = { local: [], network: [] };
  for (const detail of Object.values(networkInterfaces()).flat()) {
    if (!detail || detail.family !== 'IPv4' || !detail.address) continue;
    if (detail.address.includes('127.0.0.1')) urls.local.push(url(detail.address.replace('127.0.0.1', 'localhost')));
    else urls.network.push(url(detail.address));
  }
  return urls;
}

/** Terminal styles, as Vite's own: only into a terminal, or with FORCE_COLOR, and never with NO_COLOR. */
function styles(stream: { isTTY?: boolean }) {
  const on = !('NO_COLOR' in process.env) && ('FORCE_COLOR' in process.env || stream.isTTY === true);
  const style = (open: number, close: number) => (text: string) => (on ? `\x1b[${open}m${text}\x1b[${close}m` : text);
  return { green: style(32, 39), cyan: style(36, 39), bold: style(1, 22), dim: style(2, 22) };
}

/** The lines Vite prints for `urls`; the hint to expose the server when no host was asked for. */
export function serverUrlLines(urls: ServerUrls, host: string | undefined, stream: { isTTY?: boolean } = process.stdout): string[] {
  const { green, cyan, bold, dim } = styles(stream);
  const shown = (url: string) => cyan(url.replace(/:(\d+)\//, (_, port: string) => `:${bold(port)}/`));
  const lines = [
    ...urls.local.map((url) => `  ${green('➜')}  ${bold('Local')}:   ${shown(url)}`),
    ...urls.network.map((url) => `  ${green('➜')}  ${bold('Network')}: ${shown(url)}`),
  ];
  if (urls.network.length === 0 && host === undefined)
    lines.push(dim(`  ${green('➜')}  ${bold('Network')}: use `) + bold('--host') + dim(' to expose'));
  return lines;
}
