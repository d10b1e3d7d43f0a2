#include "learn/progress/progress_settle.hpp"

#include "learn/progress/progress_fold.hpp"
#include "learn/progress/progress_ledger.hpp"
#include "store/boards_repository.hpp"
#include "store/progress_repository.hpp"

#include <spdlog/spdlog.h>

namespace academy::learn {

void settle_progress(store::Database& db, std::int64_t user_id, std::int64_t now_ms)
{
    db.transaction([&] {
        store::BoardsRepository boards(db);
        const auto version = boards.dirty_version(user_id);
        const int offset = store::ProgressRepository(db).utc_offset_minutes(user_id);
        const auto state = fold_progress(load_ledger(db, user_id, offset));
        store::ProgressSummary summary;
        summary.total_xp = state.total_xp;
        summary.level = state.current_level;
        summary.xp_by_week = state.xp_by_week;
        for (const auto& a : state.achievements)
            if (a.unlocked)
                summary.unlocks.push_back({ a.id, a.unlocked_at_ms });
        boards.save_summary(user_id, summary, now_ms); // false: the account is gone
        if (version)
            boards.clear_dirty(user_id, *version);
    });
}

bool settle_if_marked(store::Database& db, std::int64_t user_id, std::int64_t now_ms)
{
    if (!store::BoardsRepository(db).dirty_version(user_id))
        return false;
    settle_progress(db, user_id, now_ms);
    return true;
}

int settle_marked(store::Database& db, int limit, std::int64_t now_ms)
{
    const auto marks = store::BoardsRepository(db).dirty(limit);
    for (const auto& mark : marks) {
        try {
            settle_progress(db, mark.user_id, now_ms);
        } catch (const store::StoreError& e) {
            // Left marked for the next round; the others are not held up by it.
            spdlog::warn("could not settle the boards of account {}: {}", mark.user_id, e.what());
        }
    }
    return static_cast<int>(marks.size());
}

} // namespace academy::learn
