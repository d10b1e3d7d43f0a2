// The "moves" field that puzzle and deck requests send: the solver's moves so far, in UCI.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace academy::net {

// Reads body["moves"], a list of at least `min` and at most `max` UCI moves (each 4 or 5
// characters; whether they are legal is the rules core's to say). Returns what is wrong in
// words ("moves must be a list of moves", or "too many moves" past `max`), or nothing when
// `out` holds the list.
std::optional<std::string> read_uci_moves(
    const nlohmann::json& body, std::size_t min, std::size_t max, std::vector<std::string>& out);

} // namespace academy::net
