#pragma once
// The server's wall clock for what the progress ledger dates: puzzle attempts, computer games,
// browser events and "today". It is the system clock plus an offset that only tests move
// (`academy serve --test-clock` and POST /api/test/clock), so that a streak can cross calendar
// days in an end-to-end test. Game clocks and token expiry keep the real clock.

#include <cstdint>
#include <optional>
#include <string>

namespace academy::store {

// Unix milliseconds.
std::int64_t wall_clock_ms();

// Moves the clock forward (or back) by `delta_ms`; thread-safe. Tests only.
void shift_wall_clock(std::int64_t delta_ms);

// The current offset from the system clock, 0 unless a test moved it.
std::int64_t wall_clock_offset_ms();

// SQLite's CURRENT_TIMESTAMP format ("2026-11-25 14:03:07", UTC) for a Unix millisecond time.
std::string sqlite_timestamp(std::int64_t unix_ms);

// The Unix seconds of such a text ("2026-11-25 14:03:07" or "2026-11-25T14:03:07", UTC), as
// SQLite's strftime('%s', text) reads it; nullopt when the text is not one.
std::optional<std::int64_t> parse_sqlite_timestamp(const std::string& text);

} // namespace academy::store
