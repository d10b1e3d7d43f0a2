#pragma once

#include <chrono>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace academy::net {

struct ClientRequest {
    std::string method = "GET";
    std::string url; // http(s)://host[:port]/path?query; https checks the certificate and host name
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
    std::chrono::milliseconds timeout { 10'000 };
};

struct ClientResponse {
    unsigned status = 0;
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers;
};

// A small synchronous HTTP/1.1 client for server-to-server calls (the identity provider, the AI
// coach's provider). `timeout` bounds the whole call, from name resolution to the last byte.
// Blocks the calling thread: never call it on a network thread. Throws std::runtime_error on
// a bad URL, a connection failure or a timeout.
ClientResponse http_request(const ClientRequest& request);

// What http_request throws when the timeout passed first (callers may answer differently).
struct HttpTimeout : std::runtime_error {
    using std::runtime_error::runtime_error;
};

} // namespace academy::net
