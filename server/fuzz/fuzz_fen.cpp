// FEN parser: never crashes; whatever it accepts prints back to a FEN that parses
// to the same position, and every legal move there survives SAN and UCI round trips.
#include <string_view>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "fuzz_common.hpp"

using namespace academy;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    chess::Result<chess::Position> pos = chess::parse_fen(text);
    if (!pos)
        return 0;
    const std::string fen = chess::to_fen(pos.value());
    chess::Result<chess::Position> again = chess::parse_fen(fen);
    fuzz::require(
        again.ok() && again.value() == pos.value() && chess::to_fen(again.value()) == fen);
    fuzz::require(pos.value().key() == pos.value().compute_key());
    for (chess::Move m : chess::generate_legal(pos.value())) {
        chess::Result<chess::Move> san
            = chess::parse_san(pos.value(), chess::to_san(pos.value(), m));
        fuzz::require(san.ok() && san.value() == m);
        chess::Result<chess::Move> uci = chess::parse_uci_move(pos.value(), chess::move_to_uci(m));
        fuzz::require(uci.ok() && uci.value() == m);
        chess::Position copy = pos.value();
        const chess::Undo undo = copy.do_move(m);
        fuzz::require(copy.key() == copy.compute_key());
        copy.undo_move(m, undo);
        fuzz::require(copy == pos.value());
    }
    return 0;
}
