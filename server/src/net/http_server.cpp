#include <utility>

#include "net/http_server.hpp"

#include "net/connection_registry.hpp"
#include "net/descriptor_limits.hpp"
#include "net/http_policy.hpp"
#include "net/static_files.hpp"
#include "net/ws_session.hpp"

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <spdlog/spdlog.h>

#include <atomic>
#include <thread>

namespace academy::net {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;

namespace {

    // One HTTP connection. It is Closable so that shutdown can end it while it waits, idle,
    // for the next keep-alive request; a request in progress is allowed to finish.
    struct HttpConnection final : Closable, std::enable_shared_from_this<HttpConnection> {
        explicit HttpConnection(tcp::socket socket)
            : stream(std::move(socket))
        {
        }
        void close_for_shutdown() override
        {
            asio::post(stream.get_executor(), [self = shared_from_this()] {
                if (self->idle)
                    self->stream.cancel();
            });
        }
        beast::tcp_stream stream;
        bool idle = true; // touched only on the stream's strand
    };

    std::string lower(std::string_view s)
    {
        std::string out(s);
        for (auto& c : out)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return out;
    }

    bool has_json_body(const Request& req)
    {
        return !req.body().empty()
            && (req.method() == http::verb::post || req.method() == http::verb::put
                || req.method() == http::verb::patch || req.method() == http::verb::delete_);
    }

    // "application/json", with or without parameters ("; charset=utf-8"), in any case.
    bool is_json_media_type(std::string_view value)
    {
        const auto type = value.substr(0, value.find(';'));
        auto trimmed = type;
        while (!trimmed.empty() && trimmed.back() == ' ')
            trimmed.remove_suffix(1);
        return beast::iequals(trimmed, "application/json");
    }

    ApiResponse invoke(const Route& route, ApiRequest& api)
    {
        try {
            return route.answer(api);
        } catch (const std::exception& e) {
            spdlog::error("{} {} failed: {}", api.method, api.path, e.what());
            return ApiResponse::error(500);
        }
    }

    asio::awaitable<ApiResponse> invoke_async(const Route* route, std::shared_ptr<ApiRequest> api)
    {
        co_return invoke(*route, *api);
    }

    void set_headers(Response& res, const HeaderList& headers)
    {
        // Set-Cookie is the one header a response may carry several times (a session cookie and
        // a cleared sign-in state); every other header set twice keeps its last value.
        for (const auto& [name, value] : headers) {
            if (beast::iequals(name, "Set-Cookie"))
                res.insert(name, value);
            else
                res.set(name, value);
        }
    }

} // namespace

struct HttpServer::Impl {
    Impl(ServerOptions o, std::shared_ptr<const Router> r, std::shared_ptr<const WsProtocol> p)
        : options(std::move(o))
        , router(std::move(r))
        , protocol(std::move(p))
        , static_files(options.web_root)
        , cors(options.allowed_origins)
        , blocking(options.blocking_threads ? options.blocking_threads : 1)
        , engine_pool(options.engine_threads ? options.engine_threads : 1)
        , acceptor(ioc)
        , signals(ioc)
    {
    }

    asio::awaitable<void> accept_loop();
    asio::awaitable<void> serve(std::shared_ptr<HttpConnection> connection);
    asio::awaitable<Response> respond(Request& req, const std::string& remote);
    asio::awaitable<ApiResponse> call_api(
        Request& req, const std::string& remote, std::string_view path, std::string_view query);
    asio::awaitable<void> drain();
    void begin_shutdown();

    ServerOptions options;
    std::shared_ptr<const Router> router;
    std::shared_ptr<const WsProtocol> protocol;
    StaticFiles static_files;
    CorsPolicy cors;
    asio::io_context ioc;
    asio::thread_pool blocking;
    asio::thread_pool engine_pool;
    std::atomic<unsigned> engine_in_flight { 0 };
    tcp::acceptor acceptor;
    asio::signal_set signals;
    ConnectionRegistry registry;
    std::vector<std::thread> threads;
    std::atomic<bool> stopping { false };
    std::uint16_t bound_port = 0;
    // The configured limit, lowered below the descriptor limit at start (see connection_cap).
    std::size_t max_connections = 0;
    RateLimitedLog accept_errors { "accept failed" };
};

asio::awaitable<void> HttpServer::Impl::accept_loop()
{
    for (;;) {
        tcp::socket socket(asio::make_strand(ioc));
        beast::error_code ec;
        co_await acceptor.async_accept(socket, asio::redirect_error(asio::use_awaitable, ec));
        if (ec) {
            if (stopping || ec == asio::error::operation_aborted)
                co_return;
            // Out of descriptors (or memory) the listening socket stays readable, so accepting
            // again at once would spin: wait a little, and say so at most once a second.
            accept_errors.report(ec.message());
            asio::steady_timer pause(ioc, std::chrono::milliseconds(50));
            co_await pause.async_wait(asio::redirect_error(asio::use_awaitable, ec));
            continue;
        }
        // Live play sends small frames that must leave at once, not wait (Nagle) for the
        // acknowledgement of an earlier one.
        socket.set_option(tcp::no_delay(true), ec);
        auto connection = std::make_shared<HttpConnection>(std::move(socket));
        if (registry.size() >= max_connections) {
            // Over the limit: answer at once and close rather than queue without bound.
            auto executor = connection->stream.get_executor();
            asio::co_spawn(
                executor,
                [connection]() -> asio::awaitable<void> {
                    auto res = std::make_shared<Response>(http::status::service_unavailable, 11);
                    res->set(http::field::content_type, "application/json");
                    res->body() = ApiResponse::error(503).body;
                    res->keep_alive(false);
                    res->prepare_payload();
                    beast::error_code ignored;
                    connection->stream.expires_after(std::chrono::seconds(5));
                    co_await http::async_write(connection->stream, *res,
                        asio::redirect_error(asio::use_awaitable, ignored));
                    connection->stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
                },
                asio::detached);
            continue;
        }
        auto executor = connection->stream.get_executor();
        asio::co_spawn(executor, serve(std::move(connection)), asio::detached);
    }
}

asio::awaitable<void> HttpServer::Impl::serve(std::shared_ptr<HttpConnection> connection)
{
    const auto id = registry.add(connection);
    beast::flat_buffer buffer;
    beast::error_code ec;
    const auto remote = connection->stream.socket().remote_endpoint(ec).address().to_string();
    bool first = true;

    for (;;) {
        if (stopping)
            break;
        http::request_parser<http::string_body> parser;
        parser.header_limit(options.limits.header_limit);
        parser.body_limit(options.limits.body_limit);
        connection->stream.expires_after(
            first ? options.limits.read_timeout : options.limits.keep_alive_timeout);
        connection->idle = true;
        co_await http::async_read_header(
            connection->stream, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
        connection->idle = false;
        first = false;
        if (!ec && !parser.is_done()) {
            connection->stream.expires_after(options.limits.read_timeout);
            co_await http::async_read(
                connection->stream, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
        }
        // A request the parser refused is answered before the connection closes, as nginx does:
        // 413/431 for the limits, 505 for a version it does not speak, 400 for any other garbage
        // (bare LF, a negative or repeated Content-Length, Content-Length with chunked, a bad chunk
        // size). A peer that went away mid-message gets nothing.
        const bool refused = ec
            && ec.category() == http::make_error_code(http::error::bad_method).category()
            && ec != http::error::end_of_stream && ec != http::error::partial_message;
        const bool unsupported_version = !ec && parser.is_header_done()
            && parser.get().version() != 10 && parser.get().version() != 11;
        if (refused || unsupported_version) {
            const unsigned status = ec == http::error::body_limit       ? 413
                : ec == http::error::header_limit                       ? 431
                : unsupported_version || ec == http::error::bad_version ? 505
                                                                        : 400;
            Response res { static_cast<http::status>(status), 11 };
            res.set(http::field::content_type, "application/json");
            set_headers(res, security_headers());
            res.body() = ApiResponse::error(status).body;
            res.keep_alive(false);
            res.prepare_payload();
            spdlog::info("- - {} 0us ({})", status, ec.message());
            co_await http::async_write(
                connection->stream, res, asio::redirect_error(asio::use_awaitable, ec));
            break;
        }
        if (ec)
            break; // closed, timed out, cancelled by shutdown or garbage on the wire

        Request req = parser.release();
        if (websocket::is_upgrade(req) && req.target() == "/ws" && !stopping) {
            if (!websocket_origin_allowed(cors, req[http::field::origin], req[http::field::host])) {
                // Another site's page may not open a socket with this browser's cookies and tokens.
                Response refused { http::status::forbidden, req.version() };
                refused.set(http::field::content_type, "application/json");
                refused.body() = ApiResponse::error(403).body;
                refused.keep_alive(false);
                refused.prepare_payload();
                co_await http::async_write(
                    connection->stream, refused, asio::redirect_error(asio::use_awaitable, ec));
                spdlog::info("GET /ws 403 (origin {})", std::string(req[http::field::origin]));
                break;
            }
            registry.remove(id);
            auto session = std::make_shared<WsSession>(
                websocket::stream<beast::tcp_stream>(std::move(connection->stream)), protocol,
                options.limits, registry);
            spdlog::info("GET /ws 101 0us");
            co_await session->run(req);
            co_return;
        }

        const auto started = std::chrono::steady_clock::now();
        Response res = co_await respond(req, remote);
        res.keep_alive(req.keep_alive() && !stopping);
        res.prepare_payload();
        const auto status = res.result_int();
        co_await http::async_write(
            connection->stream, res, asio::redirect_error(asio::use_awaitable, ec));
        const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
            std::chrono::steady_clock::now() - started)
                                .count();
        const auto target = req.target();
        spdlog::info("{} {} {} {}us", std::string_view(req.method_string()),
            std::string_view(target.data(),
                target.find('?') == std::string_view::npos ? target.size() : target.find('?')),
            status, micros);
        if (ec || !res.keep_alive())
            break;
    }
    connection->stream.socket().shutdown(tcp::socket::shutdown_send, ec);
    registry.remove(id);
}

asio::awaitable<ApiResponse> HttpServer::Impl::call_api(
    Request& req, const std::string& remote, std::string_view path, std::string_view query)
{
    const auto method = std::string(req.method_string());
    const RouteMatch match = router->match(method, path);
    if (!match.route) {
        if (match.allowed_methods.empty())
            co_return ApiResponse::error(404);
        auto res = ApiResponse::error(405);
        res.headers.emplace_back("Allow", match.allowed_methods);
        co_return res;
    }

    auto api = std::make_shared<ApiRequest>();
    api->method = method;
    api->path = std::string(path);
    api->query = std::string(query);
    api->params = match.params;
    api->remote_address = remote;
    for (const auto& field : req)
        api->headers[lower(std::string_view(field.name_string()))] = std::string(field.value());
    if (has_json_body(req)) {
        // The API speaks JSON only: a form or text body is refused before anyone parses it.
        if (!is_json_media_type(req[http::field::content_type]))
            co_return ApiResponse::error(415);
        api->json = nlohmann::json::parse(req.body(), nullptr, false);
        if (api->json.is_discarded())
            co_return ApiResponse::error(400);
    }
    api->body = std::move(req.body());

    if (match.route->execution == Execution::network)
        co_return invoke(*match.route, *api);
    if (match.route->execution == Execution::engine) {
        // A bounded queue: every engine thread busy means the engines are saturated, and waiting
        // longer would only hold the connection. The client is told when to come back.
        if (engine_in_flight.fetch_add(1) >= std::max(1u, options.engine_threads)) {
            engine_in_flight.fetch_sub(1);
            auto busy = ApiResponse::error(503);
            busy.headers.emplace_back("Retry-After", "5");
            co_return busy;
        }
        struct Release {
            std::atomic<unsigned>& count;
            ~Release() { count.fetch_sub(1); }
        } release { engine_in_flight };
        auto engine_task = invoke_async(match.route, api);
        ApiResponse answer
            = co_await asio::co_spawn(engine_pool, std::move(engine_task), asio::use_awaitable);
        co_return answer;
    }
    // Off the network threads: the coroutine resumes on its own strand when the pool is done.
    // (A named awaitable, not a lambda temporary: GCC 12 destroys temporaries inside a co_await
    // expression twice.)
    auto task = invoke_async(match.route, api);
    ApiResponse response = co_await asio::co_spawn(blocking, std::move(task), asio::use_awaitable);
    co_return response;
}

asio::awaitable<Response> HttpServer::Impl::respond(Request& req, const std::string& remote)
{
    const std::string_view target(req.target().data(), req.target().size());
    const auto q = target.find('?');
    const auto path = target.substr(0, q);
    const auto query = q == std::string_view::npos ? std::string_view {} : target.substr(q + 1);
    const auto origin = std::string(req[http::field::origin]);

    Response res { http::status::ok, req.version() };
    set_headers(res, security_headers());

    if (req.method() == http::verb::options) {
        res.result(http::status::no_content);
        set_headers(res, cors.preflight_headers(origin));
        co_return res;
    }
    set_headers(res, cors.response_headers(origin));

    if (path == "/api" || path.starts_with("/api/") || path == "/ws") {
        // Not a conditional expression: GCC 12 double-destroys a co_await inside '?:'.
        ApiResponse api;
        if (path == "/ws")
            api = ApiResponse::error(400, "WebSocket upgrade required.", "upgrade_required");
        else
            api = co_await call_api(req, remote, path, query);
        res.result(api.status);
        res.set(http::field::content_type, api.content_type);
        res.set(http::field::cache_control, "no-store");
        set_headers(res, api.headers);
        res.body() = std::move(api.body);
        co_return res;
    }

    if (req.method() != http::verb::get && req.method() != http::verb::head) {
        auto api = ApiResponse::error(405);
        res.result(405);
        res.set(http::field::allow, "GET, HEAD");
        res.set(http::field::content_type, api.content_type);
        res.body() = std::move(api.body);
        co_return res;
    }

    const auto accept = lower(std::string_view(req[http::field::accept_encoding]));
    const auto file = static_files.serve(path, accept.find("gzip") != std::string::npos);
    if (file.status != 200) {
        auto api = ApiResponse::error(404);
        res.result(404);
        res.set(http::field::content_type, api.content_type);
        res.body() = std::move(api.body);
        co_return res;
    }
    res.set(http::field::content_type, file.content_type);
    res.set(http::field::cache_control, file.cache_control);
    res.set(http::field::vary, "Accept-Encoding");
    if (file.gzipped)
        res.set(http::field::content_encoding, "gzip");
    if (req.method() == http::verb::head) {
        res.content_length(file.body->size());
        co_return res;
    }
    res.body() = *file.body;
    co_return res;
}

void HttpServer::Impl::begin_shutdown()
{
    if (stopping.exchange(true))
        return;
    spdlog::info("shutting down: no new connections, finishing requests in flight");
    asio::post(ioc, [this] {
        beast::error_code ec;
        acceptor.close(ec);
        signals.cancel(ec);
        registry.close_all();
        asio::co_spawn(ioc, drain(), asio::detached);
    });
}

// Waits for connections to finish their work; past the grace period, stops the loop outright.
asio::awaitable<void> HttpServer::Impl::drain()
{
    const auto deadline = std::chrono::steady_clock::now() + options.limits.shutdown_grace;
    asio::steady_timer timer(ioc);
    while (registry.size() > 0 && std::chrono::steady_clock::now() < deadline) {
        timer.expires_after(std::chrono::milliseconds(20));
        beast::error_code ec;
        co_await timer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
        registry.close_all(); // connections that went idle since the last pass
    }
    if (registry.size() > 0) {
        spdlog::warn(
            "{} connection(s) still open after the grace period; stopping", registry.size());
        ioc.stop();
    }
}

HttpServer::HttpServer(ServerOptions options, std::shared_ptr<const Router> router,
    std::shared_ptr<const WsProtocol> protocol)
    : impl_(std::make_unique<Impl>(std::move(options), std::move(router), std::move(protocol)))
{
}

HttpServer::~HttpServer()
{
    shutdown();
    wait();
}

void HttpServer::start()
{
    auto& i = *impl_;
    const tcp::endpoint endpoint(asio::ip::make_address(i.options.address), i.options.port);
    i.max_connections = connection_cap(i.options.limits.max_connections, raise_descriptor_limit());
    i.acceptor.open(endpoint.protocol());
    i.acceptor.set_option(asio::socket_base::reuse_address(true));
    i.acceptor.bind(endpoint);
    i.acceptor.listen(asio::socket_base::max_listen_connections);
    i.bound_port = i.acceptor.local_endpoint().port();

    if (i.options.handle_signals) {
        i.signals.add(SIGINT);
        i.signals.add(SIGTERM);
        i.signals.async_wait([&i](const beast::error_code& ec, int) {
            if (!ec)
                i.begin_shutdown();
        });
    }
    asio::co_spawn(i.ioc, i.accept_loop(), asio::detached);

    const unsigned n
        = i.options.threads ? i.options.threads : std::max(1u, std::thread::hardware_concurrency());
    for (unsigned t = 0; t < n; ++t)
        i.threads.emplace_back([&i] { i.ioc.run(); });
}

std::uint16_t HttpServer::port() const { return impl_->bound_port; }

void HttpServer::shutdown() { impl_->begin_shutdown(); }

void HttpServer::wait()
{
    for (auto& t : impl_->threads)
        if (t.joinable())
            t.join();
    impl_->threads.clear();
    impl_->blocking.join();
    impl_->engine_pool.join();
}

void HttpServer::run()
{
    start();
    wait();
}

} // namespace academy::net
