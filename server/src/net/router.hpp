#pragma once

#include "net/api_types.hpp"

#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace academy::net {

using Handler = std::function<ApiResponse(ApiRequest&)>;

// A route file is a table of named handlers, each taking the state the file's routes share (a
// service, a context) and the request; `with(state, handler)` is the Handler the router calls:
//
//     router.add("GET", "/api/progress", with(context, progress), Execution::blocking);
//
// The state is shared with the router (a shared_ptr), or outlives it (a reference to a service
// the server owns).
template <class State>
Handler with(
    std::shared_ptr<State> state, ApiResponse (*handler)(std::type_identity_t<State>&, ApiRequest&))
{
    return [state = std::move(state), handler](ApiRequest& req) { return handler(*state, req); };
}
template <class State>
Handler with(State& state, ApiResponse (*handler)(std::type_identity_t<State>&, ApiRequest&))
{
    return [&state, handler](ApiRequest& req) { return handler(state, req); };
}

// Where a handler runs: on a network thread (cheap, never blocks), on the blocking pool (database,
// password hashing) or on the engine pool (waits for a Stockfish process). Engine waits have their
// own threads so that no number of analyses can hold the threads sign-in and the database need.
enum class Execution { network, blocking, engine };

struct Route {
    std::string method;
    std::string pattern; // "/api/games/{id}" or "/api/games/{id}.pgn"
    Handler handler;
    Execution execution = Execution::blocking;
    // The pattern cut at its slashes once, when the route is added, and how specific it is (a
    // literal segment 2, "{id}.pgn" 1, "{id}" 0): matching runs on every request.
    std::vector<std::string> segments;
    int specificity = 0;
    // Whether a failed Bearer token is answered 401 before the handler runs (see answer()).
    bool check_token = true;

    // The handler's answer, unless the request sends a token that fails: that is a 401 on every
    // route (the sign-in routes aside), so the client refreshes it and asks again instead of
    // being served as a visitor whose progress would go nowhere.
    ApiResponse answer(ApiRequest& request) const;
};

struct RouteMatch {
    const Route* route = nullptr;
    std::map<std::string, std::string> params;
    // Set when the path exists under other methods: the answer is 405 with this Allow list.
    std::string allowed_methods;
};

class Router {
public:
    void add(std::string method, std::string pattern, Handler handler,
        Execution execution = Execution::blocking);
    RouteMatch match(std::string_view method, std::string_view path) const;
    // Routes added after this judge the Authorization header themselves: for a server that speaks
    // another service's tokens (the tests' fake identity provider), not ours.
    void leave_tokens_to_handlers() { check_tokens_ = false; }

private:
    std::vector<Route> routes_;
    bool check_tokens_ = true;
};

} // namespace academy::net
