#include "net/descriptor_limits.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <sys/resource.h>

namespace academy::net {

std::size_t raise_descriptor_limit()
{
    rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return 1024;
    if (limit.rlim_cur < limit.rlim_max) {
        rlimit raised = limit;
        raised.rlim_cur = limit.rlim_max;
        if (::setrlimit(RLIMIT_NOFILE, &raised) == 0)
            limit = raised;
    }
    return limit.rlim_cur == RLIM_INFINITY ? static_cast<std::size_t>(1) << 20
                                           : static_cast<std::size_t>(limit.rlim_cur);
}

std::size_t connection_cap(std::size_t configured, std::size_t descriptor_limit)
{
    const std::size_t room = descriptor_limit > 2 * kReservedDescriptors
        ? descriptor_limit - kReservedDescriptors
        : descriptor_limit / 2;
    return std::max<std::size_t>(1, std::min(configured, room));
}

void RateLimitedLog::report(const std::string& detail)
{
    std::lock_guard lock(mutex_);
    const auto now = std::chrono::steady_clock::now();
    if (written_ > 0 && now - last_ < std::chrono::seconds(1)) {
        ++suppressed_;
        return;
    }
    if (suppressed_ > 0)
        spdlog::warn("{}: {} ({} more in the last second)", what_, detail, suppressed_);
    else
        spdlog::warn("{}: {}", what_, detail);
    last_ = now;
    suppressed_ = 0;
    ++written_;
}

} // namespace academy::net
