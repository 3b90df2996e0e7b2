#!/usr/bin/env node
// The generator's command line, as the package build made it (lib/cli.js, scripts/build-package.mjs):
// plain JavaScript, nothing of it is compiled or bundled as it starts. cli.ts reports its own
// failures; one before it runs (the package is not built, or its files do not load) is one line too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CLI = new URL('../lib/cli.js', import.meta.url);

/**
 * A build keeps two JavaScript threads busy (the compile and the code highlighting), and V8
 * optimises their hot functions on background threads: four of them, whatever the machine. Where
 * the cores are few, those four take turns with the build's own threads. So `quire build` runs in a
 * child Node whose pool Node sizes to the machine's cores, unless Node was given a pool size.
 */
const POOL_SIZE = '--v8-pool-size';
/** Set in the build's child: the process id of the command that started it. */
const PARENT_ENV = 'QUIRE_BUILD_PARENT';
/** The signals that stop a command, passed on to its child. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The first line of a message, control characters escaped. */
function summaryOf(error) {
  const line = String(error?.message ?? error)
    .split('\n')[0]
    .trim();
  return line.replace(/[\u0000-\u001f\u007f-\u009f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`) || 'unknown error';
}

function poolSizeGiven() {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return flags.some((flag) => flag === POOL_SIZE || flag.startsWith(`${POOL_SIZE}=`));
}

/**
 * Run this command again in a child Node with the pool sized to the machine. The child shares the
 * standard streams; this process passes on the signals that stop it and ends as the child ended.
 */
function runInChild() {
  // listening before the child starts: the child is there before spawn returns, so a signal sent as
  // soon as it shows would otherwise find this process without its handlers (and end it alone); a
  // handler only runs once spawn has returned
  let child;
  const pass = (signal) => child.kill(signal);
  for (const signal of STOP_SIGNALS) process.on(signal, pass);
  child = spawn(process.execPath, [...process.execArgv, `${POOL_SIZE}=0`, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, [PARENT_ENV]: String(process.pid) },
  });
  child.on('error', (error) => {
    console.error(`quire: cannot start: ${summaryOf(error)}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    for (const stop of STOP_SIGNALS) process.off(stop, pass);
    if (signal) process.kill(process.pid, signal);
    process.exitCode = code ?? 1;
  });
}

/**
 * In the build's child: end as the command that started it did, should it be killed without the
 * chance to stop its child (SIGKILL), rather than finish a build nobody waits for.
 */
function endWithParent() {
  const parent = Number(process.env[PARENT_ENV]);
  delete process.env[PARENT_ENV];
  if (!parent) return;
  const look = () => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGKILL');
  };
  look();
  setInterval(look, 100).unref();
}

if (!existsSync(CLI)) {
  console.error('quire: the package is not built: run npm run build:package');
  process.exit(1);
}
if (process.argv[2] === 'build' && !poolSizeGiven()) {
  runInChild();
} else {
  endWithParent();
  try {
    await import(CLI.href);
  } catch (error) {
    const debug = process.env.QUIRE_DEBUG === '1';
    console.error(`quire: cannot start: ${summaryOf(error)}${debug ? '' : ' (QUIRE_DEBUG=1 prints its stack)'}`);
    if (debug) console.error(error);
    process.exit(1);
  }
}
