#include "chess/zobrist.hpp"

namespace academy::chess::zobrist {

Key piece_square[kPieceCount][64];
Key castling[16];
Key en_passant_file[8];
Key black_to_move;

namespace {

    // splitmix64 with a fixed seed: keys must be the same in every process so that
    // stored keys (e.g. repetition history) stay comparable.
    Key next_key(std::uint64_t& state)
    {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    struct KeysInit {
        KeysInit()
        {
            std::uint64_t state = 0x0ACADE3ULL;
            for (auto& piece : piece_square)
                for (Key& k : piece)
                    k = next_key(state);
            // Rights combine by XOR of single-right keys so that clearing one right is one XOR.
            Key single[4];
            for (Key& k : single)
                k = next_key(state);
            for (int rights = 0; rights < 16; ++rights) {
                castling[rights] = 0;
                for (int bit = 0; bit < 4; ++bit)
                    if (rights & (1 << bit))
                        castling[rights] ^= single[bit];
            }
            for (Key& k : en_passant_file)
                k = next_key(state);
            black_to_move = next_key(state);
        }
    };
    __attribute__((init_priority(200))) KeysInit keys_init;

} // namespace

} // namespace academy::chess::zobrist
