// The judge of a practice attempt: after every move of the player the server replays it with the
// rules core, asks Stockfish whether the goal is still within reach, and, while it is, plays the
// educational bot's reply. The attempt ends won or failed with a reason in words; the client
// never reports a result (docs/architecture.md, Practice positions).
#pragma once

#include "chess/game.hpp"
#include "chess/result.hpp"
#include "engine/score.hpp"
#include "learn/practice/practice_catalogue.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace academy::learn::practice {

// Thresholds in centipawns from the player's side (Stockfish 15.1's scale, 100 = a pawn).
inline constexpr int kWinningCp = 200; // mate, win, promote: still winning at this or above
inline constexpr int kHoldCp = 200; // drawIn: the defender holds while above -kHoldCp
inline constexpr int kEqualCp = 80; // equalise: the balance is kept while above -kEqualCp
inline constexpr int kJudgeDepth = 16;

// gainMaterial: still reachable while Stockfish rates the position at least the start's material
// plus half the target, less a pawn (in centipawns): a blunder gives the whole gain back, while an
// evaluation is never exactly the material count (rook against pawn is "+5", not "+4 and more").
int material_needed_cp(int start_balance, int target);

// Stockfish's judgement of a position.
struct Evaluation {
    engine::Score score; // White's point of view (positive mate: White mates in that many moves)
    std::string best_move; // UCI; empty when the side to move has none
};

// The engine the judge consults. The server's is the engine pool (PoolEngine); both methods may
// throw engine::EngineError (and engine::PoolBusy), which leaves the attempt as it was.
class PracticeEngine {
public:
    virtual ~PracticeEngine() = default;
    // `fen` has a legal move. `depth` is a floor: the engine may stop on its time limit.
    virtual Evaluation evaluate(const std::string& fen, int depth) = 0;
    // The educational bot's move (UCI) at `level` 1..10.
    virtual std::string reply(const std::string& fen, int level) = 0;
};

enum class Status { playing, won, failed };
const char* status_name(Status status);

struct Attempt {
    std::string id;
    std::string position_id;
    std::int64_t user_id = 0; // 0: a visitor
    chess::Game game;
    chess::Color player = chess::White;
    int moves_used = 0;
    Status status = Status::playing;
    int start_balance = 0; // the player's material minus the opponent's at the start
};

// A new attempt at `position` (its FEN already checked by the loader).
Attempt start_attempt(const PracticePosition& position, std::string id, std::int64_t user_id);

struct PlayedMove {
    std::string uci;
    std::string san;
};

struct BotReply {
    std::string uci;
    std::string san;
    std::string explanation;
};

struct JudgedMove {
    Status status = Status::playing;
    std::string fen; // after the bot's reply, or after the player's move when the attempt ended
    PlayedMove user;
    std::optional<BotReply> bot;
    bool goal_reachable = true;
    std::string reason; // why it was won or failed; empty while playing
    int moves_used = 0;
    int stars = 0; // 1..3 when won
};

inline constexpr std::string_view kIllegalMove = "That move is not legal";

// Plays `move` (UCI or SAN) for the player, judges it, and plays the bot's reply while the goal
// is still reachable. Returns kIllegalMove's text for a move that is not legal (nothing changes).
// Engine errors propagate and leave `attempt` unchanged. The attempt must be playing.
Result<JudgedMove> judge_move(Attempt& attempt, const PracticePosition& position,
    std::string_view move, PracticeEngine& engine);

// Stars for a won attempt that took `moves` moves.
int stars_for(const PracticePosition& position, int moves);

// The player's material minus the opponent's (pawn 1, knight and bishop 3, rook 5, queen 9).
int material_balance(const chess::Position& pos, chess::Color player);

// "+1.25", "-0.40", "#3", "#-2" from White's point of view, with words: "(a draw)".
std::string describe_evaluation(const Evaluation& e);

} // namespace academy::learn::practice
