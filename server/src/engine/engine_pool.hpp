#pragma once

#include "engine/fair_line.hpp"
#include "engine/score.hpp"
#include "engine/uci_process.hpp"

#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace academy::engine {

// What one search may use. Zero means "no limit of that kind"; at least one of depth, movetime
// and nodes should be set.
struct SearchLimits {
    int depth = 0;
    int movetime_ms = 0;
    long nodes = 0;
    int skill = 20; // Stockfish "Skill Level", 0..20
    int elo = 0; // UCI_LimitStrength with UCI_Elo when > 0 (Stockfish 15.1 accepts 1350..2850)
    int multipv = 1;
    // UCI moves the search is restricted to ("go searchmoves"); empty means every legal move. The
    // explanation of a user's move asks for that move's own score and line this way.
    std::vector<std::string> search_moves;
    // The request fails with `timeout_message` when no bestmove arrived by then.
    std::chrono::milliseconds timeout { 10'000 };
    std::string timeout_message = "Engine timeout";
    // A move of a game someone waits for (bot_search_limits, computer_search_limits) is
    // Urgency::play: served first, and on the engine analyses may not take (fair_line.hpp). Only a
    // search with a movetime of at most kMaxPlayMoveTimeMs is served so.
    Urgency urgency = Urgency::analysis;
};

// One line of a MultiPV search.
struct PvLine {
    Score score; // White's point of view (a mate: cp +-10000)
    int depth = 0;
    std::vector<std::string> pv; // UCI, the line's first move first
};

struct SearchResult {
    std::string best_move; // UCI; empty when the engine had no move ("(none)" or "a1a1")
    Score score; // White's point of view (a mate: cp +-10000; negative mate: Black mates)
    int depth = 0;
    std::vector<std::string> pv;
    long time_ms = 0;
    // Every MultiPV line at its last reported depth, best first (lines[0] is the line above).
    // Stockfish searches at least 4 lines when its Skill Level is below 20 and reports them all,
    // so a weakened bot's move is found among them with its score.
    std::vector<PvLine> lines;
};

// Thrown when every engine is busy and the wait queue (or the requester's part of it) is full: the
// API answers 503.
class PoolBusy : public EngineError {
public:
    PoolBusy()
        : EngineError("All engines are busy")
    {
    }
};

struct PoolOptions {
    std::string stockfish_path = "/usr/games/stockfish";
    int size = 2;
    // Requests allowed to wait for a free engine beyond the ones running, in all and per requester.
    int max_queue = 16;
    int max_queue_per_requester = 4;
    // Engines kept from analyses for moves of games (fair_line.hpp); a 1-engine pool keeps none.
    int play_reserve = 1;
    std::chrono::milliseconds init_timeout { 5'000 };
    int hash_mb = 16;
};

// A fixed number of Stockfish processes, each started on first use. A request takes one engine
// for the whole search; a process that died is replaced before its next request, and a request
// whose process dies or stops answering fails with EngineError (the process is then replaced).
// Requests that find every engine busy wait in a line served fairly across requesters, moves of
// games first (fair_line.hpp).
class EnginePool {
public:
    explicit EnginePool(PoolOptions options);
    ~EnginePool();
    EnginePool(const EnginePool&) = delete;
    EnginePool& operator=(const EnginePool&) = delete;

    // Blocks until an engine is free for `who` (or throws PoolBusy), then searches `fen`.
    SearchResult search(
        const RequesterKey& who, const std::string& fen, const SearchLimits& limits);

    // Process ids of the started engines (tests kill them to check replacement).
    std::vector<pid_t> pids();
    const PoolOptions& options() const { return options_; }

private:
    struct Slot {
        std::unique_ptr<UciProcess> process;
        bool busy = false;
    };
    struct Waiter;
    std::size_t acquire(const std::string& who, Urgency urgency);
    void release(std::size_t index, bool broken, const std::string& who, Urgency urgency);
    // Hands free engines to the waiters the line names (under the mutex).
    void dispatch();
    SearchResult run(UciProcess& engine, const std::string& fen, const SearchLimits& limits);

    PoolOptions options_;
    std::mutex mutex_;
    std::vector<Slot> slots_;
    FairLine line_;
    std::map<FairLine::Ticket, Waiter*> waiters_;
};

} // namespace academy::engine
