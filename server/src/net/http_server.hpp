#pragma once

#include "net/router.hpp"
#include "net/ws_protocol.hpp"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace academy::net {

// Every limit the server enforces, fixed at construction (Beast's advanced_server style).
struct ServerLimits {
    std::uint32_t header_limit = 16 * 1024; // bytes of request line + headers -> 431
    std::uint64_t body_limit = 1024 * 1024; // bytes of request body -> 413
    std::chrono::milliseconds read_timeout { 30'000 }; // to receive one whole request
    std::chrono::milliseconds keep_alive_timeout { 75'000 }; // idle between requests
    std::size_t max_connections = 20'000; // beyond this new connections get 503 and close
    std::size_t ws_message_limit = 64 * 1024; // bytes in one WebSocket message
    std::size_t ws_send_queue_limit = 1024; // frames waiting for a slow client -> disconnect
    std::size_t ws_send_queue_bytes = 4 * 1024 * 1024; // or bytes waiting -> disconnect
    std::chrono::milliseconds shutdown_grace { 10'000 }; // in-flight work may finish within this
};

struct ServerOptions {
    std::string address = "0.0.0.0";
    std::uint16_t port = 3001; // 0 picks a free port (tests)
    std::filesystem::path web_root = "web/dist";
    std::vector<std::string> allowed_origins { "http://localhost:5173" };
    ServerLimits limits;
    unsigned threads = 0; // 0: one per core
    unsigned blocking_threads = 2; // database, hashing
    // Engine requests in flight (running or waiting for a free engine), each on its own thread;
    // one more is answered 503 with Retry-After at once.
    unsigned engine_threads = 8;
    bool handle_signals = true; // SIGINT/SIGTERM start a graceful shutdown
};

// The HTTP + WebSocket front door. Beast stays behind this pimpl so nothing outside net/
// compiles it.
class HttpServer {
public:
    HttpServer(ServerOptions options, std::shared_ptr<const Router> router,
        std::shared_ptr<const WsProtocol> protocol);
    ~HttpServer();
    HttpServer(const HttpServer&) = delete;
    HttpServer& operator=(const HttpServer&) = delete;

    // Binds and starts the worker threads; returns at once.
    void start();
    // The bound port (useful with port 0).
    std::uint16_t port() const;
    // Stops accepting, lets in-flight requests finish, closes WebSockets with 1001 (going away).
    // Thread-safe and idempotent.
    void shutdown();
    // Blocks until every worker thread has finished (after shutdown()).
    void wait();
    // start() + wait().
    void run();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace academy::net
