#include "learn/progress/progress_intake.hpp"

#include <cstdlib>

namespace academy::learn {

namespace {

    constexpr std::int64_t kMsPerDay = 24LL * 60 * 60 * 1000;

    bool id_char(char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '-' || c == '_';
    }

    // The rules' short codes, in words.
    std::string describe(const std::string& code)
    {
        if (code == "missing_id")
            return "An event id is required";
        if (code == "bad_day")
            return "Day must be a date (YYYY-MM-DD)";
        if (code == "bad_move_time")
            return "A move's time must be from 0 to 3600000 ms";
        if (code == "missing_lesson")
            return "A lesson id is required";
        if (code == "bad_accuracy")
            return "Accuracy must be a whole number from 0 to 100";
        if (code == "bad_minutes")
            return "Minutes must be a whole number from 0 to 1440";
        return "The event is not valid (" + code + ")";
    }

} // namespace

bool browser_only(const ActivityDetail& detail)
{
    return std::holds_alternative<LessonCompleted>(detail)
        || std::holds_alternative<PracticeFinished>(detail)
        || std::holds_alternative<TimeSpent>(detail);
}

std::optional<std::string> intake_problem(
    const ActivityEvent& event, std::int64_t now_ms, const lessons::Catalogue& catalogue)
{
    if (event.id.empty() || event.id.size() > kMaxEventIdLength)
        return "An event id must be 1 to 64 characters";
    for (char c : event.id)
        if (!id_char(c))
            return "An event id may hold only letters, digits, '-' and '_'";
    if (!browser_only(event.detail))
        return "Puzzles and games are recorded by the server";
    if (auto code = event_problem(event))
        return describe(*code);
    if (const auto* lesson = std::get_if<LessonCompleted>(&event.detail);
        lesson && !catalogue.known_lesson(lesson->lesson_id))
        return "Unknown lesson: " + lesson->lesson_id.substr(0, 64);
    if (event.moves.size() > kMaxMovesPerEvent)
        return "An event has at most " + std::to_string(kMaxMovesPerEvent) + " moves";
    if (event.at_ms > now_ms + kFutureToleranceMs)
        return "Its time is in the future";
    if (event.at_ms < kEarliestEventMs)
        return "Its time is before 2020";
    const auto day = *day_number(event.day);
    const auto utc_day = event.at_ms / kMsPerDay; // at_ms >= 2020, so no negative rounding
    if (std::llabs(day - utc_day) > 1)
        return "Its day is more than a day away from its time";
    return std::nullopt;
}

} // namespace academy::learn
