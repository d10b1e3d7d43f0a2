// The end of a game: the result stored, both players rated (Glicko-2) and everyone told.
#include "play/cluster.hpp"
#include "play/game_rooms.hpp"
#include "play/lobby.hpp"

#include <spdlog/spdlog.h>

#include <cmath>

namespace academy::play {

namespace {

    struct Rated {
        std::array<int, 2> diffs {};
        std::array<RatingChange, 2> changes {};
    };

    // Rates a decided game between `players` in `speed`. On the writer thread, inside its
    // transaction: ratings are read and saved there, so two games of one player ending together
    // are rated one after the other. Throws when the ratings cannot be read or saved.
    Rated rate(store::RatingsRepository& ratings, const std::array<Player, 2>& players,
        const std::string& speed, const GameResult& result)
    {
        store::RatingRecord recs[2];
        for (const auto c : { chess::White, chess::Black }) {
            const auto& p = players[c];
            recs[c] = ratings.find(p.id, speed)
                          .value_or(store::RatingRecord {
                              p.id, speed, p.username, p.display_name, rating::Rating {}, 0 });
            recs[c].username = p.username;
            recs[c].display_name = p.display_name;
        }
        const double white_score = !result.winner ? 0.5
            : *result.winner == chess::White      ? 1.0
                                                  : 0.0;
        const auto w = rating::update_after_game(recs[0].rating, recs[1].rating, white_score);
        const auto b = rating::update_after_game(recs[1].rating, recs[0].rating, 1.0 - white_score);
        Rated rated;
        rated.diffs[0]
            = static_cast<int>(std::lround(w.rating) - std::lround(recs[0].rating.rating));
        rated.diffs[1]
            = static_cast<int>(std::lround(b.rating) - std::lround(recs[1].rating.rating));
        recs[0].rating = w;
        recs[1].rating = b;
        for (auto& one : recs)
            ++one.games;
        // Both or neither.
        ratings.save_pair(recs[0], recs[1], epoch_ms());
        rated.changes = { RatingChange { std::lround(w.rating), rated.diffs[0], w.provisional() },
            RatingChange { std::lround(b.rating), rated.diffs[1], b.provisional() } };
        return rated;
    }

} // namespace

void GameRooms::end_game(Room& room, GameResult result, std::string reason, std::string text)
{
    const auto now = context_.now();
    room.clock.stop(now);
    room.ended = true;
    room.ending.reset();
    auto& r = room.record;
    r.status = "ended";
    r.score = result.score();
    r.reason = std::move(reason);
    r.result_text = std::move(text);
    r.white_ms = std::max<std::int64_t>(0, room.clock.remaining(chess::White, now));
    r.black_ms = std::max<std::int64_t>(0, room.clock.remaining(chess::Black, now));
    r.ended_at = epoch_ms();
    lobby_.game_over(room.players, r.id);
    // The ending as stored, with the rating changes the store worked out.
    struct StoredEnding {
        store::GameRecord record;
        std::optional<std::array<RatingChange, 2>> rating_changes;
    };
    auto stored = std::make_shared<StoredEnding>();
    stored->record = r;
    auto store_end = [this, stored, players = room.players, result] {
        auto& rec = stored->record;
        if (rec.rated && result.decided()) {
            try {
                const auto rated = rate(ratings_, players, rec.tc_type, result);
                rec.white_rating_diff = rated.diffs[0];
                rec.black_rating_diff = rated.diffs[1];
                stored->rating_changes = rated.changes;
            } catch (const std::exception& e) {
                // The game's ending is stored all the same, unrated.
                spdlog::error("rating update for game {} failed: {}", rec.id, e.what());
            }
        }
        games_.finish(rec);
    };
    Room* rp = &room;
    write(room, std::move(store_end), [this, rp, stored, result](bool ok) {
        auto& r = rp->record;
        if (!ok)
            spdlog::error("could not store the end of game {}", r.id);
        r.white_rating_diff = stored->record.white_rating_diff;
        r.black_rating_diff = stored->record.black_rating_diff;
        send_now(*rp,
            GameEnded { r.id, r.result_text, r.score, r.reason, result.winner, r.white_ms,
                r.black_ms, stored->rating_changes });
        // Stored: no other node may take the game over any more.
        context_.cluster->game_finished(r.id);
    });
    // Keep the ended room a while for late joins, then let it go.
    const auto generation = ++room.generation;
    room.timer_due = -1;
    context_.after(context_.options.ended_room_ttl_ms,
        [this, id = r.id, generation] { on_timer(id, generation); });
}

} // namespace academy::play
