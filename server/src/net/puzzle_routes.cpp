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

    // What the routes share: the service, and the library the visitors' dashboard looks up.
    struct Puzzles {
        Puzzles(store::Database& db, std::function<std::int64_t()> now_ms)
            : db(db)
            , service(db, std::move(now_ms))
        {
        }
        store::Database& db;
        learn::PuzzleService service;
    };

    constexpr std::size_t kMaxAttemptMoves = 200;
    // More than a request body (1 MB) can hold: a visitor's list is never refused for its length.
    constexpr std::size_t kMaxVisitorAttempts = 100'000;
    // The attempts a visitor's dashboard is computed from.
    constexpr std::size_t kVisitorAttemptsRead = 2000;
    constexpr double kDayMs = 24.0 * 3600 * 1000;

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

    // Visitors: the same dashboard from the attempts their browser kept.
    ApiResponse visitor_dashboard(Puzzles& p, ApiRequest& req)
    {
        RequestReader in(req, { .required = true, .message = "A body with attempts is required" });
        std::vector<std::pair<std::string, bool>> sent;
        if (in.has("attempts")) {
            static const auto not_attempts = "attempts must be a list of at most "
                + std::to_string(kMaxVisitorAttempts) + " objects";
            auto list = in.list("attempts",
                { .max = static_cast<double>(kMaxVisitorAttempts), .message = not_attempts });
            for (std::size_t i = 0; in && i < list.size(); ++i) {
                auto attempt = list.object(i);
                sent.emplace_back(attempt.field<std::string>("puzzleId"),
                    attempt.field<std::optional<bool>>("solved").value_or(false));
            }
        }
        const auto rating = in.field<std::optional<double>>("rating", kPlayerRating);
        if (!in)
            return in.problem();
        std::vector<store::AttemptRecord> attempts;
        store::PuzzlesRepository repo(p.db);
        for (const auto& [id, solved] : sent) {
            auto puzzle = repo.get(id);
            if (!puzzle)
                continue;
            store::AttemptRecord r;
            r.puzzle_id = puzzle->id;
            r.solved = solved;
            r.first_attempt = true;
            r.themes = puzzle->themes;
            r.puzzle_rating = puzzle->rating;
            attempts.push_back(std::move(r));
            if (attempts.size() >= kVisitorAttemptsRead)
                break;
        }
        return ApiResponse::ok(dashboard_json(p.service.dashboard_from(attempts, rating)));
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

    // Accounts only: a visitor's hints are the browser's own (it holds the line), and counting
    // them here would store something of a visitor's.
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
            return ApiResponse::error(static_cast<unsigned>(result.error().status),
                result.error().message, result.error().code);
        const auto& h = result.value();
        return ApiResponse::ok({ { "hint", h.number }, { "hintsLeft", learn::kMaxHints - h.number },
            { "from", h.from },
            { "to", h.to.empty() ? nlohmann::json(nullptr) : nlohmann::json(h.to) },
            { "san", h.san.empty() ? nlohmann::json(nullptr) : nlohmann::json(h.san) } });
    }

    ApiResponse attempt(Puzzles& p, ApiRequest& req)
    {
        RequestReader in(req, { .message = kNotMoves });
        learn::AttemptInput input;
        input.moves = in.uci_moves("moves", 0, kMaxAttemptMoves);
        // Still type-checked, but only a visitor's are read (for the figures its browser keeps):
        // an account's time and hints are the server's (PuzzleService::attempt).
        const auto time_ms = in.field<std::optional<double>>("timeMs",
            { .min = 0, .max = kDayMs, .message = "timeMs must be a number of milliseconds" });
        const auto hints = in.field<std::optional<double>>(
            "hintsUsed", { .min = 0, .max = 100, .message = "hintsUsed must be a number" });
        input.time_ms = static_cast<std::int64_t>(time_ms.value_or(0));
        input.hints_used = static_cast<int>(hints.value_or(0));
        const auto user = learner_id_or_visitor(req);
        // A visitor's rating lives in the browser; it only moves the answer's figures, never a
        // stored rating, and is clamped to what a Glicko-2 rating can be.
        if (in.has("rating")) {
            constexpr std::string_view words
                = "rating must be {rating, ratingDeviation, volatility} numbers";
            const FieldRule any { .min = -1e6, .max = 1e6, .message = words };
            auto sent = in.object("rating", words);
            const auto rating = sent.field<std::optional<double>>("rating", any);
            const auto deviation = sent.field<std::optional<double>>("ratingDeviation", any);
            const auto volatility = sent.field<std::optional<double>>("volatility", any);
            if (user == 0) {
                store::PlayerPuzzleRating v;
                v.rating = std::clamp(rating.value_or(1500.0), 100.0, 4000.0);
                v.rating_deviation = std::clamp(deviation.value_or(500.0), 45.0, 500.0);
                v.volatility = std::clamp(volatility.value_or(0.09), 0.01, 0.2);
                input.visitor_rating = v;
            }
        }
        if (!in)
            return in.problem();
        auto result = p.service.attempt(req.params["id"], user, input);
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
    router.add("POST", "/api/puzzles/dashboard", with(puzzles, visitor_dashboard), blocking);
    router.add("GET", "/api/puzzles/{id}", with(puzzles, puzzle), blocking);
    router.add("POST", "/api/puzzles/{id}/hint", with(puzzles, hint), blocking);
    router.add("POST", "/api/puzzles/{id}/attempt", with(puzzles, attempt), blocking);
}

} // namespace academy::net
