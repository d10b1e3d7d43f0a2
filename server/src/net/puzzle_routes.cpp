#include "net/puzzle_routes.hpp"

#include "learn/puzzles/puzzle_service.hpp"
#include "net/auth_middleware.hpp"
#include "net/puzzle_json.hpp"
#include "net/request_reader.hpp"

#include <algorithm>
#include <ctime>
#include <functional>
#include <memory>

namespace academy::net {

namespace {

    // What the routes share: the service.
    struct Puzzles {
        Puzzles(store::Database& db, std::function<std::int64_t()> now_ms)
            : service(db, std::move(now_ms))
        {
        }
        learn::PuzzleService service;
    };

    constexpr std::size_t kMaxAttemptMoves = 200;
    // A library line has a few solver moves; a longer list is junk before anything is read.
    constexpr std::size_t kMaxLineMoves = 40;

    constexpr std::string_view kNotMoves = "moves must be a list of moves";
    constexpr std::string_view kRatingWords = "rating must be a number between 100 and 4000";
    // A rating no player can have would overflow the search window.
    const FieldRule kPlayerRating { .min = 100, .max = 4000, .message = kRatingWords };

    std::vector<std::string> split_list(const std::string& text)
    {
        std::vector<std::string> out;
        std::size_t start = 0;
        while (start <= text.size()) {
            const auto comma = text.find(',', start);
            const auto part = text.substr(
                start, comma == std::string::npos ? std::string::npos : comma - start);
            if (!part.empty())
                out.push_back(part);
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
        return out;
    }

    std::string today()
    {
        const std::time_t now = std::time(nullptr);
        std::tm tm {};
        gmtime_r(&now, &tm);
        char buf[16];
        std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
        return buf;
    }

    ApiResponse not_found() { return ApiResponse::error(404, "Puzzle not found", "not_found"); }

    ApiResponse problem(const learn::PuzzleProblem& e)
    {
        return ApiResponse::error(static_cast<unsigned>(e.status), e.message, e.code);
    }

    ApiResponse sets(Puzzles& p, ApiRequest& req)
    {
        return ApiResponse::ok(sets_json(p.service.sets(learner_id_or_visitor(req))));
    }

    ApiResponse set(Puzzles& p, ApiRequest& req)
    {
        auto set = p.service.set(req.params["id"], learner_id_or_visitor(req));
        return set ? ApiResponse::ok(set_detail_json(*set))
                   : ApiResponse::error(404, "Puzzle set not found", "not_found");
    }

    ApiResponse next(Puzzles& p, ApiRequest& req)
    {
        auto query = RequestReader::query(req);
        // A blank rating (a form's empty field) is no rating.
        std::optional<double> rating;
        if (!query.field<std::optional<std::string>>("rating").value_or("").empty())
            rating = query.field<double>("rating", kPlayerRating);
        const auto theme = query.field<std::optional<std::string>>("theme").value_or("");
        const auto difficulty = query.field<std::optional<std::string>>("difficulty").value_or("");
        const auto exclude = query.field<std::optional<std::string>>("exclude").value_or("");
        if (!query)
            return query.problem();
        const auto user = learner_id_or_visitor(req);
        auto next = p.service.next(user, rating, theme, difficulty, split_list(exclude));
        if (!next)
            return ApiResponse::error(404, "No puzzle left for this choice", "not_found");
        p.service.served(user, next->puzzle.id);
        return ApiResponse::ok(next_puzzle_json(*next));
    }

    // Not a serving: the dashboard's and the academy's Puzzle of the Day cards show it as a
    // preview, and the position is the same for everyone. The player starts the clock with
    // GET /api/puzzles/{id} when the puzzle is opened.
    ApiResponse daily(Puzzles& p, ApiRequest&)
    {
        auto daily = p.service.daily(today());
        return daily ? ApiResponse::ok(daily_puzzle_json(*daily)) : not_found();
    }

    ApiResponse dashboard(Puzzles& p, ApiRequest& req)
    {
        const auto user = learner_id_or_visitor(req);
        if (user == 0)
            return ApiResponse::error(401);
        return ApiResponse::ok(dashboard_json(p.service.dashboard(user)));
    }

    // The puzzle handed over to solve (the player asks for it when it opens one, whichever list
    // it came from): an account's clock starts here unless it already runs.
    ApiResponse puzzle(Puzzles& p, ApiRequest& req)
    {
        auto puzzle = p.service.puzzle(req.params["id"]);
        if (!puzzle)
            return not_found();
        p.service.served(learner_id_or_visitor(req), puzzle->id);
        return ApiResponse::ok(puzzle_json(*puzzle));
    }

    // Learners only: the hint is counted in the learner's showing (the web makes a visitor an
    // anonymous learner first); someone with no record has nowhere to count it.
    ApiResponse hint(Puzzles& p, ApiRequest& req)
    {
        const auto user = learner_id_or_visitor(req);
        if (user == 0)
            return ApiResponse::error(401);
        RequestReader in(req, { .message = kNotMoves });
        const auto moves = in.uci_moves("moves", 0, kMaxAttemptMoves);
        if (!in)
            return in.problem();
        auto result = p.service.hint(user, req.params["id"], moves);
        if (!result)
            return problem(result.error());
        const auto& h = result.value();
        return ApiResponse::ok({ { "hint", h.number }, { "hintsLeft", learn::kMaxHints - h.number },
            { "from", h.from },
            { "to", h.to.empty() ? nlohmann::json(nullptr) : nlohmann::json(h.to) },
            { "san", h.san.empty() ? nlohmann::json(nullptr) : nlohmann::json(h.san) } });
    }

    // The solver's moves of the line so far, the last one to judge: the server answers whether it
    // is right and the opponent's reply; a wrong move or a solve records the attempt (timed from
    // the serving, hints counted: PuzzleService::attempt) and reveals the solution. There is no
    // route that takes a finished attempt: a solve is only ever the server's verdict on a move.
    ApiResponse moves(Puzzles& p, ApiRequest& req)
    {
        RequestReader in(req, { .required = true, .message = kNotMoves });
        const auto moves = in.uci_moves("moves", 1, kMaxLineMoves);
        if (!in)
            return in.problem();
        auto judged = p.service.judge(req.params["id"], learner_id_or_visitor(req), moves);
        return judged ? ApiResponse::ok(judged_move_json(judged.value())) : problem(judged.error());
    }

    // Show Solution, or giving up: recorded as a failed attempt (no XP), and the line revealed.
    ApiResponse solution(Puzzles& p, ApiRequest& req)
    {
        // It takes no fields; a body that is sent must still be an object (the catalogue's 400).
        if (RequestReader in(req, {}); !in)
            return in.problem();
        auto result = p.service.give_up(req.params["id"], learner_id_or_visitor(req));
        return result ? ApiResponse::ok(attempt_result_json(*result)) : not_found();
    }

} // namespace

void add_puzzle_routes(Router& router, store::Database& db, PuzzleRoutesOptions options)
{
    const auto puzzles = std::make_shared<Puzzles>(db, options.now_ms);
    constexpr auto blocking = Execution::blocking;
    router.add("GET", "/api/puzzles/sets", with(puzzles, sets), blocking);
    router.add("GET", "/api/puzzles/sets/{id}", with(puzzles, set), blocking);
    router.add("GET", "/api/puzzles/next", with(puzzles, next), blocking);
    router.add("GET", "/api/puzzles/daily", with(puzzles, daily), blocking);
    router.add("GET", "/api/puzzles/dashboard", with(puzzles, dashboard), blocking);
    router.add("GET", "/api/puzzles/{id}", with(puzzles, puzzle), blocking);
    router.add("POST", "/api/puzzles/{id}/hint", with(puzzles, hint), blocking);
    router.add("POST", "/api/puzzles/{id}/moves", with(puzzles, moves), blocking);
    router.add("POST", "/api/puzzles/{id}/solution", with(puzzles, solution), blocking);
}

} // namespace academy::net
