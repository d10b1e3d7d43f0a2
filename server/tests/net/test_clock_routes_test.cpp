// POST /api/test/clock, the hook end-to-end tests use to cross calendar days: it moves the
// server's wall clock by whole milliseconds, type-checks its one field and refuses absurd shifts.
#include "net/test_clock_routes.hpp"
#include "store/wall_clock.hpp"

#include <gtest/gtest.h>

using namespace academy;
using json = nlohmann::json;

namespace {

net::ApiResponse post(net::Router& router, json body)
{
    const auto match = router.match("POST", "/api/test/clock");
    EXPECT_NE(match.route, nullptr);
    net::ApiRequest req;
    req.method = "POST";
    req.path = "/api/test/clock";
    req.body = body.dump();
    req.json = std::move(body);
    return match.route->answer(req);
}

} // namespace

TEST(TestClockRoute, MovesTheWallClockAndSaysWhereItIs)
{
    net::Router router;
    net::add_test_clock_routes(router);
    const auto before = store::wall_clock_offset_ms();
    const std::int64_t day = 24LL * 60 * 60 * 1000;
    const auto res = post(router, { { "advanceMs", day } });
    ASSERT_EQ(res.status, 200u);
    const auto data = json::parse(res.body)["data"];
    EXPECT_EQ(data["offsetMs"].get<std::int64_t>(), before + day);
    EXPECT_NEAR(static_cast<double>(data["nowMs"].get<std::int64_t>()),
        static_cast<double>(store::wall_clock_ms()), 2000.0);
    store::shift_wall_clock(-day);
    EXPECT_EQ(store::wall_clock_offset_ms(), before);
}

TEST(TestClockRoute, RefusesAnythingButAWholeNumberWithinAYear)
{
    net::Router router;
    net::add_test_clock_routes(router);
    const auto before = store::wall_clock_offset_ms();
    for (const json& body : { json(nullptr), json::array(), json { { "advanceMs", "86400000" } },
             json { { "advanceMs", 1.5 } }, json { { "advance", 1 } },
             json { { "advanceMs", 400LL * 24 * 60 * 60 * 1000 } } }) {
        const auto res = post(router, body);
        EXPECT_EQ(res.status, 400u) << body.dump();
        EXPECT_FALSE(json::parse(res.body)["message"].get<std::string>().empty());
    }
    EXPECT_EQ(store::wall_clock_offset_ms(), before);
}

TEST(TestClockRoute, DoesNotExistUnlessRegistered)
{
    net::Router router;
    EXPECT_EQ(router.match("POST", "/api/test/clock").route, nullptr);
}
