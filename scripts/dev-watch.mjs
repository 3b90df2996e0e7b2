/**
 * node scripts/dev-watch.mjs [quire dev arguments]: `npm run dev` and `npm run docs:dev` for this
 * repository's contributors. `quire dev` serves the theme as the package build made it (lib/), so
 * this runs it and watches the package's sources: on a change it builds the package again, then
 * starts the dev server afresh on the same port, and the open page reloads (Vite's client reloads
 * a page whose server came back). A failed build prints its error and leaves the running server as
 * it is. The theme's CSS is left out: the dev server hot-updates it from the sources already.
 *
 * A user's `quire dev` (the installed package) has none of this.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildPackageIfStale, isBuilt } from './build-package.mjs';

/** The generator whose sources are watched and whose lib/ is built: the folder this script is in. */
const ROOT = resolve(import.meta.dirname, '..');
/** The package's sources outside src/ (src/ is watched whole). */
const ROOT_SOURCES = new Set(['cli.ts', 'prerender.ts', 'index.ts', 'client-entry.tsx', 'server-entry.tsx']);
/** Saves come in bursts (an editor writes, renames, touches): one build after the burst. */
const SETTLE_MS = 150;
const URL_PORT_RE = /https?:\/\/[^\s/]+:(\d+)/;
const COLOUR_RE = /\x1b\[[0-9;]*m/g;

const say = (line) => console.log(`dev-watch: ${line}`);

/** The dev command's arguments with `--port <port>` set to the port the first server took. */
function withPort(args, port) {
  const rest = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--port') i++;
    else if (!args[i].startsWith('--port=')) rest.push(args[i]);
  }
  return [...rest, '--port', String(port)];
}

/** Start `quire dev`; `ready` resolves with its port once it prints its URL. Its output goes on to ours. */
function startDev(args) {
  const child = spawn(process.execPath, [join(ROOT, 'bin/quire.mjs'), 'dev', ...args], {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0))));
  const ready = new Promise((resolveReady, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      printed += chunk.toString();
      const port = URL_PORT_RE.exec(printed.replace(COLOUR_RE, ''))?.[1];
      if (port) resolveReady(Number(port));
    });
    exited.then((code) => reject(new Error(`quire dev exited with code ${code}`)));
  });
  ready.catch(() => undefined);
  return { child, exited, ready };
}

/** Run the package build in a process of its own; its output is kept, to print should it fail. */
function runPackageBuild() {
  return new Promise((resolveBuild) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/build-package.mjs')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolveBuild({ ok: false, output: String(error) }));
    child.on('exit', (code) => resolveBuild({ ok: code === 0, output }));
  });
}

const args = process.argv.slice(2);
await buildPackageIfStale();
let dev = startDev(args);
let restarting = false;
let port = await dev.ready.catch(() => undefined);
if (port === undefined) process.exit(await dev.exited);

/** A dev server that stops on its own ends the watch, with its exit code. */
function followExit(current) {
  void current.exited.then((code) => {
    if (current === dev && !restarting) process.exit(code);
  });
}
followExit(dev);

/** Build the package when its sources changed since lib/ was built; then serve it afresh on the same port. */
async function rebuildAndRestart() {
  if (isBuilt()) return;
  const build = await runPackageBuild();
  if (!build.ok) {
    process.stderr.write(build.output);
    say('the package build failed: the dev server runs on with the last build');
    return;
  }
  restarting = true;
  dev.child.kill('SIGTERM');
  await dev.exited;
  dev = startDev(withPort(args, port));
  port = await dev.ready.catch(() => undefined);
  restarting = false;
  if (port === undefined) process.exit(await dev.exited);
  followExit(dev);
  say(`theme sources changed: package rebuilt, dev server restarted on port ${port} (the open page reloads)`);
}

let timer;
let running = Promise.resolve();
function onSourceChange(file) {
  if (!file || file.endsWith('.css')) return;
  clearTimeout(timer);
  // one build at a time: a change during a build is built after it
  timer = setTimeout(() => {
    running = running.then(rebuildAndRestart).catch((error) => say(`could not rebuild: ${error.message}`));
  }, SETTLE_MS);
}

watch(join(ROOT, 'src'), { recursive: true }, (_event, file) => onSourceChange(file ?? undefined));
watch(ROOT, (_event, file) => {
  if (file && ROOT_SOURCES.has(file)) onSourceChange(file);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restarting = true;
    dev.child.kill(signal);
    void dev.exited.then(() => process.exit(0));
  });
}
