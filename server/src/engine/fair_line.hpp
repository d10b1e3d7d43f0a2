// The engine pool's waiting line (issue 29, "Fair use of the engine"): who gets the next free
// engine. Pure bookkeeping, no processes and no threads: EnginePool calls it under its mutex, and
// the tests drive it step by step.
//
// The rules, in the order they are applied when an engine is free:
//   1. Time-limited play (a bot's or the computer's move: Urgency::play) may take any engine.
//      Everything else (analyses, explanations, the coach, the practice judge, game reviews:
//      Urgency::analysis) may hold at most `engines - play_reserve` engines together, so with two
//      or more engines one is always free for, or busy with, a move of a game. A move then waits
//      only for other moves (each bounded by its level's time), never for an analysis, however
//      many analyses are queued: that is what keeps a level-3 move at its few milliseconds while
//      someone else runs depth-20 analyses.
//   2. The cap: a requester holding its fair share (engines / requesters holding or waiting,
//      at least 1) is passed over while a requester under its share waits for that engine. With
//      two engines and two requesters, each holds at most one while the other waits. Nobody is
//      passed over for nothing: when only requesters at their share wait, the engine goes to them
//      rather than stay idle.
//   3. Play before analysis, among the waiters the first two rules leave.
//   4. In turn across requesters: the requester served least recently goes first (a requester
//      never served, or back after holding and waiting for nothing, first of all), so one
//      requester's queue of long jobs delays another's next job by one turn, not by the whole
//      queue. Within one requester and urgency, first come first served.
// A requester may have at most `max_waiting_per_requester` requests waiting, and the line at most
// `max_waiting`: beyond that a request is refused at once (the API answers 503) instead of holding
// one of the server's engine threads.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace academy::engine {

// Whose work a search is: a signed-in account, else the client's address (visitors and guests),
// or a job of the server's own (benchmarks, content checks). net/requester derives it from a
// request; there is no default, so every caller of the pool says whose work it asks for. Only
// equality matters; the text is what a stored job (a queued game review) keeps.
class RequesterKey {
public:
    static RequesterKey account(std::int64_t id)
    {
        return RequesterKey("account:" + std::to_string(id));
    }
    static RequesterKey address(std::string_view address)
    {
        return RequesterKey("address:" + std::string(address));
    }
    static RequesterKey server(std::string_view job)
    {
        return RequesterKey("server:" + std::string(job));
    }
    // A key kept as text (text()); an empty text is the server's "unknown" job.
    static RequesterKey from_text(std::string text)
    {
        return text.empty() ? server("unknown") : RequesterKey(std::move(text));
    }

    const std::string& text() const { return text_; }
    bool operator==(const RequesterKey&) const = default;

private:
    explicit RequesterKey(std::string text)
        : text_(std::move(text))
    {
    }
    std::string text_;
};

// How a search is served: a move of a game that someone is waiting for (short and bounded by the
// level's time), or anything else. The pool grants Urgency::play only to a search with a
// movetime of at most kMaxPlayMoveTimeMs, so no request can buy priority with a long search.
enum class Urgency { analysis, play };
inline constexpr int kMaxPlayMoveTimeMs = 10'000;

struct FairLineOptions {
    int engines = 2;
    // Engines analyses may not take (at most engines - 1, so that a 1-engine pool still serves
    // analyses).
    int play_reserve = 1;
    int max_waiting = 16;
    int max_waiting_per_requester = 4;
};

class FairLine {
public:
    using Ticket = std::uint64_t;

    explicit FairLine(FairLineOptions options);

    // A request joins the line (it may be served at once by the next serve()).
    Ticket join(const std::string& requester, Urgency urgency);
    // Whether `ticket`, still waiting, is beyond the line's or its requester's limit of waiters
    // (the caller then makes it leave and refuses the request).
    bool over_limit(Ticket ticket) const;
    // A waiting request leaves without an engine.
    void leave(Ticket ticket);
    // The waiting request that gets a free engine by the rules above, now counted as holding it;
    // nothing when every engine is held or no waiter may take the free one.
    std::optional<Ticket> serve();
    // An engine given back by a request of `requester` served with `urgency`.
    void release(const std::string& requester, Urgency urgency);

    int waiting() const { return waiting_; }
    int held() const { return held_; }
    int held_by(const std::string& requester) const;
    int waiting_for(const std::string& requester) const;
    // The engines analyses may hold together.
    int analysis_limit() const;

private:
    struct Requester {
        std::deque<Ticket> play;
        std::deque<Ticket> analysis;
        int held = 0;
        std::uint64_t last_served = 0; // 0: never
        std::size_t waiting() const { return play.size() + analysis.size(); }
    };
    struct Waiting {
        std::string requester;
        Urgency urgency = Urgency::analysis;
    };
    void forget_if_idle(std::map<std::string, Requester>::iterator it);

    FairLineOptions options_;
    std::map<std::string, Requester> requesters_; // those holding or waiting, nobody else
    std::map<Ticket, Waiting> tickets_;
    Ticket next_ticket_ = 1;
    std::uint64_t served_ = 0;
    int waiting_ = 0;
    int held_ = 0;
    int held_analysis_ = 0;
};

} // namespace academy::engine
