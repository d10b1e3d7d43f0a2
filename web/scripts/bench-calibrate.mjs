// Calibrates the strength labels against an outside anchor: each chosen level plays Debian's
// native Stockfish 15.1 limited to UCI_Elo = the level's label (Stockfish's UCI_Elo is calibrated
// to the CCRL 40/4 rating list; it accepts 1350-2850; a label outside is played against the
// nearest end) at `go movetime 100`. The level is played as the server plays it
// (lib/server-levels.mjs: the server's own UCI commands from `academy bench engine-settings`, its
// engine and its random-move rule): the 25 computer levels (--levels) and the educational bot's 10
// levels (--bots). `--engine wasm` plays the computer levels with the browser's lite WASM
// Stockfish 19 instead, as the offline demo's game does.
// Openings from a fixed list of 12, both colours; results by the rules only (mate, stalemate,
// repetition, fifty moves, insufficient material; no adjudication). Prints each level's score
// and the rating it implies, with a 95% interval.
//
//   node scripts/bench-calibrate.mjs [--levels 12,15,18,20] [--bots 1,5,10] [--games 40] [--jobs 1]
//        [--first-game N] [--anchor-elo N] [--engine server|wasm] [--academy ../build/academy]
//        [--anchor /usr/games/stockfish] [--movetime 100] [--out FILE]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Chess } from 'chess.js';

import { DEFAULT_ACADEMY, SERVER_ENGINE, playServerMove, serverSettings } from './lib/server-levels.mjs';
import { OPENINGS, UciEngine, parseArgs } from './lib/uci-engine.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const { levels } = JSON.parse(readFileSync(resolve(HERE, '../../content/play/computer-levels.json'), 'utf8'));

const ANCHOR_MIN = 1350;
const ANCHOR_MAX = 2850;
const args = parseArgs(process.argv.slice(2));
const GAMES = Number(args.games ?? 40);
const JOBS = Number(args.jobs ?? 1);
const ANCHOR = args.anchor ?? '/usr/games/stockfish';
const MOVETIME = Number(args.movetime ?? 100);
const WASM = args.engine === 'wasm';
// Game numbers start here (--first-game 20 --games 20 plays the second half of a 40-game run:
// the openings and colours of games 20-39), so that runs of one level add up.
const FIRST_GAME = Number(args['first-game'] ?? 0);
// A safety net only: the fifty-move rule ends every game long before this.
const MAX_PLIES = 1200;
const list = (text) => (text ? text.split(',').map(Number) : []);
// A label outside the anchor's range is played against the nearest end: the implied rating, not
// the score, then says whether the label is honest. --anchor-elo plays every chosen level against
// one anchor (a probe for a level whose label is far off).
const anchorElo = (label) => Number(args['anchor-elo'] ?? Math.min(ANCHOR_MAX, Math.max(ANCHOR_MIN, label)));

if (!existsSync(ANCHOR)) {
  console.error(`no anchor engine at ${ANCHOR} (Debian's stockfish package)`);
  process.exit(2);
}
if (WASM && args.bots) {
  console.error('the educational bot is played by the server only: --bots needs --engine server');
  process.exit(2);
}
const server = WASM ? null : serverSettings(args.academy ?? DEFAULT_ACADEMY);

// Who plays: { kind, level, label, name, move(engine, chess) }.
function computerPlayer(level) {
  const row = levels[level - 1];
  if (!row) throw new Error(`no computer level ${level}`);
  const settings = server?.computer.get(level);
  const wasm = { skill: row.skill, nodes: row.nodes, depth: row.depth };
  return {
    kind: 'level',
    level,
    label: row.expectedElo,
    settings: settings
      ? `${settings.go}${settings.randomMove ? `, ${(100 * settings.randomMove).toFixed(1)}% random` : ''}`
      : '',
    engine: () => (WASM ? new UciEngine() : new UciEngine(SERVER_ENGINE)),
    move: async (engine, chess) => {
      if (settings) return playServerMove(engine, chess, settings);
      // The browser's game: the same rule with the WASM engine.
      if (Math.random() < (row.randomMove ?? 0)) {
        const legal = chess.moves();
        chess.move(legal[Math.floor(Math.random() * legal.length)]);
        return;
      }
      const uci = await engine.move(chess.fen(), wasm);
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    },
  };
}
function botPlayer(level) {
  const settings = server.bot.get(level);
  if (!settings) throw new Error(`no educational bot level ${level}`);
  return {
    kind: 'bot',
    level,
    label: settings.label,
    settings: `${settings.name}: ${settings.go}, ${settings.setup.find((c) => c.includes('Skill')).replace('setoption name ', '')}`,
    engine: () => new UciEngine(SERVER_ENGINE),
    move: (engine, chess) => playServerMove(engine, chess, settings),
  };
}
const chosen = [
  ...(args.levels || !args.bots
    ? (args.levels ? list(args.levels) : levels.filter((l) => l.expectedElo >= ANCHOR_MIN).map((l) => l.level)).map(
        computerPlayer,
      )
    : []),
  ...list(args.bots).map(botPlayer),
];

// 1 when white wins, 0.5 draw, 0 loss; by the rules only. `white` and `black` play a move in
// `chess` with their engine.
async function playGame(engines, white, black, opening) {
  const chess = new Chess();
  for (const uci of opening.split(' ')) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4) });
  engines.w.send('ucinewgame');
  engines.b.send('ucinewgame');
  while (!chess.isGameOver() && chess.history().length < MAX_PLIES) {
    const side = chess.turn();
    await (side === 'w' ? white : black)(engines[side], chess);
  }
  if (chess.isCheckmate()) return chess.turn() === 'w' ? 0 : 1;
  return 0.5;
}

function anchorMove(settings) {
  return async (engine, chess) => {
    const uci = await engine.move(chess.fen(), settings);
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  };
}

// The rating a score implies against an opponent rated `anchor` (the Elo logistic), and its 95%
// interval: Wilson's score interval on the share of points (draws as half points; counting them
// as a coin toss over-states the spread a little, so the interval is on the safe side), which
// stays honest at 0 or 100% where the observed spread would be zero.
export function impliedRating(anchor, results) {
  const n = results.length;
  const mean = results.reduce((a, b) => a + b, 0) / n;
  const z = 1.96;
  const centre = (mean + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((mean * (1 - mean)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  // A perfect or null score has no finite Elo: clamp to half a game from the edge.
  const clamp = (s) => Math.min(1 - 0.5 / n, Math.max(0.5 / n, s));
  const elo = (s) => Math.round(anchor + 400 * Math.log10(clamp(s) / (1 - clamp(s))));
  return { score: mean * n, mean, rating: elo(mean), low: elo(centre - half), high: elo(centre + half) };
}

async function calibrate(player) {
  const anchor = { elo: anchorElo(player.label), movetime: MOVETIME };
  const ours = player.move;
  const theirs = anchorMove(anchor);
  const started = Date.now();
  const results = [];
  for (let g = FIRST_GAME; g < FIRST_GAME + GAMES; g++) {
    const opening = OPENINGS[Math.floor(g / 2) % OPENINGS.length];
    const oursWhite = g % 2 === 0;
    const engines = oursWhite
      ? { w: player.engine(), b: new UciEngine(ANCHOR) }
      : { w: new UciEngine(ANCHOR), b: player.engine() };
    await Promise.all([engines.w.init(), engines.b.init()]);
    const r = oursWhite
      ? await playGame(engines, ours, theirs, opening)
      : 1 - (await playGame(engines, theirs, ours, opening));
    engines.w.quit();
    engines.b.quit();
    results.push(r);
    // Each game as it ends, so that a run stopped early still says what it measured.
    console.error(`${player.kind} ${player.level} game ${g + 1}: ${r}`);
  }
  return {
    ...player,
    anchor: anchor.elo,
    results,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

const queue = [...chosen].sort((a, b) => b.label - a.label);
const done = [];
async function worker() {
  while (queue.length) {
    const r = await calibrate(queue.shift());
    done.push(r);
    const f = impliedRating(r.anchor, r.results);
    console.error(
      `${r.kind} ${r.level} (label ${r.label}, anchor ${r.anchor}): ${f.score}/${r.results.length} -> about ${f.rating} (${f.low}-${f.high}) in ${r.seconds} s`,
    );
  }
}
await Promise.all(Array.from({ length: JOBS }, worker));
done.sort((a, b) => a.kind.localeCompare(b.kind) || a.level - b.level);

const lines = [
  `Anchor: ${ANCHOR} (Stockfish 15.1) with UCI_LimitStrength and UCI_Elo = the level's label, go movetime ${MOVETIME}; ours: ${WASM ? "Stockfish 19 lite single-threaded WASM (npm stockfish) with the level's settings (the offline game)" : `the server's engine (${SERVER_ENGINE}) with the server's own commands for the level (academy bench engine-settings) and its random-move rule`}. ${GAMES} games per level, colours alternating, openings from a fixed list of ${OPENINGS.length}; results by the rules only. ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| player | settings | label | anchor UCI_Elo | score vs anchor | percent | implied strength (95% interval) | honest |',
  '|---|---|---|---|---|---|---|---|',
  ...done.map((r) => {
    const f = impliedRating(r.anchor, r.results);
    // At the label: 40-60% is the target. Above the anchor's ceiling: the label must lie in the
    // interval of the implied strength.
    const ok = r.anchor === r.label ? f.mean >= 0.4 && f.mean <= 0.6 : r.label >= f.low && r.label <= f.high;
    return `| ${r.kind} ${r.level} | ${r.settings} | ${r.label} | ${r.anchor} | ${f.score}/${r.results.length} | ${(100 * f.mean).toFixed(0)}% | about ${f.rating} (${f.low}-${f.high}) | ${ok ? 'yes' : 'no'} |`;
  }),
];
console.log(lines.join('\n'));
if (args.out)
  writeFileSync(args.out, `# bench-calibrate\n\nOutput of \`make bench-calibrate\`.\n\n${lines.join('\n')}\n`);
