// Calibrates the computer levels against an outside anchor: each chosen level (the lite WASM
// Stockfish the browser uses, with the settings of content/play/computer-levels.json)
// plays Debian's native Stockfish 15.1 limited to UCI_Elo = the level's label (Stockfish's
// UCI_Elo is calibrated to the CCRL 40/4 rating list; it accepts 1350-2850) at `go movetime 100`.
// Openings from a fixed list of 12, both colours; results by the rules only (mate, stalemate,
// repetition, fifty moves, insufficient material; no adjudication). Prints each level's score
// and the rating it implies, with a 95% interval.
//
//   node scripts/bench-calibrate.mjs [--levels 12,15,18,20] [--games 40] [--jobs 2]
//        [--anchor /usr/games/stockfish] [--movetime 100] [--out FILE]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Chess } from 'chess.js';

import { OPENINGS, UciEngine, parseArgs } from './lib/uci-engine.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const { levels } = JSON.parse(readFileSync(resolve(HERE, '../../content/play/computer-levels.json'), 'utf8'));

const ANCHOR_MIN = 1350;
const ANCHOR_MAX = 2850;
const args = parseArgs(process.argv.slice(2));
const GAMES = Number(args.games ?? 40);
const JOBS = Number(args.jobs ?? 2);
const ANCHOR = args.anchor ?? '/usr/games/stockfish';
const MOVETIME = Number(args.movetime ?? 100);
// A safety net only: the fifty-move rule ends every game long before this.
const MAX_PLIES = 1200;
const chosen = args.levels
  ? args.levels.split(',').map(Number)
  : levels.filter((l) => l.expectedElo >= ANCHOR_MIN).map((l) => l.level);
// A label above the anchor's ceiling is played against the ceiling: the implied rating, not the
// score, then says whether the label is honest.
const anchorElo = (label) => Math.min(label, ANCHOR_MAX);

if (!existsSync(ANCHOR)) {
  console.error(`no anchor engine at ${ANCHOR} (Debian's stockfish package)`);
  process.exit(2);
}
for (const level of chosen) {
  const l = levels[level - 1];
  if (!l || l.expectedElo < ANCHOR_MIN) {
    console.error(`level ${level}: its label must be at least the anchor's floor ${ANCHOR_MIN}`);
    process.exit(2);
  }
}

// 1 when white wins, 0.5 draw, 0 loss; by the rules only.
async function playGame(engines, white, black, opening) {
  const chess = new Chess();
  for (const uci of opening.split(' ')) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4) });
  engines.w.send('ucinewgame');
  engines.b.send('ucinewgame');
  while (!chess.isGameOver() && chess.history().length < MAX_PLIES) {
    const side = chess.turn();
    const settings = side === 'w' ? white : black;
    // The level plays a share of its moves at random, as the game screen does.
    if (Math.random() < (settings.randomMove ?? 0)) {
      const legal = chess.moves();
      chess.move(legal[Math.floor(Math.random() * legal.length)]);
      continue;
    }
    const uci = await engines[side].move(chess.fen(), settings);
    if (!uci || uci === '(none)') break;
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  }
  if (chess.isCheckmate()) return chess.turn() === 'w' ? 0 : 1;
  return 0.5;
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

async function calibrate(level) {
  const settings = levels[level - 1];
  const anchor = { elo: anchorElo(settings.expectedElo), movetime: MOVETIME };
  const ours = { skill: settings.skill, nodes: settings.nodes, depth: settings.depth, randomMove: settings.randomMove };
  const started = Date.now();
  const results = [];
  for (let g = 0; g < GAMES; g++) {
    const opening = OPENINGS[Math.floor(g / 2) % OPENINGS.length];
    const oursWhite = g % 2 === 0;
    const engines = oursWhite
      ? { w: new UciEngine(), b: new UciEngine(ANCHOR) }
      : { w: new UciEngine(ANCHOR), b: new UciEngine() };
    await Promise.all([engines.w.init(), engines.b.init()]);
    const r = oursWhite
      ? await playGame(engines, ours, anchor, opening)
      : 1 - (await playGame(engines, anchor, ours, opening));
    engines.w.quit();
    engines.b.quit();
    results.push(r);
  }
  return {
    level,
    label: settings.expectedElo,
    anchor: anchor.elo,
    results,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

const queue = [...chosen].sort((a, b) => b - a);
const done = [];
async function worker() {
  while (queue.length) {
    const level = queue.shift();
    const r = await calibrate(level);
    done.push(r);
    const f = impliedRating(r.anchor, r.results);
    console.error(
      `level ${r.level} (label ${r.label}, anchor ${r.anchor}): ${f.score}/${r.results.length} -> about ${f.rating} (${f.low}-${f.high}) in ${r.seconds} s`,
    );
  }
}
await Promise.all(Array.from({ length: JOBS }, worker));
done.sort((a, b) => a.level - b.level);

const lines = [
  `Anchor: ${ANCHOR} (Stockfish 15.1) with UCI_LimitStrength and UCI_Elo = the level's label, go movetime ${MOVETIME}; ours: Stockfish 19 lite single-threaded WASM (npm stockfish) with the level's settings. ${GAMES} games per level, colours alternating, openings from a fixed list of ${OPENINGS.length}; results by the rules only.`,
  '',
  '| level | label | anchor UCI_Elo | score vs anchor | percent | implied strength (95% interval) | honest |',
  '|---|---|---|---|---|---|---|',
  ...done.map((r) => {
    const f = impliedRating(r.anchor, r.results);
    // At the label: 40-60% is the target. Above the anchor's ceiling: the label must lie in the
    // interval of the implied strength.
    const ok = r.anchor === r.label ? f.mean >= 0.4 && f.mean <= 0.6 : r.label >= f.low && r.label <= f.high;
    return `| ${r.level} | ${r.label} | ${r.anchor} | ${f.score}/${r.results.length} | ${(100 * f.mean).toFixed(0)}% | about ${f.rating} (${f.low}-${f.high}) | ${ok ? 'yes' : 'no'} |`;
  }),
];
console.log(lines.join('\n'));
if (args.out)
  writeFileSync(args.out, `# bench-calibrate\n\nOutput of \`make bench-calibrate\`.\n\n${lines.join('\n')}\n`);
