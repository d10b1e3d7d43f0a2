#include "play/clock.hpp"

#include <algorithm>
#include <chrono>

namespace academy::play {

TimeSource steady_time_source()
{
    return [] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now().time_since_epoch())
            .count();
    };
}

std::int64_t epoch_ms()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::system_clock::now().time_since_epoch())
        .count();
}

Clock::Clock(int initial_seconds, int increment_seconds)
    : ms_ { std::int64_t { initial_seconds } * 1000, std::int64_t { initial_seconds } * 1000 }
    , increment_ms_(std::int64_t { increment_seconds } * 1000)
{
    // Lichess's LagTracker.init: the gain depends on the estimated game length
    // (initial + 40 increments), in centiseconds there, milliseconds here.
    const int estimate = initial_seconds + 40 * increment_seconds;
    int gain_cs = estimate >= 180 ? 100
        : estimate <= 15          ? 20
        : estimate <= 30          ? 35
                                  : estimate / 4 + 30;
    quota_gain_ = gain_cs * 10;
    quota_max_ = quota_gain_ * 7;
    quota_ = { quota_gain_ * 3, quota_gain_ * 3 };
}

std::int64_t Clock::remaining(chess::Color color, std::int64_t now) const
{
    if (running_ && color == turn_)
        return ms_[color] - std::max<std::int64_t>(0, now - turn_start_);
    return ms_[color];
}

void Clock::start(chess::Color color, std::int64_t now)
{
    turn_ = color;
    turn_start_ = now;
    running_ = true;
}

void Clock::stop(std::int64_t now)
{
    if (running_)
        ms_[turn_] = remaining(turn_, now);
    running_ = false;
}

std::int64_t Clock::end_turn(std::int64_t now, std::optional<std::int64_t> reported_left)
{
    const chess::Color mover = turn_;
    std::int64_t comp = 0;
    if (running_) {
        const std::int64_t elapsed = std::max<std::int64_t>(0, now - turn_start_);
        if (reported_left) {
            // What the client saw pass on its own clock; the rest of the server's elapsed time
            // was spent on the wire. A client that claims less thinking time than it used gets
            // at most its quota back, so lying gains nothing beyond honest lag.
            const std::int64_t client_elapsed
                = std::clamp<std::int64_t>(ms_[mover] - *reported_left, 0, elapsed);
            const std::int64_t lag = elapsed - client_elapsed;
            comp = std::min(lag, quota_[mover]);
        }
        quota_[mover] = std::min(quota_max_, quota_[mover] + quota_gain_ - comp);
        ms_[mover] = ms_[mover] - (elapsed - comp) + increment_ms_;
    }
    turn_ = ~mover;
    turn_start_ = now;
    return comp;
}

void Clock::set(std::int64_t white_ms, std::int64_t black_ms, chess::Color turn)
{
    ms_ = { white_ms, black_ms };
    turn_ = turn;
    running_ = false;
}

} // namespace academy::play
