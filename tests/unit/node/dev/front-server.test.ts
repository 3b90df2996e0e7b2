// npm run dev: the server that listens before Vite has loaded answers kept pages itself, holds the
// rest, and hands its socket and the held requests to Vite's server once it is ready.
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openFrontServer, type FrontServer } from '../../../../src/node/dev/front-server';

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const server of opened.splice(0)) await server.close();
});

async function front(port = 0): Promise<FrontServer> {
  const server = await openFrontServer({ port, host: '127.0.0.1' });
  opened.push(server);
  return server;
}

describe('openFrontServer', () => {
  it('answers early what it can, holds the rest, and hands the held requests and its socket to the next server', async () => {
    const server = await front();
    server.answerEarly(async (req, res) => {
      if (req.url !== '/kept') return false;
      res.end('kept answer');
      return true;
    });
    const url = `http://127.0.0.1:${server.port}`;
    expect(await (await fetch(`${url}/kept`)).text()).toBe('kept answer');
    // held until a server takes over, which then answers it
    const waiting = fetch(`${url}/module.js`).then((response) => response.text());
    const next: Server = createServer((req, res) => res.end(`next server: ${req.url}`));
    await server.handOver(next);
    opened.push({ close: () => new Promise((resolve) => next.close(resolve)) });
    expect(await waiting).toBe('next server: /module.js');
    // and so is every request after, on the same port
    expect(await (await fetch(`${url}/kept`)).text()).toBe('next server: /kept');
  });

  it('fails with EADDRINUSE on a port asked for and taken', async () => {
    const taken = await front();
    await expect(openFrontServer({ port: taken.port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
