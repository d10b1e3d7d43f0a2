#include "learn/progress/progress_event.hpp"

#include <chrono>

namespace academy::learn {

namespace {
    template <class... F> struct Overloaded : F... {
        using F::operator()...;
    };

    // Longest single time-spent report accepted: a whole day.
    constexpr int kMaxMinutes = 24 * 60;
    // A move entered over more than an hour is a clock or client fault, not a move.
    constexpr std::int64_t kMaxMoveMs = 60LL * 60 * 1000;
} // namespace

const char* kind_name(const ActivityDetail& detail)
{
    return std::visit(Overloaded {
                          [](const PuzzleSolved&) { return "puzzle_solved"; },
                          [](const LessonCompleted&) { return "lesson_completed"; },
                          [](const PracticeFinished&) { return "practice_finished"; },
                          [](const GameFinished& g) {
                              return g.opponent == Opponent::live ? "live_game_finished"
                                                                  : "computer_game_finished";
                          },
                          [](const TimeSpent&) { return "time_spent"; },
                      },
        detail);
}

std::optional<std::int64_t> day_number(const std::string& day)
{
    using namespace std::chrono;
    if (day.size() != 10 || day[4] != '-' || day[7] != '-')
        return std::nullopt;
    for (std::size_t i : { 0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u })
        if (day[i] < '0' || day[i] > '9')
            return std::nullopt;
    const int y = std::stoi(day.substr(0, 4));
    const unsigned m = static_cast<unsigned>(std::stoi(day.substr(5, 2)));
    const unsigned d = static_cast<unsigned>(std::stoi(day.substr(8, 2)));
    const year_month_day date { year { y }, month { m }, std::chrono::day { d } };
    if (!date.ok())
        return std::nullopt;
    return sys_days { date }.time_since_epoch().count();
}

std::optional<std::string> event_problem(const ActivityEvent& event)
{
    if (event.id.empty())
        return "missing_id";
    if (!day_number(event.day))
        return "bad_day";
    for (const auto& move : event.moves)
        if (move.ms < 0 || move.ms > kMaxMoveMs)
            return "bad_move_time";
    return std::visit(
        Overloaded {
            [](const PuzzleSolved& p) -> std::optional<std::string> {
                if (!(p.seconds >= 0)) // also refuses NaN
                    return "bad_seconds";
                return std::nullopt;
            },
            [](const LessonCompleted& l) -> std::optional<std::string> {
                if (l.lesson_id.empty())
                    return "missing_lesson";
                if (l.accuracy < 0 || l.accuracy > 100)
                    return "bad_accuracy";
                return std::nullopt;
            },
            [](const PracticeFinished&) -> std::optional<std::string> { return std::nullopt; },
            [](const GameFinished&) -> std::optional<std::string> { return std::nullopt; },
            [](const TimeSpent& t) -> std::optional<std::string> {
                if (t.minutes < 0 || t.minutes > kMaxMinutes)
                    return "bad_minutes";
                return std::nullopt;
            },
        },
        event.detail);
}

} // namespace academy::learn
