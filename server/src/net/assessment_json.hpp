// The JSON of the strength assessment and calibration routes (docs/assessment.md, the wire
// contract of issue 18).
#pragma once

#include "learn/assessment/assessment_service.hpp"

#include <nlohmann/json.hpp>

namespace academy::net {

// { fen, timeLimit, progress, totalPositions, theme, difficulty, description, sideToMove }
nlohmann::json question_json(const learn::Question& q);
// { result: { isCorrect, correctMove, explanation }, status, next }
nlohmann::json answer_feedback_json(const learn::AnswerFeedback& m);
// GET /api/calibration/result
nlohmann::json calibration_result_json(const learn::TestResult& r);
// GET /api/assessment/{sessionId}/result
nlohmann::json assessment_result_json(const learn::TestResult& r);
// { rating, interval, level, completedAt }: a history entry, and the profile's assessment.
nlohmann::json history_entry_json(const learn::HistoryEntry& e);
nlohmann::json history_json(const learn::History& h);

} // namespace academy::net
