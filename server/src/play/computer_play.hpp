// A game against the computer played through the server (issue 29). The player's move comes
// here, the rules core judges it, and the computer's reply comes from the server's engine at the
// level's settings; the position, the result, the points and the PGN are the server's. An account
// has at most one unfinished game, stored after every exchange, so it resumes after a reload or
// on another device. Starting a new game while one is unfinished resigns it (a loss, as the
// Forfeit button) once the player has made 5 moves in it, and abandons it without a trace before
// that: a game ended before the player's 5th move counts only when the player won it
// (computer_game_counts in play/computer_game.hpp), so no points or XP are earned by starting
// games, moving once and resigning.
#pragma once

#include "chess/types.hpp"
#include "play/computer_game.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace academy::play {

// The computer's move (UCI, legal) in `fen` at `level` (1..25) in the game of `account`: the
// engine pool at the level's settings in the server (engine/computer_levels.hpp), on the
// account's fair share of the engines, a script in tests. It may throw (a busy or broken engine);
// the game is then left as it was before the request.
using ComputerMover
    = std::function<std::string(const std::string& fen, int level, std::int64_t account)>;

enum class ColorChoice { White, Black, Random };

struct ComputerGameMove {
    std::string uci;
    std::string san;
};

// How a game ended, as the server decided it.
struct ComputerGameEnd {
    ComputerResult result = ComputerResult::Lose;
    std::string termination; // "checkmate", "stalemate", "threefold_repetition", "resignation", …
    int points = 0;
    int player_moves = 0;
    // The finished game's id (its review, the account's game list); 0 for a game that does not
    // count (ended before the player's 5th move without a win: not stored, 0 points).
    std::int64_t game_id = 0;
};

// An unfinished game as its player sees it; the player is to move.
struct ComputerGameView {
    std::int64_t id = 0;
    int level = 0;
    chess::Color color = chess::White; // the player's
    std::string fen;
    std::vector<ComputerGameMove> moves; // from the standard start
    std::int64_t started_at_ms = 0;
};

struct ComputerStart {
    ComputerGameView game;
    std::optional<ComputerGameMove> computer_move; // the computer's first move when it plays White
    std::optional<ComputerGameEnd> resigned; // the unfinished game this start resigned
};

struct ComputerExchange {
    ComputerGameMove player;
    std::optional<ComputerGameMove> reply; // none when the player's move ended the game
    std::string fen;
    std::optional<ComputerGameEnd> end;
};

// A request the service refuses: the catalogue's status (400, 404, 409) and the words.
struct ComputerProblem {
    int status = 400;
    std::string message;
};

template <class T> using ComputerAnswer = std::variant<T, ComputerProblem>;

inline constexpr int kMaxComputerLevel = 25;

class ComputerPlay {
public:
    ComputerPlay(
        store::Database& db, ComputerMover mover, std::function<std::int64_t()> now_ms = nullptr);

    // A new game for `account`; the computer's first move when the player is Black.
    ComputerAnswer<ComputerStart> start(std::int64_t account, int level, ColorChoice color);
    // The player's move (UCI) in their game `game`, and the computer's reply unless the move
    // ended the game. Another account's game and a finished one are 404, an illegal move 400.
    ComputerAnswer<ComputerExchange> move(
        std::int64_t account, std::int64_t game, std::string_view uci);
    ComputerAnswer<ComputerGameEnd> resign(std::int64_t account, std::int64_t game);
    // The account's unfinished game.
    std::optional<ComputerGameView> current(std::int64_t account);

private:
    store::Database& db_;
    ComputerMover mover_;
    std::function<std::int64_t()> now_ms_;
};

} // namespace academy::play
