#include "chess/game.hpp"

#include <algorithm>

#include "chess/fen.hpp"
#include "chess/material.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"

namespace academy::chess {

std::string_view outcome_string(Outcome o)
{
    switch (o) {
    case Outcome::WhiteWins:
        return "1-0";
    case Outcome::BlackWins:
        return "0-1";
    case Outcome::Draw:
        return "1/2-1/2";
    default:
        return "*";
    }
}

std::string_view reason_string(Reason r)
{
    switch (r) {
    case Reason::Checkmate:
        return "checkmate";
    case Reason::Stalemate:
        return "stalemate";
    case Reason::InsufficientMaterial:
        return "insufficient_material";
    case Reason::FivefoldRepetition:
        return "fivefold_repetition";
    case Reason::SeventyFiveMoveRule:
        return "seventy_five_move_rule";
    case Reason::ThreefoldRepetition:
        return "threefold_repetition";
    case Reason::FiftyMoveRule:
        return "fifty_move_rule";
    case Reason::Timeout:
        return "timeout";
    case Reason::TimeoutVsInsufficientMaterial:
        return "timeout_vs_insufficient_material";
    default:
        return "none";
    }
}

Game::Game(const Position& start)
    : start_(start)
    , pos_(start)
    , keys_ { start.key() }
{
}

Result<Game> Game::from_fen(std::string_view fen)
{
    Result<Position> pos = parse_fen(fen);
    if (!pos)
        return pos.error();
    return Game(pos.value());
}

Result<Move> Game::play(Move m)
{
    if (status().outcome != Outcome::Ongoing)
        return Error { "Game: the game is over" };
    if (!is_legal(pos_, m))
        return Error { "Game: move is not legal" };
    undos_.push_back(pos_.do_move(m));
    moves_.push_back(m);
    keys_.push_back(pos_.key());
    return m;
}

Result<Move> Game::play_uci(std::string_view text)
{
    Result<Move> m = parse_uci_move(pos_, text);
    return m ? play(m.value()) : m;
}

Result<Move> Game::play_san(std::string_view text)
{
    Result<Move> m = parse_san(pos_, text);
    return m ? play(m.value()) : m;
}

bool Game::undo()
{
    if (moves_.empty())
        return false;
    pos_.undo_move(moves_.back(), undos_.back());
    moves_.pop_back();
    undos_.pop_back();
    keys_.pop_back();
    return true;
}

int Game::repetition_count() const
{
    // Only positions since the last capture or pawn move can repeat, and only every
    // second one has the same side to move.
    const int last = int(keys_.size()) - 1;
    const int reach = std::min(pos_.rule50(), last);
    int count = 1;
    for (int back = 2; back <= reach; back += 2)
        if (keys_[last - back] == keys_[last])
            ++count;
    return count;
}

GameResult Game::status() const
{
    const Color us = pos_.side_to_move();
    if (count_legal(pos_) == 0) {
        if (pos_.in_check())
            return { us == White ? Outcome::BlackWins : Outcome::WhiteWins, Reason::Checkmate };
        return { Outcome::Draw, Reason::Stalemate };
    }
    if (insufficient_material(pos_))
        return { Outcome::Draw, Reason::InsufficientMaterial };
    if (repetition_count() >= 5)
        return { Outcome::Draw, Reason::FivefoldRepetition };
    // Checkmate on the 150th half-move still wins; that was handled above.
    if (pos_.rule50() >= 150)
        return { Outcome::Draw, Reason::SeventyFiveMoveRule };
    return {};
}

std::optional<Reason> Game::claimable_draw() const
{
    if (status().outcome != Outcome::Ongoing)
        return std::nullopt;
    if (repetition_count() >= 3)
        return Reason::ThreefoldRepetition;
    if (pos_.rule50() >= 100)
        return Reason::FiftyMoveRule;
    return std::nullopt;
}

GameResult Game::timeout(Color flagged) const
{
    if (GameResult s = status(); s.outcome != Outcome::Ongoing)
        return s;
    if (insufficient_material_to_win(pos_, ~flagged))
        return { Outcome::Draw, Reason::TimeoutVsInsufficientMaterial };
    return { flagged == White ? Outcome::BlackWins : Outcome::WhiteWins, Reason::Timeout };
}

} // namespace academy::chess
