#include "puzzler/tagger.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/uci.hpp"
#include "puzzler/tagger_detail.hpp"

#include <algorithm>
#include <optional>

namespace academy::puzzler {

using namespace academy::chess;
using detail::Line;
using detail::Ply;

namespace {

    Piece captured_by(const Position& pos, Move m)
    {
        if (m.kind() == Move::EnPassant)
            return make_piece(~pos.side_to_move(), Pawn);
        if (m.kind() == Move::Castling)
            return NoPiece;
        return pos.piece_on(m.to());
    }

    // Plays the line from `fen`, keeping each position; nullopt when a move is illegal. The
    // solver moves second (a puzzle) or, with `solver_first`, first (a move being explained).
    std::optional<Line> play_line(
        const std::string& fen, const std::vector<std::string>& moves, bool solver_first = false)
    {
        auto parsed = parse_fen(fen);
        if (!parsed || moves.size() < (solver_first ? 1u : 2u))
            return std::nullopt;
        Position pos = parsed.value();
        Line l;
        l.solver = solver_first ? pos.side_to_move() : ~pos.side_to_move();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            auto m = parse_uci_move(pos, moves[i]);
            if (!m)
                return std::nullopt;
            Ply p { pos, m.value(), pos.piece_on(m.value().from()), captured_by(pos, m.value()),
                i % 2 == (solver_first ? 0u : 1u), false };
            pos.do_move(m.value());
            p.check_after = pos.in_check();
            l.plies.push_back(p);
        }
        l.final_position = pos;
        l.mate = pos.in_check() && generate_legal(pos).empty();
        return l;
    }

} // namespace

std::vector<std::string> tag_puzzle(const std::string& fen, const std::vector<std::string>& moves)
{
    std::vector<std::string> tags;
    const auto line = play_line(fen, moves);
    if (!line)
        return tags;
    const Line& l = *line;
    detail::add_mate_tags(l, tags);
    const bool endgame = detail::add_phase_tags(l, tags);
    detail::add_special_move_tags(l, tags);
    detail::add_tactic_tags(l, tags);
    detail::add_combination_tags(l, tags);
    detail::add_quiet_move_tags(l, endgame, tags);
    detail::add_length_tag(l, tags);
    std::sort(tags.begin(), tags.end());
    tags.erase(std::unique(tags.begin(), tags.end()), tags.end());
    return tags;
}

std::vector<std::string> tag_move_line(
    const std::string& fen, const std::vector<std::string>& moves)
{
    std::vector<std::string> tags;
    const auto line = play_line(fen, moves, true);
    if (!line)
        return tags;
    const Line& l = *line;
    if (l.mate)
        tags.push_back("mate");
    detail::add_special_move_tags(l, tags);
    // The tactic family also answers hangingPiece and trappedPiece, which read the line as a
    // puzzle (an opponent's mistake first); those two are dropped here.
    std::vector<std::string> tactics;
    detail::add_tactic_tags(l, tactics);
    for (auto& t : tactics)
        if (t != "hangingPiece" && t != "trappedPiece")
            tags.push_back(std::move(t));
    std::sort(tags.begin(), tags.end());
    tags.erase(std::unique(tags.begin(), tags.end()), tags.end());
    return tags;
}

} // namespace academy::puzzler
