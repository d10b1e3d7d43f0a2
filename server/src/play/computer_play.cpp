#include "play/computer_play.hpp"

#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "store/computer_games_repository.hpp"
#include "store/wall_clock.hpp"

#include <cassert>
#include <random>
#include <sstream>

namespace academy::play {

namespace {

    std::string color_name(chess::Color c) { return c == chess::White ? "white" : "black"; }

    ComputerProblem not_found() { return { 404, "Game not found" }; }
    // Two requests raced on one game (a double click, a second device): the later one is told.
    ComputerProblem moved_on() { return { 409, "The game has changed meanwhile: reload it" }; }

    // A game the server stored: its moves are legal by construction.
    struct Replayed {
        chess::Game game;
        std::vector<ComputerGameMove> moves;
        int player_moves = 0;
    };

    Replayed replay(const std::string& moves, chess::Color player)
    {
        Replayed r;
        std::istringstream in(moves);
        std::string uci;
        while (in >> uci) {
            const auto before = r.game.position();
            const bool players = before.side_to_move() == player;
            const auto played = r.game.play_uci(uci);
            assert(played);
            if (!played)
                break;
            r.moves.push_back({ uci, chess::to_san(before, played.value()) });
            r.player_moves += players ? 1 : 0;
        }
        return r;
    }

    std::string joined(const std::vector<ComputerGameMove>& moves)
    {
        std::string out;
        for (const auto& m : moves)
            out += (out.empty() ? "" : " ") + m.uci;
        return out;
    }

    // How the position ends the game, if it does. A draw the side to move could claim
    // (threefold repetition, fifty moves) ends it at once, as the browser's game always did.
    std::optional<std::pair<ComputerResult, std::string>> ending(
        const chess::Game& game, chess::Color player)
    {
        const auto status = game.status();
        switch (status.outcome) {
        case chess::Outcome::Ongoing:
            break;
        case chess::Outcome::Draw:
            return std::pair { ComputerResult::Draw,
                std::string(chess::reason_string(status.reason)) };
        case chess::Outcome::WhiteWins:
        case chess::Outcome::BlackWins: {
            const bool white_won = status.outcome == chess::Outcome::WhiteWins;
            return std::pair { white_won == (player == chess::White) ? ComputerResult::Win
                                                                     : ComputerResult::Lose,
                std::string(chess::reason_string(status.reason)) };
        }
        }
        if (const auto claim = game.claimable_draw())
            return std::pair { ComputerResult::Draw, std::string(chess::reason_string(*claim)) };
        return std::nullopt;
    }

    // Plays `uci` for the side to move; the move with its SAN, or nullopt when illegal.
    std::optional<ComputerGameMove> play_on(chess::Game& game, std::string_view uci)
    {
        const auto before = game.position();
        const auto played = game.play_uci(uci);
        if (!played)
            return std::nullopt;
        return ComputerGameMove { chess::move_to_uci(played.value()),
            chess::to_san(before, played.value()) };
    }

    chess::Color player_color(const store::ComputerGameInPlay& game)
    {
        return game.color == "white" ? chess::White : chess::Black;
    }

    ComputerGameView view_of(const store::ComputerGameInPlay& stored, const Replayed& replayed)
    {
        return { stored.id, stored.level, player_color(stored),
            chess::to_fen(replayed.game.position()), replayed.moves, stored.started_at_ms };
    }

} // namespace

ComputerPlay::ComputerPlay(
    store::Database& db, ComputerMover mover, std::function<std::int64_t()> now_ms)
    : db_(db)
    , mover_(std::move(mover))
    , now_ms_(now_ms ? std::move(now_ms) : std::function<std::int64_t()>(store::wall_clock_ms))
{
}

namespace {

    // Ends `stored` (whose moves, as played on `game`, were `seen`) with `result`: the finished
    // game is written and the unfinished one removed in one transaction. A game that does not
    // count (computer_game_counts) is removed without a trace: no points, no id, and a
    // resignation is told as "aborted".
    ComputerAnswer<ComputerGameEnd> finish(store::Database& db,
        const store::ComputerGameInPlay& stored, const chess::Game& game,
        const std::vector<ComputerGameMove>& moves, ComputerResult result,
        const std::string& termination, std::int64_t now_ms)
    {
        const chess::Color player = player_color(stored);
        int player_moves = 0;
        for (std::size_t i = 0; i < moves.size(); ++i)
            player_moves += ((i % 2 == 0) == (player == chess::White)) ? 1 : 0;
        ComputerGameEnd end;
        end.result = result;
        end.termination = termination;
        end.player_moves = player_moves;
        if (!computer_game_counts(result, player_moves)) {
            if (!store::ComputerGamesRepository(db).abandon(stored.id, stored.moves))
                return moved_on();
            if (termination == "resignation")
                end.termination = "aborted";
            return end;
        }
        end.points = computer_game_points(result, stored.level, player_moves);
        const auto id = store::ComputerGamesRepository(db).finish(stored.id, stored.moves,
            { stored.user_id, stored.level, stored.color, std::string(computer_result_name(result)),
                joined(moves), player_moves, end.points,
                computer_game_pgn(game, stored.level, player, result, termination), now_ms / 1000,
                stored.started_at_ms / 1000 });
        if (!id)
            return moved_on();
        end.game_id = *id;
        return end;
    }

} // namespace

ComputerAnswer<ComputerStart> ComputerPlay::start(
    std::int64_t account, int level, ColorChoice choice)
{
    if (level < 1 || level > kMaxComputerLevel)
        return ComputerProblem { 400, "Level must be between 1 and 25" };
    chess::Color color = choice == ColorChoice::Black ? chess::Black : chess::White;
    if (choice == ColorChoice::Random) {
        static thread_local std::mt19937 coin { std::random_device {}() };
        color = coin() % 2 == 0 ? chess::White : chess::Black;
    }

    // The engine first: when it is busy nothing has changed yet.
    chess::Game game;
    std::vector<ComputerGameMove> moves;
    if (color == chess::Black) {
        const auto reply = play_on(game, mover_(std::string(chess::kStartFen), level, account));
        if (!reply)
            return ComputerProblem { 503, "The computer could not move" };
        moves.push_back(*reply);
    }

    store::ComputerGamesRepository repo(db_);
    ComputerStart out;
    if (const auto old = repo.in_play_of(account)) {
        const auto replayed = replay(old->moves, player_color(*old));
        if (!computer_game_counts(ComputerResult::Lose, replayed.player_moves)) {
            if (!repo.abandon(old->id, old->moves))
                return moved_on();
        } else {
            auto ended = finish(db_, *old, replayed.game, replayed.moves, ComputerResult::Lose,
                "resignation", now_ms_());
            if (auto* problem = std::get_if<ComputerProblem>(&ended))
                return *problem;
            out.resigned = std::get<ComputerGameEnd>(ended);
        }
    }

    store::ComputerGameInPlay stored { 0, account, level, color_name(color), joined(moves), 0 };
    const auto now = now_ms_();
    const auto id = repo.start(stored, now);
    if (!id)
        return moved_on();
    stored.id = *id;
    stored.started_at_ms = now;
    out.game = { stored.id, level, color, chess::to_fen(game.position()), moves, now };
    if (!moves.empty())
        out.computer_move = moves.front();
    return out;
}

ComputerAnswer<ComputerExchange> ComputerPlay::move(
    std::int64_t account, std::int64_t game_id, std::string_view uci)
{
    store::ComputerGamesRepository repo(db_);
    const auto stored = repo.in_play(game_id);
    if (!stored || stored->user_id != account)
        return not_found();
    const chess::Color player = player_color(*stored);
    auto replayed = replay(stored->moves, player);
    if (replayed.game.position().side_to_move() != player)
        return moved_on();

    ComputerExchange out;
    const auto played = play_on(replayed.game, uci);
    if (!played)
        return ComputerProblem { 400, "Illegal move " + std::string(uci.substr(0, 16)) };
    out.player = *played;
    replayed.moves.push_back(*played);

    auto ended = ending(replayed.game, player);
    if (!ended) {
        // The computer's turn. Nothing is stored until its reply is: a busy engine leaves the
        // game as it was, with the player to move again.
        const auto reply = play_on(
            replayed.game, mover_(chess::to_fen(replayed.game.position()), stored->level, account));
        if (!reply)
            return ComputerProblem { 503, "The computer could not move" };
        out.reply = *reply;
        replayed.moves.push_back(*reply);
        ended = ending(replayed.game, player);
    }
    out.fen = chess::to_fen(replayed.game.position());
    if (ended) {
        auto end = finish(
            db_, *stored, replayed.game, replayed.moves, ended->first, ended->second, now_ms_());
        if (auto* problem = std::get_if<ComputerProblem>(&end))
            return *problem;
        out.end = std::get<ComputerGameEnd>(end);
        return out;
    }
    if (!repo.advance(stored->id, stored->moves, joined(replayed.moves), now_ms_()))
        return moved_on();
    return out;
}

ComputerAnswer<ComputerGameEnd> ComputerPlay::resign(std::int64_t account, std::int64_t game_id)
{
    const auto stored = store::ComputerGamesRepository(db_).in_play(game_id);
    if (!stored || stored->user_id != account)
        return not_found();
    const auto replayed = replay(stored->moves, player_color(*stored));
    return finish(db_, *stored, replayed.game, replayed.moves, ComputerResult::Lose, "resignation",
        now_ms_());
}

std::optional<ComputerGameView> ComputerPlay::current(std::int64_t account)
{
    const auto stored = store::ComputerGamesRepository(db_).in_play_of(account);
    if (!stored)
        return std::nullopt;
    return view_of(*stored, replay(stored->moves, player_color(*stored)));
}

} // namespace academy::play
