// An engine's score of a position: the one type for it, from the engine pool's lines to the
// puzzle tools, review, the explanations, practice and the stored reviews. Lichess's
// winning-chance curve lives beside it, with its cap stated.
#pragma once

#include <optional>

namespace academy::engine {

// Centipawns, or a mate in `mate` moves: positive when the side whose score it is mates,
// negative when it is mated, 0 when it stands checkmated (Stockfish's "mate 0").
//
// Whose point of view: a Score holds no colour, so each place that keeps one says whose it is.
// There are two, and flipped() turns one side's view into the other's:
//  - the side to move's, as Stockfish reports it: the puzzle tools (puzzler::PvLine), the lesson
//    judges, and the explanations (learn/explain, which speak from the mover's side);
//  - White's: everything the engine pool returns (PvLine, SearchResult, BotMove), review, the
//    coach, practice and the stored reviews (store::ReviewPositionRecord).
// A mate from the engine pool (and mate_in) keeps cp at +-10000 so that scores still order by cp
// (mate 0: -10000 for the side that is mated); the puzzle tools leave cp at 0 with a mate.
struct Score {
    int cp = 0;
    std::optional<int> mate;

    static Score centipawns(int cp) { return { cp, std::nullopt }; }
    static Score mate_in(int moves) { return { moves > 0 ? 10000 : -10000, moves }; }

    // The same score from the other side's point of view.
    Score flipped() const { return { -cp, mate ? std::optional<int>(-*mate) : std::nullopt }; }
    // A single number for ordering: mates beyond every centipawn score, the shorter mate first
    // for the side that mates.
    int order() const;

    bool operator==(const Score&) const = default;
};

// What a score counts on the winning-chance curve.
enum class WinCap {
    // Lichess's cap (lila's WinPercent, used for accuracy and move judgements): centipawns beyond
    // kLichessCapCp count as kLichessCapCp, and a mate counts as it too (mate 0: by cp's sign,
    // cp >= 0 a win). Review and the coach.
    Lichess,
    // No cap: centipawns count in full and a mate is a certain result (+-1; mate 0: the side
    // whose score it is is mated). The puzzle tools' margins and the lessons' best-move rule.
    None,
};

inline constexpr int kLichessCapCp = 1000;

// The centipawns Lichess's cap leaves: cp clamped to +-kLichessCapCp, a mate +-kLichessCapCp.
int lichess_capped_cp(const Score& s);

// Winning chances in [-1, 1] for the side whose score it is, on Lichess's logistic curve
// 2 / (1 + e^(-0.00368208 * cp)) - 1, with `cap` applied first.
double win_chances(const Score& s, WinCap cap);

// The same in percent: 50 + 50 * win_chances(s, cap).
double win_percent(const Score& s, WinCap cap);

} // namespace academy::engine
