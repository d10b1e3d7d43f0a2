#include "net/puzzle_routes.hpp"

#include "learn/puzzles/puzzle_service.hpp"
#include "net/auth_middleware.hpp"
#include "net/move_list.hpp"
#include "net/puzzle_json.hpp"

#include <chrono>
#include <cmath>
#include <ctime>
#include <memory>

namespace academy::net {

namespace {

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

    constexpr std::size_t kMaxAttemptMoves = 200;

    ApiResponse not_found() { return ApiResponse::error(404, "Puzzle not found", "not_found"); }

    ApiResponse bad(std::string_view message)
    {
        return ApiResponse::error(400, message, "bad_request");
    }

    // A field that may be absent (or null) but, when sent, must be a number in [lo, hi].
    bool optional_number(const nlohmann::json& body, const char* key, double lo, double hi,
        std::optional<double>& out)
    {
        const auto it = body.find(key);
        if (it == body.end() || it->is_null())
            return true;
        if (!it->is_number() || it->get<double>() < lo || it->get<double>() > hi)
            return false;
        out = it->get<double>();
        return true;
    }

} // namespace

void add_puzzle_routes(Router& router, store::Database& db, PuzzleRoutesOptions options)
{
    auto service = std::make_shared<learn::PuzzleService>(db, options.now_ms);

    router.add("GET", "/api/puzzles/sets", [service](ApiRequest& req) {
        return ApiResponse::ok(sets_json(service->sets(account_id_or_visitor(req))));
    });

    router.add("GET", "/api/puzzles/sets/{id}", [service](ApiRequest& req) {
        auto set = service->set(req.params["id"], account_id_or_visitor(req));
        return set ? ApiResponse::ok(set_detail_json(*set))
                   : ApiResponse::error(404, "Puzzle set not found", "not_found");
    });

    router.add("GET", "/api/puzzles/next", [service](ApiRequest& req) {
        std::optional<double> rating;
        if (auto r = req.query_param("rating"); r && !r->empty()) {
            try {
                std::size_t used = 0;
                rating = std::stod(*r, &used);
                // A rating no player can have would overflow the search window.
                if (used != r->size() || !std::isfinite(*rating) || *rating < 100 || *rating > 4000)
                    return bad("rating must be a number between 100 and 4000");
            } catch (const std::exception&) {
                return bad("rating must be a number between 100 and 4000");
            }
        }
        const auto user = account_id_or_visitor(req);
        auto next = service->next(user, rating, req.query_param("theme").value_or(""),
            req.query_param("difficulty").value_or(""),
            split_list(req.query_param("exclude").value_or("")));
        if (!next)
            return ApiResponse::error(404, "No puzzle left for this choice", "not_found");
        service->served(user, next->puzzle.id);
        return ApiResponse::ok(next_puzzle_json(*next));
    });

    // Not a serving: the dashboard's and the academy's Puzzle of the Day cards show it as a
    // preview, and the position is the same for everyone. The player starts the clock with
    // GET /api/puzzles/{id} when the puzzle is opened.
    router.add("GET", "/api/puzzles/daily", [service](ApiRequest&) {
        auto daily = service->daily(today());
        return daily ? ApiResponse::ok(daily_puzzle_json(*daily)) : not_found();
    });

    router.add("GET", "/api/puzzles/dashboard", [service](ApiRequest& req) {
        const auto user = account_id_or_visitor(req);
        if (user == 0)
            return ApiResponse::error(401);
        return ApiResponse::ok(dashboard_json(service->dashboard(user)));
    });

    // Visitors: the same dashboard from the attempts their browser kept.
    router.add("POST", "/api/puzzles/dashboard", [service, &db](ApiRequest& req) {
        std::vector<store::AttemptRecord> attempts;
        store::PuzzlesRepository repo(db);
        if (!req.json.is_object())
            return bad("A body with attempts is required");
        if (const auto list = req.json.find("attempts");
            list != req.json.end() && !list->is_array())
            return bad("attempts must be a list");
        if (req.json.contains("attempts")) {
            for (const auto& a : req.json["attempts"]) {
                if (!a.is_object() || !a.contains("puzzleId") || !a["puzzleId"].is_string())
                    return bad("Each attempt needs a puzzleId");
                if (const auto solved = a.find("solved");
                    solved != a.end() && !solved->is_boolean())
                    return bad("solved must be true or false");
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
        if (!optional_number(req.json, "rating", 100, 4000, rating))
            return bad("rating must be a number between 100 and 4000");
        return ApiResponse::ok(dashboard_json(service->dashboard_from(attempts, rating)));
    });

    // After sign-up: the puzzles a visitor solved in this browser join the account.
    router.add("POST", "/api/puzzles/merge", [service](ApiRequest& req) {
        const auto user = account_id_or_visitor(req);
        if (user == 0)
            return ApiResponse::error(401);
        // A wrong type is named, not read as an empty list.
        constexpr std::string_view wrong_ids = "solvedIds must be a list of puzzle ids";
        if (!req.json.is_null() && !req.json.is_object())
            return bad(wrong_ids);
        std::vector<std::string> ids;
        if (const auto list = req.json.find("solvedIds");
            req.json.is_object() && list != req.json.end() && !list->is_null()) {
            if (!list->is_array())
                return bad(wrong_ids);
            for (const auto& id : *list) {
                if (!id.is_string())
                    return bad(wrong_ids);
                if (ids.size() < 5000)
                    ids.push_back(id.get<std::string>());
            }
        }
        return ApiResponse::ok({ { "merged", service->merge_visitor_progress(user, ids) } });
    });

    // The puzzle handed over to solve (the player asks for it when it opens one, whichever list
    // it came from): an account's clock starts here unless it already runs.
    router.add("GET", "/api/puzzles/{id}", [service](ApiRequest& req) {
        auto p = service->puzzle(req.params["id"]);
        if (!p)
            return not_found();
        service->served(account_id_or_visitor(req), p->id);
        return ApiResponse::ok(puzzle_json(*p));
    });

    // Accounts only: a visitor's hints are the browser's own (it holds the line), and counting
    // them here would store something of a visitor's.
    router.add("POST", "/api/puzzles/{id}/hint", [service](ApiRequest& req) {
        const auto user = account_id_or_visitor(req);
        if (user == 0)
            return ApiResponse::error(401);
        std::vector<std::string> moves;
        if (const auto problem = read_uci_moves(req.json, 0, kMaxAttemptMoves, moves))
            return bad(*problem);
        auto result = service->hint(user, req.params["id"], moves);
        if (const auto* p = result ? nullptr : &result.error())
            return ApiResponse::error(static_cast<unsigned>(p->status), p->message, p->code);
        const auto& h = result.value();
        return ApiResponse::ok({ { "hint", h.number }, { "hintsLeft", learn::kMaxHints - h.number },
            { "from", h.from },
            { "to", h.to.empty() ? nlohmann::json(nullptr) : nlohmann::json(h.to) },
            { "san", h.san.empty() ? nlohmann::json(nullptr) : nlohmann::json(h.san) } });
    });

    router.add("POST", "/api/puzzles/{id}/attempt", [service](ApiRequest& req) {
        const auto& body = req.json;
        learn::AttemptInput in;
        if (const auto problem = read_uci_moves(body, 0, kMaxAttemptMoves, in.moves))
            return bad(*problem);
        // Still type-checked, but only a visitor's are read (for the figures its browser keeps):
        // an account's time and hints are the server's (PuzzleService::attempt).
        std::optional<double> time_ms, hints;
        if (!optional_number(body, "timeMs", 0, 24.0 * 3600 * 1000, time_ms))
            return bad("timeMs must be a number of milliseconds");
        if (!optional_number(body, "hintsUsed", 0, 100, hints))
            return bad("hintsUsed must be a number");
        in.time_ms = static_cast<std::int64_t>(time_ms.value_or(0));
        in.hints_used = static_cast<int>(hints.value_or(0));
        const auto user = account_id_or_visitor(req);
        // A visitor's rating lives in the browser; it only moves the answer's figures, never a
        // stored rating, and is clamped to what a Glicko-2 rating can be.
        if (const auto r = body.find("rating"); r != body.end() && !r->is_null()) {
            std::optional<double> rating, deviation, volatility;
            if (!r->is_object() || !optional_number(*r, "rating", -1e6, 1e6, rating)
                || !optional_number(*r, "ratingDeviation", -1e6, 1e6, deviation)
                || !optional_number(*r, "volatility", -1e6, 1e6, volatility))
                return bad("rating must be {rating, ratingDeviation, volatility} numbers");
            if (user == 0) {
                store::PlayerPuzzleRating v;
                v.rating = std::clamp(rating.value_or(1500.0), 100.0, 4000.0);
                v.rating_deviation = std::clamp(deviation.value_or(500.0), 45.0, 500.0);
                v.volatility = std::clamp(volatility.value_or(0.09), 0.01, 0.2);
                in.visitor_rating = v;
            }
        }
        auto result = service->attempt(req.params["id"], user, in);
        return result ? ApiResponse::ok(attempt_result_json(*result)) : not_found();
    });
}

} // namespace academy::net
