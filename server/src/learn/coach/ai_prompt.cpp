#include "learn/coach/ai_prompt.hpp"

#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"

namespace academy::learn::coach {

std::string_view context_name(Context context)
{
    switch (context) {
    case Context::Puzzle:
        return "puzzle";
    case Context::Lesson:
        return "lesson";
    case Context::Practice:
        return "practice";
    case Context::Review:
        return "review";
    }
    return "puzzle";
}

std::string_view ask_name(Ask ask)
{
    switch (ask) {
    case Ask::Move:
        return "move";
    case Ask::Hint:
        return "hint";
    case Ask::Analysis:
        return "analysis";
    }
    return "hint";
}

std::string_view ai_failure_text(Ask ask)
{
    switch (ask) {
    case Ask::Move:
        return "Failed to get coaching advice. Please try again.";
    case Ask::Hint:
        return "Failed to get hint";
    case Ask::Analysis:
        return "Failed to get move analysis";
    }
    return "Failed to get coaching advice. Please try again.";
}

AiPrompt ai_prompt(const CoachRequest& r, const CoachResponse& grounded)
{
    AiPrompt out;
    out.max_tokens = r.ask == Ask::Hint ? 150 : r.ask == Ask::Analysis ? 300 : 200;
    // Why so strict: the engine and the rules core are right about the position and a language
    // model is often not, so it may change the words but not the chess.
    out.system = "You are a warm, encouraging chess coach for a "
        + std::string(player_level_name(grounded.level))
        + " player. Rewrite the coach's facts below for the player in at most three short "
          "sentences. Use only the moves, squares, pieces, motifs and evaluations named in the "
          "facts; never add a move, a square or an evaluation of your own, and never reveal a "
          "move the facts do not name. Plain text, no markdown, no lists.";
    if (!grounded.numbers)
        out.system += " Speak of evaluations in words only, never as numbers.";

    std::string last_move = "none";
    if (!r.move.empty()) {
        last_move = r.move;
        if (auto pos = chess::parse_fen(r.fen))
            if (auto m = chess::parse_uci_move(pos.value(), r.move))
                last_move = chess::to_san(pos.value(), m.value());
    }
    std::string u;
    u += "Position (FEN): " + r.fen + "\n";
    u += "Player level: " + std::string(player_level_name(grounded.level)) + " (rating "
        + (r.rating ? std::to_string(*r.rating) : std::string("unknown")) + ")\n";
    u += "Where: " + std::string(context_name(r.context));
    if (!r.topic.empty())
        u += " (" + std::string(r.context == Context::Lesson ? "lesson topic" : "puzzle type")
            + ": " + r.topic + ")";
    u += "\n";
    u += "Asked for: " + std::string(ask_name(r.ask)) + "\n";
    u += "Last move: " + last_move;
    if (r.ask == Ask::Move)
        u += r.correct ? " (correct)" : " (incorrect)";
    u += "\n";
    u += "Attempts: " + std::to_string(r.attempt) + "\n";
    if (grounded.hint_level)
        u += "Hint level: " + std::string(hint_level_name(*grounded.hint_level)) + "\n";
    u += "Kind of answer: " + std::string(response_type_name(grounded.type)) + "\n";
    u += "Facts from the engine and the rules: " + grounded.message;
    if (!grounded.explanation.empty())
        u += " " + grounded.explanation;
    u += "\n";
    out.user = std::move(u);
    return out;
}

} // namespace academy::learn::coach
