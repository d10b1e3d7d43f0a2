#include "learn/assessment/assessment_service.hpp"

#include "learn/assessment/assessment_select.hpp"
#include "learn/puzzles/puzzle_sets.hpp"
#include "store/assessments_repository.hpp"
#include "store/puzzles_repository.hpp"
#include "store/wall_clock.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <random>
#include <set>

namespace academy::learn {

namespace {

    using store::AssessmentQuestionRow;
    using store::AssessmentSessionRow;

    // Candidates read around the target: enough that a player's seen positions and the themes
    // already asked still leave a choice near it.
    constexpr int kPoolReach = 300;
    // A puzzle that cannot be read is passed over; this many in a row means something is wrong.
    constexpr int kPickTries = 5;

    std::string new_session_id()
    {
        std::random_device device; // /dev/urandom: the id is a visitor's only credential
        std::uniform_int_distribution<int> digit(0, 15);
        std::string id;
        for (int i = 0; i < 32; ++i)
            id += "0123456789abcdef"[digit(device)];
        return id;
    }

    using Kind = AssessmentProblem::Kind;

    AssessmentProblem refuse(Kind kind) { return { kind, std::nullopt }; }

    std::vector<Evidence> evidence(const std::vector<AssessmentQuestionRow>& questions)
    {
        std::vector<Evidence> out;
        for (const auto& q : questions) {
            if (!q.answered_at_ms)
                continue;
            const auto clock_start = q.shown_at_ms.value_or(q.asked_at_ms);
            out.push_back(evidence_of({ .position_rating = static_cast<double>(q.puzzle_rating),
                .correct = q.correct,
                .hint_used = q.hint_used,
                .seconds_used = static_cast<double>(*q.answered_at_ms - clock_start) / 1000.0,
                .time_limit_seconds = static_cast<double>(position_time_limit_seconds(q.index)) }));
        }
        return out;
    }

    // `time_left`: seconds left by the server's clock; the whole limit when none is given.
    Question question_of(
        int index, AssessmentPosition position, std::optional<double> time_left = {})
    {
        Question q;
        q.index = index;
        q.time_limit = position_time_limit_seconds(index);
        q.time_left = time_left.value_or(q.time_limit);
        q.difficulty = calibration_difficulty(position.rating);
        q.position = std::move(position);
        return q;
    }

    // The session if it is of this kind and the viewer may use it: an account's only by that
    // account, a visitor's by whoever holds its id.
    std::optional<AssessmentSessionRow> visible(store::AssessmentsRepository& repo, TestKind kind,
        const std::string& id, std::optional<std::int64_t> user)
    {
        auto s = repo.session(id);
        if (!s || s->kind != kind_name(kind) || (s->user_id && s->user_id != user))
            return std::nullopt;
        return s;
    }

    // The session a question is answered in (or a hint asked for): the caller's, in progress,
    // and at that question.
    Result<AssessmentSessionRow, AssessmentProblem> at_question(store::AssessmentsRepository& repo,
        TestKind kind, const std::string& id, std::optional<std::int64_t> user,
        std::optional<int> question_index)
    {
        auto s = visible(repo, kind, id, user);
        if (!s)
            return refuse(Kind::not_found);
        if (s->status == "completed")
            return refuse(Kind::finished);
        if (s->status != "in_progress")
            return refuse(Kind::no_test);
        if (question_index && *question_index != s->progress)
            return refuse(Kind::replay);
        return std::move(*s);
    }

    std::string explanation(const AssessmentPosition& p, bool correct, const std::string& move)
    {
        const std::string what = p.answer_san + " (" + theme_title(p.theme) + ")";
        if (correct)
            return "Correct! " + what + ".";
        if (move == "timeout")
            return "Time is up. The solution was " + what + ".";
        if (move == "skip")
            return "Skipped. The solution was " + what + ".";
        return "Not quite right. The solution was " + what + ".";
    }

    // A finished test's result stated on its scale: the session keeps the one model's figures.
    Reported stated(const AssessmentSessionRow& s)
    {
        const auto kind = s.kind == kind_name(TestKind::calibration) ? TestKind::calibration
                                                                     : TestKind::assessment;
        return reported_on(scale_of(kind), s.rating, { s.rating_low, s.rating_high });
    }

    HistoryEntry entry_of(const AssessmentSessionRow& s)
    {
        const auto r = stated(s);
        return { r.rating, r.interval, r.above, level_label(r.rating),
            s.completed_at_ms.value_or(0) };
    }

    // A 90% interval spans 2 x 1.645 standard deviations: the puzzle rating's deviation.
    double deviation_of(RatingInterval i)
    {
        return std::clamp((i.high - i.low) / 3.29, 60.0, 350.0);
    }

} // namespace

std::string kind_name(TestKind kind)
{
    return kind == TestKind::assessment ? "assessment" : "calibration";
}

RatingScale scale_of(TestKind kind)
{
    return kind == TestKind::assessment ? kAssessmentScale : kCalibrationScale;
}

AssessmentService::AssessmentService(store::Database& db, std::function<std::int64_t()> now_ms)
    : db_(db)
    , now_ms_(now_ms ? std::move(now_ms) : std::function<std::int64_t()>(store::wall_clock_ms))
{
}

namespace {

    struct Picked {
        AssessmentQuestionRow row;
        AssessmentPosition position;
    };

    // The next position of a session: near the estimate, themes varied, never one seen.
    std::optional<Picked> pick(store::Database& db, const std::string& session_id,
        const std::vector<AssessmentQuestionRow>& asked, std::set<std::string> excluded,
        std::int64_t now_ms)
    {
        // The one model's estimate, whichever test (issue 30): the same answers lead to the same
        // positions' difficulty in both.
        const auto posterior = posterior_of(kModelScale, evidence(asked));
        const double target = posterior.estimate();
        std::vector<std::string> themes;
        for (const auto& q : asked) {
            excluded.insert(q.puzzle_id);
            themes.push_back(q.theme);
        }
        const auto pool
            = store::assessment_pool(db, target, kPoolReach + static_cast<int>(excluded.size()));
        std::vector<Candidate> candidates;
        for (const auto& p : pool)
            candidates.push_back({ p.id, p.rating, position_theme(p.themes) });
        const int index = static_cast<int>(asked.size());
        store::PuzzlesRepository puzzles(db);
        for (int attempt = 0; attempt < kPickTries; ++attempt) {
            const auto seed = std::hash<std::string> {}(session_id)
                ^ (index * 0x9e3779b97f4a7c15ULL) ^ static_cast<std::uint64_t>(attempt);
            const auto chosen = choose_position(candidates, target, themes, excluded, seed);
            if (!chosen)
                return std::nullopt;
            const auto& c = candidates[*chosen];
            excluded.insert(c.id);
            const auto stored = puzzles.get(c.id);
            auto position = stored ? assessment_position(*stored) : std::nullopt;
            if (!position)
                continue;
            AssessmentQuestionRow row;
            row.index = index;
            row.puzzle_id = c.id;
            row.puzzle_rating = static_cast<int>(std::lround(c.rating));
            row.theme = position->theme;
            row.asked_at_ms = now_ms;
            position->rating = row.puzzle_rating;
            return Picked { std::move(row), std::move(*position) };
        }
        return std::nullopt;
    }

    std::optional<AssessmentPosition> position_of(
        store::Database& db, const AssessmentQuestionRow& q)
    {
        const auto stored = store::PuzzlesRepository(db).get(q.puzzle_id);
        auto p = stored ? assessment_position(*stored) : std::nullopt;
        if (p) {
            p->rating = q.puzzle_rating;
            p->theme = q.theme;
        }
        return p;
    }

    // The question being asked in an in-progress session (its clock not touched).
    std::optional<Question> asking(store::Database& db, const AssessmentSessionRow& s)
    {
        const auto questions = store::AssessmentsRepository(db).questions(s.id);
        if (s.progress >= static_cast<int>(questions.size()))
            return std::nullopt;
        auto p = position_of(db, questions[s.progress]);
        return p ? std::optional<Question>(question_of(s.progress, std::move(*p))) : std::nullopt;
    }

    // The question being asked, served to be shown now: its clock starts unless it runs already,
    // and the time left is the server's.
    std::optional<Question> serving(
        store::Database& db, const AssessmentSessionRow& s, std::int64_t now)
    {
        store::AssessmentsRepository repo(db);
        const auto questions = repo.questions(s.id);
        if (s.progress >= static_cast<int>(questions.size()))
            return std::nullopt;
        const auto& row = questions[s.progress];
        auto p = position_of(db, row);
        if (!p)
            return std::nullopt;
        repo.show(s.id, s.progress, now);
        const auto started = row.shown_at_ms && *row.shown_at_ms <= now ? *row.shown_at_ms : now;
        const int limit = position_time_limit_seconds(s.progress);
        const double left = std::max(0.0, limit - static_cast<double>(now - started) / 1000.0);
        return question_of(s.progress, std::move(*p), left);
    }

} // namespace

Result<Started, AssessmentProblem> AssessmentService::start(
    TestKind kind, std::optional<std::int64_t> user, bool restart)
{
    store::AssessmentsRepository repo(db_);
    const auto now = now_ms_();
    if (user && kind == TestKind::assessment) {
        const auto done = repo.completed(*user, kind_name(kind));
        if (!done.empty() && done.front().completed_at_ms
            && *done.front().completed_at_ms + kRetakeAfterMs > now)
            return AssessmentProblem { Kind::retake_too_soon,
                *done.front().completed_at_ms + kRetakeAfterMs };
    }
    if (user) {
        if (auto open = repo.open_session(*user, kind_name(kind))) {
            if (!restart) {
                if (auto q = serving(db_, *open, now))
                    return Started { open->id, std::move(*q), true };
            }
            repo.abandon(open->id);
        }
    }
    const auto id = new_session_id();
    auto picked
        = pick(db_, id, {}, user ? repo.seen_puzzles(*user) : std::set<std::string> {}, now);
    if (!picked)
        return refuse(Kind::no_positions);
    picked->row.shown_at_ms = now; // served in this answer
    AssessmentSessionRow s;
    s.id = id;
    s.kind = kind_name(kind);
    s.user_id = user;
    s.created_at_ms = now;
    repo.create(s, picked->row);
    return Started { id, question_of(0, std::move(picked->position)), false };
}

Result<Started, AssessmentProblem> AssessmentService::current(
    TestKind kind, const std::string& session_id, std::optional<std::int64_t> user)
{
    store::AssessmentsRepository repo(db_);
    const auto s = visible(repo, kind, session_id, user);
    if (!s)
        return refuse(Kind::not_found);
    if (s->status != "in_progress")
        return refuse(s->status == "completed" ? Kind::finished : Kind::not_found);
    auto q = serving(db_, *s, now_ms_());
    if (!q)
        return refuse(Kind::not_found);
    return Started { s->id, std::move(*q), true };
}

std::optional<std::string> AssessmentService::open_session(TestKind kind, std::int64_t user)
{
    const auto s = store::AssessmentsRepository(db_).open_session(user, kind_name(kind));
    return s ? std::optional<std::string>(s->id) : std::nullopt;
}

Result<AnswerFeedback, AssessmentProblem> AssessmentService::answer(TestKind kind,
    const std::string& session_id, std::optional<std::int64_t> user,
    std::optional<int> question_index, const std::string& move, std::optional<double> time_spent_s)
{
    store::AssessmentsRepository repo(db_);
    const auto s = at_question(repo, kind, session_id, user, question_index);
    if (!s)
        return s.error();
    auto questions = repo.questions(s->id);
    if (s->progress >= static_cast<int>(questions.size()))
        return refuse(Kind::not_found);
    auto& current = questions[s->progress];
    const auto now = now_ms_();
    // Without an index, an answer to a position not shown yet is the previous answer sent again
    // (the next one is still behind its verdict). With one, the client has it: its clock starts
    // now if it had not (an early answer only ever has less time).
    const bool shown = current.shown_at_ms && *current.shown_at_ms <= now;
    if (!shown && !question_index)
        return refuse(Kind::replay);
    const auto clock_start = shown ? *current.shown_at_ms : now;
    if (!shown)
        repo.show(s->id, s->progress, now);
    current.shown_at_ms = clock_start;
    const int limit = position_time_limit_seconds(s->progress);
    const auto position = position_of(db_, current);
    if (!position)
        return refuse(Kind::not_found);

    const auto server_ms = now - clock_start;
    // Past the limit and the grace by the server's clock, whatever was sent is a timeout.
    const bool late = server_ms > (limit + kGraceSeconds) * 1000LL;
    std::string recorded = late ? "timeout" : move;
    bool correct = false;
    if (!late && move != "timeout" && move != "skip") {
        const auto stored = store::PuzzlesRepository(db_).get(current.puzzle_id);
        const auto verdict = stored ? judge_answer(*stored, move) : Verdict::illegal;
        if (verdict == Verdict::illegal)
            return refuse(Kind::illegal_move);
        correct = verdict == Verdict::right;
    }
    current.answered_at_ms = now;
    current.correct = correct;

    // The browser's figure is kept for the record only (capped to what could be true); without
    // one, the server's.
    const auto browser_ms = time_spent_s
        ? std::clamp<std::int64_t>(
            std::llround(*time_spent_s * 1000), 0, (limit + kGraceSeconds) * 1000LL)
        : server_ms;
    store::AnswerRecord record { recorded, correct, browser_ms, now };
    AnswerFeedback out;
    out.correct = correct;
    out.correct_move = position->answer_san;
    out.explanation = explanation(*position, correct, recorded);
    std::optional<store::CompletionRecord> completion;
    std::optional<Picked> next;
    if (s->progress + 1 >= kPositionsPerTest) {
        // The one model's estimate is stored (and seeds the puzzle rating); each test states it
        // on its own scale when it is read (stated()).
        const auto posterior = posterior_of(kModelScale, evidence(questions));
        const auto interval = posterior.interval();
        const int solved = static_cast<int>(std::count_if(questions.begin(), questions.end(),
            [](const AssessmentQuestionRow& q) { return q.correct; }));
        completion = store::CompletionRecord { posterior.estimate(), interval.low, interval.high,
            solved, s->user_id, deviation_of(interval) };
    } else {
        next = pick(db_, s->id, questions,
            s->user_id ? repo.seen_puzzles(*s->user_id) : std::set<std::string> {}, now);
        if (!next)
            return refuse(Kind::no_positions);
        // When the next position is shown, its clock starts (issue 30). The calibration's answer
        // carries it (the specification's `next`), shown after the result popup; the
        // assessment's page asks for it (GET) when the learner moves on from the verdict, which
        // may be read for as long as they like.
        if (kind == TestKind::calibration)
            next->row.shown_at_ms = now + kCalibrationPopupMs;
    }
    const bool stored = repo.answer(s->id, s->progress, record,
        next ? std::optional<AssessmentQuestionRow>(next->row) : std::nullopt, completion);
    if (!stored)
        return refuse(Kind::replay); // another answer to this question got there first
    out.completed = completion.has_value();
    if (next && kind == TestKind::calibration)
        out.next = question_of(s->progress + 1, std::move(next->position));
    return out;
}

Result<std::string, AssessmentProblem> AssessmentService::hint(TestKind kind,
    const std::string& session_id, std::optional<std::int64_t> user, int question_index)
{
    store::AssessmentsRepository repo(db_);
    const auto s = at_question(repo, kind, session_id, user, question_index);
    if (!s)
        return s.error();
    const auto q = asking(db_, *s);
    if (!q)
        return refuse(Kind::not_found);
    if (!repo.use_hint(s->id, s->progress))
        return refuse(Kind::no_more_hints);
    return q->position.hint_square;
}

namespace {

    TestResult result_of(store::Database& db, TestKind kind, const AssessmentSessionRow& s)
    {
        TestResult r;
        r.kind = kind;
        r.scale = scale_of(kind);
        const auto on_scale = stated(s);
        r.rating = on_scale.rating;
        r.interval = on_scale.interval;
        r.above_scale = on_scale.above;
        r.level = level_label(r.rating);
        r.correct = s.correct;
        r.completed_at_ms = s.completed_at_ms.value_or(0);
        std::vector<std::pair<std::string, bool>> themes;
        for (const auto& q : store::AssessmentsRepository(db).questions(s.id))
            themes.emplace_back(q.theme, q.correct);
        const auto summary = summarize_themes(themes);
        r.strengths = summary.strengths;
        r.areas = summary.areas;
        r.next_steps = next_steps(summary.areas);
        r.message = summary_message(r.rating, r.interval, r.correct, r.total, r.above_scale);
        return r;
    }

} // namespace

Result<TestResult, AssessmentProblem> AssessmentService::result(
    TestKind kind, const std::string& session_id, std::optional<std::int64_t> user)
{
    store::AssessmentsRepository repo(db_);
    const auto s = visible(repo, kind, session_id, user);
    if (!s)
        return refuse(Kind::not_found);
    if (s->status != "completed")
        return refuse(Kind::not_completed);
    return result_of(db_, kind, *s);
}

Result<TestResult, AssessmentProblem> AssessmentService::latest_result(
    TestKind kind, std::int64_t user)
{
    const auto done = store::AssessmentsRepository(db_).completed(user, kind_name(kind));
    if (done.empty())
        return refuse(Kind::not_completed);
    return result_of(db_, kind, done.front());
}

std::optional<AssessmentProblem> AssessmentService::claim(
    const std::string& session_id, std::int64_t user)
{
    store::AssessmentsRepository repo(db_);
    const auto s = repo.session(session_id);
    if (!s || s->kind != kind_name(TestKind::assessment))
        return refuse(Kind::not_found);
    if (s->user_id || s->claimed_at_ms)
        return refuse(Kind::already_claimed);
    if (s->status != "completed")
        return refuse(Kind::not_completed);
    const auto now = now_ms_();
    const auto official = official_assessment(db_, user);
    if (official && official->completed_at_ms + kRetakeAfterMs > now)
        return AssessmentProblem { Kind::retake_too_soon,
            official->completed_at_ms + kRetakeAfterMs };
    bool claimed = false;
    db_.transaction([&] {
        claimed = repo.claim(s->id, user, now);
        if (claimed)
            repo.seed_puzzle_rating(
                user, s->rating, deviation_of({ s->rating_low, s->rating_high }));
    });
    if (!claimed)
        return refuse(Kind::already_claimed);
    return std::nullopt;
}

History AssessmentService::history(std::int64_t user)
{
    History h;
    for (const auto& s :
        store::AssessmentsRepository(db_).completed(user, kind_name(TestKind::assessment)))
        h.results.push_back(entry_of(s));
    if (!h.results.empty()) {
        const auto at = h.results.front().completed_at_ms + kRetakeAfterMs;
        if (at > now_ms_())
            h.retake_available_at_ms = at;
    }
    return h;
}

std::optional<HistoryEntry> AssessmentService::official(std::int64_t user)
{
    return official_assessment(db_, user);
}

std::optional<std::string> AssessmentService::current_answer(
    TestKind kind, const std::string& session_id, std::optional<std::int64_t> user)
{
    store::AssessmentsRepository repo(db_);
    const auto s = visible(repo, kind, session_id, user);
    if (!s || s->status != "in_progress")
        return std::nullopt;
    const auto q = asking(db_, *s);
    return q ? std::optional<std::string>(q->position.answer_san) : std::nullopt;
}

std::optional<HistoryEntry> official_assessment(store::Database& db, std::int64_t user)
{
    const auto done
        = store::AssessmentsRepository(db).completed(user, kind_name(TestKind::assessment));
    if (done.empty())
        return std::nullopt;
    return entry_of(done.front());
}

} // namespace academy::learn
