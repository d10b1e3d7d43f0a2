#include "net/computer_games_routes.hpp"

#include "engine/engine_pool.hpp"
#include "net/auth_middleware.hpp"
#include "net/request_reader.hpp"
#include "store/computer_games_repository.hpp"

#include <charconv>

namespace academy::net {

namespace {

    using nlohmann::json;

    const char* color_name(chess::Color c) { return c == chess::White ? "white" : "black"; }

    json move_json(const play::ComputerGameMove& m)
    {
        return { { "uci", m.uci }, { "san", m.san } };
    }

    json end_json(const play::ComputerGameEnd& end)
    {
        return { { "result", play::computer_result_name(end.result) },
            { "termination", end.termination }, { "points", end.points },
            { "playerMoves", end.player_moves }, { "gameId", end.game_id } };
    }

    json game_json(const play::ComputerGameView& game)
    {
        json moves = json::array();
        json sans = json::array();
        for (const auto& m : game.moves) {
            moves.push_back(m.uci);
            sans.push_back(m.san);
        }
        return { { "id", game.id }, { "level", game.level }, { "color", color_name(game.color) },
            { "fen", game.fen }, { "moves", std::move(moves) }, { "sans", std::move(sans) },
            { "startedAt", game.started_at_ms } };
    }

    ApiResponse refused(const play::ComputerProblem& problem)
    {
        if (problem.status == 400)
            return bad_request(problem.message);
        return ApiResponse::error(
            problem.status, problem.message, catalogue_code(static_cast<unsigned>(problem.status)));
    }

    // The game id of the path; 0 (no game has it) when it is not a whole number ("12abc" too).
    std::int64_t game_id(const ApiRequest& req)
    {
        const auto it = req.params.find("id");
        if (it == req.params.end())
            return 0;
        const auto& text = it->second;
        std::int64_t id = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
        if (ec != std::errc {} || end != text.data() + text.size())
            return 0;
        return id;
    }

    // A route that may wait for the engine: every engine busy, or one failing, is a 503 the
    // player may retry, and the game stays as it was.
    template <class Fn> ApiResponse with_engine(Fn&& fn)
    {
        try {
            return fn();
        } catch (const engine::PoolBusy&) {
            auto busy = ApiResponse::error(503);
            busy.headers.emplace_back("Retry-After", "1");
            return busy;
        } catch (const engine::EngineError&) {
            auto failed = ApiResponse::error(
                503, "The computer could not move: try again", catalogue_code(503));
            failed.headers.emplace_back("Retry-After", "1");
            return failed;
        }
    }

    ApiResponse start_game(play::ComputerPlay& games, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        RequestReader in(req);
        // The old claim of a finished game ({result, moves}) earns nothing any more: the game is
        // played move by move through the server.
        if (in && (in.has("result") || in.has("moves")))
            in.fail("A game against the computer is played through the server: start it with a "
                    "level and a colour, then send each move");
        const auto level = in.field<int>("level", { .min = 1, .max = play::kMaxComputerLevel });
        const auto color = in.choice<play::ColorChoice>("color",
            { { "white", play::ColorChoice::White }, { "black", play::ColorChoice::Black },
                { "random", play::ColorChoice::Random } });
        if (!in)
            return in.problem();
        return with_engine([&] {
            const auto started = games.start(user->id, level, color);
            if (const auto* problem = std::get_if<play::ComputerProblem>(&started))
                return refused(*problem);
            const auto& s = std::get<play::ComputerStart>(started);
            json data = game_json(s.game);
            data["computerMove"] = s.computer_move ? move_json(*s.computer_move) : json(nullptr);
            data["resigned"] = s.resigned ? end_json(*s.resigned) : json(nullptr);
            return ApiResponse::ok(data, 201);
        });
    }

    ApiResponse current_game(play::ComputerPlay& games, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        const auto game = games.current(user->id);
        if (!game)
            return ApiResponse::error(404, "No unfinished game", catalogue_code(404));
        return ApiResponse::ok(game_json(*game));
    }

    ApiResponse play_move(play::ComputerPlay& games, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        RequestReader in(req);
        const auto move = in.field<std::string>(
            "move", { .min = 4, .max = 5, .message = "move must be a move in UCI, e.g. e2e4" });
        if (!in)
            return in.problem();
        return with_engine([&] {
            const auto answer = games.move(user->id, game_id(req), move);
            if (const auto* problem = std::get_if<play::ComputerProblem>(&answer))
                return refused(*problem);
            const auto& x = std::get<play::ComputerExchange>(answer);
            return ApiResponse::ok({ { "move", move_json(x.player) },
                { "reply", x.reply ? move_json(*x.reply) : json(nullptr) }, { "fen", x.fen },
                { "end", x.end ? end_json(*x.end) : json(nullptr) } });
        });
    }

    ApiResponse resign_game(play::ComputerPlay& games, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        const auto answer = games.resign(user->id, game_id(req));
        if (const auto* problem = std::get_if<play::ComputerProblem>(&answer))
            return refused(*problem);
        return ApiResponse::ok({ { "end", end_json(std::get<play::ComputerGameEnd>(answer)) } });
    }

    // The account's own latest finished games (the profile's Recent games), newest first.
    ApiResponse list_games(store::Database& db, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        const int limit = req.int_query_param("limit", 10, 1, 100);
        json list = json::array();
        for (const auto& g : store::ComputerGamesRepository(db).recent(user->id, limit))
            list.push_back({ { "id", g.id }, { "level", g.level }, { "color", g.color },
                { "result", g.result }, { "playerMoves", g.player_moves }, { "points", g.points },
                { "createdAt", g.created_at * 1000 } });
        return ApiResponse::ok({ { "games", list } });
    }

    ApiResponse game_stats(store::Database& db, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        const auto s = store::ComputerGamesRepository(db).stats(user->id);
        return ApiResponse::ok({ { "gamesPlayed", s.games_played }, { "wins", s.wins },
            { "losses", s.losses }, { "draws", s.draws }, { "totalMoves", s.total_moves },
            { "bestLevel", s.best_level }, { "points", s.points } });
    }

} // namespace

void add_computer_games_routes(Router& router, store::Database& db, play::ComputerPlay& games)
{
    router.add("POST", "/api/games/computer", with(games, start_game), Execution::engine);
    router.add(
        "GET", "/api/games/computer/current", with(games, current_game), Execution::blocking);
    router.add("POST", "/api/games/computer/{id}/move", with(games, play_move), Execution::engine);
    router.add(
        "POST", "/api/games/computer/{id}/resign", with(games, resign_game), Execution::blocking);
    router.add("GET", "/api/games/computer", with(db, list_games), Execution::blocking);
    router.add("GET", "/api/games/computer/stats", with(db, game_stats), Execution::blocking);
}

} // namespace academy::net
