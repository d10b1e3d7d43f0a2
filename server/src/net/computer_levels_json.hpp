#pragma once

#include "engine/computer_levels.hpp"

#include <string_view>
#include <vector>

namespace academy::net {

// The text of content/play/computer-levels.json, embedded at build time.
std::string_view computer_levels_text();

// The 25 levels of that table (the same rows the web plays by). Throws std::runtime_error when
// the table is not 25 rows numbered 1..25, which a test of the embedded file rules out.
std::vector<engine::ComputerLevel> parse_computer_levels(std::string_view json_text);
const std::vector<engine::ComputerLevel>& computer_levels();

} // namespace academy::net
