// What a player did, as the progress ledger records it: one event per finished activity. XP,
// levels, streaks, achievements and goals are all computed from a list of these (progress_fold).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace academy::learn {

enum class Gesture { tap, drag };

// How one move (or one failed try at a move) was entered on the board. Only touch input counts for
// the four touch achievements; mouse input is recorded so accuracy is measured on touch alone.
struct MoveInput {
    bool touch = false;
    Gesture gesture = Gesture::tap;
    std::int64_t ms = 0; // from picking the piece up (or first tap) to the drop (or second tap)
    bool missed = false; // the gesture ended in no legal move: a touch mistake
};

struct PuzzleSolved {
    bool first_attempt = false;
    double seconds = 0;
};

struct LessonCompleted {
    std::string lesson_id;
    int accuracy = 0; // percent, 0-100
};

struct PracticeFinished { };

enum class GameResult { win, lose, draw };
enum class Opponent { computer, live };

struct GameFinished {
    Opponent opponent = Opponent::computer;
    GameResult result = GameResult::lose;
    bool mobile = false;
};

struct TimeSpent {
    int minutes = 0;
};

using ActivityDetail
    = std::variant<PuzzleSolved, LessonCompleted, PracticeFinished, GameFinished, TimeSpent>;

struct ActivityEvent {
    std::string id; // chosen by the client; the same id twice is the same event
    std::int64_t at_ms = 0; // Unix time in milliseconds: orders the ledger
    std::string day; // the player's local calendar date, YYYY-MM-DD: streaks and goals go by it
    ActivityDetail detail;
    std::vector<MoveInput> moves; // empty when the activity had no board input
};

// The wire names of the kinds, shared with the web and the test vectors.
const char* kind_name(const ActivityDetail& detail);

// Why an event cannot be counted (a short code), or nothing when it can. Catalogue checks (does
// the lesson exist, is the time in the future) need more than the event and are the caller's.
std::optional<std::string> event_problem(const ActivityEvent& event);

// Days since 1970-01-01 of a valid YYYY-MM-DD date, or nothing for anything else.
std::optional<std::int64_t> day_number(const std::string& day);

} // namespace academy::learn
