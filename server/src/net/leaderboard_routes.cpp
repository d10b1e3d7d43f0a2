#include "net/leaderboard_routes.hpp"

#include "rating/glicko2.hpp"
#include "store/ratings_repository.hpp"

#include <cmath>

namespace academy::net {

void add_leaderboard_routes(Router& router, store::Database& db)
{
    router.add("GET", "/api/leaderboard", [&db](ApiRequest& req) {
        const auto speed = req.query_param("speed").value_or("blitz");
        if (!rating::parse_speed(speed))
            return ApiResponse::error(
                400, "Unknown speed: use bullet, blitz, rapid or classical", "bad_request");
        store::RatingsRepository ratings(db);
        nlohmann::json players = nlohmann::json::array();
        int rank = 0;
        for (const auto& r : ratings.leaderboard(speed, 100))
            players.push_back(
                { { "rank", ++rank }, { "userId", r.user_id }, { "username", r.username },
                    { "displayName", r.display_name }, { "rating", std::lround(r.rating.rating) },
                    { "deviation", std::lround(r.rating.deviation) }, { "games", r.games } });
        return ApiResponse::ok({ { "speed", speed }, { "players", players } });
    });
}

} // namespace academy::net
