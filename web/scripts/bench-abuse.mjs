#!/usr/bin/env node
// `make bench-abuse` (issue 11): what a hostile load does to everyone else. Starts a real
// `academy serve`, then
//   1. 20 clients request deep analyses in a loop while health and sign-in are timed
//      (targets: health p99 < 50 ms, login p99 < 300 ms);
//   2. 4 sockets send 1,100 pings each with a 60 KB timestamp without reading the answers, and the
//      server's RSS is read before and after.
// Usage: node web/scripts/bench-abuse.mjs [path/to/academy] (ACADEMY_BIN, DURATION seconds).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import WebSocket from 'ws';

const academy = process.argv[2] ?? process.env.ACADEMY_BIN ?? 'build/academy';
const DURATION_MS = Number(process.env.DURATION ?? 15) * 1000;
const ANALYSERS = 20;
const PING_SOCKETS = 4;
const PINGS_PER_SOCKET = 1100;
// The deepest analysis the server accepts (a deeper one is a 400 at once, which would load nothing).
const DEEP = { fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3', depth: 20 };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function timed(fn) {
  const started = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const post = (base, path, body, headers = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function main() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'academy-bench-abuse-'));
  const base = `http://127.0.0.1:${port}`;
  // The engine limit is per address and every client here is 127.0.0.1: it is raised so the
  // analysis load really reaches the engines, as twenty addresses would.
  const server = spawn(
    academy,
    [
      'serve',
      '--port',
      String(port),
      '--db',
      `sqlite:${join(dir, 'academy.db')}`,
      '--web-root',
      join(dir, 'web'),
      '--log-level',
      'warn',
      '--auth-rate-limit',
      '1000000',
      '--engine-rate-limit',
      '1000000',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      await sleep(100);
    }
    const email = 'bench@example.com';
    const password = 'bench-abuse-password-1';
    await post(base, '/api/auth/register', { email, password, username: 'bench', displayName: 'Bench' });

    // Quiet figures first, for comparison.
    const quiet = { health: [], login: [] };
    for (let i = 0; i < 50; i++) quiet.health.push((await timed(() => fetch(`${base}/api/health`))).ms);
    for (let i = 0; i < 10; i++)
      quiet.login.push((await timed(() => post(base, '/api/auth/login', { email, password }))).ms);

    // 1. Twenty clients asking for deep analyses, without pause.
    let stop = false;
    const answers = { 200: 0, 400: 0, 503: 0, 429: 0, other: 0 };
    const analysers = Array.from({ length: ANALYSERS }, async () => {
      while (!stop) {
        try {
          const r = await post(base, '/api/analysis', DEEP);
          await r.arrayBuffer();
          if (r.status in answers) answers[r.status]++;
          else answers.other++;
          if (r.status === 503) await sleep(100); // a polite client honours Retry-After, a hostile one barely
        } catch {
          answers.other++;
        }
      }
    });
    await sleep(500);
    const loaded = { health: [], login: [] };
    const deadline = Date.now() + DURATION_MS;
    while (Date.now() < deadline) {
      loaded.health.push((await timed(() => fetch(`${base}/api/health`))).ms);
      if (loaded.health.length % 5 === 0)
        loaded.login.push((await timed(() => post(base, '/api/auth/login', { email, password }))).ms);
      await sleep(20);
    }
    stop = true;
    await Promise.all(analysers);

    // 2. Oversized pings that nobody reads the answers to.
    const rssBefore = rssMb(server.pid);
    const sockets = await Promise.all(
      Array.from(
        { length: PING_SOCKETS },
        () =>
          new Promise((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
            ws.once('open', () => resolve(ws));
            ws.once('error', reject);
          }),
      ),
    );
    const huge = '9'.repeat(60_000);
    for (const ws of sockets) {
      ws.pause(); // never read what comes back
      for (let i = 0; i < PINGS_PER_SOCKET; i++) ws.send(JSON.stringify({ event: 'ping', data: { timestamp: huge } }));
    }
    await sleep(3000);
    const rssAfter = rssMb(server.pid);
    for (const ws of sockets) ws.terminate();

    const fmt = (v) => `${v.toFixed(1)} ms`;
    console.log(`bench-abuse: ${ANALYSERS} clients requesting depth-20 analyses (the cap) for ${DURATION_MS / 1000} s`);
    console.log(
      `  analyses answered: ${answers[200]} ok, ${answers[503]} busy (503), ${answers[429]} limited (429), ${answers.other} other`,
    );
    console.log(
      `  GET /api/health   quiet p99 ${fmt(percentile(quiet.health, 99))}   under load p50 ${fmt(percentile(loaded.health, 50))} p99 ${fmt(percentile(loaded.health, 99))} (${loaded.health.length} requests; target p99 < 50 ms)`,
    );
    console.log(
      `  POST /api/auth/login quiet p99 ${fmt(percentile(quiet.login, 99))}   under load p50 ${fmt(percentile(loaded.login, 50))} p99 ${fmt(percentile(loaded.login, 99))} (${loaded.login.length} requests; target p99 < 300 ms)`,
    );
    console.log(
      `  ${PING_SOCKETS} sockets x ${PINGS_PER_SOCKET} pings with a 60 KB timestamp: RSS ${rssBefore.toFixed(1)} MB before, ${rssAfter.toFixed(1)} MB after`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
