#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace academy::net {

using HeaderList = std::vector<std::pair<std::string, std::string>>;

// Headers every response carries: a Content-Security-Policy that lets the app load its own
// scripts, the Stockfish WASM worker and its WebSocket, and nothing from elsewhere.
const HeaderList& security_headers();

// CORS for the configured origins only (credentials allowed); an unknown origin gets no CORS
// headers at all, so the browser refuses the response.
class CorsPolicy {
public:
    explicit CorsPolicy(std::vector<std::string> allowed_origins);

    bool allows(std::string_view origin) const;
    // Headers for a normal response to a request from this origin (empty if not allowed).
    HeaderList response_headers(std::string_view origin) const;
    // Headers for an OPTIONS preflight (empty if not allowed).
    HeaderList preflight_headers(std::string_view origin) const;

private:
    std::vector<std::string> allowed_;
};

// Whether a WebSocket upgrade from `origin` may open: a browser page of the site itself (the
// Origin's host is the request's Host) or of an allowed origin. A request without Origin comes
// from a program, not a page another site could have loaded, and is let in.
bool websocket_origin_allowed(
    const CorsPolicy& cors, std::string_view origin, std::string_view host);

} // namespace academy::net
