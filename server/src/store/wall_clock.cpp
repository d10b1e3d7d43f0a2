#include "store/wall_clock.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>

namespace academy::store {

namespace {
    std::atomic<std::int64_t> g_offset_ms { 0 };
}

std::int64_t wall_clock_ms()
{
    const auto system = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::system_clock::now().time_since_epoch())
                            .count();
    return system + g_offset_ms.load(std::memory_order_relaxed);
}

void shift_wall_clock(std::int64_t delta_ms)
{
    g_offset_ms.fetch_add(delta_ms, std::memory_order_relaxed);
}

std::int64_t wall_clock_offset_ms() { return g_offset_ms.load(std::memory_order_relaxed); }

std::string sqlite_timestamp(std::int64_t unix_ms)
{
    // Floor division, so that times before 1970 still land on the right second.
    const std::int64_t seconds = unix_ms >= 0 ? unix_ms / 1000 : -((-unix_ms + 999) / 1000);
    const std::time_t t = static_cast<std::time_t>(seconds);
    std::tm tm {};
    gmtime_r(&t, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d %H:%M:%S", &tm);
    return buffer;
}

std::optional<std::int64_t> parse_sqlite_timestamp(const std::string& text)
{
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
    char separator = 0;
    if (std::sscanf(text.c_str(), "%4d-%2d-%2d%c%2d:%2d:%2d", &y, &mo, &d, &separator, &h, &mi, &s)
            != 7
        || (separator != ' ' && separator != 'T'))
        return std::nullopt;
    std::tm tm {};
    tm.tm_year = y - 1900;
    tm.tm_mon = mo - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_sec = s;
    return static_cast<std::int64_t>(timegm(&tm));
}

} // namespace academy::store
