#include "learn/practice/practice_progress.hpp"

#include "learn/progress/progress_ledger.hpp"
#include "store/practice_progress_repository.hpp"
#include "store/progress_repository.hpp"

namespace academy::learn::practice {

RecordedWin record_win(store::Database& db, const Attempt& attempt, int stars, std::int64_t now_ms)
{
    RecordedWin out;
    const auto best = store::PracticeProgressRepository(db).record_win(
        attempt.user_id, attempt.position_id, stars, now_ms);
    out.best_stars = best.best_stars;
    out.previous_stars = best.previous_stars;
    const int offset = store::ProgressRepository(db).utc_offset_minutes(attempt.user_id);
    ActivityEvent event { "practice:" + attempt.id, now_ms, local_day(now_ms, offset),
        PracticeFinished {}, {} };
    const auto recorded = record_events(db, attempt.user_id, { event }, now_ms);
    out.ledger_event = recorded.full_day.empty();
    return out;
}

std::map<std::string, int> best_stars(store::Database& db, std::int64_t user_id)
{
    std::map<std::string, int> out;
    for (const auto& [id, best] : store::PracticeProgressRepository(db).list(user_id))
        out[id] = best.best_stars;
    return out;
}

} // namespace academy::learn::practice
