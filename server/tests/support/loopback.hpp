#pragma once

// Shared by the server test folders: a scratch folder per test and one synchronous HTTP request
// to a server on a loopback port (the product's own server in-process, or `academy serve`).
#include <utility>

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

namespace academy::test {

using Headers = std::vector<std::pair<std::string, std::string>>;

inline std::filesystem::path temp_folder(const std::string& tag)
{
    std::random_device rd;
    auto dir
        = std::filesystem::temp_directory_path() / ("academy-" + tag + "-" + std::to_string(rd()));
    std::filesystem::create_directories(dir);
    return dir;
}

// Sends one request on a fresh connection and reads the whole answer. A body without a
// Content-Type header is sent as JSON. Throws when nothing listens on the port.
inline boost::beast::http::response<boost::beast::http::string_body> loopback_request(
    std::uint16_t port, boost::beast::http::verb method, const std::string& target,
    const std::string& body = {}, const Headers& headers = {})
{
    namespace beast = boost::beast;
    namespace http = beast::http;
    using tcp = boost::asio::ip::tcp;

    boost::asio::io_context ioc;
    beast::tcp_stream stream(ioc);
    stream.connect(tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
    http::request<http::string_body> req { method, target, 11 };
    req.set(http::field::host, "127.0.0.1:" + std::to_string(port));
    for (const auto& [name, value] : headers)
        req.set(name, value);
    if (!body.empty()) {
        if (req[http::field::content_type].empty())
            req.set(http::field::content_type, "application/json");
        req.body() = body;
    }
    req.prepare_payload();
    http::write(stream, req);
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.body_limit(64 * 1024 * 1024);
    http::read(stream, buffer, parser);
    beast::error_code ec;
    stream.socket().shutdown(tcp::socket::shutdown_both, ec);
    return parser.release();
}

} // namespace academy::test
