// One puzzle as /api/puzzles/* sends it (server/src/learn/puzzle_service.cpp, to_json).

export interface Puzzle {
  id: string;
  title: string;
  description: string;
  /** Position before the opponent's move (Lichess layout). */
  fen: string;
  initialMove: string;
  /** Full line in UCI, the opponent's move first. */
  moves: string[];
  solution: string[];
  rating: number;
  ratingDeviation: number;
  tags: string[];
  theme: string;
  plays: number;
  orientation: 'white' | 'black';
}
