#include "net/api_types.hpp"

#include <algorithm>
#include <cctype>

namespace academy::net {

std::string ApiRequest::header(std::string_view name) const
{
    std::string key(name);
    std::transform(
        key.begin(), key.end(), key.begin(), [](unsigned char c) { return std::tolower(c); });
    auto it = headers.find(key);
    return it == headers.end() ? std::string {} : it->second;
}

namespace {

    int hex_value(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    std::string url_decode(std::string_view s)
    {
        std::string out;
        out.reserve(s.size());
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (s[i] == '+') {
                out += ' ';
            } else if (s[i] == '%' && i + 2 < s.size() && hex_value(s[i + 1]) >= 0
                && hex_value(s[i + 2]) >= 0) {
                out += static_cast<char>(hex_value(s[i + 1]) * 16 + hex_value(s[i + 2]));
                i += 2;
            } else {
                out += s[i];
            }
        }
        return out;
    }

} // namespace

std::optional<std::string> ApiRequest::query_param(std::string_view name) const
{
    std::string_view rest = query;
    while (!rest.empty()) {
        const auto amp = rest.find('&');
        std::string_view pair = rest.substr(0, amp);
        rest = amp == std::string_view::npos ? std::string_view {} : rest.substr(amp + 1);
        const auto eq = pair.find('=');
        if (url_decode(pair.substr(0, eq)) == name)
            return eq == std::string_view::npos ? std::string {} : url_decode(pair.substr(eq + 1));
    }
    return std::nullopt;
}

int ApiRequest::int_query_param(std::string_view name, int fallback, int lo, int hi) const
{
    const auto v = query_param(name);
    if (!v || v->empty())
        return fallback;
    std::size_t used = 0;
    try {
        const long long n = std::stoll(*v, &used);
        if (used != v->size())
            return fallback;
        return static_cast<int>(std::clamp<long long>(n, lo, hi));
    } catch (const std::exception&) {
        return fallback;
    }
}

std::string_view catalogue_message(unsigned status)
{
    switch (status) {
    case 400:
        return "Bad request. Please check your input.";
    case 401:
        return "Authentication required. Please log in.";
    case 403:
        return "Access denied. You do not have permission.";
    case 404:
        return "Resource not found.";
    case 405:
        return "Method not allowed.";
    case 409:
        return "Conflict. Resource already exists.";
    case 413:
        return "Request body too large.";
    case 415:
        return "Unsupported media type. Please send JSON.";
    case 422:
        return "Invalid data provided.";
    case 429:
        return "Too many requests. Please try again later.";
    case 431:
        return "Request headers too large.";
    case 502:
        return "Service unavailable. Please try again later.";
    case 503:
        return "Service temporarily unavailable.";
    case 504:
        return "Request timeout. Please try again.";
    case 505:
        return "HTTP version not supported.";
    default:
        return "Server error. Please try again later.";
    }
}

std::string_view catalogue_code(unsigned status)
{
    switch (status) {
    case 400:
        return "validation_error";
    case 401:
        return "unauthorized";
    case 403:
        return "forbidden";
    case 404:
        return "not_found";
    case 405:
        return "method_not_allowed";
    case 409:
        return "conflict";
    case 413:
        return "payload_too_large";
    case 415:
        return "unsupported_media_type";
    case 422:
        return "invalid_data";
    case 429:
        return "rate_limited";
    case 431:
        return "headers_too_large";
    case 502:
        return "bad_gateway";
    case 503:
        return "unavailable";
    case 504:
        return "timeout";
    case 505:
        return "http_version_not_supported";
    default:
        return "server_error";
    }
}

ApiResponse ApiResponse::ok(nlohmann::json data, unsigned status)
{
    ApiResponse r;
    r.status = status;
    // Text that echoes a client's input may hold invalid UTF-8: replaced, never a thrown 500.
    r.body = nlohmann::json { { "success", true }, { "data", std::move(data) } }.dump(
        -1, ' ', false, nlohmann::json::error_handler_t::replace);
    return r;
}

ApiResponse ApiResponse::error(unsigned status, std::string_view message, std::string_view code)
{
    ApiResponse r;
    r.status = status;
    r.body = nlohmann::json { { "success", false }, { "message", message }, { "code", code } }.dump(
        -1, ' ', false, nlohmann::json::error_handler_t::replace);
    return r;
}

ApiResponse ApiResponse::error(unsigned status)
{
    return error(status, catalogue_message(status), catalogue_code(status));
}

} // namespace academy::net
