#include "store/synthetic_players.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>

namespace academy::store {

namespace {

    constexpr std::int64_t kDayMs = 24LL * 60 * 60 * 1000;

    // Roughly where players of an online chess school come from; 15% name no country.
    constexpr std::array<std::pair<const char*, int>, 20> kCountries { {
        { "US", 20 },
        { "IN", 12 },
        { "DE", 7 },
        { "FR", 6 },
        { "GB", 6 },
        { "BR", 5 },
        { "RU", 5 },
        { "ES", 4 },
        { "IT", 4 },
        { "PL", 3 },
        { "NL", 3 },
        { "CA", 3 },
        { "TR", 3 },
        { "UA", 3 },
        { "AR", 3 },
        { "MX", 3 },
        { "AU", 2 },
        { "SE", 2 },
        { "NO", 2 },
        { "JP", 2 },
    } };

    std::string date_text(std::int64_t ms, bool with_time, char separator = ' ')
    {
        using namespace std::chrono;
        const auto t = sys_time<milliseconds>(milliseconds(ms));
        const auto day = floor<days>(t);
        const year_month_day date { day };
        const hh_mm_ss time { floor<seconds>(t - day) };
        char text[32];
        if (with_time)
            std::snprintf(text, sizeof text, "%04d-%02u-%02u%c%02d:%02d:%02d",
                static_cast<int>(date.year()), static_cast<unsigned>(date.month()),
                static_cast<unsigned>(date.day()), separator,
                static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
                static_cast<int>(time.seconds().count()));
        else
            std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
        return text;
    }

    struct Speed {
        const char* type;
        const char* tc;
        int initial;
        int increment;
        double share; // of the players rated at it
    };
    constexpr std::array<Speed, 4> kSpeeds { {
        { "bullet", "1+0", 60, 0, 0.25 },
        { "blitz", "5+0", 300, 0, 0.7 },
        { "rapid", "10+0", 600, 0, 0.4 },
        { "classical", "30+0", 1800, 0, 0.1 },
    } };

} // namespace

std::string synthetic_username(int n)
{
    char text[32];
    std::snprintf(text, sizeof text, "player%06d", n);
    return text;
}

SyntheticReport add_synthetic_players(Database& db, const SyntheticOptions& options)
{
    SyntheticReport report;
    std::mt19937_64 random(options.seed);
    auto uniform = [&](std::int64_t lo, std::int64_t hi) {
        return std::uniform_int_distribution<std::int64_t>(lo, hi)(random);
    };
    auto chance
        = [&](double p) { return std::uniform_real_distribution<double>(0, 1)(random) < p; };
    std::normal_distribution<double> strength(1500, 350);
    int country_weight = 0;
    for (const auto& [code, weight] : kCountries)
        country_weight += weight;
    const auto created = date_text(options.now_ms - 30 * kDayMs, true, 'T') + "Z";

    db.transaction([&] {
        std::vector<std::pair<std::int64_t, std::string>> blitz; // rated at blitz: id, name
        for (int n = 1; n <= options.players; ++n) {
            const auto name = synthetic_username(n);
            Value country = nullptr;
            if (chance(0.85)) {
                auto pick = uniform(0, country_weight - 1);
                for (const auto& [code, weight] : kCountries) {
                    if (pick < weight) {
                        country = std::string(code);
                        break;
                    }
                    pick -= weight;
                }
            }
            const auto id
                = db.query("INSERT INTO users (email, email_key, username, username_key, "
                           "display_name, password_hash, role, created_at, updated_at, country) "
                           "VALUES (?, ?, ?, ?, ?, ?, 'user', ?, ?, ?) RETURNING id",
                        { name + "@bench.invalid", name + "@bench.invalid", name, name,
                            "Player " + std::to_string(n), options.password_hash, created, created,
                            country })
                      .rows.at(0)
                      .integer(0);
            ++report.players;
            const auto uid = std::to_string(id);
            const double base = std::clamp(strength(random), 400.0, 2900.0);
            for (const auto& speed : kSpeeds) {
                if (!chance(speed.share))
                    continue;
                const double rating = std::clamp(
                    base + std::normal_distribution<double>(0, 80)(random), 400.0, 2950.0);
                if (std::string(speed.type) == "blitz")
                    blitz.emplace_back(id, name);
                db.query("INSERT INTO player_ratings (user_id, speed, username, display_name, "
                         "rating, deviation, volatility, games, updated_at) VALUES (?, ?, ?, ?, "
                         "?, ?, 0.06, ?, ?)",
                    { uid, std::string(speed.type), name, "Player " + std::to_string(n), rating,
                        static_cast<double>(uniform(45, 105)), uniform(20, 400),
                        options.now_ms - uniform(0, 10) * kDayMs });
                ++report.ratings;
            }
            // Lessons completed and practice positions won over the last 12 days, as the
            // server records them (a lesson takes 5 to 40 minutes from its start).
            const auto lessons = uniform(0, 10);
            for (std::int64_t l = 0; l < lessons; ++l) {
                const auto at = options.now_ms - uniform(0, 12 * kDayMs);
                const auto accuracy = uniform(60, 100);
                report.lessons
                    += db.query("INSERT INTO lesson_progress (user_id, lesson_id, "
                                "progress, quiz_score, accuracy, started_at_ms, "
                                "completed_at_ms, first_accuracy, completions, "
                                "updated_at_ms) VALUES (?, ?, 100, ?, ?, ?, ?, ?, 1, ?) "
                                "ON CONFLICT DO NOTHING",
                             { id, "lesson-" + std::to_string(uniform(1, 48)), accuracy, accuracy,
                                 at - uniform(5, 40) * 60000, at, accuracy, at })
                           .changes;
            }
            const auto practice = uniform(0, 4);
            for (std::int64_t p = 0; p < practice; ++p) {
                const auto at = options.now_ms - uniform(0, 12 * kDayMs);
                report.practice_wins
                    += db.query("INSERT INTO practice_progress (user_id, position_id, best_stars, "
                                "wins, first_won_at_ms, updated_at_ms) VALUES (?, ?, ?, 1, ?, ?) "
                                "ON CONFLICT DO NOTHING",
                             { id, "position-" + std::to_string(uniform(1, 60)), uniform(1, 3), at,
                                 at })
                           .changes;
            }
            const auto puzzles = uniform(0, 15);
            for (std::int64_t p = 0; p < puzzles; ++p) {
                const auto at = options.now_ms - uniform(0, 12 * kDayMs);
                db.query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, "
                         "time_ms, hints_used, created_at) VALUES (?, ?, 1, ?, ?, 0, ?)",
                    { id, "bench-" + std::to_string(uniform(1, 5000)), uniform(0, 1),
                        uniform(5000, 90000), date_text(at, true) });
                ++report.puzzle_attempts;
            }
            const auto computer = uniform(0, 3);
            for (std::int64_t g = 0; g < computer; ++g) {
                const auto at = options.now_ms - uniform(0, 12 * kDayMs);
                const auto r = uniform(0, 2);
                db.query("INSERT INTO computer_games (user_id, level, color, result, moves, "
                         "player_moves, points, created_at) VALUES (?, ?, 'white', ?, '', 30, "
                         "10, ?)",
                    { id, uniform(1, 25),
                        std::string(r == 0 ? "win"
                                : r == 1   ? "lose"
                                           : "draw"),
                        at / 1000 });
                ++report.computer_games;
            }
        }
        // Rated blitz games between players of the last ten days: the 7-day rating changes.
        const auto games = blitz.size() < 2 ? 0 : static_cast<std::int64_t>(blitz.size());
        for (std::int64_t g = 0; g < games; ++g) {
            const auto& [w, wname] = blitz[static_cast<std::size_t>(uniform(0, games - 1))];
            const auto& [b, bname] = blitz[static_cast<std::size_t>(uniform(0, games - 1))];
            if (b == w)
                continue;
            const auto ended = options.now_ms - uniform(0, 10 * kDayMs);
            const auto r = uniform(0, 2);
            const char* score = r == 0 ? "1-0" : r == 1 ? "0-1" : "1/2-1/2";
            const auto diff = uniform(2, 14);
            const std::int64_t white_diff = r == 0 ? diff : r == 1 ? -diff : 0;
            db.query("INSERT INTO live_games (id, white_id, white_username, white_display_name, "
                     "white_rating, white_guest, black_id, black_username, black_display_name, "
                     "black_rating, black_guest, tc_name, tc_type, tc_initial, tc_increment, "
                     "rated, status, score, reason, result_text, white_ms, black_ms, "
                     "white_rating_diff, black_rating_diff, created_at, ended_at) VALUES (?, ?, "
                     "?, ?, 1500, 0, ?, ?, ?, 1500, 0, '5+0', 'blitz', 300, 0, 1, 'ended', ?, "
                     "'checkmate', '', 60000, 60000, ?, ?, ?, ?)",
                { "bench-" + std::to_string(g), std::to_string(w), wname, wname, std::to_string(b),
                    bname, bname, std::string(score), white_diff, -white_diff, ended - 600000,
                    ended });
            ++report.live_games;
        }
        // Everyone follows a few others (0 to 16): the Friends tab.
        std::vector<std::int64_t> ids;
        for (const auto& r :
            db.query("SELECT id FROM users WHERE email_key LIKE '%@bench.invalid'").rows)
            ids.push_back(r.integer(0));
        for (const auto follower : ids) {
            const auto count = uniform(0, 16);
            for (std::int64_t f = 0; f < count; ++f) {
                const auto followee = ids[static_cast<std::size_t>(
                    uniform(0, static_cast<std::int64_t>(ids.size()) - 1))];
                if (followee == follower)
                    continue;
                report.follows += db.query("INSERT INTO follows (follower_id, followee_id, "
                                           "created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                                        { follower, followee, options.now_ms })
                                      .changes;
            }
        }
        db.query(
            "INSERT INTO progress_dirty (user_id, version) SELECT id, 1 FROM users "
            "WHERE true ON CONFLICT (user_id) DO UPDATE SET version = progress_dirty.version + 1");
    });
    return report;
}

} // namespace academy::store
