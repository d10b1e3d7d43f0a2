#include "net/computer_games_routes.hpp"

#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "net/auth_middleware.hpp"

#include <array>
#include <chrono>

namespace academy::net {

namespace {

    using nlohmann::json;

    constexpr std::array<int, 25> kTargetMoves { 25, 28, 30, 32, 35, 38, 40, 42, 45, 48, 50, 52, 55,
        58, 60, 62, 65, 68, 70, 72, 75, 78, 80, 82, 85 };

    ApiResponse bad(std::string_view message) { return ApiResponse::error(400, message, "validation_error"); }

}  // namespace

int computer_game_points(std::string_view result, int level, int player_moves)
{
    if (result == "draw")
        return 3 * level;
    if (result != "win")
        return level;
    const int target = kTargetMoves[static_cast<std::size_t>(level - 1)];
    if (player_moves * 10 <= target * 12)
        return 10 * level + 20;
    if (player_moves * 10 <= target * 15)
        return 10 * level + 10;
    return 10 * level;
}

void add_computer_games_routes(Router& router, store::Database& db)
{
    router.add("POST", "/api/games/computer", [&db](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const json& body = req.json;
        if (!body.is_object())
            return bad("A game is required");
        const int level = body.value("level", 0);
        const std::string color = body.value("color", "");
        const std::string result = body.value("result", "");
        const std::string fen = body.value("fen", std::string(chess::kStartFen));
        if (level < 1 || level > 25)
            return bad("Level must be between 1 and 25");
        if (color != "white" && color != "black")
            return bad("Color must be white or black");
        if (result != "win" && result != "lose" && result != "draw")
            return bad("Result must be win, lose or draw");
        if (!body.contains("moves") || !body["moves"].is_array())
            return bad("Moves must be a list of UCI moves");

        // The server is the authority: replay every move, and accept only a result the final
        // position allows (a forfeit is a loss at any time; a win needs the computer mated).
        auto game = chess::Game::from_fen(fen);
        if (!game)
            return bad(game.error().message);
        const chess::Color player = color == "white" ? chess::Color::White : chess::Color::Black;
        int player_moves = 0;
        std::string moves;
        for (const auto& m : body["moves"]) {
            if (!m.is_string())
                return bad("Moves must be a list of UCI moves");
            const bool players_turn = game.value().position().side_to_move() == player;
            if (auto played = game.value().play_uci(m.get<std::string>()); !played)
                return bad("Illegal move " + m.get<std::string>() + ": " + played.error().message);
            player_moves += players_turn ? 1 : 0;
            moves += (moves.empty() ? "" : " ") + m.get<std::string>();
        }
        const auto status = game.value().status();
        if (result == "win") {
            const bool mated = status.reason == chess::Reason::Checkmate
                && game.value().position().side_to_move() != player;
            if (!mated)
                return bad("A win needs the computer to be checkmated");
        } else if (result == "draw" && status.outcome != chess::Outcome::Draw && !game.value().claimable_draw()) {
            return bad("The game is not drawn");
        }

        const int points = computer_game_points(result, level, player_moves);
        const auto now = std::chrono::duration_cast<std::chrono::seconds>(
            std::chrono::system_clock::now().time_since_epoch()).count();
        const std::string pgn = body.contains("pgn") && body["pgn"].is_string() ? body["pgn"].get<std::string>() : "";
        const auto inserted = db.query(
            "INSERT INTO computer_games (user_id, level, color, result, initial_fen, moves, player_moves, points, pgn, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            { user->id, std::int64_t { level }, color, result, fen, moves, std::int64_t { player_moves },
                std::int64_t { points }, pgn, std::int64_t { now } });
        return ApiResponse::ok({ { "id", inserted.last_insert_id }, { "pointsEarned", points },
                                   { "playerMoves", player_moves } },
            201);
    });

    router.add("GET", "/api/games/computer/stats", [&db](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto rows = db.query(
            "SELECT COUNT(*), "
            "COALESCE(SUM(CASE WHEN result = 'win' THEN 1 ELSE 0 END), 0), "
            "COALESCE(SUM(CASE WHEN result = 'lose' THEN 1 ELSE 0 END), 0), "
            "COALESCE(SUM(CASE WHEN result = 'draw' THEN 1 ELSE 0 END), 0), "
            "COALESCE(SUM(player_moves), 0), "
            "COALESCE(MAX(CASE WHEN result = 'win' THEN level ELSE 0 END), 0), "
            "COALESCE(SUM(points), 0) FROM computer_games WHERE user_id = ?",
            { user->id });
        const auto& r = rows.rows.at(0);
        return ApiResponse::ok({ { "gamesPlayed", r.integer(0) }, { "wins", r.integer(1) },
            { "losses", r.integer(2) }, { "draws", r.integer(3) }, { "totalMoves", r.integer(4) },
            { "bestLevel", r.integer(5) }, { "points", r.integer(6) } });
    });
}

}  // namespace academy::net
