// quire's failures a user can fix: one clear message and exit code 1, no stack trace.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureContent, removeOut, runScriptCli, tempOutDir } from './helpers';

let busy: Server;
let port: number;
let empty: string;
beforeAll(async () => {
  empty = await tempOutDir('cli-empty');
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  port = (busy.address() as { port: number }).port;
});
afterAll(async () => {
  busy.close();
  await removeOut(empty);
});

describe('quire: failures the user can fix', () => {
  it('a content folder without site.config.ts', async () => {
    const run = await runScriptCli('cli.ts', ['build', empty]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${empty} holds no site.config.ts: pass the content folder (quire <command> <dir>), or create a site there with 'quire init ${empty}'`);
  });

  it('a folder with no built site to preview', async () => {
    const run = await runScriptCli('cli.ts', ['preview', empty]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${empty} holds no built site (index.html): run 'quire build' first, or pass the folder it wrote`);
  });

  it('a port another program uses', async () => {
    const site = join(empty, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>t</title>\n');
    const run = await runScriptCli('cli.ts', ['preview', site, '--port', String(port), '--host', '127.0.0.1']);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`port ${port} is already in use: stop what uses it, or choose another with --port`);
  });

  it('a --base naming another host is a usage error (exit code 2), before anything is built or served', async () => {
    for (const command of ['build', 'preview']) {
      const run = await runScriptCli('cli.ts', [command, fixtureContent('basic'), '--base', '//evil.test/', '--out', join(empty, 'never')]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`^quire ${command}: --base //evil.test/: expected a path starting with one '/'\n\nUsage: quire ${command} `));
      expect(run.stdout).toBe('');
    }
  });

  it('an init over an existing site writes nothing', async () => {
    const run = await runScriptCli('cli.ts', ['init', fixtureContent('basic')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('already holds site.config.ts');
  });
});
