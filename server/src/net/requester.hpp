// Whose work a request is, for the fair shares of the engine pool and of the review queue
// (engine/fair_line.hpp, issue 29): the signed-in account, else the client's address (visitors,
// guests and anonymous learners, whose tokens are free to mint). Addresses are the connection's,
// as the rate limits count them.
#pragma once

#include "engine/fair_line.hpp"
#include "net/api_types.hpp"

namespace academy::net {

// The account of a request's Bearer token when it is a user's or an admin's (signature and expiry
// checked here; Route::answer has already refused a token that fails on routes off the network
// threads), else the request's address.
engine::RequesterKey requester_key(const ApiRequest& request);

} // namespace academy::net
