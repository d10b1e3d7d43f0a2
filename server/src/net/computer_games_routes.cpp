#include "net/computer_games_routes.hpp"

#include "net/auth_middleware.hpp"
#include "play/computer_game.hpp"
#include "store/computer_games_repository.hpp"
#include "store/wall_clock.hpp"

#include <chrono>

namespace academy::net {

namespace {

    using nlohmann::json;

    // A client's PGN is never stored (the server writes its own from the replay); one longer than
    // any real game is refused rather than read.
    constexpr std::size_t kMaxPgnBytes = 64 * 1024;

    ApiResponse bad(std::string_view message)
    {
        return ApiResponse::error(400, message, "validation_error");
    }

    // The request as a claim, every field type-checked; a text of what is wrong otherwise.
    std::variant<play::ComputerGameClaim, std::string> read_claim(const json& body)
    {
        if (!body.is_object())
            return std::string("A game is required");
        play::ComputerGameClaim claim;
        const auto level = body.find("level");
        if (level == body.end() || !level->is_number_integer() || level->get<std::int64_t>() < 1
            || level->get<std::int64_t>() > 25)
            return std::string("Level must be between 1 and 25");
        claim.level = level->get<int>();
        const auto color = body.find("color");
        if (color == body.end() || !color->is_string() || (*color != "white" && *color != "black"))
            return std::string("Color must be white or black");
        claim.color = *color == "white" ? chess::White : chess::Black;
        const auto result = body.find("result");
        if (result == body.end() || !result->is_string()
            || (*result != "win" && *result != "lose" && *result != "draw"))
            return std::string("Result must be win, lose or draw");
        claim.result = *result == "win" ? play::ComputerResult::Win
            : *result == "draw"         ? play::ComputerResult::Draw
                                        : play::ComputerResult::Lose;
        // Games count only from the standard start: a game set up from any position could start
        // with the computer already mated.
        if (const auto fen = body.find("fen"); fen != body.end() && !fen->is_null())
            return std::string("Only games from the standard starting position are saved");
        const auto moves = body.find("moves");
        if (moves == body.end() || !moves->is_array())
            return std::string("Moves must be a list of UCI moves");
        if (moves->size() > play::kMaxComputerGamePlies)
            return "A game has at most " + std::to_string(play::kMaxComputerGamePlies) + " moves";
        for (const auto& m : *moves) {
            if (!m.is_string() || m.get_ref<const std::string&>().size() > 5)
                return std::string("Moves must be a list of UCI moves");
            claim.moves.push_back(m.get<std::string>());
        }
        if (const auto pgn = body.find("pgn"); pgn != body.end() && !pgn->is_null()) {
            if (!pgn->is_string())
                return std::string("PGN must be text");
            if (pgn->get_ref<const std::string&>().size() > kMaxPgnBytes)
                return std::string("PGN is too long");
        }
        return claim;
    }

} // namespace

void add_computer_games_routes(Router& router, store::Database& db)
{
    router.add("POST", "/api/games/computer", [&db](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        auto claim = read_claim(req.json);
        if (auto* problem = std::get_if<std::string>(&claim))
            return bad(*problem);
        // The server is the authority: the replay decides whether the result stands and what it
        // is worth.
        auto replayed = play::replay_computer_game(std::get<play::ComputerGameClaim>(claim));
        if (!replayed)
            return bad(replayed.error().message);
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
    });

    // The account's own latest games (the profile's Recent games), newest first.
    router.add("GET", "/api/games/computer", [&db](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const int limit = req.int_query_param("limit", 10, 1, 100);
        json list = json::array();
        for (const auto& g : store::ComputerGamesRepository(db).recent(user->id, limit))
            list.push_back({ { "id", g.id }, { "level", g.level }, { "color", g.color },
                { "result", g.result }, { "playerMoves", g.player_moves }, { "points", g.points },
                { "createdAt", g.created_at * 1000 } });
        return ApiResponse::ok({ { "games", list } });
    });

    router.add("GET", "/api/games/computer/stats", [&db](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto s = store::ComputerGamesRepository(db).stats(user->id);
        return ApiResponse::ok({ { "gamesPlayed", s.games_played }, { "wins", s.wins },
            { "losses", s.losses }, { "draws", s.draws }, { "totalMoves", s.total_moves },
            { "bestLevel", s.best_level }, { "points", s.points } });
    });
}

} // namespace academy::net
