#include "net/game_routes.hpp"

#include "net/auth_middleware.hpp"
#include "net/play_json.hpp"
#include "store/games_repository.hpp"

namespace academy::net {

void add_game_routes(Router& router, play::PlayService& play, store::Database& db)
{
    router.add("GET", "/api/games/{id}.pgn", [&play](ApiRequest& req) {
        const auto pgn = play.game_pgn(req.params["id"]);
        if (!pgn)
            return ApiResponse::error(404, "Game not found", "not_found");
        ApiResponse response;
        response.body = *pgn;
        response.content_type = "application/x-chess-pgn";
        response.headers.emplace_back("Content-Disposition",
            "attachment; filename=\"chess-academy-" + req.params["id"] + ".pgn\"");
        return response;
    });

    router.add("GET", "/api/games/{id}", [&play](ApiRequest& req) {
        // Anyone may watch a game; only its players read their chat (the asker's token says who).
        const auto viewer = authenticate(req);
        auto state = play.game_state(req.params["id"], viewer ? viewer->subject : std::string {});
        if (!state)
            return ApiResponse::error(404, "Game not found", "not_found");
        return ApiResponse::ok(to_json(*state));
    });

    router.add("GET", "/api/users/{username}/games", [&db](ApiRequest& req) {
        store::GamesRepository games(db);
        const int limit = req.int_query_param("limit", 20, 1, 100);
        const int offset = req.int_query_param("offset", 0, 0, 1'000'000);
        nlohmann::json list = nlohmann::json::array();
        for (const auto& g : games.by_username(req.params["username"], limit, offset)) {
            list.push_back({ { "id", g.id },
                { "white",
                    { { "username", g.white.username }, { "displayName", g.white.display_name },
                        { "rating", g.white.rating },
                        { "ratingDiff", g.white_rating_diff.value_or(0) } } },
                { "black",
                    { { "username", g.black.username }, { "displayName", g.black.display_name },
                        { "rating", g.black.rating },
                        { "ratingDiff", g.black_rating_diff.value_or(0) } } },
                { "timeControl",
                    { { "name", g.tc_name }, { "type", g.tc_type }, { "initial", g.tc_initial },
                        { "increment", g.tc_increment } } },
                { "rated", g.rated }, { "status", g.status }, { "score", g.score },
                { "reason", g.reason }, { "result", g.result_text }, { "createdAt", g.created_at },
                { "endedAt",
                    g.ended_at ? nlohmann::json(*g.ended_at) : nlohmann::json(nullptr) } });
        }
        return ApiResponse::ok({ { "username", req.params["username"] }, { "games", list },
            { "limit", limit }, { "offset", offset } });
    });
}

} // namespace academy::net
