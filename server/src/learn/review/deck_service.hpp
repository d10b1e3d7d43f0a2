// The personal deck as a player meets it: the counts and a page of cards, the next due card, and
// the server's check of an answer. The solution never leaves the server before the card is solved
// or given up: each move is replayed with the rules core against the stored line, the opponent's
// replies come from that line, and the showing is graded by what the server saw (SM-2,
// deck_schedule.hpp). A solve is a puzzle_solved event of the progress ledger ("deck:<id>").
#pragma once

#include "chess/result.hpp"
#include "learn/review/deck_schedule.hpp"
#include "store/database.hpp"
#include "store/deck_repository.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace academy::learn::review {

struct DeckCardView {
    std::int64_t id = 0;
    std::string fen;
    std::string side; // "white" or "black": the player's, to move
    std::string motif;
    std::vector<std::string> themes;
    std::string move_class; // the mistake's: "mistake" or "blunder"
    std::string source; // "computer", "live", "pgn"
    std::string game_id; // the computer or live game's id; "" for a pasted game
    std::string review_id;
    int ply = 0;
    int solver_moves = 0; // moves the player has to find
    std::int64_t created_at = 0;
    std::int64_t due_at = 0;
    int repetitions = 0;
    int interval_days = 0;
    double ease = kStartEase;
    int lapses = 0;
};

struct DeckOverview {
    store::DeckCounts counts;
    std::vector<DeckCardView> cards;
};

// A refusal with the error catalogue's status, text and code.
struct DeckProblem {
    int status = 400;
    std::string message;
    std::string code = "validation_error";
};

// What an answer to a card comes to: a wrong move, a right one with more to play, or the line
// solved.
enum class CardVerdict { wrong, next, solved };

struct DeckAnswer {
    CardVerdict verdict = CardVerdict::wrong;
    int moves_done = 0; // the player's moves that matched the line
    std::string reply_uci; // CardVerdict::next: the opponent's forced reply
    std::string reply_san;
    // CardVerdict::solved:
    Grade grade = Grade::good;
    std::int64_t next_due_at = 0;
    int interval_days = 0;
    int xp = 0; // the ledger's award for this solve
    std::string explanation; // the review's words for the mistake
};

struct DeckHint {
    std::string square; // the square of the piece to move
};

struct DeckSolution {
    std::vector<std::string> line_uci;
    std::vector<std::string> line_san;
    std::string explanation;
    std::int64_t next_due_at = 0;
};

struct AnswerInput {
    std::vector<std::string> moves; // the player's moves of this try, UCI
};

// A solve of a card that GET /api/deck/next did not serve is untimed: graded as this slow (good,
// never easy) and with no speed bonus in the ledger.
inline constexpr std::int64_t kUntimedMs = 24LL * 3600 * 1000;

class DeckService {
public:
    explicit DeckService(store::Database& db, std::function<std::int64_t()> now_ms = {});

    DeckOverview overview(std::int64_t user_id, int offset, int limit);
    // The card that has been due longest, with the counts; none when nothing is due. Serving it
    // starts the showing's clock (unless it already runs): the answer is timed from here.
    std::pair<store::DeckCounts, std::optional<DeckCardView>> next(std::int64_t user_id);
    Result<DeckAnswer, DeckProblem> answer(
        std::int64_t user_id, std::int64_t card_id, const AnswerInput& input);
    Result<DeckHint, DeckProblem> hint(
        std::int64_t user_id, std::int64_t card_id, const std::vector<std::string>& moves);
    // Shows the line and grades the showing a failure (again).
    Result<DeckSolution, DeckProblem> give_up(std::int64_t user_id, std::int64_t card_id);

private:
    // The account's card, due now; else the problem to answer.
    Result<store::DeckCardRecord, DeckProblem> due_card(
        std::int64_t user_id, std::int64_t card_id, std::int64_t now);

    store::Database& db_;
    std::function<std::int64_t()> now_ms_;
};

DeckCardView card_view(const store::DeckCardRecord& card);

} // namespace academy::learn::review
