#include "learn/answer_check.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "chess/uci.hpp"

namespace academy::learn {

AnswerResult check_answer(const std::string& fen, const std::vector<std::string>& line,
    const std::vector<std::string>& tries)
{
    AnswerResult r;
    auto parsed = chess::parse_fen(fen);
    if (!parsed || line.size() < 2) {
        r.valid = false;
        return r;
    }
    chess::Position pos = parsed.value();
    auto first = chess::parse_uci_move(pos, line[0]);
    if (!first) {
        r.valid = false;
        return r;
    }
    pos.do_move(first.value());
    std::size_t expected = 1; // index in `line` of the solver move to find
    for (const auto& text : tries) {
        if (expected >= line.size())
            break;
        const bool final_move = expected + 1 == line.size();
        auto tried = chess::parse_uci_move(pos, text);
        bool right = tried
            && (text == line[expected] || chess::move_to_uci(tried.value()) == line[expected]);
        if (tried && !right && final_move) {
            chess::Position after = pos;
            after.do_move(tried.value());
            right = after.in_check() && chess::generate_legal(after).empty();
        }
        if (!right) {
            ++r.mistakes;
            continue;
        }
        ++r.moves_matched;
        auto solution_move = chess::parse_uci_move(pos, line[expected]);
        if (!solution_move) {
            r.valid = false;
            return r;
        }
        pos.do_move(final_move ? tried.value() : solution_move.value());
        ++expected;
        if (expected < line.size()) {
            auto reply = chess::parse_uci_move(pos, line[expected]);
            if (!reply) {
                r.valid = false;
                return r;
            }
            pos.do_move(reply.value());
            ++expected;
        }
    }
    r.solved = expected >= line.size();
    return r;
}

} // namespace academy::learn
