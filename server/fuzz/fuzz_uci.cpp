// UCI move text: the first byte picks a position, the rest is a space-separated
// move sequence played through Game, which must refuse anything illegal and keep
// its state consistent.
#include <string_view>

#include "chess/game.hpp"
#include "chess/uci.hpp"
#include "fuzz_common.hpp"

using namespace academy;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    chess::Game game(fuzz::pick_position(data[0]));
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    while (!text.empty()) {
        const std::size_t space = text.find(' ');
        const std::string_view word = text.substr(0, space);
        text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
        chess::Result<chess::Move> m = game.play_uci(word);
        if (m)
            fuzz::require(chess::move_to_uci(m.value()) == word);
        (void)game.status();
        (void)game.claimable_draw();
        (void)game.timeout(chess::White);
        fuzz::require(game.position().key() == game.position().compute_key());
    }
    while (game.undo()) { }
    fuzz::require(game.position() == game.start_position());
    return 0;
}
