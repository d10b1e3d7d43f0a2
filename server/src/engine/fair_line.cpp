#include "engine/fair_line.hpp"

#include <algorithm>
#include <tuple>

namespace academy::engine {

FairLine::FairLine(FairLineOptions options)
    : options_(options)
{
    options_.engines = std::max(1, options_.engines);
}

int FairLine::analysis_limit() const
{
    return options_.engines - std::clamp(options_.play_reserve, 0, options_.engines - 1);
}

FairLine::Ticket FairLine::join(const std::string& requester, Urgency urgency)
{
    const Ticket ticket = next_ticket_++;
    auto& r = requesters_[requester];
    (urgency == Urgency::play ? r.play : r.analysis).push_back(ticket);
    tickets_[ticket] = { requester, urgency };
    ++waiting_;
    return ticket;
}

bool FairLine::over_limit(Ticket ticket) const
{
    const auto t = tickets_.find(ticket);
    if (t == tickets_.end())
        return false;
    return waiting_ > options_.max_waiting
        || waiting_for(t->second.requester) > options_.max_waiting_per_requester;
}

void FairLine::leave(Ticket ticket)
{
    const auto t = tickets_.find(ticket);
    if (t == tickets_.end())
        return;
    const auto it = requesters_.find(t->second.requester);
    auto& queue = t->second.urgency == Urgency::play ? it->second.play : it->second.analysis;
    queue.erase(std::find(queue.begin(), queue.end(), ticket));
    tickets_.erase(t);
    --waiting_;
    forget_if_idle(it);
}

std::optional<FairLine::Ticket> FairLine::serve()
{
    if (held_ >= options_.engines || waiting_ == 0)
        return std::nullopt;
    const bool analysis_may = held_analysis_ < analysis_limit();
    const int share = std::max(1, options_.engines / static_cast<int>(requesters_.size()));

    // Each requester offers its first play waiter, else its first analysis waiter (when analyses
    // may take this engine); the best offer by (under its share, play, served least recently,
    // came first) is served.
    struct Offer {
        std::map<std::string, Requester>::iterator requester;
        std::deque<Ticket>* queue = nullptr;
        bool under_share = false;
        bool play = false;
        std::uint64_t last_served = 0;
        Ticket first = 0;
        auto rank() const { return std::make_tuple(!under_share, !play, last_served, first); }
    };
    std::optional<Offer> best;
    for (auto it = requesters_.begin(); it != requesters_.end(); ++it) {
        auto& r = it->second;
        Offer offer;
        offer.requester = it;
        if (!r.play.empty()) {
            offer.queue = &r.play;
            offer.play = true;
        } else if (analysis_may && !r.analysis.empty()) {
            offer.queue = &r.analysis;
        } else {
            continue;
        }
        offer.under_share = r.held < share;
        offer.last_served = r.last_served;
        offer.first = offer.queue->front();
        if (!best || offer.rank() < best->rank())
            best = offer;
    }
    if (!best)
        return std::nullopt;

    const Ticket ticket = best->first;
    best->queue->pop_front();
    tickets_.erase(ticket);
    --waiting_;
    ++held_;
    if (!best->play)
        ++held_analysis_;
    auto& r = best->requester->second;
    ++r.held;
    r.last_served = ++served_;
    return ticket;
}

void FairLine::release(const std::string& requester, Urgency urgency)
{
    const auto it = requesters_.find(requester);
    if (it == requesters_.end() || it->second.held == 0)
        return;
    --it->second.held;
    --held_;
    if (urgency == Urgency::analysis)
        --held_analysis_;
    forget_if_idle(it);
}

int FairLine::held_by(const std::string& requester) const
{
    const auto it = requesters_.find(requester);
    return it == requesters_.end() ? 0 : it->second.held;
}

int FairLine::waiting_for(const std::string& requester) const
{
    const auto it = requesters_.find(requester);
    return it == requesters_.end() ? 0 : static_cast<int>(it->second.waiting());
}

void FairLine::forget_if_idle(std::map<std::string, Requester>::iterator it)
{
    if (it->second.held == 0 && it->second.waiting() == 0)
        requesters_.erase(it);
}

} // namespace academy::engine
