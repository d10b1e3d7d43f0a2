#include "net/assessment_json.hpp"

#include <cmath>

namespace academy::net {

using nlohmann::json;

namespace {
    json interval_json(const learn::RatingInterval& i)
    {
        return { { "low", i.low }, { "high", i.high } };
    }

    // The scale a result is stated on (docs/assessment.md, "The estimate").
    json scale_json(const learn::RatingScale& s)
    {
        return { { "low", s.low }, { "high", s.high } };
    }

    json steps_json(const std::vector<learn::NextStep>& steps)
    {
        json out = json::array();
        for (const auto& s : steps)
            out.push_back({ { "text", s.text }, { "href", s.href } });
        return out;
    }
} // namespace

json question_json(const learn::Question& q)
{
    // timeLeft: the server's clock; the page's countdown shows it (issue 30).
    return { { "fen", q.position.fen }, { "timeLimit", q.time_limit },
        { "timeLeft", std::round(q.time_left * 10) / 10 }, { "progress", q.index },
        { "totalPositions", q.total }, { "theme", q.position.theme },
        { "difficulty", q.difficulty }, { "description", q.position.description },
        { "sideToMove", q.position.side } };
}

json answer_feedback_json(const learn::AnswerFeedback& m)
{
    return { { "result",
                 { { "isCorrect", m.correct }, { "correctMove", m.correct_move },
                     { "explanation", m.explanation } } },
        { "status", m.completed ? "completed" : "in_progress" },
        { "next", m.next ? question_json(*m.next) : json(nullptr) } };
}

json calibration_result_json(const learn::TestResult& r)
{
    return { { "tacticsRating", r.rating }, { "interval", interval_json(r.interval) },
        { "scale", scale_json(r.scale) }, { "aboveScale", r.above_scale }, { "level", r.level },
        { "summary",
            { { "level", r.level }, { "message", r.message },
                { "nextSteps", steps_json(r.next_steps) } } },
        { "weakMotifs", r.areas }, { "strongMotifs", r.strengths }, { "correct", r.correct },
        { "total", r.total }, { "completedAt", r.completed_at_ms } };
}

json assessment_result_json(const learn::TestResult& r)
{
    return { { "rating", r.rating }, { "interval", interval_json(r.interval) },
        { "scale", scale_json(r.scale) }, { "aboveScale", r.above_scale }, { "level", r.level },
        { "score", { { "correct", r.correct }, { "total", r.total } } },
        { "strengths", r.strengths }, { "areasToImprove", r.areas },
        { "nextSteps", steps_json(r.next_steps) }, { "message", r.message },
        { "completedAt", r.completed_at_ms } };
}

json history_entry_json(const learn::HistoryEntry& e)
{
    return { { "rating", e.rating }, { "interval", interval_json(e.interval) },
        { "aboveScale", e.above_scale }, { "level", e.level },
        { "completedAt", e.completed_at_ms } };
}

json history_json(const learn::History& h)
{
    json results = json::array();
    for (const auto& e : h.results)
        results.push_back(history_entry_json(e));
    return { { "results", results },
        { "retakeAvailableAt",
            h.retake_available_at_ms ? json(*h.retake_available_at_ms) : json(nullptr) } };
}

} // namespace academy::net
