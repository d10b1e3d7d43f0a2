// Person-facing names of Lichess puzzle theme ids, as Lichess itself shows them. Every id our
// tagger writes and every id in the Lichess database is named here; an unknown id is split at
// its capitals ("someNewTheme" -> "Some new theme") rather than shown raw.

const NAMES: Record<string, string> = {
  advancedPawn: 'Advanced pawn',
  advantage: 'Advantage',
  anastasiaMate: 'Anastasia mate',
  arabianMate: 'Arabian mate',
  attackingF2F7: 'Attacking f2 or f7',
  attraction: 'Attraction',
  backRankMate: 'Back rank mate',
  balestraMate: 'Balestra mate',
  bishopEndgame: 'Bishop endgame',
  blindSwineMate: 'Blind swine mate',
  bodenMate: 'Boden mate',
  capturingDefender: 'Capture the defender',
  castling: 'Castling',
  clearance: 'Clearance',
  cornerMate: 'Corner mate',
  crushing: 'Crushing',
  defensiveMove: 'Defensive move',
  deflection: 'Deflection',
  discoveredAttack: 'Discovered attack',
  discoveredCheck: 'Discovered check',
  doubleBishopMate: 'Double bishop mate',
  doubleCheck: 'Double check',
  dovetailMate: 'Dovetail mate',
  enPassant: 'En passant',
  endgame: 'Endgame',
  epauletteMate: 'Epaulette mate',
  equality: 'Equality',
  exposedKing: 'Exposed king',
  fork: 'Fork',
  hangingPiece: 'Hanging piece',
  hookMate: 'Hook mate',
  interference: 'Interference',
  intermezzo: 'Intermezzo',
  killBoxMate: 'Kill box mate',
  kingsideAttack: 'Kingside attack',
  knightEndgame: 'Knight endgame',
  long: 'Long puzzle',
  master: 'Master games',
  masterVsMaster: 'Master vs master games',
  mate: 'Checkmate',
  middlegame: 'Middlegame',
  morphysMate: "Morphy's mate",
  oneMove: 'One-move puzzle',
  opening: 'Opening',
  operaMate: 'Opera mate',
  pawnEndgame: 'Pawn endgame',
  pillsburysMate: "Pillsbury's mate",
  pin: 'Pin',
  promotion: 'Promotion',
  queenEndgame: 'Queen endgame',
  queenRookEndgame: 'Queen and rook',
  queensideAttack: 'Queenside attack',
  quietMove: 'Quiet move',
  rookEndgame: 'Rook endgame',
  sacrifice: 'Sacrifice',
  short: 'Short puzzle',
  skewer: 'Skewer',
  smotheredMate: 'Smothered mate',
  superGM: 'Super GM games',
  swallowstailMate: 'Swallowtail mate',
  trappedPiece: 'Trapped piece',
  triangleMate: 'Triangle mate',
  underPromotion: 'Underpromotion',
  veryLong: 'Very long puzzle',
  vukovicMate: 'Vukovic mate',
  xRayAttack: 'X-ray attack',
  zugzwang: 'Zugzwang',
};

/** The name of theme `id` for people: "hangingPiece" -> "Hanging piece", "mateIn2" -> "Mate in 2". */
export function themeName(id: string): string {
  const mateIn = /^mateIn(\d+)$/.exec(id);
  if (mateIn) return `Mate in ${mateIn[1]}`;
  const known = NAMES[id];
  if (known) return known;
  const words = id
    .replace(/([A-Z])/g, ' $1')
    .replace(/(\d+)/g, ' $1')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name inside a sentence: lower-case except where a person's name begins it. */
export function themeNameInSentence(id: string): string {
  const name = themeName(id);
  return /^[A-Z][a-z]*'s /.test(name) || /^(Anastasia|Arabian|Boden|Vukovic|Balestra|Opera)\b/.test(name)
    ? name
    : name.charAt(0).toLowerCase() + name.slice(1);
}
