// For content authors: what the rules and Stockfish say about a position, by the same rule the
// content truth test (`academy lessons verify`) applies to a "find the best move" task.
//
//   node scripts/probe-position.mjs "<fen>" [--play e2e4,e7e5] [--accept d1h5,f3f7] [--depth 12]
//
// Prints whether the FEN is legal (by chess.js; the C++ rules core is the final judge), then every
// legal move with Stockfish 15.1's score from the mover's side (MultiPV over all moves) and its
// win-percentage loss against the best. With --accept it says whether that set of answers would
// pass: every accepted move loses at most 5 win% (or, when the best is a forced mate, mates too)
// and no move that loses under 1 win% (or mates as fast as the best) is left out.
import { spawn } from 'node:child_process';

import { Chess } from 'chess.js';

import { parseArgs } from './lib/uci-engine.mjs';

const [fenArg, ...rest] = process.argv.slice(2);
const args = parseArgs(rest);
const depth = Number(args.depth ?? 12);
const chess = new Chess();
try {
  chess.load(fenArg);
} catch (e) {
  console.log(`ILLEGAL FEN: ${e.message}`);
  process.exit(1);
}
for (const uci of (args.play ?? '').split(',').filter(Boolean)) {
  try {
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  } catch {
    console.log(`ILLEGAL MOVE ${uci} in ${chess.fen()}`);
    process.exit(1);
  }
}
const fen = chess.fen();
const legal = chess.moves({ verbose: true });
console.log(`fen: ${fen}\nto move: ${chess.turn() === 'w' ? 'White' : 'Black'}; ${legal.length} legal moves`);
if (legal.length === 0) process.exit(0);

// Best first: a faster mate, then the higher evaluation, then a slower loss to mate.
const rank = (s) => (s.mate !== undefined ? (s.mate > 0 ? 1e6 - s.mate : -1e6 - s.mate) : s.cp);
const winPct = (s) =>
  s.mate !== undefined ? (s.mate > 0 ? 100 : 0) : 50 + 50 * (2 / (1 + Math.exp(-0.00368208 * s.cp)) - 1);
const sf = spawn('/usr/games/stockfish', [], { stdio: ['pipe', 'pipe', 'ignore'] });
let buf = '';
const lines = [];
const done = new Promise((resolve) => {
  sf.stdout.on('data', (c) => {
    buf += c;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i).trim();
      buf = buf.slice(i + 1);
      lines.push(line);
      if (line.startsWith('bestmove')) resolve();
    }
  });
});
sf.stdin.write(
  `uci\nsetoption name Threads value 1\nsetoption name Hash value 64\nsetoption name MultiPV value ${legal.length}\nucinewgame\nposition fen ${fen}\ngo depth ${depth}\n`,
);
await done;
sf.kill();

const byMove = new Map();
for (const line of lines) {
  const m = line.match(/ depth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+).* pv (\S+)/);
  if (m && Number(m[1]) === depth) byMove.set(m[5], m[3] === 'cp' ? { cp: Number(m[4]) } : { mate: Number(m[4]) });
}
const rows = legal
  .map((mv) => {
    const uci = mv.from + mv.to + (mv.promotion ?? '');
    return { uci, san: mv.san, score: byMove.get(uci) };
  })
  .filter((r) => r.score)
  .sort((a, b) => rank(b.score) - rank(a.score));
const best = rows[0];
const bestMate = best.score.mate !== undefined && best.score.mate > 0 ? best.score.mate : null;
const show = (s) => (s.mate !== undefined ? `#${s.mate}` : `${s.cp >= 0 ? '+' : ''}${(s.cp / 100).toFixed(2)}`);
const mustAccept = (r) => (bestMate ? r.score.mate === bestMate : winPct(best.score) - winPct(r.score) < 1);
const mayAccept = (r) =>
  bestMate ? r.score.mate !== undefined && r.score.mate > 0 : winPct(best.score) - winPct(r.score) <= 5;
for (const r of rows.slice(0, Number(args.top ?? 12))) {
  const loss = (winPct(best.score) - winPct(r.score)).toFixed(1);
  console.log(
    `${r.uci.padEnd(6)} ${r.san.padEnd(8)} ${show(r.score).padStart(7)}  win% loss ${loss.padStart(5)}${mustAccept(r) ? '  must accept' : mayAccept(r) ? '  may accept' : ''}`,
  );
}
if (args.accept) {
  const accepted = args.accept.split(',');
  const problems = [];
  for (const a of accepted) {
    const r = rows.find((x) => x.uci === a);
    if (!r) problems.push(`${a} is not a legal move here`);
    else if (!mayAccept(r)) problems.push(`${a} (${show(r.score)}) is too weak to accept`);
  }
  for (const r of rows)
    if (mustAccept(r) && !accepted.includes(r.uci))
      problems.push(`${r.uci} (${r.san}, ${show(r.score)}) is as good as the best and must be accepted`);
  console.log(
    problems.length ? `FAIL:\n  ${problems.join('\n  ')}` : 'PASS: this set of accepted moves meets the truth rule',
  );
}
