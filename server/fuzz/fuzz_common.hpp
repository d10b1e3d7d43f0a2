// Shared by the libFuzzer targets: a few positions to apply fuzzed move text to,
// and a check that aborts so the fuzzer records the input.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "chess/fen.hpp"

namespace academy::fuzz {

inline void require(bool ok)
{
    if (!ok)
        std::abort();
}

// Positions with castling, en passant, promotions, pins and checks available.
inline chess::Position pick_position(std::uint8_t selector)
{
    static const char* const kFens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
        "8/5K2/7p/R4Ppk/7p/8/5N2/8 w - g6 0 1",
    };
    return chess::parse_fen(kFens[selector % (sizeof kFens / sizeof *kFens)]).value();
}

} // namespace academy::fuzz
