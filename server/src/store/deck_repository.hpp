// The personal deck's cards and their graded showings (migration 0100).
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace academy::store {

struct DeckCardRecord {
    std::int64_t id = 0;
    std::int64_t user_id = 0;
    std::string game_key; // the review's: one card per (account, game, ply)
    std::string review_id;
    std::string source; // "computer", "live" or "pgn"
    std::string game_ref;
    int ply = 0; // the mistake's ply in the game (1 for the first move)
    std::string fen; // the position the player faced, player to move
    std::string line; // UCI, space-separated: player, reply, ..., player
    std::string played; // the mistake, UCI
    std::string move_class; // "mistake" or "blunder"
    std::string motif;
    std::string themes; // space-separated
    std::string explanation;
    std::int64_t created_at = 0; // epoch ms
    std::int64_t due_at = 0; // epoch ms
    int repetitions = 0;
    int interval_days = 0;
    double ease = 2.5;
    int lapses = 0;
    int misses = 0; // wrong moves in the showing in progress
    bool hinted = false; // a hint was taken in the showing in progress
    std::optional<std::int64_t> shown_at; // when GET /api/deck/next first served this showing
    std::optional<std::int64_t> last_graded_at;
};

struct DeckCounts {
    int due = 0;
    int total = 0;
    std::optional<std::int64_t> next_due_at; // the earliest due time of any card
};

// One graded showing.
struct DeckGrading {
    std::int64_t card_id = 0;
    std::int64_t user_id = 0;
    std::int64_t at_ms = 0;
    int grade = 0;
    bool solved = false;
    bool first_try = false;
    std::int64_t ms = 0;
    // The card's new schedule.
    int repetitions = 0;
    int interval_days = 0;
    double ease = 2.5;
    int lapses = 0;
    std::int64_t due_at = 0;
};

// A solved showing as the progress ledger reads it.
struct DeckSolveRow {
    std::int64_t id = 0;
    std::int64_t at_ms = 0;
    bool first_try = false;
    std::int64_t ms = 0;
};

class DeckRepository {
public:
    explicit DeckRepository(Database& db)
        : db_(db)
    {
    }

    // Inserts the card unless the account has one for its game and ply; true when inserted.
    bool add(const DeckCardRecord& card);
    bool has(std::int64_t user_id, const std::string& game_key, int ply);
    std::optional<DeckCardRecord> find(std::int64_t card_id);
    DeckCounts counts(std::int64_t user_id, std::int64_t now_ms);
    // The due card that has waited longest (oldest due time, then oldest card).
    std::optional<DeckCardRecord> next_due(std::int64_t user_id, std::int64_t now_ms);
    // A page of the account's cards, soonest due first.
    std::vector<DeckCardRecord> page(std::int64_t user_id, int offset, int limit);
    // The showing in progress: one more wrong move, or a hint taken.
    void add_miss(std::int64_t card_id);
    void set_hinted(std::int64_t card_id);
    // The showing in progress was served at `now_ms`, unless it was served before (the first
    // serving stands until the showing is graded).
    void mark_shown(std::int64_t card_id, std::int64_t now_ms);
    // Stores the showing and the card's new schedule together (the showing's misses, hint and
    // serving time are cleared). False, with nothing written, when the card was graded meanwhile
    // (it is no longer due at `at_ms`): two answers racing for one showing count once.
    bool grade(const DeckGrading& grading);
    std::vector<DeckSolveRow> solves(std::int64_t user_id);

private:
    Database& db_;
};

} // namespace academy::store
