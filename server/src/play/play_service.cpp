#include "play/play_service.hpp"

#include "bus/in_process_bus.hpp"

namespace academy::play {

PlayService::PlayService(store::Database& db, TokenVerifier verify, Scheduler& scheduler,
    TimeSource now, PlayOptions options, bus::Bus* bus)
    : alive_(std::make_shared<bool>(true))
    , own_bus_(bus ? nullptr : std::make_unique<bus::InProcessBus>())
    , context_ { scheduler, std::move(now), options, false, alive_ }
    , cluster_(context_, bus ? *bus : *own_bus_)
    , sessions_(context_, lobby_, rooms_, std::move(verify))
    , lobby_(context_, db, sessions_, rooms_)
    , rooms_(context_, db, lobby_, sessions_)
{
    context_.cluster = &cluster_;
    cluster_.attach(
        sessions_, rooms_, [this](const Caller& s, const RoomRequest& r) { apply(s, r); },
        [this](const Caller& s, ChallengeAnswer a, const std::string& id, const std::string& node,
            std::uint64_t peer) { lobby_.answer_challenge(s, a, id, node, peer); });
}

PlayService::~PlayService() { stop(); }

void PlayService::start()
{
    cluster_.start();
    rooms_.restore();
    lobby_.start();
    rooms_.start_heartbeat();
}

void PlayService::stop()
{
    if (context_.stopped.exchange(true))
        return;
    alive_.reset();
    rooms_.stop();
    cluster_.stop();
}

void PlayService::disconnected(std::uint64_t peer_id)
{
    auto [caller, games] = sessions_.disconnected(peer_id);
    if (!caller.peer)
        return;
    for (const auto& g : games)
        room_request(caller, RoomRequest::about(K::Left, g));
}

void PlayService::room_request(const Caller& s, const RoomRequest& request)
{
    if (!cluster_.forward(s, request))
        apply(s, request);
}

void PlayService::apply(const Caller& s, const RoomRequest& r)
{
    switch (r.kind) {
    case K::Move:
        rooms_.make_move(s, MoveRequest { r.game_id, r.uci, r.time_left });
        break;
    case K::OfferDraw:
        rooms_.offer_draw(s, r.game_id);
        break;
    case K::AcceptDraw:
        rooms_.accept_draw(s, r.game_id);
        break;
    case K::DeclineDraw:
        rooms_.decline_draw(s, r.game_id);
        break;
    case K::Resign:
        rooms_.resign(s, r.game_id);
        break;
    case K::Abort:
        rooms_.abort_game(s, r.game_id);
        break;
    case K::ClaimVictory:
        rooms_.claim_victory(s, r.game_id);
        break;
    case K::Chat:
        rooms_.send_chat_message(s, ChatRequest { r.game_id, r.text });
        break;
    case K::Join:
    case K::Rejoin:
        rooms_.join_game(s, r.game_id, r.kind == K::Rejoin);
        break;
    case K::Spectate:
        rooms_.join_as_spectator(s, r.game_id);
        break;
    case K::Unspectate:
        rooms_.leave_as_spectator(s, r.game_id);
        break;
    case K::Left:
        rooms_.left(r.game_id, s.peer->id(), context_.now());
        break;
    }
}

PlayStats PlayService::stats()
{
    return PlayStats { sessions_.count(), lobby_.seeking(), rooms_.active_games(),
        rooms_.moves_played() };
}

} // namespace academy::play
