#include "learn/progress/progress_ledger.hpp"

#include "learn/review/deck_service.hpp"
#include "store/deck_repository.hpp"
#include "store/progress_repository.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>

namespace academy::learn {

static_assert(kUntimedAnswerMs == review::kUntimedMs);

namespace {

    GameResult game_result(const std::string& result)
    {
        return result == "win" ? GameResult::win
            : result == "draw" ? GameResult::draw
                               : GameResult::lose;
    }

    // A game's span: from its start, when known, to its end.
    TimedSpan game_span(const store::FinishedGameRow& g, std::int64_t cap_ms)
    {
        return { g.at_ms, g.started_ms > 0 ? g.at_ms - g.started_ms : 0, cap_ms };
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

std::vector<ActivityEvent> time_spent_events(
    const std::vector<TimedSpan>& spans, int utc_offset_minutes)
{
    // Per day: the [start, end) stretches of its spans.
    std::map<std::string, std::vector<std::pair<std::int64_t, std::int64_t>>> days;
    for (const auto& s : spans) {
        const auto ms = std::min(s.ms, s.cap_ms);
        if (ms <= 0)
            continue;
        days[local_day(s.end_ms, utc_offset_minutes)].emplace_back(s.end_ms - ms, s.end_ms);
    }
    std::vector<ActivityEvent> out;
    for (auto& [day, stretches] : days) {
        std::sort(stretches.begin(), stretches.end());
        std::int64_t total = 0;
        std::int64_t last_end = 0;
        auto [from, to] = stretches.front();
        for (const auto& [start, end] : stretches) {
            last_end = std::max(last_end, end);
            if (start > to) {
                total += to - from;
                from = start;
                to = end;
            } else {
                to = std::max(to, end);
            }
        }
        total += to - from;
        const auto minutes = static_cast<int>(std::min<std::int64_t>(total / kMinuteMs, 24 * 60));
        if (minutes > 0)
            out.push_back({ "time:" + day, last_end, day, TimeSpent { minutes }, {} });
    }
    return out;
}

std::vector<ActivityEvent> load_ledger(
    store::Database& db, std::int64_t user_id, int utc_offset_minutes)
{
    store::ProgressRepository repo(db);
    const auto day = [&](std::int64_t at_ms) { return local_day(at_ms, utc_offset_minutes); };
    std::vector<ActivityEvent> events;
    std::vector<TimedSpan> spans;
    for (const auto& p : repo.solved_puzzles(user_id))
        events.push_back({ "puzzle:" + std::to_string(p.attempt_id), p.at_ms, day(p.at_ms),
            PuzzleSolved { p.first_attempt, static_cast<double>(p.time_ms) / 1000.0 }, {} });
    // A card of the personal deck solved at a showing is a puzzle solved: the same XP and the
    // same count in the goals and the plan. Each showing counts, since SM-2 spaces them by days.
    for (const auto& d : store::DeckRepository(db).solves(user_id))
        events.push_back({ "deck:" + std::to_string(d.id), d.at_ms, day(d.at_ms),
            PuzzleSolved { d.first_try, static_cast<double>(d.ms) / 1000.0 }, {} });
    // Every answer counts its time, solved or not; an untimed one (no serving) none.
    for (const auto& a : repo.timed_answers(user_id))
        spans.push_back({ a.at_ms, a.ms >= kUntimedAnswerMs ? 0 : a.ms, kAnswerTimeCapMs });
    for (const auto& l : repo.completed_lessons(user_id)) {
        events.push_back({ "lesson:" + l.lesson_id, l.at_ms, day(l.at_ms),
            LessonCompleted { l.lesson_id, l.accuracy }, {} });
        spans.push_back({ l.at_ms, l.at_ms - l.started_ms, kLessonTimeCapMs });
    }
    // Each position counts once, at its first win: winning it again is practice, not progress.
    for (const auto& p : repo.won_practice(user_id))
        events.push_back(
            { "practice:" + p.position_id, p.at_ms, day(p.at_ms), PracticeFinished {}, {} });
    for (const auto& g : repo.computer_games(user_id)) {
        events.push_back({ "computer:" + g.game_id, g.at_ms, day(g.at_ms),
            GameFinished { Opponent::computer, game_result(g.result), false }, {} });
        spans.push_back(game_span(g, kComputerGameTimeCapMs));
    }
    for (const auto& g : repo.live_games(user_id)) {
        events.push_back({ "live:" + g.game_id, g.at_ms, day(g.at_ms),
            GameFinished { Opponent::live, game_result(g.result), false }, {} });
        spans.push_back(game_span(g, kLiveGameTimeCapMs));
    }
    for (auto& t : time_spent_events(spans, utc_offset_minutes))
        events.push_back(std::move(t));
    return events;
}

} // namespace academy::learn
