#pragma once

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace academy::net {

// What a route handler sees of a request: plain strings, no Beast types, so handler files stay
// cheap to compile and easy to test.
struct ApiRequest {
    std::string method;
    std::string path;
    std::string query;
    std::map<std::string, std::string> params; // from "{name}" segments of the route pattern
    std::map<std::string, std::string> headers; // names in lower case
    std::string body;
    nlohmann::json json; // the parsed body when one was sent
    std::string remote_address;

    std::string header(std::string_view name) const;
    std::optional<std::string> query_param(std::string_view name) const;
    // A whole-number query parameter clamped to [lo, hi]; `fallback` when absent or not a number.
    int int_query_param(std::string_view name, int fallback, int lo, int hi) const;
};

struct ApiResponse {
    unsigned status = 200;
    std::string body;
    std::string content_type = "application/json";
    std::vector<std::pair<std::string, std::string>> headers;

    // {"success": true, "data": data}
    static ApiResponse ok(nlohmann::json data, unsigned status = 200);
    // {"success": false, "message": message, "code": code}
    static ApiResponse error(unsigned status, std::string_view message, std::string_view code);
    // The catalogue's text and code for a status.
    static ApiResponse error(unsigned status);
};

// The catalogue text and machine code the server uses for a status when it has nothing more
// specific to say.
std::string_view catalogue_message(unsigned status);
std::string_view catalogue_code(unsigned status);

} // namespace academy::net
