#include "learn/practice/practice_progress.hpp"

#include "store/practice_progress_repository.hpp"

namespace academy::learn::practice {

RecordedWin record_win(store::Database& db, const Attempt& attempt, int stars, std::int64_t now_ms)
{
    RecordedWin out;
    const auto best = store::PracticeProgressRepository(db).record_win(
        attempt.user_id, attempt.position_id, stars, now_ms);
    out.best_stars = best.best_stars;
    out.previous_stars = best.previous_stars;
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
