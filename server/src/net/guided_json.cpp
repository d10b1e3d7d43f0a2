#include "net/guided_json.hpp"

#include "net/request_reader.hpp"

namespace academy::net {

namespace ll = learn::lessons;
using nlohmann::json;

namespace {

    json arrows_json(const ll::GuidedStep& s)
    {
        json arrows = json::array();
        for (const auto& a : s.move_arrows)
            arrows.push_back(
                { { "from", a.from }, { "to", a.to }, { "color", a.color }, { "style", a.style } });
        return arrows;
    }

    // The step's highlights; `hide_answer` leaves out those on the answer's squares.
    json highlights_json(const ll::GuidedStep& s, bool hide_answer)
    {
        json squares = json::array();
        for (const auto& h : s.highlight_squares)
            if (!hide_answer || !ll::answer_square(s, h.square))
                squares.push_back(
                    { { "square", h.square }, { "color", h.color }, { "animation", h.animation } });
        return squares;
    }

    // The guidance a step draws on and beside the board, in the fields of the step itself.
    void add_guidance(json& out, const ll::GuidedStep& s)
    {
        if (!s.move_arrows.empty())
            out["moveArrows"] = arrows_json(s);
        if (!s.highlight_squares.empty())
            out["highlightSquares"] = highlights_json(s, false);
        if (s.tooltip)
            out["tooltip"] = { { "square", s.tooltip->square }, { "message", s.tooltip->message },
                { "type", s.tooltip->type } };
        if (s.explanation)
            out["explanation"] = { { "title", s.explanation->title },
                { "description", s.explanation->description },
                { "position", s.explanation->position } };
    }

    json step_json(const ll::GuidedPractice& g, std::size_t index)
    {
        const auto& s = g.steps[index];
        json out = { { "id", s.id }, { "title", s.title }, { "description", s.description },
            { "stepType", s.step_type } };
        if (s.step_type == "user-move") {
            // The answer's squares stay dark; the rest of the guidance comes with the right move.
            const auto squares = highlights_json(s, true);
            if (!squares.empty())
                out["highlightSquares"] = squares;
        } else {
            add_guidance(out, s);
        }
        if (s.computer_move && !ll::reply_step(g, index))
            out["computerMove"] = *s.computer_move;
        if (s.time_limit)
            out["timeLimit"] = *s.time_limit;
        if (s.bot_level)
            out["botLevel"] = *s.bot_level;
        if (!s.choices.empty()) {
            json choices = json::array();
            for (const auto& c : s.choices)
                choices.push_back({ { "text", c.text } });
            out["choices"] = choices;
        }
        return out;
    }

    json reveal_json(const ll::GuidedStep& s)
    {
        json out = json::object();
        add_guidance(out, s);
        return out;
    }

    std::string miss_text(ll::GuidedMiss miss)
    {
        switch (miss) {
        case ll::GuidedMiss::wrong_piece:
            return "wrong-piece";
        case ll::GuidedMiss::blocked:
            return "blocked";
        case ll::GuidedMiss::hint:
            return "hint";
        case ll::GuidedMiss::none:
            break;
        }
        return "";
    }

} // namespace

json guided_json(const ll::GuidedPractice& g)
{
    json steps = json::array();
    for (std::size_t i = 0; i < g.steps.size(); ++i)
        steps.push_back(step_json(g, i));
    return { { "initialFen", g.initial_fen }, { "botLevel", g.bot_level }, { "theme", g.theme },
        { "objectives", g.objectives },
        { "successCriteria",
            { { "minCorrectMoves", g.success_criteria.min_correct_moves },
                { "maxMistakes", g.success_criteria.max_mistakes },
                { "timeBonus", g.success_criteria.time_bonus } } },
        { "steps", steps } };
}

json guided_move_json(const ll::GuidedMoveVerdict& v, const ll::GuidedStep& step)
{
    json out = { { "correct", v.move.correct }, { "move", v.move.uci }, { "san", v.move.san } };
    if (v.move.correct) {
        out["reveal"] = reveal_json(step);
        out["reply"] = v.reply ? json(*v.reply) : json(nullptr);
        if (v.line_move)
            out["lineMove"] = *v.line_move;
    } else {
        out["answer"] = miss_text(v.miss);
        out["hintSquares"] = v.hint_squares;
    }
    return out;
}

json guided_solution_json(const ll::GuidedStep& step, const ll::MoveVerdict& move)
{
    return { { "move", move.uci }, { "san", move.san }, { "reveal", reveal_json(step) } };
}

json guided_choice_json(const ll::GuidedStep& step, std::size_t chosen)
{
    const auto& c = step.choices.at(chosen);
    return { { "chosen", chosen }, { "correct", c.correct }, { "explanation", c.explanation },
        { "nextStep", c.next_step } };
}

Result<int> choice_from_json(const ApiRequest& req)
{
    RequestReader in(req, { .required = true, .message = "A body {choice} is required" });
    const auto choice
        = in.field<int>("choice", { .message = "choice must be a whole number (a choice index)" });
    if (!in)
        return Error { in.message() };
    return choice;
}

} // namespace academy::net
