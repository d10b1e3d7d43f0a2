#include "net/test_clock_routes.hpp"

#include "store/wall_clock.hpp"

namespace academy::net {

namespace {
    // A year either way is more than any test needs and keeps every sum far from overflow.
    constexpr std::int64_t kMaxShiftMs = 366LL * 24 * 60 * 60 * 1000;
} // namespace

void add_test_clock_routes(Router& router)
{
    router.add("POST", "/api/test/clock", [](ApiRequest& req) {
        const auto& body = req.json;
        if (!body.is_object() || !body.contains("advanceMs")
            || !body["advanceMs"].is_number_integer())
            return ApiResponse::error(
                400, "advanceMs must be a whole number of milliseconds", "validation_error");
        const auto delta = body["advanceMs"].get<std::int64_t>();
        if (delta < -kMaxShiftMs || delta > kMaxShiftMs)
            return ApiResponse::error(
                400, "advanceMs must be within a year either way", "validation_error");
        store::shift_wall_clock(delta);
        return ApiResponse::ok(
            { { "nowMs", store::wall_clock_ms() }, { "offsetMs", store::wall_clock_offset_ms() } });
    });
}

} // namespace academy::net
