// The limits of live play, and what its three parts (lobby, game rooms, sessions) share.
#pragma once

#include "play/clock.hpp"
#include "play/scheduler.hpp"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

namespace academy::play {

struct PlayOptions {
    std::int64_t first_move_timeout_ms = 30'000; // no first move by then: the game is aborted
    std::int64_t reconnect_window_ms = 60'000; // a gone opponent may be claimed against after this
    std::int64_t restart_grace_ms = 10'000; // added to the running clock after a server restart
    // While a player thinks, the running clocks are saved this often, so a restart charges the
    // time thought before the crash (at most this much of it is given back).
    std::int64_t clock_heartbeat_ms = 1'000;
    std::size_t chat_max_chars = 140;
    int chat_burst = 5; // messages per chat_window_ms
    std::int64_t chat_window_ms = 10'000;
    std::int64_t pool_tick_ms = 1'000; // pools re-pair this often as windows widen
    int pool_window_base = 100; // rating points at once
    int pool_window_per_second = 50; // plus this per second waited
    std::int64_t ended_room_ttl_ms = 10 * 60'000; // ended rooms stay in memory this long
    std::size_t write_batch_max = 1024; // at most this many writes share one commit
    std::size_t announce_threads = 2; // threads that announce committed writes
    // With a shared bus (play/cluster.hpp): a game's lease lasts this long unless renewed, and
    // is renewed this often; a dead node's games are taken over within about the sum.
    std::int64_t lease_ttl_ms = 3'000;
    std::int64_t lease_renew_ms = 1'000;
};

class Cluster;

struct PlayContext {
    Scheduler& scheduler;
    TimeSource now;
    PlayOptions options;
    std::atomic<bool> stopped = false;
    std::weak_ptr<bool> alive; // expires when the service stops; never reassigned
    Cluster* cluster = nullptr; // set once by the service, before anything runs

    // Runs `fn` on the scheduler's thread after `ms`, unless the service has stopped by then.
    void after(std::int64_t ms, std::function<void()> fn)
    {
        scheduler.after(std::chrono::milliseconds(ms), [alive = alive, fn = std::move(fn)] {
            if (alive.lock())
                fn();
        });
    }
};

} // namespace academy::play
