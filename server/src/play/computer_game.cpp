#include "play/computer_game.hpp"

#include "chess/game.hpp"
#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"

#include <array>

namespace academy::play {

namespace {

    constexpr std::array<int, 25> kTargetMoves { 25, 28, 30, 32, 35, 38, 40, 42, 45, 48, 50, 52, 55,
        58, 60, 62, 65, 68, 70, 72, 75, 78, 80, 82, 85 };

    // The result the final position gives the player, if the game ended on the board.
    std::optional<ComputerResult> ended_on_board(
        const chess::GameResult& status, chess::Color player)
    {
        switch (status.outcome) {
        case chess::Outcome::Ongoing:
            return std::nullopt;
        case chess::Outcome::Draw:
            return ComputerResult::Draw;
        case chess::Outcome::WhiteWins:
            return player == chess::White ? ComputerResult::Win : ComputerResult::Lose;
        case chess::Outcome::BlackWins:
            return player == chess::Black ? ComputerResult::Win : ComputerResult::Lose;
        }
        return std::nullopt;
    }

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

Result<ScoredComputerGame> replay_computer_game(const ComputerGameClaim& claim)
{
    if (claim.level < 1 || claim.level > 25)
        return Error { "Level must be between 1 and 25" };
    if (claim.moves.size() > kMaxComputerGamePlies)
        return Error { "A game has at most " + std::to_string(kMaxComputerGamePlies) + " moves" };

    ScoredComputerGame scored;
    scored.game = claim;
    chess::Game game;
    chess::PgnGame pgn;
    for (const auto& text : claim.moves) {
        const bool players_turn = game.position().side_to_move() == claim.color;
        const auto before = game.position();
        const auto played = game.play_uci(text);
        if (!played)
            return Error { "Illegal move " + text.substr(0, 16) + ": " + played.error().message };
        chess::PgnMove move;
        move.move = played.value();
        move.san = chess::to_san(before, played.value());
        pgn.moves.push_back(std::move(move));
        scored.player_moves += players_turn ? 1 : 0;
    }

    const auto status = game.status();
    const auto on_board = ended_on_board(status, claim.color);
    if (on_board) {
        if (*on_board != claim.result) {
            if (claim.result == ComputerResult::Win)
                return Error { "A win needs the computer to be checkmated" };
            return Error { "The game ended in a " + std::string(computer_result_name(*on_board))
                + ", not a " + std::string(computer_result_name(claim.result)) };
        }
        scored.termination = chess::reason_string(status.reason);
    } else if (claim.result == ComputerResult::Win) {
        return Error { "A win needs the computer to be checkmated" };
    } else if (claim.result == ComputerResult::Draw) {
        const auto claimable = game.claimable_draw();
        if (!claimable)
            return Error { "The game is not drawn" };
        scored.termination = chess::reason_string(*claimable);
    } else {
        scored.termination = "resignation"; // or a forfeit on time: a loss either way
    }

    scored.points = computer_game_points(claim.result, claim.level, scored.player_moves);
    const std::string computer = "Computer (level " + std::to_string(claim.level) + ")";
    pgn.set_tag("Event", "Chess Academy: game against the computer");
    pgn.set_tag("Site", "Chess Academy");
    pgn.set_tag("White", claim.color == chess::White ? "Player" : computer);
    pgn.set_tag("Black", claim.color == chess::Black ? "Player" : computer);
    pgn.result = pgn_score(claim.result, claim.color);
    pgn.set_tag("Result", pgn.result);
    pgn.set_tag("Termination", scored.termination);
    scored.pgn = chess::write_pgn(pgn);
    return scored;
}

} // namespace academy::play
