#include "net/computer_levels_json.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <stdexcept>

namespace academy::net {

std::vector<engine::ComputerLevel> parse_computer_levels(std::string_view json_text)
{
    const auto table = nlohmann::json::parse(json_text);
    const auto& rows = table.at("levels");
    if (!rows.is_array() || rows.size() != engine::kComputerLevels)
        throw std::runtime_error("the computer level table must have 25 rows");
    std::vector<engine::ComputerLevel> levels;
    for (const auto& row : rows) {
        engine::ComputerLevel l;
        l.level = row.at("level").get<int>();
        if (l.level != static_cast<int>(levels.size()) + 1)
            throw std::runtime_error("the computer level table must number its rows 1..25");
        l.skill = row.value("skill", 20);
        l.depth = row.value("depth", 0);
        l.nodes = row.value("nodes", 0L);
        l.movetime_ms = row.value("movetime", 0);
        l.elo = row.value("elo", 0);
        l.random_move = row.value("randomMove", 0.0);
        l.time_limit_ms = static_cast<int>(std::lround(row.value("timeLimit", 0.0) * 1000));
        levels.push_back(l);
    }
    return levels;
}

const std::vector<engine::ComputerLevel>& computer_levels()
{
    static const auto levels = parse_computer_levels(computer_levels_text());
    return levels;
}

} // namespace academy::net
