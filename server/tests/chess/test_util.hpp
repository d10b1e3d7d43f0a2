// Helpers shared by the chess tests.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "chess/fen.hpp"

namespace academy::chess::testing {

// Parses a FEN that the test itself knows to be valid.
inline Position fen(std::string_view text)
{
    Result<Position> pos = parse_fen(text);
    EXPECT_TRUE(pos.ok()) << text << ": " << (pos.ok() ? "" : pos.error().message);
    return pos.ok() ? pos.value() : Position::start();
}

inline std::string data_path(std::string_view name)
{
    return std::string(ACADEMY_TEST_DATA) + "/" + std::string(name);
}

} // namespace academy::chess::testing
