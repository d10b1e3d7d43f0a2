// What the puzzle service answers, as plain values: net/puzzle_json.cpp maps each one to the JSON
// the API sends (the field comments name the wire key where it differs from the member).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace academy::learn {

// One puzzle as a player sees it: the position and the opponent's move that sets it, never the
// line the solver has to find (issue 29: answers are checked, not shipped).
struct PuzzleView {
    std::string id;
    std::string title;
    std::string description;
    std::string fen;
    std::string initial_move; // the opponent's move before the solver's first ("" when none)
    int solver_moves = 0; // the moves the solver has to find
    int rating = 0;
    int rating_deviation = 0;
    std::vector<std::string> tags; // every theme of the puzzle
    std::string theme; // the theme the puzzle is named after
    int plays = 0;
    std::string orientation; // "white" or "black": the solver's side
    std::string source;
};

// A set in the list of sets.
struct SetSummary {
    std::string id;
    std::string title;
    std::string description;
    std::string difficulty;
    std::string rating_range; // "min-max"
    std::size_t total_puzzles = 0; // puzzles the library has for the set
    int target_total = 0; // puzzles the set is meant to hold
    int completed = 0; // of those, solved by the player
    std::vector<std::string> themes;
    std::vector<std::string> puzzle_ids;
};

// A band of the learning path.
struct LearningPathBand {
    std::string level;
    std::string rating_range; // "min-max"
    int min_rating = 0;
    int max_rating = 0;
};

struct SetsView {
    std::vector<SetSummary> sets;
    std::vector<LearningPathBand> learning_path;
    std::int64_t library_total = 0; // academy puzzles in the library
};

// One set with its puzzles.
struct SetDetail {
    std::string id;
    std::string title;
    std::string description;
    std::string difficulty;
    std::string rating_range; // "min-max"
    std::size_t total_puzzles = 0;
    int target_total = 0;
    std::size_t completed = 0;
    std::vector<std::string> solved_ids;
    std::vector<PuzzleView> puzzles;
};

// The puzzle picked for the player, with the rating it was picked for.
struct NextPuzzle {
    PuzzleView puzzle;
    long player_rating = 0;
    long player_rating_deviation = 0;
};

// The puzzle of the day: the puzzle's fields and the date.
struct DailyPuzzle {
    PuzzleView puzzle;
    std::string date;
};

// A rating before and after an attempt, rounded.
struct RatingChangeView {
    long before = 0;
    long after = 0;
    long change = 0;
    long rating_deviation = 0; // after the attempt
    std::optional<double> volatility; // after the attempt; only a visitor's browser keeps it
};

struct AttemptResult {
    std::string puzzle_id;
    bool solved = false; // sent as both "correct" and "solved"
    int mistakes = 0;
    int moves_matched = 0;
    bool first_try = false; // sent as both "firstTry" and "perfect"
    bool rated = false;
    int xp = 0;
    bool speed_bonus = false;
    std::optional<RatingChangeView> player_rating; // null when nothing was rated
    std::optional<RatingChangeView> puzzle_rating; // null unless the puzzle's rating moved
    std::vector<std::string> solution; // the line after the opponent's first move, UCI
    std::vector<std::string> solution_san; // the same, for people
};

// What the server says of the solver's latest move (POST /api/puzzles/{id}/moves): wrong, right
// with the opponent's reply to come, or the line solved. A solve ends the attempt, recorded as
// PuzzleService::attempt records it: `attempt` holds its result and the solution. A wrong move is
// counted and taken back: nothing is revealed.
enum class MoveVerdict { wrong, next, solved };

struct JudgedMove {
    MoveVerdict verdict = MoveVerdict::wrong;
    int moves_done = 0; // the solver's moves that matched the line
    std::string san; // the judged move, for people
    std::string reply_uci; // MoveVerdict::next: the opponent's reply from the line
    std::string reply_san;
    std::optional<AttemptResult> attempt; // solved: the recorded attempt
    // Wrong, from the learner's third wrong move on the puzzle: the squares of the move expected
    // (the spec's hint after repeated misses); empty before, and for a visitor without a record.
    std::string hint_from;
    std::string hint_to;
};

struct ThemeStats {
    std::string theme;
    std::string title;
    int attempts = 0;
    double first_try_rate = 0;
    long performance = 0;
};

struct Dashboard {
    int attempts = 0;
    int solved = 0;
    double first_try_rate = 0;
    std::vector<ThemeStats> themes;
    std::vector<std::string> strong_themes;
    std::vector<std::string> weak_themes;
    std::optional<long> rating; // null for a visitor who sent none
};

} // namespace academy::learn
