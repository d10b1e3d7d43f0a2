#include "learn/explain/educational_bot.hpp"

#include "chess/fen.hpp"
#include "chess/uci.hpp"
#include "learn/explain/engine_explain.hpp"
#include "learn/explain/game_phase.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace academy::learn::explain {

namespace {

    bool has(const std::vector<std::string>& list, std::string_view item)
    {
        return std::find(list.begin(), list.end(), item) != list.end();
    }

    std::string pawns(int cp)
    {
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "%.1f", std::abs(cp) / 100.0);
        return buffer;
    }

    // The first sentence of a generated explanation (what the move does on the board).
    std::string first_sentence(const std::string& text)
    {
        const auto end = text.find(". ");
        return end == std::string::npos ? text : text.substr(0, end + 1);
    }

    // Why `alt` is weaker than, equal to or stronger than the move played, from both scores and
    // from what the alternative itself does.
    std::string why(const MoveExplanation& alt, const Score& alt_score, const std::string& san,
        const Score& played)
    {
        const std::string scores
            = format_score(alt_score) + " against " + format_score(played) + " for " + san;
        const std::string does = first_sentence(alt.text);
        const int diff = played.cp - alt_score.cp;
        const bool same_mate = played.mate && alt_score.mate && *played.mate == *alt_score.mate;
        if (same_mate || std::abs(diff) <= 20)
            return "About equal (" + scores + "). " + does;
        if (diff > 0) {
            std::string reason
                = alt.evaluation_text.empty() ? "" : " It " + alt.evaluation_text + ".";
            return "Weaker by "
                + (played.mate || alt_score.mate ? std::string("a forced mate")
                                                 : pawns(diff) + " pawns")
                + " (" + scores + "). " + does + reason;
        }
        return "Stronger than the bot's choice (" + scores
            + "): at this level the bot does not "
              "always find the best move. "
            + does;
    }

} // namespace

int move_difficulty(const MoveExplanation& e, bool only_move, int level)
{
    int d = 1;
    if (!e.facts.captured && !e.facts.check)
        ++d;
    for (const char* motif : { "fork", "pin", "skewer", "discoveredAttack", "discoveredCheck",
             "doubleCheck", "mateThreat" })
        if (has(e.motifs, motif)) {
            ++d;
            break;
        }
    if (only_move)
        ++d;
    if (level >= 6)
        ++d;
    return std::min(d, kMaxDifficulty);
}

EducationalMove educational_move(engine::EnginePool& pool, const engine::RequesterKey& who,
    const std::string& fen, const engine::BotLevel& level)
{
    const auto bot = engine::bot_move(pool, who, fen, level, kMaxAlternatives + 1);
    const chess::Position position = chess::parse_fen(fen).value();
    const chess::Color mover = position.side_to_move();

    EducationalMove out;
    out.move = bot.move;
    out.depth = bot.depth;
    out.time_ms = bot.time_ms;
    out.fallback = bot.fallback;

    ExplainInput input;
    input.fen = fen;
    input.move = bot.move;
    const engine::PvLine* played = nullptr;
    if (!bot.fallback) {
        out.evaluation = mover_score(bot.score, mover);
        for (const auto& line : bot.lines)
            if (line.pv.front() == bot.move)
                played = &line;
        if (!bot.lines.empty()) {
            const auto& best = bot.lines.front();
            input.before = mover_score(best.score, mover);
            input.best_move = best.pv.front();
        }
        input.after = out.evaluation;
        if (input.before && input.after->cp > input.before->cp)
            input.before = input.after;
        if (played && played->pv.size() > 1)
            input.line_after.assign(played->pv.begin() + 1, played->pv.end());
    }
    // bot.move is legal (the engine's was checked by the rules core, the fallback's comes from
    // it), so the generator cannot refuse it.
    const MoveExplanation e = explain_move(input).value();
    out.san = e.san;
    out.motifs = e.motifs;
    out.teaching_point = e.teaching_point;
    out.category = e.category;
    out.explanation = bot.fallback ? *bot.explanation + " " + e.text : e.text;

    int best_other = -100000;
    for (const auto& line : bot.lines) {
        if (line.pv.front() == bot.move || out.alternatives.size() >= kMaxAlternatives)
            continue;
        const Score score = mover_score(line.score, mover);
        best_other = std::max(best_other, score.cp);
        ExplainInput alt { fen, line.pv.front(), input.before, score,
            std::vector<std::string>(line.pv.begin() + 1, line.pv.end()), input.best_move };
        auto explained = explain_move(alt);
        if (!explained)
            continue; // an engine line the rules core refuses is not shown
        out.alternatives.push_back({ line.pv.front(), explained.value().san, score,
            why(explained.value(), score, out.san, out.evaluation) });
    }
    const bool only_move
        = !bot.fallback && bot.lines.size() > 1 && out.evaluation.cp - best_other >= 100;
    out.difficulty = move_difficulty(e, only_move, level.level);
    return out;
}

} // namespace academy::learn::explain
