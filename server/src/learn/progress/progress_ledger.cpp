#include "learn/progress/progress_ledger.hpp"

#include "learn/progress/progress_intake.hpp"
#include "store/deck_repository.hpp"
#include "store/progress_repository.hpp"

#include <chrono>
#include <cstdio>

namespace academy::learn {

namespace {

    GameResult game_result(const std::string& result)
    {
        return result == "win" ? GameResult::win
            : result == "draw" ? GameResult::draw
                               : GameResult::lose;
    }

    std::vector<MoveInput> moves_from_store(const std::vector<store::StoredMove>& moves)
    {
        std::vector<MoveInput> out;
        for (const auto& m : moves)
            out.push_back({ m.touch, m.drag ? Gesture::drag : Gesture::tap, m.ms, m.missed });
        return out;
    }

    ActivityEvent from_row(const store::ProgressEventRow& row)
    {
        ActivityEvent e;
        e.id = row.event_id;
        e.at_ms = row.at_ms;
        e.day = row.day;
        e.moves = moves_from_store(row.moves);
        if (row.kind == "lesson_completed")
            e.detail = LessonCompleted { row.lesson_id, row.accuracy };
        else if (row.kind == "time_spent")
            e.detail = TimeSpent { row.minutes };
        else
            e.detail = PracticeFinished {};
        return e;
    }

    store::ProgressEventRow to_row(const ActivityEvent& e)
    {
        store::ProgressEventRow row;
        row.event_id = e.id;
        row.kind = kind_name(e.detail);
        row.at_ms = e.at_ms;
        row.day = e.day;
        if (const auto* lesson = std::get_if<LessonCompleted>(&e.detail)) {
            row.lesson_id = lesson->lesson_id;
            row.accuracy = lesson->accuracy;
        } else if (const auto* time = std::get_if<TimeSpent>(&e.detail)) {
            row.minutes = time->minutes;
        }
        for (const auto& m : e.moves)
            row.moves.push_back({ m.touch, m.gesture == Gesture::drag, m.ms, m.missed });
        return row;
    }

} // namespace

bool valid_utc_offset(std::int64_t minutes)
{
    return minutes >= kMinUtcOffsetMinutes && minutes <= kMaxUtcOffsetMinutes && minutes % 15 == 0;
}

std::string local_day(std::int64_t at_ms, int utc_offset_minutes)
{
    using namespace std::chrono;
    const auto local = sys_time<milliseconds>(milliseconds(at_ms) + minutes(utc_offset_minutes));
    const year_month_day date { floor<days>(local) };
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
        static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
    return text;
}

std::vector<ActivityEvent> load_ledger(
    store::Database& db, std::int64_t user_id, int utc_offset_minutes)
{
    store::ProgressRepository repo(db);
    std::vector<ActivityEvent> events;
    for (const auto& row : repo.list(user_id))
        events.push_back(from_row(row));
    for (const auto& p : repo.solved_puzzles(user_id))
        events.push_back({ "puzzle:" + std::to_string(p.attempt_id), p.at_ms,
            local_day(p.at_ms, utc_offset_minutes),
            PuzzleSolved { p.first_attempt, static_cast<double>(p.time_ms) / 1000.0 }, {} });
    // A card of the personal deck solved at a showing is a puzzle solved: the same XP and the
    // same count in the goals and the plan. Each showing counts, since SM-2 spaces them by days.
    for (const auto& d : store::DeckRepository(db).solves(user_id))
        events.push_back(
            { "deck:" + std::to_string(d.id), d.at_ms, local_day(d.at_ms, utc_offset_minutes),
                PuzzleSolved { d.first_try, static_cast<double>(d.ms) / 1000.0 }, {} });
    for (const auto& l : repo.completed_lessons(user_id))
        events.push_back({ "lesson:" + l.lesson_id, l.at_ms, local_day(l.at_ms, utc_offset_minutes),
            LessonCompleted { l.lesson_id, l.accuracy }, {} });
    for (const auto& g : repo.computer_games(user_id))
        events.push_back({ "computer:" + g.game_id, g.at_ms, local_day(g.at_ms, utc_offset_minutes),
            GameFinished { Opponent::computer, game_result(g.result), false }, {} });
    for (const auto& g : repo.live_games(user_id))
        events.push_back({ "live:" + g.game_id, g.at_ms, local_day(g.at_ms, utc_offset_minutes),
            GameFinished { Opponent::live, game_result(g.result), false }, {} });
    return events;
}

RecordedBatch record_events(store::Database& db, std::int64_t user_id,
    const std::vector<ActivityEvent>& events, std::int64_t now_ms)
{
    std::vector<store::ProgressEventRow> rows;
    rows.reserve(events.size());
    for (const auto& e : events)
        rows.push_back(to_row(e));
    const auto inserted = store::ProgressRepository(db).insert_all(
        user_id, rows, now_ms / 1000, kMaxBrowserEventsPerDay);
    return { inserted.stored, inserted.duplicates, inserted.full_day };
}

} // namespace academy::learn
