// A chess clock kept by the server, with Lichess-style lag compensation: each player has a quota
// of time that can be given back for measured network lag; it refills by a fixed gain per move
// up to a cap, so a slow connection is not robbed while a fast one gains nothing.
#pragma once

#include "chess/types.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>

namespace academy::play {

// Milliseconds on a monotonic clock; injected so tests move time by hand.
using TimeSource = std::function<std::int64_t()>;
TimeSource steady_time_source();
// Wall-clock epoch milliseconds (timestamps stored and shown).
std::int64_t epoch_ms();

class Clock {
public:
    // Seconds as the time control gives them.
    Clock(int initial_seconds, int increment_seconds);

    // Milliseconds left for `color` at `now`, counting the running turn.
    std::int64_t remaining(chess::Color color, std::int64_t now) const;
    bool running() const { return running_; }
    chess::Color turn() const { return turn_; }

    // Starts `color`'s time at `now`.
    void start(chess::Color color, std::int64_t now);
    void stop(std::int64_t now);
    // The mover ends its turn: charges the time since the turn began, minus the compensation
    // for lag measured from the mover's own report of its time left, adds the increment and
    // starts the other side. Returns the compensation given in ms.
    std::int64_t end_turn(std::int64_t now, std::optional<std::int64_t> reported_left);
    // After a restart: set both clocks and the side whose turn it is, not running.
    void set(std::int64_t white_ms, std::int64_t black_ms, chess::Color turn);
    void add(chess::Color color, std::int64_t ms) { ms_[color] += ms; }
    // The lag grace still available to `color` (used before flagging).
    std::int64_t quota(chess::Color color) const { return quota_[color]; }
    std::int64_t increment_ms() const { return increment_ms_; }

private:
    std::array<std::int64_t, 2> ms_;
    std::int64_t increment_ms_;
    std::int64_t quota_gain_;
    std::int64_t quota_max_;
    std::array<std::int64_t, 2> quota_;
    bool running_ = false;
    chess::Color turn_ = chess::White;
    std::int64_t turn_start_ = 0;
};

} // namespace academy::play
