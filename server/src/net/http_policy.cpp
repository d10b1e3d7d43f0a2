#include "net/http_policy.hpp"

#include <algorithm>

namespace academy::net {

const HeaderList& security_headers()
{
    static const HeaderList headers {
        { "Content-Security-Policy",
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; "
            "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; "
            "connect-src 'self'; media-src 'self' data: blob:; object-src 'none'; "
            "base-uri 'self'; form-action 'self'; frame-ancestors 'none'" },
        { "X-Content-Type-Options", "nosniff" },
        { "Referrer-Policy", "strict-origin-when-cross-origin" },
        { "X-Frame-Options", "DENY" },
        { "Cross-Origin-Opener-Policy", "same-origin" },
    };
    return headers;
}

CorsPolicy::CorsPolicy(std::vector<std::string> allowed_origins)
    : allowed_(std::move(allowed_origins))
{
}

bool CorsPolicy::allows(std::string_view origin) const
{
    return !origin.empty() && std::find(allowed_.begin(), allowed_.end(), origin) != allowed_.end();
}

HeaderList CorsPolicy::response_headers(std::string_view origin) const
{
    if (!allows(origin))
        return {};
    return {
        { "Access-Control-Allow-Origin", std::string(origin) },
        { "Access-Control-Allow-Credentials", "true" },
        { "Vary", "Origin" },
    };
}

HeaderList CorsPolicy::preflight_headers(std::string_view origin) const
{
    auto headers = response_headers(origin);
    if (headers.empty())
        return headers;
    headers.emplace_back("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
    // X-AI-Key: the player's own provider key for the coach (net/coach_routes.hpp).
    headers.emplace_back("Access-Control-Allow-Headers", "Content-Type, Authorization, X-AI-Key");
    headers.emplace_back("Access-Control-Max-Age", "600");
    return headers;
}

bool websocket_origin_allowed(
    const CorsPolicy& cors, std::string_view origin, std::string_view host)
{
    if (origin.empty())
        return true;
    if (cors.allows(origin))
        return true;
    for (std::string_view scheme : { "http://", "https://" })
        if (!host.empty() && origin.size() == scheme.size() + host.size()
            && origin.substr(0, scheme.size()) == scheme && origin.substr(scheme.size()) == host)
            return true;
    return false;
}

} // namespace academy::net
