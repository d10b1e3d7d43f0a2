#include "play/computer_game.hpp"

#include "chess/pgn.hpp"
#include "chess/san.hpp"

#include <array>

namespace academy::play {

namespace {

    constexpr std::array<int, 25> kTargetMoves { 25, 28, 30, 32, 35, 38, 40, 42, 45, 48, 50, 52, 55,
        58, 60, 62, 65, 68, 70, 72, 75, 78, 80, 82, 85 };

    std::string pgn_score(ComputerResult result, chess::Color player)
    {
        if (result == ComputerResult::Draw)
            return "1/2-1/2";
        const bool white_won = (result == ComputerResult::Win) == (player == chess::White);
        return white_won ? "1-0" : "0-1";
    }

} // namespace

std::string_view computer_result_name(ComputerResult result)
{
    switch (result) {
    case ComputerResult::Win:
        return "win";
    case ComputerResult::Draw:
        return "draw";
    case ComputerResult::Lose:
        return "lose";
    }
    return "lose";
}

int computer_target_moves(int level)
{
    return kTargetMoves.at(static_cast<std::size_t>(level - 1));
}

bool computer_game_counts(ComputerResult result, int player_moves)
{
    return result == ComputerResult::Win || player_moves >= kComputerMovesToCount;
}

int computer_game_points(ComputerResult result, int level, int player_moves)
{
    if (result == ComputerResult::Draw)
        return 3 * level;
    if (result == ComputerResult::Lose)
        return level;
    const int target = computer_target_moves(level);
    if (player_moves * 10 <= target * 12)
        return 10 * level + 20;
    if (player_moves * 10 <= target * 15)
        return 10 * level + 10;
    return 10 * level;
}

std::string computer_game_pgn(const chess::Game& game, int level, chess::Color player,
    ComputerResult result, std::string_view termination)
{
    chess::PgnGame pgn;
    chess::Game replay(game.start_position());
    for (const auto move : game.moves()) {
        chess::PgnMove m;
        m.move = move;
        m.san = chess::to_san(replay.position(), move);
        pgn.moves.push_back(std::move(m));
        static_cast<void>(replay.play(move));
    }
    const std::string computer = "Computer (level " + std::to_string(level) + ")";
    pgn.set_tag("Event", "Chess Academy: game against the computer");
    pgn.set_tag("Site", "Chess Academy");
    pgn.set_tag("White", player == chess::White ? "You" : computer);
    pgn.set_tag("Black", player == chess::Black ? "You" : computer);
    pgn.result = pgn_score(result, player);
    pgn.set_tag("Result", pgn.result);
    pgn.set_tag("Termination", termination);
    return chess::write_pgn(pgn);
}

} // namespace academy::play
