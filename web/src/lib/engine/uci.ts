// Parsing of the engine's UCI output lines: pure, shared by the worker client and its tests.

export interface SearchInfo {
  depth: number;
  multipv: number;
  /** Centipawns from the side to move's point of view. */
  cp?: number;
  /** Moves to mate from the side to move's point of view. */
  mate?: number;
  pv: string[];
}

export function parseInfo(line: string): SearchInfo | null {
  if (!line.startsWith('info ') || !line.includes(' pv ')) return null;
  const words = line.split(/\s+/);
  const info: SearchInfo = { depth: 0, multipv: 1, pv: [] };
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    if (w === 'depth') info.depth = Number(words[++i]);
    else if (w === 'multipv') info.multipv = Number(words[++i]);
    else if (w === 'score') {
      const kind = words[++i];
      const value = Number(words[++i]);
      if (kind === 'cp') info.cp = value;
      else if (kind === 'mate') info.mate = value;
    } else if (w === 'pv') {
      info.pv = words.slice(i + 1);
      break;
    }
  }
  return info;
}

/** The move of a `bestmove` line; null for "(none)" and for "a1a1", the engine's "no move". */
export function parseBestMove(line: string): string | null | undefined {
  if (!line.startsWith('bestmove')) return undefined;
  const move = line.split(/\s+/)[1] ?? '';
  if (move === '' || move === '(none)' || move === 'a1a1') return null;
  return move;
}
