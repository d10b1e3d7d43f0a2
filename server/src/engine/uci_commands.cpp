#include "engine/uci_commands.hpp"

#include <algorithm>

namespace academy::engine {

std::vector<std::string> uci_setup(const SearchLimits& limits, int hash_mb)
{
    std::vector<std::string> commands;
    commands.push_back("setoption name Hash value " + std::to_string(hash_mb));
    commands.push_back(
        "setoption name Skill Level value " + std::to_string(std::clamp(limits.skill, 0, 20)));
    commands.push_back(std::string("setoption name UCI_LimitStrength value ")
        + (limits.elo > 0 ? "true" : "false"));
    if (limits.elo > 0)
        commands.push_back(
            "setoption name UCI_Elo value " + std::to_string(std::clamp(limits.elo, 1350, 2850)));
    commands.push_back(
        "setoption name MultiPV value " + std::to_string(std::clamp(limits.multipv, 1, 5)));
    commands.push_back("ucinewgame");
    return commands;
}

std::string uci_go(const SearchLimits& limits)
{
    std::string go = "go";
    if (limits.depth > 0)
        go += " depth " + std::to_string(limits.depth);
    if (limits.nodes > 0)
        go += " nodes " + std::to_string(limits.nodes);
    if (limits.movetime_ms > 0)
        go += " movetime " + std::to_string(limits.movetime_ms);
    if (go == "go")
        go += " depth 10";
    if (!limits.search_moves.empty()) {
        go += " searchmoves";
        for (const auto& m : limits.search_moves)
            go += " " + m;
    }
    return go;
}

} // namespace academy::engine
