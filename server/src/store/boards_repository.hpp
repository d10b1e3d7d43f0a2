// The leaderboard's boards (migration 0060): one row per player on each board, read by index
// range scans, with the per-bucket counts that turn a rank, the number of players and the start
// of a deep page into sums over a few hundred rows. Also what the boards show beside the score
// (names, country, level, XP this week, rating, its 7-day change), the unlocked achievements, and
// the marks of accounts whose ledger changed since it was last replayed for the boards.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace academy::store {

// A board ("rating:<speed>" or "xp:<Monday>") as a whole, or one country's part of it.
struct BoardScope {
    std::string board;
    std::string country; // empty: every player
};

struct BoardEntry {
    std::int64_t user_id = 0;
    double score = 0;
};

// What a line of the leaderboard shows of a player besides the board's score.
struct PlayerLine {
    std::int64_t user_id = 0;
    std::string username;
    std::string display_name;
    std::optional<std::string> country;
    int level = 0;
    std::int64_t total_xp = 0;
    std::int64_t xp_week = 0; // on the xp board asked for
    std::optional<double> rating; // at the speed asked for
    std::optional<double> deviation;
    int rated_games = 0;
};

struct RatingChange {
    int change = 0;
    int games = 0;
};

struct UnlockRow {
    std::int64_t user_id = 0;
    std::string username;
    std::string display_name;
    std::string achievement_id;
    std::int64_t unlocked_at_ms = 0;
};

struct UnlockFact {
    std::string achievement_id;
    std::int64_t unlocked_at_ms = 0;
};

// What a replay of an account's ledger leaves on the boards.
struct ProgressSummary {
    std::int64_t total_xp = 0;
    int level = 0;
    std::map<std::string, std::int64_t> xp_by_week; // Monday (YYYY-MM-DD) -> XP
    std::vector<UnlockFact> unlocks;
};

struct DirtyMark {
    std::int64_t user_id = 0;
    std::int64_t version = 0;
};

class BoardsRepository {
public:
    explicit BoardsRepository(Database& db)
        : db_(db)
    {
    }

    // The players from the `offset`-th (0-based), best first: highest score, then lowest id.
    std::vector<BoardEntry> page(const BoardScope& scope, std::int64_t offset, int limit);
    // How many players the board (or the country's part) has.
    std::int64_t players(const BoardScope& scope);
    // How many players of the board (or the country's part) score strictly more than `score`.
    std::int64_t above(const BoardScope& scope, double score);
    // The player's score, or nothing when not on the board (or, for a country's part, not of that
    // country).
    std::optional<double> score_of(const BoardScope& scope, std::int64_t user_id);
    // The player's rank: 1 + the players scoring strictly more, so that equal scores share a rank
    // (thousands of players may have the same weekly XP); nothing when not on the board.
    std::optional<std::int64_t> place(const BoardScope& scope, std::int64_t user_id);
    // These players' scores on the board (those not on it are absent).
    std::map<std::int64_t, double> scores(
        const std::string& board, const std::vector<std::int64_t>& user_ids);

    // The lines of these players: the rating at `speed`, the XP on the board `xp_board`.
    std::map<std::int64_t, PlayerLine> lines(const std::vector<std::int64_t>& user_ids,
        const std::string& speed, const std::string& xp_board);
    // The sum of rating changes of these players' rated games at `speed` ended at or after
    // `since_ms`; players without such a game are absent.
    std::map<std::int64_t, RatingChange> rating_changes(
        const std::vector<std::int64_t>& user_ids, const std::string& speed, std::int64_t since_ms);

    // What the Your Rank card shows of one player, in one look-up: the rating at `speed`, the XP
    // on `xp_board`, and the 7-day change as rating_changes() counts it (none without a game).
    struct ViewerFigures {
        std::optional<double> rating;
        std::int64_t xp_week = 0;
        std::optional<RatingChange> change;
    };
    ViewerFigures viewer(std::int64_t user_id, const std::string& speed,
        const std::string& xp_board, std::int64_t since_ms);

    // The latest unlocks, newest first: of everyone, of a country's players, of these players.
    std::vector<UnlockRow> recent_unlocks(int limit);
    std::vector<UnlockRow> recent_unlocks_in(const std::string& country, int limit);
    std::vector<UnlockRow> recent_unlocks_of(const std::vector<std::int64_t>& user_ids, int limit);

    // Accounts to replay, in id order.
    std::vector<DirtyMark> dirty(int limit);
    // The account's mark, if any.
    std::optional<std::int64_t> dirty_version(std::int64_t user_id);
    // Writes what a replay found (call inside the transaction that read the ledger). Returns false,
    // writing nothing, when the account does not exist.
    bool save_summary(std::int64_t user_id, const ProgressSummary& summary, std::int64_t now_ms);
    // Clears the mark if it is still `version` (a mark made meanwhile stays for the next replay).
    void clear_dirty(std::int64_t user_id, std::int64_t version);

private:
    Database& db_;
};

// The text form of a set of ids that the queries above read with json_each: "[1,2,3]".
std::string id_list(const std::vector<std::int64_t>& ids);

} // namespace academy::store
