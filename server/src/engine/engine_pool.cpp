#include "engine/engine_pool.hpp"

#include "engine/uci_commands.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <sstream>

namespace academy::engine {

EnginePool::EnginePool(PoolOptions options)
    : options_(std::move(options))
    , slots_(static_cast<std::size_t>(std::max(1, options_.size)))
    , line_({ .engines = static_cast<int>(slots_.size()),
          .play_reserve = options_.play_reserve,
          .max_waiting = options_.max_queue,
          .max_waiting_per_requester = options_.max_queue_per_requester })
{
}

EnginePool::~EnginePool() = default;

std::vector<pid_t> EnginePool::pids()
{
    std::lock_guard lock(mutex_);
    std::vector<pid_t> out;
    for (auto& slot : slots_)
        if (slot.process)
            out.push_back(slot.process->pid());
    return out;
}

// A request waiting in the line: dispatch() writes its engine and wakes it.
struct EnginePool::Waiter {
    std::condition_variable woken;
    std::optional<std::size_t> slot;
};

void EnginePool::dispatch()
{
    for (;;) {
        const auto free
            = std::find_if(slots_.begin(), slots_.end(), [](const Slot& s) { return !s.busy; });
        if (free == slots_.end())
            return;
        const auto ticket = line_.serve();
        if (!ticket)
            return;
        free->busy = true;
        Waiter* waiter = waiters_.at(*ticket);
        waiters_.erase(*ticket);
        waiter->slot = static_cast<std::size_t>(free - slots_.begin());
        waiter->woken.notify_one();
    }
}

std::size_t EnginePool::acquire(const std::string& who, Urgency urgency)
{
    std::unique_lock lock(mutex_);
    Waiter waiter;
    const auto ticket = line_.join(who, urgency);
    waiters_[ticket] = &waiter;
    dispatch();
    if (!waiter.slot && line_.over_limit(ticket)) {
        line_.leave(ticket);
        waiters_.erase(ticket);
        throw PoolBusy();
    }
    waiter.woken.wait(lock, [&] { return waiter.slot.has_value(); });
    return *waiter.slot;
}

void EnginePool::release(std::size_t index, bool broken, const std::string& who, Urgency urgency)
{
    std::unique_ptr<UciProcess> dead;
    {
        std::lock_guard lock(mutex_);
        if (broken)
            dead = std::move(slots_[index].process);
        slots_[index].busy = false;
        line_.release(who, urgency);
        dispatch();
    }
    // `dead` is reaped here, outside the lock.
}

SearchResult EnginePool::search(
    const RequesterKey& who, const std::string& fen, const SearchLimits& limits)
{
    // Priority is for short, time-limited moves only: a long search asking for it is an analysis.
    const Urgency urgency = limits.urgency == Urgency::play && limits.movetime_ms > 0
            && limits.movetime_ms <= kMaxPlayMoveTimeMs
        ? Urgency::play
        : Urgency::analysis;
    const std::size_t index = acquire(who.text(), urgency);
    // The slot is ours until release(): its process pointer is only touched by this thread.
    auto& process = slots_[index].process;
    try {
        if (process && !process->alive()) {
            spdlog::warn(
                "engine {} (pid {}) had exited; starting a new one", index, process->pid());
            process.reset();
        }
        if (!process)
            process = std::make_unique<UciProcess>(
                options_.stockfish_path, Clock::now() + options_.init_timeout);
        SearchResult result = run(*process, fen, limits);
        release(index, false, who.text(), urgency);
        return result;
    } catch (const EngineError& e) {
        spdlog::warn("engine {} request failed: {}", index, e.what());
        release(index, true, who.text(), urgency);
        throw;
    }
}

namespace {

    struct Info {
        int depth = 0;
        int multipv = 1;
        std::optional<int> cp;
        std::optional<int> mate;
        std::vector<std::string> pv;
    };

    Info parse_info(const std::string& line)
    {
        Info info;
        std::istringstream in(line);
        std::string word;
        in >> word; // "info"
        while (in >> word) {
            if (word == "depth")
                in >> info.depth;
            else if (word == "multipv")
                in >> info.multipv;
            else if (word == "score") {
                std::string kind;
                int value = 0;
                in >> kind >> value;
                if (kind == "cp")
                    info.cp = value;
                else if (kind == "mate")
                    info.mate = value;
            } else if (word == "pv") {
                while (in >> word)
                    info.pv.push_back(word);
            }
        }
        return info;
    }

} // namespace

SearchResult EnginePool::run(UciProcess& engine, const std::string& fen, const SearchLimits& limits)
{
    const auto started = Clock::now();
    const auto deadline = started + limits.timeout;
    const bool white_to_move = fen.find(" b ") == std::string::npos;

    for (const auto& command : uci_setup(limits, options_.hash_mb))
        engine.send(command);
    if (!engine.sync(deadline))
        throw EngineError("Engine not ready");
    engine.send("position fen " + fen);
    engine.send(uci_go(limits));

    SearchResult result;
    for (;;) {
        auto line = engine.read_line(deadline);
        if (!line) {
            // Ask for the move found so far; if even that does not come, the process is broken.
            engine.send("stop");
            auto late = engine.read_line(Clock::now() + std::chrono::milliseconds(500));
            while (late && late->rfind("bestmove", 0) != 0)
                late = engine.read_line(Clock::now() + std::chrono::milliseconds(500));
            throw EngineError(limits.timeout_message);
        }
        if (line->rfind("info ", 0) == 0 && line->find(" pv ") != std::string::npos) {
            Info info = parse_info(*line);
            const int sign = white_to_move ? 1 : -1;
            if (info.multipv >= 1 && info.multipv <= 8 && !info.pv.empty()) {
                const auto slot = static_cast<std::size_t>(info.multipv - 1);
                if (result.lines.size() <= slot)
                    result.lines.resize(slot + 1);
                PvLine& l = result.lines[slot];
                l.depth = info.depth;
                l.pv = info.pv;
                if (info.mate) {
                    l.score.mate = sign * *info.mate;
                    l.score.cp = sign * (*info.mate > 0 ? 10000 : -10000);
                } else if (info.cp) {
                    l.score.mate.reset();
                    l.score.cp = sign * *info.cp;
                }
            }
            if (info.multipv != 1)
                continue;
            result.depth = info.depth;
            result.pv = info.pv;
            if (info.mate) {
                result.score.mate = sign * *info.mate;
                result.score.cp = sign * (*info.mate > 0 ? 10000 : -10000);
            } else if (info.cp) {
                result.score.mate.reset();
                result.score.cp = sign * *info.cp;
            }
        } else if (line->rfind("bestmove", 0) == 0) {
            std::istringstream in(*line);
            std::string word, move;
            in >> word >> move;
            // "(none)" when there is no legal move; "a1a1" is the engine's "no move" too.
            if (move != "(none)" && move != "a1a1")
                result.best_move = move;
            // A line the engine never filled (fewer legal moves than MultiPV) is dropped.
            std::erase_if(result.lines, [](const PvLine& l) { return l.pv.empty(); });
            break;
        }
    }
    result.time_ms
        = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
    return result;
}

} // namespace academy::engine
