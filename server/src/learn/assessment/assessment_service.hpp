// The strength assessment (visitors and accounts, 400-1800, official for an account) and the
// calibration test (accounts, 400-2200): twelve positions each, chosen adaptively from the puzzle
// library, answers judged here, the estimate replayed from the stored answers after each one.
// Plain types in and out; net/assessment_routes.cpp speaks JSON.
#pragma once

#include "chess/result.hpp"
#include "learn/assessment/assessment_model.hpp"
#include "learn/assessment/assessment_position.hpp"
#include "learn/assessment/assessment_report.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace academy::learn {

enum class TestKind { assessment, calibration };

// "assessment" or "calibration", as stored.
std::string kind_name(TestKind kind);
RatingScale scale_of(TestKind kind);

// An account's official assessment can be retaken 90 days after the last one.
inline constexpr std::int64_t kRetakeAfterMs = 90LL * 24 * 60 * 60 * 1000;
// An answer is on time until the limit plus this grace for the network.
inline constexpr int kGraceSeconds = 5;
// The calibration page shows its result popup this long before the next position (the
// specification's 3 s): the next position, carried in the answer, is shown and timed from then.
inline constexpr std::int64_t kCalibrationPopupMs = 3000;

struct Question {
    int index = 0; // 0-based
    int total = kPositionsPerTest;
    int time_limit = 0; // seconds
    // Seconds left by the server's clock when served: the whole limit for a position whose clock
    // has not started yet, less after a reload.
    double time_left = 0;
    int difficulty = 1; // 1-6
    AssessmentPosition position;
};

struct Started {
    std::string session_id;
    Question question;
    bool resumed = false; // the account's unfinished test, not a new one
};

struct AnswerFeedback {
    bool correct = false;
    std::string correct_move; // SAN
    std::string explanation;
    bool completed = false;
    std::optional<Question> next;
};

struct TestResult {
    TestKind kind = TestKind::assessment;
    RatingScale scale; // the scale the rating and interval are stated on
    bool above_scale = false; // the model's estimate is beyond the scale's top ("1800+")
    int rating = 0;
    RatingInterval interval;
    std::string level;
    int correct = 0;
    int total = kPositionsPerTest;
    std::vector<std::string> strengths;
    std::vector<std::string> areas;
    std::vector<NextStep> next_steps;
    std::string message;
    std::int64_t completed_at_ms = 0;
};

struct HistoryEntry {
    int rating = 0;
    RatingInterval interval;
    bool above_scale = false;
    std::string level;
    std::int64_t completed_at_ms = 0;
};

struct History {
    std::vector<HistoryEntry> results; // newest first
    std::optional<std::int64_t> retake_available_at_ms; // none: a test may be taken now
};

// Why a test call was refused; `retake_available_at_ms` is set with retake_too_soon.
struct AssessmentProblem {
    enum class Kind {
        not_found, // no such session, or another account's
        no_test, // no calibration running
        finished, // the test is over
        replay, // questionIndex is not the question being asked, or (none sent) the question
                // being asked has not been shown yet: a replay of the previous answer
        illegal_move,
        retake_too_soon,
        no_positions, // the library has no position left for this player
        not_completed, // a result asked for before the end
        already_claimed,
        no_more_hints,
    };
    Kind kind;
    std::optional<std::int64_t> retake_available_at_ms;
};

class AssessmentService {
public:
    // `now_ms`: the server's wall clock (store::wall_clock_ms) unless a test sets one.
    explicit AssessmentService(store::Database& db, std::function<std::int64_t()> now_ms = {});

    // A new test, or the account's unfinished one of this kind (`restart` abandons it). An
    // account's assessment is refused within 90 days of its last official one.
    Result<Started, AssessmentProblem> start(
        TestKind kind, std::optional<std::int64_t> user, bool restart);
    // The question being asked in a session (a visitor's reload).
    Result<Started, AssessmentProblem> current(
        TestKind kind, const std::string& session_id, std::optional<std::int64_t> user);
    // The account's running calibration, if any.
    std::optional<std::string> open_session(TestKind kind, std::int64_t user);

    // `move`: SAN or UCI, "timeout" or "skip". `question_index`, when sent, must be the question
    // being asked (a replay guard). `time_spent_s`, what the browser measured, is stored only:
    // the server's own clock (from showing the position to this answer) scores the answer.
    Result<AnswerFeedback, AssessmentProblem> answer(TestKind kind, const std::string& session_id,
        std::optional<std::int64_t> user, std::optional<int> question_index,
        const std::string& move, std::optional<double> time_spent_s);
    // The from-square of the answer; once per question.
    Result<std::string, AssessmentProblem> hint(TestKind kind, const std::string& session_id,
        std::optional<std::int64_t> user, int question_index);

    Result<TestResult, AssessmentProblem> result(
        TestKind kind, const std::string& session_id, std::optional<std::int64_t> user);
    // The account's newest completed test of this kind.
    Result<TestResult, AssessmentProblem> latest_result(TestKind kind, std::int64_t user);

    // Attaches a visitor's finished assessment to the account (once) and seeds its puzzle rating
    // when it has none.
    std::optional<AssessmentProblem> claim(const std::string& session_id, std::int64_t user);
    History history(std::int64_t user);
    // The newest official assessment, for the public profile.
    std::optional<HistoryEntry> official(std::int64_t user);

    // Tests only: the SAN of the question being asked.
    std::optional<std::string> current_answer(
        TestKind kind, const std::string& session_id, std::optional<std::int64_t> user);

private:
    store::Database& db_;
    std::function<std::int64_t()> now_ms_;
};

// The official result's history entry and retake time of an account (for the public profile
// without a service).
std::optional<HistoryEntry> official_assessment(store::Database& db, std::int64_t user);

} // namespace academy::learn
