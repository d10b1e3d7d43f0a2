#include "learn/assessment/assessment_position.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "learn/answer_check.hpp"

#include <sstream>
#include <vector>

namespace academy::learn {

namespace {

    // The specific ideas before the ones so many puzzles share (the order of the library's
    // calibration, puzzler/rating_estimate.cpp), then what a plain winning move is about.
    constexpr std::string_view kMotifs[] = { "clearance", "interference", "xRayAttack",
        "deflection", "attraction", "quietMove", "zugzwang", "underPromotion", "sacrifice",
        "skewer", "discoveredAttack", "discoveredCheck", "doubleCheck", "fork", "pin", "mate",
        "trappedPiece", "hangingPiece", "pawnEndgame", "promotion", "long", "veryLong" };

    std::vector<std::string> words(std::string_view text)
    {
        std::vector<std::string> out;
        std::istringstream in { std::string(text) };
        for (std::string w; in >> w;)
            out.push_back(w);
        return out;
    }

    bool has(const std::vector<std::string>& list, std::string_view w)
    {
        for (const auto& x : list)
            if (x == w)
                return true;
        return false;
    }

    std::string describe(const std::string& side, const std::vector<std::string>& themes)
    {
        const std::string who = side == "white" ? "White" : "Black";
        for (int n = 1; n <= 5; ++n)
            if (has(themes, "mateIn" + std::to_string(n)))
                return who + " to play and mate in " + std::to_string(n);
        if (has(themes, "mate"))
            return who + " to play and mate";
        if (has(themes, "pawnEndgame") || has(themes, "promotion"))
            return who + " to play and win the ending";
        return who + " to play and win material";
    }

    // The position the player faces, or nothing when the stored puzzle is unreadable.
    std::optional<chess::Position> facing(
        const store::StoredPuzzle& p, std::vector<std::string>& line)
    {
        line = words(p.moves);
        if (line.size() < 2)
            return std::nullopt;
        auto pos = chess::parse_fen(p.fen);
        if (!pos)
            return std::nullopt;
        auto first = chess::parse_uci_move(pos.value(), line[0]);
        if (!first)
            return std::nullopt;
        chess::Position after = pos.value();
        after.do_move(first.value());
        return after;
    }

} // namespace

std::string position_theme(std::string_view themes)
{
    const auto list = words(themes);
    for (const auto m : kMotifs)
        if (has(list, m))
            return std::string(m);
    return "advantage";
}

std::optional<AssessmentPosition> assessment_position(const store::StoredPuzzle& p)
{
    std::vector<std::string> line;
    const auto pos = facing(p, line);
    if (!pos)
        return std::nullopt;
    auto answer = chess::parse_uci_move(*pos, line[1]);
    if (!answer)
        return std::nullopt;
    AssessmentPosition a;
    a.puzzle_id = p.id;
    a.fen = chess::to_fen(*pos);
    a.side = pos->side_to_move() == chess::White ? "white" : "black";
    a.theme = position_theme(p.themes);
    a.description = describe(a.side, words(p.themes));
    a.rating = p.rating;
    a.answer_uci = chess::move_to_uci(answer.value());
    a.answer_san = chess::to_san(*pos, answer.value());
    a.hint_square = chess::square_name(answer.value().from());
    return a;
}

Verdict judge_answer(const store::StoredPuzzle& p, std::string_view move)
{
    std::vector<std::string> line;
    const auto pos = facing(p, line);
    if (!pos || move.empty() || move.size() > 16)
        return Verdict::illegal;
    auto parsed = chess::parse_san(*pos, move);
    if (!parsed)
        parsed = chess::parse_uci_move(*pos, move);
    // Promotion is always to a queen here (docs/assessment.md), so "e8" and "e7e8" promote to one.
    if (!parsed)
        parsed = chess::parse_san(*pos, std::string(move) + "=Q");
    if (!parsed && move.size() == 4)
        parsed = chess::parse_uci_move(*pos, std::string(move) + "q");
    if (!parsed)
        return Verdict::illegal;
    const std::string uci = chess::move_to_uci(parsed.value());
    // check_answer also accepts any checkmating move where the line ends in mate.
    if (check_answer(p.fen, line, { uci }).moves_matched >= 1)
        return Verdict::right;
    chess::Position after = *pos;
    after.do_move(parsed.value());
    const bool mates = after.in_check() && chess::generate_legal(after).empty();
    return mates ? Verdict::right : Verdict::wrong;
}

} // namespace academy::learn
