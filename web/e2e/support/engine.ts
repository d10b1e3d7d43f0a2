// Stockfish for the test's own side of a game against the computer: the test plays strong moves
// so that a win against level 1 is certain, and the server judges every one of them.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

const STOCKFISH = process.env.STOCKFISH_PATH ?? '/usr/games/stockfish';

export class TestEngine {
  private readonly process: ChildProcessWithoutNullStreams;
  private buffer = '';
  private waiting: { prefix: string; resolve: (line: string) => void } | null = null;

  constructor() {
    this.process = spawn(STOCKFISH, [], { stdio: 'pipe' });
    this.process.stdout.setEncoding('utf8');
    this.process.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end;
      while ((end = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, end).trim();
        this.buffer = this.buffer.slice(end + 1);
        if (this.waiting && line.startsWith(this.waiting.prefix)) {
          const { resolve } = this.waiting;
          this.waiting = null;
          resolve(line);
        }
      }
    });
  }

  private ask(command: string, prefix: string): Promise<string> {
    return new Promise((resolve) => {
      this.waiting = { prefix, resolve };
      this.process.stdin.write(`${command}\n`);
    });
  }

  /** The engine's move (UCI) in `fen`, thinking `ms` milliseconds. */
  async bestMove(fen: string, ms = 100): Promise<string> {
    await this.ask('isready', 'readyok');
    this.process.stdin.write(`position fen ${fen}\n`);
    const line = await this.ask(`go movetime ${ms}`, 'bestmove');
    const move = line.split(/\s+/)[1];
    if (!move || move === '(none)') throw new Error(`no move in ${fen}`);
    return move;
  }

  quit() {
    this.process.stdin.write('quit\n');
  }
}
