#include "learn/review/mistake_text.hpp"

#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "learn/explain/explain.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

// The words come from the educational bot's text generator (learn/explain: the rules core's
// facts, the puzzle tagger's motifs and the engine's scores), which also serves the coach; this
// file only turns its facts about three moves (the one played, the opponent's best answer, and
// the move the engine preferred) into the review's sentence about a mistake.
namespace academy::learn::review {

using namespace academy::chess;
namespace ex = academy::learn::explain;

namespace {

    std::vector<std::string> tail(const std::vector<std::string>& line)
    {
        return line.size() > 1 ? std::vector<std::string>(line.begin() + 1, line.end())
                               : std::vector<std::string> {};
    }

    ex::Score mover_score(const Score& e, Color mover)
    {
        const Score m = mover == White ? e : e.flipped();
        if (m.mate && *m.mate != 0)
            return ex::Score::mate_in(*m.mate);
        return ex::Score::centipawns(std::clamp(m.cp, -9999, 9999));
    }

    std::optional<ex::MoveExplanation> explain(const std::string& fen, const std::string& move,
        const std::vector<std::string>& line_after, std::optional<ex::Score> before = {},
        std::optional<ex::Score> after = {}, const std::string& best = {},
        ex::ScoreView view = ex::ScoreView::White)
    {
        auto e = ex::explain_move({ fen, move, before, after, line_after, best, view });
        if (!e)
            return std::nullopt;
        return std::move(e).value();
    }

    bool has(const std::vector<std::string>& motifs, std::string_view m)
    {
        return std::find(motifs.begin(), motifs.end(), m) != motifs.end();
    }

    std::string capitalised(std::string s)
    {
        if (!s.empty() && s[0] >= 'a' && s[0] <= 'z')
            s[0] = static_cast<char>(s[0] - 'a' + 'A');
        return s;
    }

    std::string line_name(Square a, Square b)
    {
        if (file_of(a) == file_of(b))
            return std::string("the ") + char('a' + file_of(a)) + "-file";
        if (rank_of(a) == rank_of(b)) {
            static constexpr const char* ordinals[]
                = { "1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th" };
            return std::string("the ") + ordinals[rank_of(a)] + " rank";
        }
        // A diagonal is named by its two ends on the board's edge ("the a7-g1 diagonal").
        const int df = file_of(b) > file_of(a) ? 1 : -1, dr = rank_of(b) > rank_of(a) ? 1 : -1;
        auto edge = [&](int f, int r, int sign) {
            while (
                f + sign * df >= 0 && f + sign * df < 8 && r + sign * dr >= 0 && r + sign * dr < 8)
                f += sign * df, r += sign * dr;
            return make_square(f, r);
        };
        Square from = edge(file_of(a), rank_of(a), -1), to = edge(file_of(a), rank_of(a), 1);
        if (file_of(from) > file_of(to))
            std::swap(from, to);
        return "the " + square_name(from) + "-" + square_name(to) + " diagonal";
    }

    std::optional<int> mover_mate(const Score& e, Color mover)
    {
        if (!e.mate)
            return std::nullopt;
        int m = *e.mate;
        if (m == 0)
            m = e.cp >= 0 ? 1 : -1;
        return mover == White ? m : -m;
    }

    // The generator's first sentence only (the rest repeats scores and lines shown elsewhere).
    std::string first_sentence(const std::string& text)
    {
        const auto end = text.find(". ");
        return end == std::string::npos ? text : text.substr(0, end + 1);
    }

    // A generator sentence without its leading SAN ("Nxe5 captures ..." -> "captures ...").
    std::string after_san(const std::string& sentence, const std::string& san)
    {
        return sentence.rfind(san + " ", 0) == 0 ? sentence.substr(san.size() + 1) : sentence;
    }

    // The most valuable piece a fork wins (not the king): what the player "left" to it.
    std::optional<ex::PieceAt> fork_prize(const ex::MoveFacts& f)
    {
        std::optional<ex::PieceAt> best;
        for (const auto& t : f.threats)
            if (!best || ex::piece_value(t.type) > ex::piece_value(best->type))
                best = t;
        return best;
    }

    // What the opponent's best answer does to the mover, by its motif; "" when it has none.
    MistakeExplanation refutation_motif(const std::string& played_san,
        const std::optional<ex::MoveExplanation>& answer,
        const std::optional<ex::MoveExplanation>& played)
    {
        if (answer) {
            const auto& f = answer->facts;
            if (has(answer->motifs, "fork"))
                if (auto prize = fork_prize(f))
                    return { "fork",
                        "You left the " + ex::piece_name(prize->type) + " on "
                            + square_name(prize->square) + " to a " + ex::piece_name(f.piece)
                            + " fork: " + answer->san + "." };
            if (has(answer->motifs, "pin") && f.pinned)
                return { "pin",
                    played_san + " loses to the pin on " + line_name(f.to, f.pinned->square) + ": "
                        + answer->san + " pins " + ex::piece_at_name(*f.pinned) + "." };
            if (has(answer->motifs, "skewer") && f.skewered)
                return { "skewer",
                    played_san + " walks into a skewer: " + answer->san + " skewers "
                        + ex::piece_at_name(*f.skewered) + "." };
            for (const char* motif : { "doubleCheck", "discoveredCheck", "discoveredAttack" })
                if (has(answer->motifs, motif))
                    return { motif,
                        played_san + " allows " + answer->san + ", which "
                            + after_san(first_sentence(answer->text), answer->san) };
        }
        if (played && played->facts.hanging_to) {
            const auto& f = played->facts;
            return { "hangingPiece",
                "You left the " + ex::piece_name(f.piece) + " on " + square_name(f.to)
                    + " to be taken by the " + ex::piece_name(f.hanging_to->type) + " on "
                    + square_name(f.hanging_to->square) + "." };
        }
        if (answer && answer->facts.captured && answer->facts.captured->type != Pawn) {
            const auto& c = *answer->facts.captured;
            return { c.defended ? "" : "hangingPiece",
                played_san + " lets " + answer->san + " win the " + ex::piece_name(c.type) + " on "
                    + square_name(c.square) + "." };
        }
        return {};
    }

    // What the engine's preferred move would have done, by its motif; "" when it has none.
    MistakeExplanation missed_motif(const std::optional<ex::MoveExplanation>& best)
    {
        if (!best)
            return {};
        static constexpr std::pair<const char*, const char*> kMissed[] = {
            { "fork", "a fork" },
            { "pin", "a pin" },
            { "skewer", "a skewer" },
            { "doubleCheck", "a double check" },
            { "discoveredAttack", "a discovered attack" },
            { "mateThreat", "a mate threat" },
        };
        for (const auto& [motif, words] : kMissed)
            if (has(best->motifs, motif))
                return { motif,
                    "You missed " + std::string(words) + " with " + best->san + ": it "
                        + after_san(first_sentence(best->text), best->san) };
        if (best->facts.captured && !best->facts.captured->defended
            && best->facts.captured->type != Pawn)
            return { "hangingPiece",
                "You missed a free " + ex::piece_name(best->facts.captured->type) + ": " + best->san
                    + " takes it." };
        return {};
    }

    // The material a line wins for the side that starts it (the opponent's losses minus its own,
    // in pawns, over the line's legal prefix), and the most valuable piece it takes on the way.
    struct LineGain {
        int net = 0;
        PieceType prize = NoPieceType;
    };
    constexpr std::size_t kGainPlies = 12;

    LineGain material_gain(Position pos, const std::vector<std::string>& line)
    {
        const Color side = pos.side_to_move();
        LineGain gain;
        for (std::size_t i = 0; i < line.size() && i < kGainPlies; ++i) {
            auto parsed = parse_uci_move(pos, line[i]);
            if (!parsed)
                break;
            const Move m = parsed.value();
            PieceType taken = NoPieceType;
            if (m.kind() == Move::EnPassant)
                taken = Pawn;
            else if (m.kind() != Move::Castling && pos.piece_on(m.to()) != NoPiece)
                taken = type_of(pos.piece_on(m.to()));
            int value = taken == NoPieceType ? 0 : ex::piece_value(taken);
            if (m.is_promotion())
                value += ex::piece_value(m.promotion()) - ex::piece_value(Pawn);
            const bool ours = pos.side_to_move() == side;
            gain.net += ours ? value : -value;
            if (ours && taken != NoPieceType
                && (gain.prize == NoPieceType
                    || ex::piece_value(taken) > ex::piece_value(gain.prize)))
                gain.prize = taken;
            pos.do_move(m);
        }
        return gain;
    }

    // What the engine's better move wins, when that is the bigger swing (issue 30: 4.c3?? was
    // read as "drops the pawn" when the real error was missing dxc5, which won the queen): the
    // best line's material gain against the played line's, at least a minor piece's worth more.
    // "" when the loss is better told by what the played move allows.
    constexpr int kMissedGainPawns = 2;

    std::string missed_win(const Position& before, const MistakeFacts& f,
        const std::optional<ex::MoveExplanation>& best)
    {
        if (!best)
            return {};
        const auto won = material_gain(before, f.best_line);
        std::vector<std::string> played_line { f.played };
        played_line.insert(played_line.end(), f.refutation.begin(), f.refutation.end());
        const auto kept = material_gain(before, played_line);
        if (won.prize == NoPieceType || won.net < kMissedGainPawns
            || won.net - kept.net < kMissedGainPawns || -kept.net >= won.net)
            return {};
        // "wins the queen" when the line keeps about the piece's worth, "wins material" when the
        // piece is partly paid back.
        const bool whole = won.net >= ex::piece_value(won.prize) - 1;
        return "You missed " + best->san + ", which wins "
            + (whole ? "the " + ex::piece_name(won.prize) : std::string("material")) + ".";
    }

} // namespace

MistakeExplanation explain_mistake(const MistakeFacts& f)
{
    auto position = parse_fen(f.fen_before);
    if (!position)
        return {};
    const Color mover = position.value().side_to_move();
    const auto played = explain(f.fen_before, f.played, f.refutation, mover_score(f.before, mover),
        mover_score(f.after, mover), f.best_line.empty() ? "" : f.best_line.front(), f.view);
    if (!played)
        return {};
    Position after = position.value();
    after.do_move(parse_uci_move(position.value(), f.played).value());
    const auto answer = f.refutation.empty()
        ? std::nullopt
        : explain(to_fen(after), f.refutation.front(), tail(f.refutation));
    const auto best = f.best_line.empty() || f.best_line.front() == f.played
        ? std::nullopt
        : explain(f.fen_before, f.best_line.front(), tail(f.best_line));

    // The evaluation change in the generator's words ("drops the rook: from +3.4 to -0.3").
    const std::string change
        = played->evaluation_text.empty() ? "" : " It " + played->evaluation_text + ".";
    const std::string better = best ? " Better was " + best->san + "." : "";
    const auto prev_mate = mover_mate(f.before, mover);
    const auto next_mate = mover_mate(f.after, mover);
    if (prev_mate && *prev_mate > 0 && (!next_mate || *next_mate < 0) && best)
        return { "mate",
            "You missed mate in " + std::to_string(*prev_mate) + " with " + best->san + "."
                + change };
    if (next_mate && *next_mate < 0 && answer)
        return { "mate",
            capitalised(played->san) + " allows mate in " + std::to_string(-*next_mate)
                + ", starting with " + answer->san + "." + better + change };
    // The better move's win, when it outweighs what the move played gives away; the change is
    // then told without the piece the reply takes, which is not the error.
    if (auto missed = missed_win(position.value(), f, best); !missed.empty()) {
        if (auto named = missed_motif(best); !named.text.empty())
            missed = named.text + " " + missed;
        const auto words = ex::describe_change(mover_score(f.before, mover),
            mover_score(f.after, mover), std::nullopt, { f.view, mover });
        return { "missedWin", missed + " It " + words + "." };
    }
    if (auto named = refutation_motif(played->san, answer, played); !named.text.empty())
        return { named.motif, named.text + better + change };
    if (auto named = missed_motif(best); !named.text.empty())
        return { named.motif, named.text + change };
    return { "", first_sentence(played->text) + better + change };
}

} // namespace academy::learn::review
