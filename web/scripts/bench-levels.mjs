// Engine-vs-engine matches between neighbouring computer levels, each level played as the server
// plays it (lib/server-levels.mjs: the server's own UCI commands from `academy bench
// engine-settings`, its engine /usr/games/stockfish and its random-move rule); `--engine wasm`
// plays them with the lite single-threaded Stockfish WASM build the browser's offline game uses
// (run under Node as a UCI child process) and the settings of content/play/computer-levels.json.
// Prints each level's score against the level below.
//
//   node scripts/bench-levels.mjs [--games N] [--from L] [--to L] [--jobs J] [--engine server|wasm]
//        [--academy ../build/academy] [--out FILE]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Chess } from 'chess.js';

import { DEFAULT_ACADEMY, SERVER_ENGINE, playServerMove, serverSettings } from './lib/server-levels.mjs';
import { OPENINGS, UciEngine, parseArgs } from './lib/uci-engine.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const { levels } = JSON.parse(readFileSync(resolve(HERE, '../../content/play/computer-levels.json'), 'utf8'));

const args = parseArgs(process.argv.slice(2));
const GAMES = Number(args.games ?? 20);
const FROM = Number(args.from ?? 2);
const TO = Number(args.to ?? 25);
const JOBS = Number(args.jobs ?? 2);
// The expensive top levels may play fewer games (--top-games N from level --top-from L).
const TOP_FROM = Number(args['top-from'] ?? 26);
const TOP_GAMES = Number(args['top-games'] ?? GAMES);
const gamesFor = (level) => (level >= TOP_FROM ? TOP_GAMES : GAMES);
const MAX_PLIES = 200;
const WASM = args.engine === 'wasm';
const server = WASM ? null : serverSettings(args.academy ?? DEFAULT_ACADEMY);
const newEngine = () => (WASM ? new UciEngine() : new UciEngine(SERVER_ENGINE));

function material(chess) {
  const values = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };
  let score = 0;
  for (const row of chess.board()) for (const sq of row) if (sq) score += (sq.color === 'w' ? 1 : -1) * values[sq.type];
  return score;
}

// 1 when `white` wins, 0.5 draw, 0 loss.
async function playGame(engines, white, black, opening) {
  const chess = new Chess();
  for (const uci of opening.split(' ')) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4) });
  engines.w.send('ucinewgame');
  engines.b.send('ucinewgame');
  let lopsided = 0;
  let ahead = 0;
  while (!chess.isGameOver() && chess.history().length < MAX_PLIES) {
    const side = chess.turn();
    const settings = side === 'w' ? white : black;
    const served = server?.computer.get(settings.level);
    // The weaker levels play a share of their moves at random, as the server and the game screen do.
    if (served) {
      await playServerMove(engines[side], chess, served);
    } else if (Math.random() < (settings.randomMove ?? 0)) {
      const legal = chess.moves();
      chess.move(legal[Math.floor(Math.random() * legal.length)]);
    } else {
      const uci = await engines[side].move(chess.fen(), settings);
      if (!uci || uci === '(none)' || uci === 'a1a1') break;
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    }
    // Adjudicate a game that is long decided: a queen's worth of material for 10 plies, or a
    // rook's worth for 16 (the weak levels rarely give such a lead back; it saves much time).
    const balance = material(chess);
    lopsided = Math.abs(balance) >= 9 ? lopsided + 1 : 0;
    ahead =
      Math.abs(balance) >= 5 && Math.sign(balance) === Math.sign(ahead || balance) ? ahead + Math.sign(balance) : 0;
    if (lopsided >= 10 || Math.abs(ahead) >= 16) return balance > 0 ? 1 : 0;
  }
  if (chess.isCheckmate()) return chess.turn() === 'w' ? 0 : 1;
  return 0.5;
}

async function match(level) {
  const upper = levels[level - 1];
  const lower = levels[level - 2];
  const engines = { w: newEngine(), b: newEngine() };
  await Promise.all([engines.w.init(), engines.b.init()]);
  let score = 0;
  const started = Date.now();
  const games = gamesFor(level);
  for (let g = 0; g < games; g++) {
    const opening = OPENINGS[Math.floor(g / 2) % OPENINGS.length];
    const upperWhite = g % 2 === 0;
    const result = upperWhite
      ? await playGame(engines, upper, lower, opening)
      : 1 - (await playGame(engines, lower, upper, opening));
    score += result;
  }
  engines.w.quit();
  engines.b.quit();
  return { level, score, games, seconds: Math.round((Date.now() - started) / 1000) };
}

const queue = [];
// The dearest pairs (most nodes) first, so that the jobs finish together.
for (let l = Math.min(25, TO); l >= Math.max(2, FROM); l--) queue.push(l);
const results = [];
async function worker() {
  while (queue.length) {
    const level = queue.shift();
    const r = await match(level);
    results.push(r);
    console.error(`level ${r.level} vs ${r.level - 1}: ${r.score}/${r.games} (${r.seconds} s)`);
  }
}
await Promise.all(Array.from({ length: JOBS }, worker));
results.sort((a, b) => a.level - b.level);

const lines = [
  `Engine: ${WASM ? "Stockfish 19 lite single-threaded WASM (npm stockfish), the offline game's" : `the server's (${SERVER_ENGINE}, Stockfish 15.1) with the server's own commands per level (academy bench engine-settings) and its random-move rule`}, ${new Date().toISOString().slice(0, 10)}, ${GAMES} games per pair${TOP_FROM <= 25 ? ` (${TOP_GAMES} from level ${TOP_FROM}, to keep the run short)` : ''}, colours alternating, openings from a fixed list of ${OPENINGS.length}; a game is adjudicated after 10 plies with a queen's worth of material ahead or 16 with a rook's worth, and drawn at ${MAX_PLIES} plies.`,
  '',
  '| level | settings | expected Elo | score vs level below | percent |',
  '|---|---|---|---|---|',
  ...results.map((r) => {
    const s = levels[r.level - 1];
    const settings = [
      s.randomMove ? `${(100 * s.randomMove).toFixed(1)}% random` : '',
      `skill ${s.skill}`,
      s.depth ? `depth ${s.depth}` : '',
      s.nodes ? `nodes ${s.nodes}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `| ${r.level} | ${settings} | ${s.expectedElo} | ${r.score}/${r.games} | ${((100 * r.score) / r.games).toFixed(0)}% |`;
  }),
];
const failing = results.filter((r) => r.score * 2 <= r.games);
lines.push(
  '',
  failing.length
    ? `NOT MONOTONIC at levels ${failing.map((r) => r.level).join(', ')}`
    : 'Every level scores above 50% against the level below.',
);
console.log(lines.join('\n'));
if (args.out) writeFileSync(args.out, `# bench-levels\n\nOutput of \`make bench-levels\`.\n\n${lines.join('\n')}\n`);
process.exitCode = failing.length ? 1 : 0;
