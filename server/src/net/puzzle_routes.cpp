#include "net/puzzle_routes.hpp"

#include "learn/puzzle_service.hpp"
#include "net/auth_middleware.hpp"

#include <chrono>
#include <ctime>
#include <memory>

namespace academy::net {

namespace {

    std::int64_t user_of(const ApiRequest& req)
    {
        if (req.header("authorization").empty())
            return 0;
        auto user = authenticate(req);
        return user && !user->guest ? user->id : 0;
    }

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

} // namespace

void add_puzzle_routes(Router& router, store::Database& db)
{
    auto service = std::make_shared<learn::PuzzleService>(db);

    router.add("GET", "/api/puzzles/sets",
        [service](ApiRequest& req) { return ApiResponse::ok(service->sets(user_of(req))); });

    router.add("GET", "/api/puzzles/sets/{id}", [service](ApiRequest& req) {
        auto set = service->set(req.params["id"], user_of(req));
        return set ? ApiResponse::ok(*set)
                   : ApiResponse::error(404, "Puzzle set not found", "not_found");
    });

    router.add("GET", "/api/puzzles/next", [service](ApiRequest& req) {
        std::optional<double> rating;
        if (auto r = req.query_param("rating"); r && !r->empty()) {
            try {
                rating = std::stod(*r);
            } catch (const std::exception&) {
                return ApiResponse::error(400, "rating must be a number", "bad_request");
            }
        }
        auto next = service->next(user_of(req), rating, req.query_param("theme").value_or(""),
            req.query_param("difficulty").value_or(""),
            split_list(req.query_param("exclude").value_or("")));
        return next ? ApiResponse::ok(*next)
                    : ApiResponse::error(404, "No puzzle left for this choice", "not_found");
    });

    router.add("GET", "/api/puzzles/daily", [service](ApiRequest&) {
        auto daily = service->daily(today());
        return daily ? ApiResponse::ok(*daily) : not_found();
    });

    router.add("GET", "/api/puzzles/dashboard", [service](ApiRequest& req) {
        const auto user = user_of(req);
        if (user == 0)
            return ApiResponse::error(401);
        return ApiResponse::ok(service->dashboard(user));
    });

    // Visitors: the same dashboard from the attempts their browser kept.
    router.add("POST", "/api/puzzles/dashboard", [service, &db](ApiRequest& req) {
        std::vector<store::AttemptRecord> attempts;
        store::PuzzlesRepository repo(db);
        if (req.json.contains("attempts") && req.json["attempts"].is_array()) {
            for (const auto& a : req.json["attempts"]) {
                if (!a.is_object() || !a.contains("puzzleId") || !a["puzzleId"].is_string())
                    continue;
                auto p = repo.get(a["puzzleId"].get<std::string>());
                if (!p)
                    continue;
                store::AttemptRecord r;
                r.puzzle_id = p->id;
                r.solved = a.value("solved", false);
                r.first_attempt = true;
                r.themes = p->themes;
                r.puzzle_rating = p->rating;
                attempts.push_back(std::move(r));
                if (attempts.size() >= 2000)
                    break;
            }
        }
        std::optional<double> rating;
        if (req.json.contains("rating") && req.json["rating"].is_number())
            rating = req.json["rating"].get<double>();
        return ApiResponse::ok(service->dashboard_from(attempts, rating));
    });

    // After sign-up: the puzzles a visitor solved in this browser join the account.
    router.add("POST", "/api/puzzles/merge", [service](ApiRequest& req) {
        const auto user = user_of(req);
        if (user == 0)
            return ApiResponse::error(401);
        std::vector<std::string> ids;
        if (req.json.contains("solvedIds") && req.json["solvedIds"].is_array())
            for (const auto& id : req.json["solvedIds"])
                if (id.is_string() && ids.size() < 5000)
                    ids.push_back(id.get<std::string>());
        return ApiResponse::ok({ { "merged", service->merge_visitor_progress(user, ids) } });
    });

    router.add("GET", "/api/puzzles/{id}", [service](ApiRequest& req) {
        auto p = service->puzzle(req.params["id"]);
        return p ? ApiResponse::ok(*p) : not_found();
    });

    router.add("POST", "/api/puzzles/{id}/attempt", [service](ApiRequest& req) {
        const auto& body = req.json;
        if (!body.is_object() || !body.contains("moves") || !body["moves"].is_array())
            return ApiResponse::error(400, "moves must be a list of moves", "bad_request");
        learn::AttemptInput in;
        for (const auto& m : body["moves"]) {
            if (!m.is_string() || m.get<std::string>().size() > 5)
                return ApiResponse::error(400, "moves must be a list of moves", "bad_request");
            in.moves.push_back(m.get<std::string>());
            if (in.moves.size() > 200)
                return ApiResponse::error(400, "too many moves", "bad_request");
        }
        if (body.contains("timeMs") && body["timeMs"].is_number())
            in.time_ms = std::max<std::int64_t>(0, body["timeMs"].get<std::int64_t>());
        if (body.contains("hintsUsed") && body["hintsUsed"].is_number())
            in.hints_used = std::max(0, body["hintsUsed"].get<int>());
        const auto user = user_of(req);
        if (user == 0 && body.contains("rating") && body["rating"].is_object()) {
            const auto& r = body["rating"];
            store::PlayerPuzzleRating v;
            v.rating = std::clamp(r.value("rating", 1500.0), 100.0, 4000.0);
            v.rating_deviation = std::clamp(r.value("ratingDeviation", 500.0), 45.0, 500.0);
            v.volatility = std::clamp(r.value("volatility", 0.09), 0.01, 0.2);
            in.visitor_rating = v;
        }
        auto result = service->attempt(req.params["id"], user, in);
        return result ? ApiResponse::ok(*result) : not_found();
    });
}

} // namespace academy::net
