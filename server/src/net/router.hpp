#pragma once

#include "net/api_types.hpp"

#include <functional>
#include <string>
#include <vector>

namespace academy::net {

using Handler = std::function<ApiResponse(ApiRequest&)>;

// Where a handler runs: on the network thread (cheap, no I/O) or on the blocking pool (anything
// that touches the database, hashes a password or waits for the engine).
// Where a handler runs: on a network thread (cheap, never blocks), on the blocking pool (database,
// password hashing) or on the engine pool (waits for a Stockfish process). Engine waits have their
// own threads so that no number of analyses can hold the threads sign-in and the database need.
enum class Execution { network, blocking, engine };

struct Route {
    std::string method;
    std::string pattern; // "/api/games/{id}" or "/api/games/{id}.pgn"
    Handler handler;
    Execution execution = Execution::blocking;
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

private:
    std::vector<Route> routes_;
};

} // namespace academy::net
