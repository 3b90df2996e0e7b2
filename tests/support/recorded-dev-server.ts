/**
 * `quire dev` started in-process on a content folder, for the build tests of the dev server: it
 * records what the server sends the open browser over the HMR socket (page updates, overlay errors).
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { HotPayload, ViteDevServer } from 'vite';
import { createDevServer } from '../../src/node/dev/dev-server';
import { importSiteConfig } from '../../src/node/site/site-config-file';
import { ROOT } from '../build/helpers';

export interface RecordedDevServer {
  server: ViteDevServer;
  port: number;
  /** every payload sent to the browser since the start, in order */
  payloads: HotPayload[];
}

/** Starts the dev server on `contentDir` on a free port, with Vite's cache in `tempRoot`. */
export async function startRecordedDevServer(contentDir: string, tempRoot: string): Promise<RecordedDevServer> {
  const config = await importSiteConfig(contentDir);
  const server = await createDevServer({
    root: ROOT,
    contentDir,
    config,
    port: 0,
    cacheDir: join(tempRoot, 'vite-cache'),
    logLevel: 'silent',
  });
  const payloads: HotPayload[] = [];
  const hot = server.environments.client.hot;
  const send = hot.send.bind(hot) as (payload: HotPayload) => void;
  hot.send = ((payload: HotPayload) => {
    payloads.push(payload);
    send(payload);
  }) as typeof hot.send;
  await server.listen();
  return { server, port: (server.httpServer!.address() as AddressInfo).port, payloads };
}
