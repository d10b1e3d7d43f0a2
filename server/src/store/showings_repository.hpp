// When the server served a signed-in account a puzzle, and the hints it took on it (migration
// 0110). The puzzle attempt's time and hint count are read from here, not from the browser.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace academy::store {

struct PuzzleShowing {
    std::int64_t shown_at = 0; // epoch ms
    int hints = 0;
    int mistakes = 0; // wrong moves made on it so far (migration 0122)
};

class ShowingsRepository {
public:
    explicit ShowingsRepository(Database& db)
        : db_(db)
    {
    }

    // Notes a serving at `now_ms` unless one is already open for this puzzle (the first serving
    // stands), and deletes the account's servings older than `forget_before_ms`.
    void served(std::int64_t user_id, const std::string& puzzle_id, std::int64_t now_ms,
        std::int64_t forget_before_ms);
    std::optional<PuzzleShowing> find(std::int64_t user_id, const std::string& puzzle_id);
    // Counts one more hint (opening a showing at `now_ms` when none is open); returns the count.
    int add_hint(std::int64_t user_id, const std::string& puzzle_id, std::int64_t now_ms);
    // Counts one more wrong move, as add_hint counts a hint; returns the count.
    int add_mistake(std::int64_t user_id, const std::string& puzzle_id, std::int64_t now_ms);
    // Ends the showing and returns it: of two attempts racing for one showing, one gets it.
    std::optional<PuzzleShowing> take(std::int64_t user_id, const std::string& puzzle_id);

private:
    enum class Counter { hints, mistakes };
    // One more hint or mistake on the showing (made if missing); returns the new count.
    int count_one_more(
        Counter counter, std::int64_t user_id, const std::string& puzzle_id, std::int64_t now_ms);

    Database& db_;
};

} // namespace academy::store
