#include "play/play_service.hpp"

namespace academy::play {

PlayService::PlayService(store::Database& db, TokenVerifier verify, Scheduler& scheduler,
    TimeSource now, PlayOptions options)
    : alive_(std::make_shared<bool>(true))
    , context_ { scheduler, std::move(now), options, false, alive_ }
    , sessions_(context_, lobby_, rooms_, std::move(verify))
    , lobby_(context_, db, sessions_, rooms_)
    , rooms_(context_, db, lobby_, sessions_)
{
}

PlayService::~PlayService() { stop(); }

void PlayService::start()
{
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
}

PlayStats PlayService::stats()
{
    return PlayStats { sessions_.count(), lobby_.seeking(), rooms_.active_games(),
        rooms_.moves_played() };
}

} // namespace academy::play
