#include "net/health_routes.hpp"

#include <chrono>

namespace academy::net {

void add_health_routes(Router& router, store::Database& db)
{
    const auto started = std::chrono::steady_clock::now();
    router.add("GET", "/api/health", [&db, started](ApiRequest&) {
        const bool database_ok = db.ping();
        const auto uptime = std::chrono::duration_cast<std::chrono::seconds>(
            std::chrono::steady_clock::now() - started);
        nlohmann::json data {
            { "status", database_ok ? "ok" : "degraded" },
            { "version", ACADEMY_VERSION },
            { "uptimeSeconds", uptime.count() },
            { "database", database_ok ? "ok" : "unavailable" },
        };
        return ApiResponse::ok(std::move(data), database_ok ? 200 : 503);
    });
}

} // namespace academy::net
