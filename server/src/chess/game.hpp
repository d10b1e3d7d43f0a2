// A game: a start position, the moves played, and the rules that end a game
// (mate, stalemate, repetition, move-count rules, material, time).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "chess/result.hpp"

namespace academy::chess {

enum class Outcome : std::uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

enum class Reason : std::uint8_t {
    None,
    Checkmate,
    Stalemate,
    InsufficientMaterial, // dead position: nobody can mate
    FivefoldRepetition, // automatic
    SeventyFiveMoveRule, // automatic
    ThreefoldRepetition, // on claim
    FiftyMoveRule, // on claim
    Timeout, // the other side wins
    TimeoutVsInsufficientMaterial, // flag fell, but the other side cannot mate: draw
};

struct GameResult {
    Outcome outcome = Outcome::Ongoing;
    Reason reason = Reason::None;
    bool operator==(const GameResult&) const = default;
};

// "1-0", "0-1", "1/2-1/2", "*" as PGN writes them.
std::string_view outcome_string(Outcome o);
// A stable lower-case name, e.g. "threefold_repetition", for logs and the API.
std::string_view reason_string(Reason r);

class Game {
public:
    Game()
        : Game(Position::start())
    {
    }
    explicit Game(const Position& start);
    static Result<Game> from_fen(std::string_view fen);

    const Position& position() const { return pos_; }
    const Position& start_position() const { return start_; }
    const std::vector<Move>& moves() const { return moves_; }
    MoveList legal_moves() const { return generate_legal(pos_); }

    // Each refuses illegal input (and any move once the game has ended automatically).
    Result<Move> play(Move m);
    Result<Move> play_uci(std::string_view text);
    Result<Move> play_san(std::string_view text);
    bool undo();

    // How often the current position has occurred, counting now (same pieces, side,
    // castling rights and usable en-passant square).
    int repetition_count() const;

    // Endings that need nobody's claim: checkmate, stalemate, insufficient material,
    // fivefold repetition, seventy-five-move rule. Ongoing otherwise.
    GameResult status() const;
    // Threefold repetition or the fifty-move rule, if the player to move may claim one.
    std::optional<Reason> claimable_draw() const;
    // The result when `flagged` runs out of time in the current position.
    GameResult timeout(Color flagged) const;

private:
    Position start_;
    Position pos_;
    std::vector<Move> moves_;
    std::vector<Undo> undos_;
    std::vector<Key> keys_; // key of every position so far, start included
};

} // namespace academy::chess
