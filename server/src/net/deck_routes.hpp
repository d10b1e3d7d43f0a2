// The personal deck (issue 19): GET /api/deck (counts and a page of cards), GET /api/deck/next,
// POST /api/deck/{cardId}/attempt {moves}, POST /api/deck/{cardId}/hint {moves} and
// POST /api/deck/{cardId}/solution. Accounts only (bearer token); another account's card is 404.
// The answer is timed by the server from the card's serving by /next (`ms` from older clients is
// type-checked and ignored; `hinted` can only lower the grade).
#pragma once

#include "learn/review/deck_service.hpp"
#include "net/router.hpp"

#include <cstdint>
#include <functional>

namespace academy::net {

struct DeckRoutesOptions {
    std::function<std::int64_t()> now_ms; // the wall clock when empty (tests move it)
};

void add_deck_routes(Router& router, store::Database& db, DeckRoutesOptions options = {});

nlohmann::json deck_card_json(const learn::review::DeckCardView& card);

} // namespace academy::net
