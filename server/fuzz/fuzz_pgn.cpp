// PGN reader: never crashes, and anything it reads writes back to text that reads
// to the same games (read after write is the identity on what was written).
#include <string_view>

#include "chess/pgn.hpp"
#include "fuzz_common.hpp"

using namespace academy;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    chess::Result<std::vector<chess::PgnGame>> games = chess::parse_pgn(text);
    if (!games)
        return 0;
    for (const chess::PgnGame& game : games.value()) {
        const std::string written = chess::write_pgn(game);
        chess::Result<std::vector<chess::PgnGame>> again = chess::parse_pgn(written);
        fuzz::require(again.ok() && again.value().size() == 1);
        fuzz::require(chess::write_pgn(again.value()[0]) == written);
    }
    return 0;
}
