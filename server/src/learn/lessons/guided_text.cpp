#include "learn/lessons/guided_text.hpp"

#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"

#include <algorithm>
#include <cctype>

namespace academy::learn::lessons {

namespace {

    // `square` as a word of chess text: "f7", "Nxf7", "h5-e8" name f7, h5 and e8; "f77" does
    // not, nor does a square glued to a word ("the1").
    bool names_square(std::string_view text, std::string_view square)
    {
        for (auto at = text.find(square); at != std::string_view::npos;
             at = text.find(square, at + 1)) {
            const auto end = at + square.size();
            const bool digit_after = end < text.size() && std::isdigit((unsigned char)text[end]);
            const char before = at > 0 ? text[at - 1] : ' ';
            const bool in_word = std::islower((unsigned char)before) && before != 'x';
            if (!digit_after && !in_word)
                return true;
        }
        return false;
    }

    std::string lower(std::string_view text)
    {
        std::string out(text);
        std::transform(out.begin(), out.end(), out.begin(),
            [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return out;
    }

} // namespace

std::optional<std::string> answer_named_in(
    std::string_view text, const chess::Position& pos, const std::vector<SquareMove>& allowed)
{
    const auto legal = chess::generate_legal(pos);
    for (const auto& a : allowed) {
        const auto uci = a.from + a.to;
        for (const auto mv : legal) {
            if (chess::move_to_uci(mv).rfind(uci, 0) != 0)
                continue;
            auto san = chess::to_san(pos, mv);
            while (!san.empty() && (san.back() == '+' || san.back() == '#'))
                san.pop_back();
            if (san.starts_with("O-O")) {
                if (text.find("O-O") != std::string_view::npos
                    || lower(text).find("castl") != std::string::npos)
                    return "speaks of castling, and the answer " + uci + " castles";
            } else if (text.find(san) != std::string_view::npos) {
                return "names the answer " + san + " (" + uci + ")";
            }
        }
        for (const auto& square : { a.from, a.to })
            if (names_square(text, square))
                return "names " + square + ", a square of the answer " + uci;
    }
    return std::nullopt;
}

} // namespace academy::learn::lessons
