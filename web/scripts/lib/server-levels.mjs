// The computer levels and the educational bot's levels played exactly as the server plays them:
// the UCI commands come from the server itself (`academy bench engine-settings`, which prints
// what engine/engine_pool.cpp sends for a move at each level), sent to the server's engine
// (Debian's /usr/games/stockfish, Stockfish 15.1), with the server's random-move rule
// (engine/computer_levels.cpp: a uniform random number below the level's randomMove share plays a
// uniformly chosen legal move instead of the engine's; so does an engine answer that is no legal
// move).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_ACADEMY = resolve(HERE, '../../../build/academy');
export const SERVER_ENGINE = '/usr/games/stockfish';

/**
 * { computer: Map(level -> settings), bot: Map(level -> settings) }, each settings
 * { kind, level, label, randomMove, setup: [commands], go, name }.
 */
export function serverSettings(academy = DEFAULT_ACADEMY) {
  if (!existsSync(academy)) {
    console.error(`no server binary at ${academy}: build it first (ninja -C build academy)`);
    process.exit(2);
  }
  const text = execFileSync(academy, ['bench', 'engine-settings'], { encoding: 'utf8' });
  const out = { computer: new Map(), bot: new Map() };
  for (const line of text.split('\n').filter(Boolean)) {
    const [kind, level, label, randomMove, setup, go, name] = line.split('\t');
    out[kind].set(Number(level), {
      kind,
      level: Number(level),
      label: Number(label),
      randomMove: Number(randomMove),
      setup: setup.split('|'),
      go,
      name,
    });
  }
  return out;
}

function randomLegal(chess) {
  const legal = chess.moves({ verbose: true });
  return legal[Math.floor(Math.random() * legal.length)];
}

/** Plays the server's move at `settings` in `chess` (a chess.js game) with `engine` (a UciEngine). */
export async function playServerMove(engine, chess, settings) {
  if (Math.random() < settings.randomMove) {
    chess.move(randomLegal(chess));
    return;
  }
  const uci = await engine.search(chess.fen(), settings.setup, settings.go);
  try {
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  } catch {
    chess.move(randomLegal(chess));
  }
}
