// The puzzle library, players' attempts and puzzle ratings (migration 0030).
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace academy::store {

struct StoredPuzzle {
    std::string id;
    std::string fen;
    std::string moves; // UCI, space-separated; the first is the opponent's move
    double rating = 1500;
    double rating_deviation = 500;
    double volatility = 0.09;
    int popularity = 0;
    int plays = 0;
    std::string themes; // space-separated
    std::string game_url;
    std::string opening_tags;
    std::string source; // "academy" or "lichess"
};

struct PuzzleQuery {
    std::string theme; // empty: any
    std::vector<std::string> any_of_themes; // a set's themes (matches any)
    int min_rating = 0;
    int max_rating = 4000;
    std::string source; // empty: any
    int limit = 50;
};

struct PlayerPuzzleRating {
    double rating = 1500;
    double rating_deviation = 500;
    double volatility = 0.09;
};

struct AttemptRecord {
    std::string puzzle_id;
    bool solved = false;
    bool first_attempt = false;
    std::int64_t time_ms = 0;
    int hints_used = 0;
    double rating_change = 0;
    std::string themes;
    double puzzle_rating = 0;
    int mistakes = 0; // wrong moves taken back before the attempt ended (migration 0123)
};

class PuzzlesRepository {
public:
    explicit PuzzlesRepository(Database& db)
        : db_(db)
    {
    }

    // Batches rows into multi-row INSERTs. Existing ids are left alone, or with
    // `refresh_unplayed` take the new rating and themes while no player has moved their rating
    // (a re-calibrated library reaches databases that loaded the old one). Call inside
    // db.transaction() for speed; finish() flushes and returns the rows written.
    class BulkInserter {
    public:
        explicit BulkInserter(Database& db, bool refresh_unplayed = false)
            : db_(db)
            , refresh_unplayed_(refresh_unplayed)
        {
        }
        void add(StoredPuzzle p);
        std::int64_t finish();

    private:
        void flush();
        Database& db_;
        std::vector<StoredPuzzle> pending_;
        std::int64_t written_ = 0;
        bool refresh_unplayed_;
    };

    std::int64_t count(const std::string& source = {});
    std::optional<StoredPuzzle> get(const std::string& id);
    std::vector<StoredPuzzle> find(const PuzzleQuery& q);
    std::vector<StoredPuzzle> all();
    // Puzzles in [min, max] rating, none of them solved by `user_id` (0: nobody), closest first.
    std::vector<StoredPuzzle> near_rating(double rating, std::int64_t user_id,
        const std::string& theme, int min_rating, int max_rating, int limit);
    void update_rating(const std::string& id, double rating, double deviation, double volatility);

    PlayerPuzzleRating player_rating(std::int64_t user_id);
    void save_player_rating(std::int64_t user_id, const PlayerPuzzleRating& r);
    bool has_attempted(std::int64_t user_id, const std::string& puzzle_id);
    // Whether the account has played a rated puzzle (one that moved its puzzle rating).
    bool has_rated_attempt(std::int64_t user_id);
    // Whether an attempt of the account's failed (a wrong move or Show Solution: it saw the line).
    bool has_failed(std::int64_t user_id, const std::string& puzzle_id);
    std::vector<std::string> solved_ids(std::int64_t user_id);
    void record_attempt(std::int64_t user_id, const AttemptRecord& a);
    std::vector<AttemptRecord> attempts(std::int64_t user_id);

private:
    Database& db_;
};

} // namespace academy::store
