// SAN parser: the first byte picks a position, the rest is the move text. Whatever
// parses must be legal and print to SAN that parses to the same move.
#include <string_view>

#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "fuzz_common.hpp"

using namespace academy;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const chess::Position pos = fuzz::pick_position(data[0]);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    chess::Result<chess::Move> m = chess::parse_san(pos, text);
    if (!m)
        return 0;
    fuzz::require(chess::is_legal(pos, m.value()));
    chess::Result<chess::Move> again = chess::parse_san(pos, chess::to_san(pos, m.value()));
    fuzz::require(again.ok() && again.value() == m.value());
    return 0;
}
