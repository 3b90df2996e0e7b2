/**
 * A stand-in for Algolia's hosts: a real HTTP server on 127.0.0.1 (port 0) that records every
 * request and answers through a handler, so the real algoliasearch client can be pointed at it
 * with its `hosts` option. Answers CORS preflights, so jsdom's XHR can reach it too.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** the raw body text (gunzipped when the client compressed it) */
  body: string;
  /** the body parsed as JSON, undefined when it is not JSON */
  json?: any;
}

export interface FakeAnswer {
  status: number;
  /** an object is sent as JSON; a string as is (e.g. an unparsable body) */
  body?: unknown;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeAlgolia {
  /** '127.0.0.1:<port>', as the client's hosts option wants it */
  host: string;
  /** the client's hosts option for this server alone */
  hosts: { url: string; protocol: 'http'; accept: 'readWrite' }[];
  requests: RecordedRequest[];
  handle: (handler: FakeHandler) => void;
  close: () => Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startFakeAlgolia(handler: FakeHandler = () => ({ status: 200, body: { results: [] } })): Promise<FakeAlgolia> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        json: parseJson(body),
      };
      requests.push(recorded);
      const answer = await current(recorded);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      res.writeHead(answer.status, { 'content-type': 'application/json', ...CORS }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    hosts: [{ url: host, protocol: 'http', accept: 'readWrite' }],
    requests,
    handle: (next) => {
      current = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A DocSearch-shaped hit as Algolia returns it, with the given highlighted content. */
export function algoliaHit(overrides: Record<string, unknown> = {}) {
  return {
    objectID: 'hit-1',
    url: 'https://rstest.rs/guide/basic/cli#commands',
    type: 'content',
    hierarchy: { lvl0: 'Guide', lvl1: 'CLI', lvl2: 'Commands', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: 'Runs the tests once',
    ...overrides,
  };
}
