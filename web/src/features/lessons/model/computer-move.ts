// A computer-move step's scripted move, read in the order of docs/lessons.md ("Guided practice"): standard notation
// (SAN), then coordinates (UCI), then the legacy spellings older lesson files used (e2-e4, e2xe4,
// 0-0, annotations such as ! and ?), then — so a lesson never stalls — the first legal move.

import { Chess, type Move } from 'chess.js';

import { playUci, uciOf } from '@/lib/chess';

export interface ResolvedMove {
  uci: string;
  san: string;
  from: string;
  to: string;
  fenAfter: string;
  /** How the notation was read; 'first-legal' means it could not be. */
  via: 'san' | 'uci' | 'legacy' | 'first-legal';
}

function resolved(chess: Chess, move: Move, via: ResolvedMove['via']): ResolvedMove {
  return { uci: uciOf(move), san: move.san, from: move.from, to: move.to, fenAfter: chess.fen(), via };
}

function trySan(fen: string, text: string): { chess: Chess; move: Move } | null {
  const chess = new Chess(fen);
  try {
    return { chess, move: chess.move(text, { strict: true }) };
  } catch {
    return null;
  }
}

function tryUci(fen: string, text: string): { chess: Chess; move: Move } | null {
  if (!/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(text)) return null;
  const chess = new Chess(fen);
  const move = playUci(chess, text);
  return move ? { chess, move } : null;
}

/** The legacy spellings, rewritten to SAN or UCI. */
function legacy(text: string): string[] {
  const clean = text.replace(/[!?+#]+$/g, '').replace(/\s+/g, '');
  const out = [clean.replace(/0/g, 'O')];
  const squares = /^[KQRBNP]?([a-h][1-8])[-x:]?([a-h][1-8])(?:=?([QRBNqrbn]))?$/.exec(clean);
  if (squares) out.push(`${squares[1]}${squares[2]}${(squares[3] ?? '').toLowerCase()}`);
  return out;
}

/** The move `notation` names in `fen`; null only when the side to move has no legal move. */
export function resolveComputerMove(fen: string, notation: string | undefined): ResolvedMove | null {
  const text = (notation ?? '').trim();
  if (text) {
    const san = trySan(fen, text);
    if (san) return resolved(san.chess, san.move, 'san');
    const uci = tryUci(fen, text.toLowerCase());
    if (uci) return resolved(uci.chess, uci.move, 'uci');
    for (const candidate of legacy(text)) {
      const found = trySan(fen, candidate) ?? tryUci(fen, candidate.toLowerCase());
      if (found) return resolved(found.chess, found.move, 'legacy');
    }
  }
  const chess = new Chess(fen);
  const first = chess.moves({ verbose: true })[0];
  if (!first) return null;
  const move = chess.move(first);
  return resolved(chess, move, 'first-legal');
}
