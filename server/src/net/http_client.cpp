#include <utility>

#include "net/http_client.hpp"

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include <stdexcept>

namespace academy::net {

namespace {

    namespace beast = boost::beast;
    namespace http = beast::http;
    using tcp = boost::asio::ip::tcp;

    struct Target {
        std::string host;
        std::string port;
        std::string path;
    };

    Target parse_url(const std::string& url)
    {
        constexpr std::string_view scheme = "http://";
        if (!url.starts_with(scheme))
            throw std::runtime_error("only http:// URLs are supported by the built-in client: " + url);
        const auto rest = std::string_view(url).substr(scheme.size());
        const auto slash = rest.find('/');
        const auto authority = rest.substr(0, slash);
        Target t;
        t.path = slash == std::string_view::npos ? "/" : std::string(rest.substr(slash));
        const auto colon = authority.rfind(':');
        if (colon != std::string_view::npos && authority.find(']') == std::string_view::npos) {
            t.host = std::string(authority.substr(0, colon));
            t.port = std::string(authority.substr(colon + 1));
        } else {
            t.host = std::string(authority);
            t.port = "80";
        }
        if (t.host.empty())
            throw std::runtime_error("URL without a host: " + url);
        return t;
    }

}  // namespace

ClientResponse http_request(const ClientRequest& request)
{
    const auto target = parse_url(request.url);
    boost::asio::io_context ioc;
    tcp::resolver resolver(ioc);
    beast::tcp_stream stream(ioc);
    stream.expires_after(request.timeout);
    beast::error_code ec;
    const auto endpoints = resolver.resolve(target.host, target.port, ec);
    if (ec)
        throw std::runtime_error("cannot resolve " + target.host + ": " + ec.message());
    stream.connect(endpoints, ec);
    if (ec)
        throw std::runtime_error("cannot connect to " + target.host + ": " + ec.message());

    http::request<http::string_body> req { http::string_to_verb(request.method), target.path, 11 };
    req.set(http::field::host, target.port == "80" ? target.host : target.host + ":" + target.port);
    req.set(http::field::user_agent, "ChessAcademy");
    for (const auto& [name, value] : request.headers)
        req.set(name, value);
    req.body() = request.body;
    req.prepare_payload();

    stream.expires_after(request.timeout);
    http::write(stream, req, ec);
    if (ec)
        throw std::runtime_error("request to " + target.host + " failed: " + ec.message());
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.body_limit(1024 * 1024);
    http::read(stream, buffer, parser, ec);
    if (ec)
        throw std::runtime_error("no answer from " + target.host + ": " + ec.message());
    stream.socket().shutdown(tcp::socket::shutdown_both, ec);

    auto res = parser.release();
    ClientResponse out;
    out.status = res.result_int();
    out.body = std::move(res.body());
    for (const auto& field : res)
        out.headers.emplace_back(std::string(field.name_string()), std::string(field.value()));
    return out;
}

}  // namespace academy::net
