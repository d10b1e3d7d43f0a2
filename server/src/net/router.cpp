#include "net/router.hpp"

#include "net/auth_middleware.hpp"

namespace academy::net {

namespace {

    std::vector<std::string_view> split_path(std::string_view path)
    {
        std::vector<std::string_view> parts;
        std::size_t start = 0;
        while (start <= path.size()) {
            const auto slash = path.find('/', start);
            const auto end = slash == std::string_view::npos ? path.size() : slash;
            if (end > start)
                parts.push_back(path.substr(start, end - start));
            if (slash == std::string_view::npos)
                break;
            start = slash + 1;
        }
        return parts;
    }

    // A pattern segment is a literal or "{name}" with an optional literal suffix ("{id}.pgn").
    bool match_segment(std::string_view pattern, std::string_view actual,
        std::map<std::string, std::string>& params)
    {
        if (pattern.empty() || pattern.front() != '{')
            return pattern == actual;
        const auto close = pattern.find('}');
        const auto name = pattern.substr(1, close - 1);
        const auto suffix = pattern.substr(close + 1);
        if (actual.size() <= suffix.size() || !actual.ends_with(suffix))
            return false;
        params[std::string(name)] = std::string(actual.substr(0, actual.size() - suffix.size()));
        return true;
    }

    bool match_path(const std::vector<std::string>& want, const std::vector<std::string_view>& have,
        std::map<std::string, std::string>& params)
    {
        if (want.size() != have.size())
            return false;
        for (std::size_t i = 0; i < want.size(); ++i)
            if (!match_segment(want[i], have[i], params))
                return false;
        return true;
    }

} // namespace

void Router::add(std::string method, std::string pattern, Handler handler, Execution execution)
{
    Route route { std::move(method), std::move(pattern), std::move(handler), execution, {}, 0,
        check_tokens_ };
    for (const auto segment : split_path(route.pattern)) {
        route.segments.emplace_back(segment);
        route.specificity += segment.front() != '{' ? 2 : (segment.back() != '}' ? 1 : 0);
    }
    routes_.push_back(std::move(route));
}

RouteMatch Router::match(std::string_view method, std::string_view path) const
{
    // The most specific pattern wins: "/api/games/{id}.pgn" over "/api/games/{id}".
    const auto have = split_path(path);
    RouteMatch result;
    int best = -1;
    for (const auto& route : routes_) {
        if (route.segments.size() != have.size())
            continue;
        std::map<std::string, std::string> params;
        if (!match_path(route.segments, have, params))
            continue;
        if (route.method != method) {
            if (result.allowed_methods.find(route.method) == std::string::npos)
                result.allowed_methods
                    += (result.allowed_methods.empty() ? "" : ", ") + route.method;
            continue;
        }
        if (route.specificity > best) {
            best = route.specificity;
            result.route = &route;
            result.params = std::move(params);
        }
    }
    if (result.route)
        result.allowed_methods.clear();
    return result;
}

// The sign-in routes judge their own credentials: a stale header must not stop a sign-in or a
// refresh. Network-thread routes check signature and expiry only; the others also that the
// account exists and its token generation is current (the database is read off those threads).
ApiResponse Route::answer(ApiRequest& request) const
{
    // The account routes (/api/auth/*, /api/users/*) answer a failed token with their own words
    // ("No user logged in").
    if (check_token && !request.path.starts_with("/api/auth/")
        && !request.path.starts_with("/api/users/") && authenticator_installed()) {
        const auto authorization = request.header("authorization");
        if (!authorization.empty()) {
            const auto token = bearer_token(authorization);
            const bool valid = execution == Execution::network
                ? verify_token(token).has_value()
                : authenticate_token(token).has_value();
            if (!valid)
                return ApiResponse::error(401);
        }
    }
    return handler(request);
}

} // namespace academy::net
