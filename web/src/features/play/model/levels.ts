// The 25 computer levels: names, bots, bands and the Stockfish settings that give
// each level its real strength (content/play/computer-levels.json: the one table the server's
// games, this browser's game and scripts/bench-levels.mjs all play by).

import engineTable from '../../../../../content/play/computer-levels.json';

export type Difficulty = 'beginner' | 'intermediate' | 'advanced' | 'expert' | 'master';

/**
 * What a strength figure means, for the 25 levels and the educational bot's 10 alike (one scale).
 * Each label in the anchor's range (1350-2850) was measured, as the server plays the level, against
 * Debian's Stockfish 15.1 limited by UCI_Elo, which is calibrated to the CCRL 40/4 engine rating
 * list; lower levels are placed below by their measured score against the level above
 * (make bench-calibrate, make bench-levels; docs/bench-calibrate.md). CCRL figures are engine
 * ratings, not FIDE or online ratings. The text is for players: no file names.
 */
export const RATING_MEANING =
  'Ratings are measured on the CCRL scale, an engine rating list: each comes from games against Stockfish held to a known CCRL rating. They are not FIDE or online ratings.';

export interface EngineSettings {
  skill: number;
  depth?: number;
  nodes?: number;
  movetime?: number;
  elo?: number;
  /** Share of moves (0-1) played at random instead of the engine's: the beginner levels' blunders. */
  randomMove?: number;
  expectedElo: number;
}

export interface ComputerLevel {
  id: number;
  name: string;
  botName: string;
  botPersonality: string;
  difficulty: Difficulty;
  description: string;
  thinkingMessages: [string, string, string];
  /** The nominal skill shown to players: 1-20. */
  skillLevel: number;
  /** Seconds per move; undefined for none (levels 1-9 and 25). */
  timeLimit?: number;
  /** The bot's picture (components/bot-icon draws it). */
  icon: BotIconName;
  /** Badge colour class of the level's band. */
  colour: string;
  engine: EngineSettings;
}

export const MAX_LEVEL = 25;

export function difficultyOf(level: number): Difficulty {
  if (level <= 8) return 'beginner';
  if (level <= 16) return 'intermediate';
  if (level <= 20) return 'advanced';
  if (level <= 23) return 'expert';
  return 'master';
}

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
  master: 'Master',
};

/** Level badge colours by id ranges: up to 8, up to 16, up to 20, up to 23, above. */
export function levelColour(level: number): string {
  if (level <= 8) return 'bg-emerald-600 text-white';
  if (level <= 16) return 'bg-sky-600 text-white';
  if (level <= 20) return 'bg-amber-500 text-black';
  if (level <= 23) return 'bg-red-600 text-white';
  return 'bg-purple-700 text-white';
}

export function skillLevelOf(level: number): number {
  return Math.min(level, 20);
}

/** The pictures a bot can have: a chess piece, a robot (the engines) or a fish (Stockfish). */
export type BotIconName = 'pawn' | 'knight' | 'bishop' | 'rook' | 'queen' | 'king' | 'robot' | 'fish';

const BOTS: [string, string, string, string, BotIconName][] = [
  // name, botName, personality, description, icon
  ['First Steps', 'Pawnie', 'Cheerful and forgiving', 'Learns the moves with you and leaves pieces hanging.', 'pawn'],
  ['Curious Beginner', 'Rookie Rob', 'Curious and chatty', 'Moves quickly and rarely sees your threats.', 'pawn'],
  ['Piece Explorer', 'Bella Bishop', 'Playful', 'Likes to move every piece once, not always safely.', 'bishop'],
  ['Casual Player', 'Casey', 'Relaxed', 'Spots one-move captures but little more.', 'knight'],
  ['Club Newcomer', 'Knightly Ned', 'Enthusiastic', 'Starts to protect pieces and look for checks.', 'knight'],
  ['Developing Player', 'Dora Develop', 'Methodical', 'Develops pieces and castles, then drifts.', 'rook'],
  ['Tactics Apprentice', 'Tactic Tim', 'Eager', 'Finds simple forks and pins.', 'rook'],
  [
    'Beginner Champion',
    'Captain Castle',
    'Confident',
    'The strongest of the beginners: punishes loose pieces.',
    'queen',
  ],
  ['Club Player', 'Clara Club', 'Steady', 'Plays sound openings and simple plans.', 'bishop'],
  ['Positional Student', 'Professor Pawn', 'Thoughtful', 'Cares about pawn structure and good squares.', 'bishop'],
  ['Tactical Fighter', 'Fiona Fork', 'Aggressive', 'Attacks early and calculates two or three moves.', 'knight'],
  ['Strategic Thinker', 'Sam Strategy', 'Patient', 'Improves pieces slowly and waits for mistakes.', 'rook'],
  ['Endgame Student', 'Eddie Endgame', 'Calm', 'Trades down when ahead and converts cleanly.', 'king'],
  ['Attacking Player', 'Attack Annie', 'Bold', 'Throws pawns at your king.', 'queen'],
  ['Defensive Expert', 'Fortress Fred', 'Stubborn', 'Hard to break down; counterattacks when you overreach.', 'rook'],
  ['Tournament Player', 'Tourney Tara', 'Competitive', 'Plays like a strong club tournament regular.', 'queen'],
  ['Candidate Master', 'Calculating Cal', 'Precise', 'Calculates deeply and rarely blunders.', 'king'],
  ['FIDE Master', 'Magnus Jr.', 'Sharp', 'Punishes every inaccuracy.', 'king'],
  ['International Master', 'Irina IM', 'Relentless', 'Deep understanding of every phase.', 'queen'],
  ['Grandmaster', 'GM Gary', 'Ruthless', 'Grandmaster-level play: one mistake is enough.', 'king'],
  ['Super Grandmaster', 'Super Sofia', 'Cold-blooded', 'Elite strength at full skill with a short search.', 'king'],
  ['World Class', 'Worldclass Wes', 'Unforgiving', 'Full skill and a deeper search.', 'king'],
  ['Engine Apprentice', 'Silicon Sid', 'Mechanical', 'A full engine thinking briefly.', 'robot'],
  ['Engine Master', 'Deep Diana', 'Merciless', 'A full engine thinking longer.', 'robot'],
  ['Stockfish', 'Stockfish', 'Perfect', 'Full strength: the strongest opponent there is.', 'fish'],
];

const THINKING: Record<Difficulty, [string, string, string]> = {
  beginner: ['Hmm, let me think...', 'Which piece should I move?', 'Ooh, what about this one?'],
  intermediate: ['Looking for tactics...', 'Considering my plan...', 'Calculating a few lines...'],
  advanced: ['Analysing the position deeply...', 'Evaluating candidate moves...', 'Weighing the pawn structure...'],
  expert: [
    'Calculating variations...',
    'Searching for the strongest continuation...',
    'Checking every forcing line...',
  ],
  master: ['Searching millions of positions...', 'Computing the best move...', 'Evaluating with full strength...'],
};

export const COMPUTER_LEVELS: ComputerLevel[] = BOTS.map(([name, botName, botPersonality, description, icon], i) => {
  const id = i + 1;
  const difficulty = difficultyOf(id);
  const engine = engineTable.levels[i] as EngineSettings & { level: number; timeLimit?: number };
  return {
    id,
    name,
    botName,
    botPersonality,
    difficulty,
    description,
    thinkingMessages: THINKING[difficulty],
    skillLevel: skillLevelOf(id),
    timeLimit: engine.timeLimit,
    icon,
    colour: levelColour(id),
    engine: {
      skill: engine.skill,
      depth: engine.depth,
      nodes: engine.nodes,
      movetime: engine.movetime,
      elo: engine.elo,
      randomMove: engine.randomMove,
      expectedElo: engine.expectedElo,
    },
  };
});

export function getLevel(id: number): ComputerLevel {
  const level = COMPUTER_LEVELS[Math.min(MAX_LEVEL, Math.max(1, Math.round(id))) - 1];
  if (!level) throw new Error(`no level ${id}`);
  return level;
}

/** Target (pro) move counts per level. */
export const TARGET_MOVES = [
  25, 28, 30, 32, 35, 38, 40, 42, 45, 48, 50, 52, 55, 58, 60, 62, 65, 68, 70, 72, 75, 78, 80, 82, 85,
];

export function targetMoves(level: number): number {
  return TARGET_MOVES[getLevel(level).id - 1] ?? 25;
}

/** Whether this move of the computer is one of its random ones (`roll` is uniform in [0, 1)). */
export function playsRandomMove(engine: EngineSettings, roll: number): boolean {
  return roll < (engine.randomMove ?? 0);
}
