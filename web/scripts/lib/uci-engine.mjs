// A UCI engine as a child process, for the engine-vs-engine benchmarks: either the lite
// single-threaded Stockfish WASM build the browser uses (run under Node), or a native binary
// such as Debian's /usr/games/stockfish (the calibration anchor).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const require = createRequire(import.meta.url);
export const WASM_ENGINE = resolve(
  dirname(require.resolve('stockfish/package.json')),
  'bin/stockfish-19-lite-single.js',
);

export class UciEngine {
  // `binary`: a native engine's path; without it, the browser's WASM build under Node.
  constructor(binary) {
    this.proc = binary
      ? spawn(binary, [], { stdio: ['pipe', 'pipe', 'ignore'] })
      : spawn(process.execPath, [WASM_ENGINE], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.buffer = '';
    this.waiters = [];
    this.proc.stdout.on('data', (chunk) => {
      this.buffer += chunk.toString();
      let nl;
      while ((nl = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, nl).trim();
        this.buffer = this.buffer.slice(nl + 1);
        for (const w of [...this.waiters]) w(line);
      }
    });
  }
  send(cmd) {
    this.proc.stdin.write(cmd + '\n');
  }
  waitFor(prefix) {
    return new Promise((resolveLine) => {
      const w = (line) => {
        if (line.startsWith(prefix)) {
          this.waiters = this.waiters.filter((x) => x !== w);
          resolveLine(line);
        }
      };
      this.waiters.push(w);
    });
  }
  async init() {
    this.send('uci');
    await this.waitFor('uciok');
    this.send('setoption name Hash value 16');
    this.send('setoption name Threads value 1');
    this.send('isready');
    await this.waitFor('readyok');
  }
  // settings: { skill?, elo? (UCI_LimitStrength + UCI_Elo), depth?, nodes?, movetime? }
  async move(fen, settings) {
    if (settings.skill !== undefined) this.send(`setoption name Skill Level value ${settings.skill}`);
    this.send(`setoption name UCI_LimitStrength value ${settings.elo ? 'true' : 'false'}`);
    if (settings.elo) this.send(`setoption name UCI_Elo value ${settings.elo}`);
    this.send('isready');
    await this.waitFor('readyok');
    this.send(`position fen ${fen}`);
    let go = 'go';
    if (settings.depth) go += ` depth ${settings.depth}`;
    if (settings.nodes) go += ` nodes ${settings.nodes}`;
    if (settings.movetime) go += ` movetime ${settings.movetime}`;
    this.send(go);
    const line = await this.waitFor('bestmove');
    return line.split(/\s+/)[1];
  }
  // One search exactly as the server's engine pool runs it: its setup commands (options and
  // "ucinewgame"), the position, its go command (lib/server-levels.mjs).
  async search(fen, setup, go) {
    for (const command of setup) this.send(command);
    this.send('isready');
    await this.waitFor('readyok');
    this.send(`position fen ${fen}`);
    this.send(go);
    const line = await this.waitFor('bestmove');
    return line.split(/\s+/)[1];
  }
  quit() {
    this.send('quit');
    this.proc.kill();
  }
}

// Short, varied openings so that games between deterministic settings differ.
export const OPENINGS = [
  'e2e4 e7e5',
  'd2d4 d7d5',
  'c2c4 e7e5',
  'g1f3 d7d5',
  'e2e4 c7c5',
  'd2d4 g8f6',
  'e2e4 e7e6',
  'e2e4 c7c6',
  'c2c4 c7c5',
  'b1c3 d7d5',
  'e2e4 d7d6',
  'd2d4 f7f5',
];

// --name value pairs of the command line.
export function parseArgs(argv) {
  return Object.fromEntries(
    argv.reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
  );
}
