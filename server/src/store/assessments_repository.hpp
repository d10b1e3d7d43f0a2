// Strength assessment and calibration sessions and the positions they asked (migration 0070).
// Every change of a session is conditional on the state it was read in (in progress, at this
// question), so of two answers to one question racing, one is stored and the other refused.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace academy::store {

struct AssessmentSessionRow {
    std::string id;
    std::string kind; // "assessment" or "calibration"
    std::optional<std::int64_t> user_id; // none: a visitor's
    std::string status; // "in_progress", "completed", "abandoned"
    int progress = 0;
    std::int64_t created_at_ms = 0;
    std::optional<std::int64_t> completed_at_ms;
    int rating = 0;
    int rating_low = 0;
    int rating_high = 0;
    int correct = 0;
    std::optional<std::int64_t> claimed_at_ms;
};

struct AssessmentQuestionRow {
    int index = 0;
    std::string puzzle_id;
    int puzzle_rating = 0;
    std::string theme;
    std::int64_t asked_at_ms = 0; // when it was chosen
    // When it was first served to be shown (migration 0140): its clock runs from here. None: not
    // served yet (or a row from before 0140, timed from asked_at_ms).
    std::optional<std::int64_t> shown_at_ms;
    bool hint_used = false;
    std::optional<std::int64_t> answered_at_ms;
    std::string answer;
    bool correct = false;
    std::int64_t time_spent_ms = 0;
};

struct AnswerRecord {
    std::string answer;
    bool correct = false;
    std::int64_t time_spent_ms = 0;
    std::int64_t answered_at_ms = 0;
};

struct CompletionRecord {
    int rating = 0;
    int rating_low = 0;
    int rating_high = 0;
    int correct = 0;
    // Set for an account: its puzzle rating starts here when it has none.
    std::optional<std::int64_t> seed_user;
    double seed_deviation = 350;
};

class AssessmentsRepository {
public:
    explicit AssessmentsRepository(Database& db)
        : db_(db)
    {
    }

    void create(const AssessmentSessionRow& session, const AssessmentQuestionRow& first);
    std::optional<AssessmentSessionRow> session(const std::string& id);
    // The account's test of this kind still in progress, if any (the newest).
    std::optional<AssessmentSessionRow> open_session(std::int64_t user_id, const std::string& kind);
    std::vector<AssessmentQuestionRow> questions(const std::string& session_id);

    // Question `index` is served to be shown at `at_ms`: its clock starts then, unless it started
    // already (a reload does not give the time back).
    void show(const std::string& session_id, int index, std::int64_t at_ms);

    // Marks the hint of question `index`; false when it was used already, the question is not
    // the one being asked, or the session is not in progress.
    bool use_hint(const std::string& session_id, int index);

    // Stores the answer to question `index` and either asks `next` or completes the session with
    // `completion` (seeding the account's puzzle rating as it says), in one transaction. False
    // (nothing stored) unless the session was in progress at that question.
    bool answer(const std::string& session_id, int index, const AnswerRecord& answer,
        const std::optional<AssessmentQuestionRow>& next,
        const std::optional<CompletionRecord>& completion);

    void abandon(const std::string& session_id);
    // Attaches a visitor's completed session to an account; false when it is not a visitor's,
    // not completed or already claimed.
    bool claim(const std::string& session_id, std::int64_t user_id, std::int64_t now_ms);

    // The account's completed tests of this kind, newest first.
    std::vector<AssessmentSessionRow> completed(std::int64_t user_id, const std::string& kind);

    // Puzzles the account has seen: asked in any of its tests, or tried in the puzzle trainer.
    std::set<std::string> seen_puzzles(std::int64_t user_id);

    // Sets the account's puzzle rating unless it has one; true when it was set.
    bool seed_puzzle_rating(std::int64_t user_id, double rating, double deviation);

private:
    Database& db_;
};

// The library positions an adaptive test may ask: the verified puzzles generated for the
// academy, `limit` nearest to `target` first.
struct PoolPuzzle {
    std::string id;
    double rating = 0;
    std::string themes;
};
std::vector<PoolPuzzle> assessment_pool(Database& db, double target, int limit);

} // namespace academy::store
