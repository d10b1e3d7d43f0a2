// How a finished live game reads on the owner's profile.

export interface GameSide {
  username: string;
  displayName: string;
  rating: number;
  ratingDiff: number;
}

export interface RecentGame {
  id: string;
  white: GameSide;
  black: GameSide;
  timeControl: { name: string; type: string };
  rated: boolean;
  status: string;
  score: string;
  createdAt: number;
}

export type Outcome = 'Win' | 'Loss' | 'Draw' | 'In progress' | 'Aborted';

export interface GameLine {
  id: string;
  opponent: string;
  color: 'white' | 'black';
  outcome: Outcome;
  ratingDiff: number | null;
  timeControl: string;
}

/** The game from `username`'s side: opponent, colour, outcome and rating change. */
export function describeGame(game: RecentGame, username: string): GameLine {
  const isWhite = game.white.username.toLowerCase() === username.toLowerCase();
  const me = isWhite ? game.white : game.black;
  const them = isWhite ? game.black : game.white;
  let outcome: Outcome;
  if (game.status === 'active') outcome = 'In progress';
  else if (game.score === '1/2-1/2') outcome = 'Draw';
  else if (game.score === '1-0') outcome = isWhite ? 'Win' : 'Loss';
  else if (game.score === '0-1') outcome = isWhite ? 'Loss' : 'Win';
  else outcome = 'Aborted';
  return {
    id: game.id,
    opponent: them.displayName || them.username,
    color: isWhite ? 'white' : 'black',
    outcome,
    ratingDiff: game.rated && outcome !== 'In progress' && outcome !== 'Aborted' ? me.ratingDiff : null,
    timeControl: game.timeControl.name,
  };
}
