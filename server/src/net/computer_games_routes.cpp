#include "net/computer_games_routes.hpp"

#include "net/auth_middleware.hpp"
#include "net/request_reader.hpp"
#include "play/computer_game.hpp"
#include "store/computer_games_repository.hpp"
#include "store/wall_clock.hpp"

#include <algorithm>
#include <chrono>

namespace academy::net {

namespace {

    using nlohmann::json;

    // A client's PGN is never stored (the server writes its own from the replay); one longer than
    // any real game is refused rather than read.
    constexpr std::size_t kMaxPgnBytes = 64 * 1024;

    // The request as a claim, every field type-checked; the 400 naming what is wrong otherwise.
    std::variant<play::ComputerGameClaim, ApiResponse> read_claim(const ApiRequest& req)
    {
        RequestReader in(req);
        if (!in)
            return bad_request("A game is required");
        play::ComputerGameClaim claim;
        claim.level = in.field<int>(
            "level", { .min = 1, .max = 25, .message = "Level must be between 1 and 25" });
        claim.color = in.choice<chess::Color>("color",
            { { "white", chess::White }, { "black", chess::Black } },
            "Color must be white or black");
        claim.result = in.choice<play::ComputerResult>("result",
            { { "win", play::ComputerResult::Win }, { "lose", play::ComputerResult::Lose },
                { "draw", play::ComputerResult::Draw } },
            "Result must be win, lose or draw");
        // Games count only from the standard start: a game set up from any position could start
        // with the computer already mated.
        if (in.has("fen"))
            in.fail("Only games from the standard starting position are saved");
        claim.moves = in.uci_moves(
            "moves", 0, play::kMaxComputerGamePlies, "Moves must be a list of UCI moves");
        in.field<std::optional<std::string>>("pgn", { .max = kMaxPgnBytes }); // checked, not read
        if (!in)
            return in.problem();
        return claim;
    }

    // POST /api/games/computer: a finished game against the computer, replayed and scored.
    ApiResponse save_game(store::Database& db, ApiRequest& req)
    {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        auto claim = read_claim(req);
        if (auto* answer = std::get_if<ApiResponse>(&claim))
            return std::move(*answer);
        // The server is the authority: the replay decides whether the result stands and what it
        // is worth.
        auto replayed = play::replay_computer_game(std::get<play::ComputerGameClaim>(claim));
        if (!replayed)
            return bad_request(replayed.error().message);
        const auto& game = replayed.value();
        std::string moves;
        for (const auto& m : game.game.moves)
            moves += (moves.empty() ? "" : " ") + m;
        const auto id = store::ComputerGamesRepository(db).insert(
            { user->id, game.game.level, game.game.color == chess::White ? "white" : "black",
                std::string(play::computer_result_name(game.game.result)), moves, game.player_moves,
                game.points, game.pgn, store::wall_clock_ms() / 1000 });
        return ApiResponse::ok(
            { { "id", id }, { "pointsEarned", game.points }, { "playerMoves", game.player_moves } },
            201);
    }

    // GET /api/games/computer: the account's own latest games (the profile's Recent games),
    // newest first. A limit that is no number is the default; one out of range is clamped.
    ApiResponse recent_games(store::Database& db, ApiRequest& req)
    {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        auto query = RequestReader::query(req);
        const auto limit = static_cast<int>(std::clamp<std::int64_t>(
            query.field<std::optional<std::int64_t>>("limit").value_or(10), 1, 100));
        json list = json::array();
        for (const auto& g : store::ComputerGamesRepository(db).recent(user->id, limit))
            list.push_back({ { "id", g.id }, { "level", g.level }, { "color", g.color },
                { "result", g.result }, { "playerMoves", g.player_moves }, { "points", g.points },
                { "createdAt", g.created_at * 1000 } });
        return ApiResponse::ok({ { "games", list } });
    }

    // GET /api/games/computer/stats
    ApiResponse game_stats(store::Database& db, ApiRequest& req)
    {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto s = store::ComputerGamesRepository(db).stats(user->id);
        return ApiResponse::ok({ { "gamesPlayed", s.games_played }, { "wins", s.wins },
            { "losses", s.losses }, { "draws", s.draws }, { "totalMoves", s.total_moves },
            { "bestLevel", s.best_level }, { "points", s.points } });
    }

} // namespace

void add_computer_games_routes(Router& router, store::Database& db)
{
    router.add("POST", "/api/games/computer", [&db](ApiRequest& r) { return save_game(db, r); });
    router.add("GET", "/api/games/computer", [&db](ApiRequest& r) { return recent_games(db, r); });
    router.add(
        "GET", "/api/games/computer/stats", [&db](ApiRequest& r) { return game_stats(db, r); });
}

} // namespace academy::net
