import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startOidcProvider } from './oidc-provider';
import { startFakeMessagesApi } from './support/fake-messages-api';

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The server binary, built by the top-level CMake build; ACADEMY_BIN overrides it. */
export const ACADEMY_BIN = process.env.ACADEMY_BIN ?? resolve(WEB_DIR, '../build/academy');
const STARTUP_TIMEOUT_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`academy exited with code ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`academy did not answer GET /api/health with 200 within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * The database of one server: a SQLite file in its folder, or, when ACADEMY_TEST_DB names a
 * PostgreSQL server (`make test-postgres`), a new empty schema there (made with Debian's psql).
 */
function databaseUrl(dataDir: string, port: number): string {
  const server = process.env.ACADEMY_TEST_DB ?? '';
  if (!/^postgres(ql)?:\/\//.test(server)) return `sqlite:${join(dataDir, 'academy.db')}`;
  const schema = `e2e_${process.pid}_${port}_${Date.now()}`;
  execFileSync('psql', [server, '-q', '-v', 'ON_ERROR_STOP=1', '-c', `CREATE SCHEMA ${schema}`]);
  return `${server}${server.includes('?') ? '&' : '?'}options=-csearch_path%3D${schema}`;
}

/**
 * Starts `academy serve` on a free port with a throw-away database (databaseUrl), serving web/dist,
 * and resolves once GET /api/health answers 200. `extraFlags` go after the usual ones (a spec that
 * needs its own server, such as a short access-token lifetime).
 */
export async function startAcademyServer(extraFlags: string[] = []): Promise<RunningServer> {
  if (!existsSync(ACADEMY_BIN)) {
    throw new Error(`Server binary not found at ${ACADEMY_BIN}: build the server first (or set ACADEMY_BIN).`);
  }
  if (!existsSync(join(WEB_DIR, 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: run "npm run build" before "npm run e2e".');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-'));
  // Accounts: a throw-away signing secret, third-party sign-in against the loopback test
  // provider, and a sign-in rate limit high enough for many tests from one address.
  const oidc = await startOidcProvider();
  // The coach's AI voice goes to a fake of the provider's Messages API (coach.spec.ts).
  const ai = await startFakeMessagesApi();
  const accountFlags = [
    '--jwt-secret-file',
    join(dataDir, 'jwt-secret'),
    '--auth-rate-limit',
    '1000',
    '--guest-rate-limit',
    '1000',
    // Every visitor who does something becomes an anonymous learner (POST /api/auth/anonymous):
    // all the tests' visitors come from one address.
    '--learner-rate-limit',
    '10000',
    // progress.spec.ts moves the server's clock to grow a streak across two days.
    '--test-clock',
    '--oidc-issuer',
    oidc.issuer,
    '--oidc-authorize-url',
    oidc.authorizeUrl,
    '--oidc-token-url',
    oidc.tokenUrl,
    '--oidc-userinfo-url',
    oidc.userinfoUrl,
    '--oidc-client-id',
    oidc.clientId,
    '--oidc-client-secret',
    oidc.clientSecret,
    '--ai-url',
    ai.url,
    ...extraFlags,
  ];
  const child = spawn(
    ACADEMY_BIN,
    ['serve', '--port', String(port), '--db', databaseUrl(dataDir, port), '--web-root', 'dist', ...accountFlags],
    { cwd: WEB_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await oidc.stop();
    await ai.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
