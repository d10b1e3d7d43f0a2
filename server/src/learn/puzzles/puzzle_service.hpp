// Puzzles for players: the sets, rated selection near the player's puzzle rating, the daily
// puzzle, attempts checked on the server with XP and Glicko-2 updates (first attempts only),
// and the per-theme dashboard. Returns plain views (learn/puzzles/puzzle_views.hpp);
// net/puzzle_json.cpp maps them to the JSON the API sends.
#pragma once

#include "chess/result.hpp"
#include "learn/puzzles/puzzle_views.hpp"
#include "store/database.hpp"
#include "store/puzzles_repository.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace academy::learn {

// Puzzle 30 XP, +20 solved on the first attempt, +15 under 30 s.
inline constexpr int kPuzzleXp = 30;
inline constexpr int kFirstTryXp = 20;
inline constexpr int kSpeedXp = 15;
inline constexpr std::int64_t kSpeedBonusMs = 30000;
// An account's attempt the server did not time (no serving on record) is recorded as this slow:
// no speed bonus, here or in the progress ledger that replays it.
inline constexpr std::int64_t kUntimedMs = 24LL * 3600 * 1000;
// From this wrong move on a puzzle, a wrong verdict names the expected move's squares.
inline constexpr int kHintFromWrongMove = 3;
// A serving never attempted is forgotten after a week (the bound of the showings table).
inline constexpr std::int64_t kShowingKeptMs = 7 * 24LL * 3600 * 1000;
// Hints per puzzle, as the puzzle player offers them (web/src/components/board/help-state.ts).
inline constexpr int kMaxHints = 5;
// A puzzle's rating moves by Glicko-2 with its own deviation (its data's: puzzler::Puzzle), and
// by at most this many points for one attempt: a puzzle whose deviation is still the generator's
// 500 would otherwise move by hundreds on a single solve.
inline constexpr double kMaxPuzzleChangePerAttempt = 20;

// What hint number `number` reveals of the next solver move, as the puzzle player shows it: hints
// 1-2 the piece's square, 3-4 also its target, 5 the move itself.
struct PuzzleHint {
    int number = 0;
    std::string from;
    std::string to; // "" for hints 1-2
    std::string san; // "" for hints 1-4
};

// A refusal with the error catalogue's status, text and code.
struct PuzzleProblem {
    int status = 400;
    std::string message;
    std::string code = "validation_error";
};

// XP for a solved puzzle (0 when not solved).
int puzzle_xp(bool solved, bool first_try, std::int64_t time_ms);

// Lichess's "difficulty" offsets around the player's rating (easiest ... hardest) or a band name.
struct RatingWindow {
    int min_rating;
    int max_rating;
    double target;
};
RatingWindow difficulty_window(double rating, const std::string& difficulty);

class PuzzleService {
public:
    // `now_ms`: the clock that times solves (the wall clock when empty; tests move it).
    explicit PuzzleService(store::Database& db, std::function<std::int64_t()> now_ms = {});

    SetsView sets(std::int64_t user_id);
    std::optional<SetDetail> set(const std::string& id, std::int64_t user_id);
    std::optional<PuzzleView> puzzle(const std::string& id);
    // nullopt when the library has no puzzle left for the filter.
    std::optional<NextPuzzle> next(std::int64_t user_id, std::optional<double> visitor_rating,
        const std::string& theme, const std::string& difficulty,
        const std::vector<std::string>& exclude);
    std::optional<DailyPuzzle> daily(const std::string& date);
    // The puzzle was handed to an account to solve: its clock starts, unless it already runs.
    // Visitors (user 0) are not timed.
    void served(std::int64_t user_id, const std::string& puzzle_id);
    // The next hint for an account, which the attempt will count. `moves`: the solver's moves of
    // the line played so far.
    Result<PuzzleHint, PuzzleProblem> hint(
        std::int64_t user_id, const std::string& id, const std::vector<std::string>& moves);
    // Judges the solver's latest move: `moves` are the solver's moves of the line so far, every
    // one but the last the line's own (as the server answered them), the last the move to judge.
    // A right move that leaves more to find answers the line's reply; a wrong move is counted
    // against the showing and reveals nothing (the learner tries again); a solve ends the attempt,
    // recorded by `attempt` with these moves, without the first-attempt bonus after a wrong move.
    // 404 for no such puzzle, 400 for moves off the line or not legal.
    Result<JudgedMove, PuzzleProblem> judge(
        const std::string& id, std::int64_t user_id, const std::vector<std::string>& moves);
    // Show Solution, or giving up: the attempt is recorded as failed (no XP) and the line revealed.
    std::optional<AttemptResult> give_up(const std::string& id, std::int64_t user_id);
    // Records an attempt of the solver's tries, replayed against the line (learn/answer_check):
    // the one code path of `judge` and `give_up`. nullopt when the puzzle does not exist.
    // A visitor without a record (user 0: demo mode) is judged, untimed, and nothing is kept.
    std::optional<AttemptResult> attempt(
        const std::string& id, std::int64_t user_id, const std::vector<std::string>& moves);
    Dashboard dashboard(std::int64_t user_id);

    static PuzzleView view_of(const store::StoredPuzzle& p);

private:
    const std::vector<std::string>& set_members(const std::string& id);

    store::Database& db_;
    store::PuzzlesRepository repo_;
    std::function<std::int64_t()> now_ms_;
    std::mutex mutex_;
    std::map<std::string, std::vector<std::string>> members_;
};

} // namespace academy::learn
