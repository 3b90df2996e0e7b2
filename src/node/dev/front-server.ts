/**
 * Dev: the server `quire dev` listens with before Vite has loaded. A page is answered at once when it
 * can be (`answerEarly`: dev-start.ts); every other request (modules, styles) waits
 * until Vite is ready. Vite's own server then takes over the listening socket (Node's listen on a
 * handle), so new connections go straight to it, with Vite's own handling of errors, the HMR socket
 * and closing; the requests that waited, and those on connections opened before, are handed to it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Server as NetServer, Socket } from 'node:net';

/** Vite's default port: without --port, the first free one from here is taken. */
export const DEFAULT_DEV_PORT = 5173;

/** Answers a request before Vite is ready: true when it sent the answer, false to let it wait for Vite. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface FrontServer {
  httpServer: Server;
  /** the port it listens on */
  port: number;
  /** answer what `answer` can while Vite loads, the requests waiting already included */
  answerEarly(answer: EarlyAnswer): void;
  /** `target` (a server not listening) listens on this one's socket; every request that waited goes to it, and every one after */
  handOver(target: NetServer): Promise<void>;
  /** ends its connections, and stops listening unless it handed its socket over */
  close(): Promise<void>;
}

export interface FrontServerOptions {
  /** none: DEFAULT_DEV_PORT or the next free port after it */
  port?: number;
  /** none: localhost */
  host?: string;
  /** tells that a port is taken and the next one is tried */
  info?: (line: string) => void;
}

function listenOn(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * A server listening on `port` (a port taken fails with EADDRINUSE), or without one on the first
 * free port from DEFAULT_DEV_PORT, as Vite's own would.
 */
export async function openFrontServer({ port, host = 'localhost', info = () => {} }: FrontServerOptions): Promise<FrontServer> {
  let early: EarlyAnswer | undefined;
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let handedOver = false;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const sockets = new Set<Socket>();
  /** a request Vite is not ready for: answered early when it can be, else it waits */
  const arrived = (req: IncomingMessage, res: ServerResponse) => {
    if (handler) return handler(req, res);
    if (!early) return void waiting.push([req, res]);
    const wait = () => (handler ? handler(req, res) : void waiting.push([req, res]));
    early(req, res).then((answered) => answered || wait(), wait);
  };
  const httpServer = createServer(arrived);
  httpServer.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let listening: number;
  for (let tried = port ?? DEFAULT_DEV_PORT; ; tried++) {
    try {
      listening = await listenOn(httpServer, tried, host);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || port !== undefined) throw error;
      info(`Port ${tried} is in use, trying another one...`);
    }
  }
  return {
    httpServer,
    port: listening,
    answerEarly(answer) {
      early = answer;
      for (const [req, res] of waiting.splice(0)) arrived(req, res);
    },
    async handOver(target) {
      await new Promise<void>((resolve, reject) => {
        target.once('error', reject);
        target.once('listening', () => {
          target.off('error', reject);
          resolve();
        });
        // a server listening on another server's socket takes its new connections (a documented form of listen)
        target.listen(httpServer);
      });
      handedOver = true;
      handler = (req, res) => target.emit('request', req, res);
      httpServer.on('upgrade', (req, socket, head) => target.emit('upgrade', req, socket, head));
      for (const [req, res] of waiting.splice(0)) handler(req, res);
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (handedOver) resolve();
        else httpServer.close(() => resolve());
      }),
  };
}
