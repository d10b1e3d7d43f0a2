#include <utility>

#include "net/http_client.hpp"

#include <boost/asio.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast.hpp>
#include <boost/beast/ssl.hpp>

#include <optional>
#include <stdexcept>

namespace academy::net {

namespace {

    namespace asio = boost::asio;
    namespace beast = boost::beast;
    namespace http = beast::http;
    namespace ssl = boost::asio::ssl;
    using tcp = boost::asio::ip::tcp;

    struct Target {
        bool https = false;
        std::string host;
        std::string port;
        std::string path;
    };

    Target parse_url(const std::string& url)
    {
        Target t;
        std::string_view rest = url;
        if (rest.starts_with("https://")) {
            t.https = true;
            rest.remove_prefix(8);
        } else if (rest.starts_with("http://")) {
            rest.remove_prefix(7);
        } else {
            throw std::runtime_error("not an http(s) URL: " + url);
        }
        const auto slash = rest.find('/');
        const auto authority = rest.substr(0, slash);
        t.path = slash == std::string_view::npos ? "/" : std::string(rest.substr(slash));
        const auto colon = authority.rfind(':');
        if (colon != std::string_view::npos && authority.find(']') == std::string_view::npos) {
            t.host = std::string(authority.substr(0, colon));
            t.port = std::string(authority.substr(colon + 1));
        } else {
            t.host = std::string(authority);
            t.port = t.https ? "443" : "80";
        }
        if (t.host.empty())
            throw std::runtime_error("URL without a host: " + url);
        return t;
    }

    // One request and its answer over an established stream (plain TCP or TLS).
    template <class Stream>
    asio::awaitable<ClientResponse> exchange(
        Stream& stream, const Target& target, const ClientRequest& request)
    {
        http::request<http::string_body> req { http::string_to_verb(request.method), target.path,
            11 };
        const bool default_port = target.port == (target.https ? "443" : "80");
        req.set(http::field::host, default_port ? target.host : target.host + ":" + target.port);
        req.set(http::field::user_agent, "ChessAcademy");
        for (const auto& [name, value] : request.headers)
            req.set(name, value);
        req.body() = request.body;
        req.prepare_payload();

        beast::error_code ec;
        co_await http::async_write(stream, req, asio::redirect_error(asio::use_awaitable, ec));
        if (ec)
            throw std::runtime_error("request to " + target.host + " failed: " + ec.message());
        beast::flat_buffer buffer;
        http::response_parser<http::string_body> parser;
        parser.body_limit(1024 * 1024);
        co_await http::async_read(
            stream, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
        if (ec)
            throw std::runtime_error("no answer from " + target.host + ": " + ec.message());

        auto res = parser.release();
        ClientResponse out;
        out.status = res.result_int();
        out.body = std::move(res.body());
        for (const auto& field : res)
            out.headers.emplace_back(std::string(field.name_string()), std::string(field.value()));
        co_return out;
    }

    // The whole call, from name resolution to the answer. Everything it uses lives in the
    // coroutine's frame, so an abandoned call (past its deadline) is torn down with its context.
    asio::awaitable<ClientResponse> call(Target target, ClientRequest request)
    {
        auto executor = co_await asio::this_coro::executor;
        beast::error_code ec;
        tcp::resolver resolver(executor);
        const auto endpoints = co_await resolver.async_resolve(
            target.host, target.port, asio::redirect_error(asio::use_awaitable, ec));
        if (ec)
            throw std::runtime_error("cannot resolve " + target.host + ": " + ec.message());

        if (!target.https) {
            beast::tcp_stream stream(executor);
            co_await stream.async_connect(endpoints, asio::redirect_error(asio::use_awaitable, ec));
            if (ec)
                throw std::runtime_error("cannot connect to " + target.host + ": " + ec.message());
            auto out = co_await exchange(stream, target, request);
            stream.socket().shutdown(tcp::socket::shutdown_both, ec);
            co_return out;
        }

        // TLS with the system's trust store, the peer's certificate checked against the host name.
        ssl::context ctx(ssl::context::tls_client);
        ctx.set_default_verify_paths();
        ctx.set_verify_mode(ssl::verify_peer);
        beast::ssl_stream<beast::tcp_stream> stream(executor, ctx);
        if (!SSL_set_tlsext_host_name(stream.native_handle(), target.host.c_str()))
            throw std::runtime_error("cannot set the TLS server name for " + target.host);
        stream.set_verify_callback(ssl::host_name_verification(target.host));
        co_await beast::get_lowest_layer(stream).async_connect(
            endpoints, asio::redirect_error(asio::use_awaitable, ec));
        if (ec)
            throw std::runtime_error("cannot connect to " + target.host + ": " + ec.message());
        co_await stream.async_handshake(
            ssl::stream_base::client, asio::redirect_error(asio::use_awaitable, ec));
        if (ec)
            throw std::runtime_error(
                "TLS handshake with " + target.host + " failed: " + ec.message());
        auto out = co_await exchange(stream, target, request);
        // Peers often close without a close_notify; nothing to do about it, and no reason to wait.
        beast::get_lowest_layer(stream).socket().shutdown(tcp::socket::shutdown_both, ec);
        co_return out;
    }

} // namespace

ClientResponse http_request(const ClientRequest& request)
{
    auto target = parse_url(request.url);
    // Beast's streams time only asynchronous operations, so the call runs asynchronously on a
    // private context that is given the request's whole timeout, from resolving to the last byte.
    asio::io_context ioc;
    std::optional<ClientResponse> answer;
    std::exception_ptr failure;
    asio::co_spawn(
        ioc, call(std::move(target), request), [&](std::exception_ptr e, ClientResponse r) {
            if (e)
                failure = e;
            else
                answer = std::move(r);
        });
    ioc.run_for(request.timeout);
    if (failure)
        std::rethrow_exception(failure);
    if (!answer)
        throw HttpTimeout("no answer within " + std::to_string(request.timeout.count()) + " ms");
    return std::move(*answer);
}

} // namespace academy::net
