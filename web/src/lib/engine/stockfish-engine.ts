// The browser engine: Stockfish's lite single-threaded WASM build in a Web Worker, loaded on first
// use from /engine/ (copied there from the `stockfish` package by the Vite build). One search runs
// at a time; later requests wait their turn.

import { parseBestMove, parseInfo } from './uci';

export const ENGINE_SCRIPT_URL = '/engine/stockfish-lite-single.js';
export const INIT_TIMEOUT_MS = 5_000;
export const ENGINE_TIMEOUT_MS = 10_000;
export const ANALYSIS_TIMEOUT_MS = 5_000;

export const ENGINE_ERRORS = {
  initTimeout: 'Stockfish initialization timeout',
  unavailable: 'Stockfish not available through any method',
  createFailed: 'Failed to create Stockfish instance',
  notReady: 'Engine not ready',
  timeout: 'Engine timeout',
  analysisTimeout: 'Position analysis timeout',
  botMoveTimeout: (ms: number) => `Bot move timeout after ${ms}ms`,
} as const;

export interface GoOptions {
  depth?: number;
  movetimeMs?: number;
  nodes?: number;
  /** Stockfish "Skill Level" 0..20 (default 20). */
  skill?: number;
  /** UCI_LimitStrength with UCI_Elo when set. */
  elo?: number;
  multipv?: number;
  timeoutMs?: number;
  timeoutMessage?: string;
}

export interface EngineResult {
  /** UCI move, or null when the engine has none. */
  move: string | null;
  /** Pawns from White's point of view. */
  evaluation: number;
  mate?: number;
  depth: number;
  principalVariation: string[];
  /** Milliseconds. */
  time: number;
}

type Listener = (line: string) => void;

export class StockfishEngine {
  private worker: Worker | null = null;
  private starting: Promise<void> | null = null;
  private ready = false;
  private listeners = new Set<Listener>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly scriptUrl: string = ENGINE_SCRIPT_URL) {}

  isReady(): boolean {
    return this.ready;
  }

  /** Starts the worker once; rejects with the engine's error texts. */
  init(): Promise<void> {
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = null;
      this.terminate();
      throw error;
    });
    return this.starting;
  }

  private async start(): Promise<void> {
    if (typeof Worker === 'undefined') throw new Error(ENGINE_ERRORS.unavailable);
    try {
      this.worker = new Worker(this.scriptUrl);
    } catch {
      throw new Error(ENGINE_ERRORS.createFailed);
    }
    this.worker.onmessage = (event: MessageEvent) => {
      const text = typeof event.data === 'string' ? event.data : String(event.data);
      for (const line of text.split('\n')) for (const l of [...this.listeners]) l(line.trim());
    };
    this.worker.onerror = () => {
      this.ready = false;
    };
    await this.expect('uci', (l) => l === 'uciok', INIT_TIMEOUT_MS, ENGINE_ERRORS.initTimeout);
    await this.expect('isready', (l) => l === 'readyok', INIT_TIMEOUT_MS, ENGINE_ERRORS.initTimeout);
    this.ready = true;
  }

  private send(command: string): void {
    this.worker?.postMessage(command);
  }

  /** Sends `command` and resolves with the first line accepted by `until`. */
  private expect(
    command: string,
    until: (line: string) => boolean,
    timeoutMs: number,
    message: string,
    onLine?: Listener,
  ) {
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(message));
      }, timeoutMs);
      const listener: Listener = (line) => {
        onLine?.(line);
        if (until(line)) {
          clearTimeout(timer);
          this.listeners.delete(listener);
          resolve(line);
        }
      };
      this.listeners.add(listener);
      this.send(command);
    });
  }

  /** Best move for `fen`; fails with 'Engine not ready' before init() has succeeded. */
  go(fen: string, options: GoOptions = {}): Promise<EngineResult> {
    const run = async (): Promise<EngineResult> => {
      if (!this.ready || !this.worker) throw new Error(ENGINE_ERRORS.notReady);
      const whiteToMove = fen.split(' ')[1] !== 'b';
      this.send(`setoption name Skill Level value ${Math.max(0, Math.min(20, options.skill ?? 20))}`);
      this.send(`setoption name UCI_LimitStrength value ${options.elo ? 'true' : 'false'}`);
      if (options.elo) this.send(`setoption name UCI_Elo value ${options.elo}`);
      this.send(`setoption name MultiPV value ${options.multipv ?? 1}`);
      await this.expect('isready', (l) => l === 'readyok', ENGINE_TIMEOUT_MS, ENGINE_ERRORS.notReady);
      this.send(`position fen ${fen}`);
      let go = 'go';
      if (options.depth) go += ` depth ${options.depth}`;
      if (options.nodes) go += ` nodes ${options.nodes}`;
      if (options.movetimeMs) go += ` movetime ${options.movetimeMs}`;
      if (go === 'go') go += ' depth 10';
      const started = performance.now();
      const result: EngineResult = { move: null, evaluation: 0, depth: 0, principalVariation: [], time: 0 };
      const sign = whiteToMove ? 1 : -1;
      try {
        const line = await this.expect(
          go,
          (l) => l.startsWith('bestmove'),
          options.timeoutMs ?? ENGINE_TIMEOUT_MS,
          options.timeoutMessage ?? ENGINE_ERRORS.timeout,
          (l) => {
            const info = parseInfo(l);
            if (!info || info.multipv !== 1) return;
            result.depth = info.depth;
            result.principalVariation = info.pv;
            if (info.mate !== undefined) {
              result.mate = sign * info.mate;
              result.evaluation = sign * (info.mate > 0 ? 100 : -100);
            } else if (info.cp !== undefined) {
              result.mate = undefined;
              result.evaluation = (sign * info.cp) / 100;
            }
          },
        );
        result.move = parseBestMove(line) ?? null;
      } catch (error) {
        this.send('stop');
        throw error;
      }
      result.time = Math.round(performance.now() - started);
      return result;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  analyze(fen: string, depth = 12): Promise<EngineResult> {
    return this.go(fen, {
      depth,
      movetimeMs: 3_000,
      timeoutMs: ANALYSIS_TIMEOUT_MS,
      timeoutMessage: ENGINE_ERRORS.analysisTimeout,
    });
  }

  stop(): void {
    this.send('stop');
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
    this.starting = null;
  }
}

let shared: StockfishEngine | null = null;

/** The app's one engine, started on first call. */
export async function getEngine(): Promise<StockfishEngine> {
  shared ??= new StockfishEngine();
  await shared.init();
  return shared;
}
