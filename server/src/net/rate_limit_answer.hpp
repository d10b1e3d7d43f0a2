#pragma once

#include "net/api_types.hpp"

#include <algorithm>
#include <chrono>
#include <string>

namespace academy::net {

// The answer to a request over its rate limit: the catalogue's 429, and when to come back (at
// least a second, so that a client never retries at once).
inline ApiResponse too_many_requests(std::chrono::seconds retry_after)
{
    auto res = ApiResponse::error(429);
    res.headers.emplace_back(
        "Retry-After", std::to_string(std::max<long long>(1, retry_after.count())));
    return res;
}

} // namespace academy::net
