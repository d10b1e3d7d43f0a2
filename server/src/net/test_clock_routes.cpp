#include "net/test_clock_routes.hpp"

#include "net/request_reader.hpp"
#include "store/wall_clock.hpp"

namespace academy::net {

namespace {

    // A year either way is more than any test needs and keeps every sum far from overflow.
    constexpr std::int64_t kMaxShiftMs = 366LL * 24 * 60 * 60 * 1000;

    ApiResponse advance_clock(ApiRequest& req)
    {
        RequestReader in(req, { .message = "advanceMs must be a whole number of milliseconds" });
        const auto delta = in.field<std::int64_t>(
            "advanceMs", { .message = "advanceMs must be a whole number of milliseconds" });
        if (in && (delta < -kMaxShiftMs || delta > kMaxShiftMs))
            in.fail("advanceMs must be within a year either way");
        if (!in)
            return in.problem();
        store::shift_wall_clock(delta);
        return ApiResponse::ok(
            { { "nowMs", store::wall_clock_ms() }, { "offsetMs", store::wall_clock_offset_ms() } });
    }

} // namespace

void add_test_clock_routes(Router& router)
{
    router.add("POST", "/api/test/clock", advance_clock, Execution::blocking);
}

} // namespace academy::net
