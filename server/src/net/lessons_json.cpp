#include "net/lessons_json.hpp"

#include "learn/lessons/lesson_judge.hpp"
#include "net/guided_json.hpp"
#include "net/request_reader.hpp"

namespace academy::net {

namespace ll = learn::lessons;
using nlohmann::json;

namespace {

    json range_json(const ll::RatingRange& r) { return { { "min", r.min }, { "max", r.max } }; }

    // Progress fields merged into a lesson object: quizScore and accuracy only once completed.
    void add_progress(json& out, const ll::LessonProgress& p)
    {
        out["progress"] = p.progress;
        out["completed"] = p.completed;
        if (p.quiz_score)
            out["quizScore"] = *p.quiz_score;
        if (p.accuracy)
            out["accuracy"] = *p.accuracy;
        // Where "Continue" opens the lesson (the learner's place, kept by the server).
        if (p.progress > 0)
            out["resume"] = { { "module", p.place.module }, { "position", p.place.position } };
    }

    json position_json(const ll::PracticePosition& p)
    {
        // The accepted moves and the explanation come with a right move (POST …/move).
        return { { "fen", p.fen }, { "task", p.task }, { "kind", p.kind } };
    }

    json question_json(const ll::QuizQuestion& q)
    {
        // The right option and the explanation come after Submit Quiz (POST …/quiz).
        json out = { { "question", q.question }, { "options", q.options } };
        if (q.fen)
            out["fen"] = *q.fen;
        return out;
    }

    json module_json(const ll::Module& m, const ll::Catalogue& catalogue)
    {
        json out = { { "id", m.id }, { "title", m.title }, { "type", m.type } };
        if (!m.content.empty())
            out["content"] = m.content;
        if (m.fen)
            out["fen"] = *m.fen;
        if (!m.moves.empty())
            out["moves"] = m.moves;
        if (m.type == "interactive") {
            json positions = json::array();
            for (const auto& p : m.positions)
                positions.push_back(position_json(p));
            out["positions"] = positions;
        } else if (m.type == "puzzle") {
            const auto range = m.rating_range.value_or(ll::RatingRange {});
            out["themes"] = m.themes;
            out["ratingRange"] = range_json(range);
            out["count"] = m.count;
            json puzzles = json::array();
            for (const auto* p : ll::pick_puzzles(catalogue.library, m.themes, range, m.count))
                puzzles.push_back({ { "id", p->id }, { "fen", p->fen }, { "rating", p->rating },
                    { "themes", p->themes } });
            out["puzzles"] = puzzles;
        } else if (m.type == "quiz") {
            json questions = json::array();
            for (const auto& q : m.questions)
                questions.push_back(question_json(q));
            out["questions"] = questions;
        } else if (m.type == "guided-practice" && m.guided_practice) {
            out["guidedPractice"] = guided_json(*m.guided_practice);
        }
        return out;
    }

    json lesson_fields(const ll::Lesson& l)
    {
        return { { "id", l.id }, { "category", l.category }, { "title", l.title },
            { "description", l.description }, { "difficulty", l.difficulty },
            { "duration", l.duration }, { "ratingRange", range_json(l.rating_range) },
            { "objectives", l.objectives }, { "prerequisites", l.prerequisites },
            { "moduleCount", l.modules.size() } };
    }

} // namespace

json lesson_summary_json(const ll::Lesson& lesson, const ll::LessonProgress& progress)
{
    json out = lesson_fields(lesson);
    json modules = json::array();
    for (const auto& m : lesson.modules)
        modules.push_back({ { "id", m.id }, { "title", m.title }, { "type", m.type } });
    out["modules"] = modules;
    add_progress(out, progress);
    return out;
}

json lesson_json(
    const ll::Lesson& lesson, const ll::Catalogue& catalogue, const ll::LessonProgress& progress)
{
    json out = lesson_fields(lesson);
    json modules = json::array();
    for (const auto& m : lesson.modules)
        modules.push_back(module_json(m, catalogue));
    out["modules"] = modules;
    add_progress(out, progress);
    return out;
}

json category_json(const ll::Category& c)
{
    return { { "id", c.id }, { "title", c.title }, { "description", c.description },
        { "difficulty", c.difficulty }, { "ratingRange", range_json(c.rating_range) },
        { "estimatedHours", c.estimated_hours }, { "totalLessons", c.total_lessons } };
}

json interactive_summary_json(const ll::InteractiveLesson& l)
{
    return { { "id", l.id }, { "title", l.title }, { "description", l.description },
        { "stepCount", l.steps.size() } };
}

json step_lesson_summary_json(const ll::InteractiveLesson& l, const ll::Category& category,
    const ll::LessonProgress& progress)
{
    json modules = json::array();
    for (const auto& s : l.steps)
        modules.push_back(
            { { "id", "step-" + std::to_string(s.id) }, { "title", s.title }, { "type", s.type } });
    // About a minute a step: the cards show a duration for every lesson of the course.
    json out = { { "id", ll::step_lesson_id(l) }, { "kind", "steps" }, { "category", category.id },
        { "title", l.title }, { "description", l.description },
        { "difficulty", category.difficulty }, { "duration", l.steps.size() },
        { "ratingRange", range_json(category.rating_range) }, { "objectives", json::array() },
        { "prerequisites", json::array() }, { "moduleCount", l.steps.size() },
        { "modules", modules } };
    add_progress(out, progress);
    return out;
}

json step_record_json(const ll::StepLessonRecord& record, const ll::LessonProgress& progress)
{
    json solved = json::array();
    for (std::size_t i = 0; i < record.steps.size(); ++i)
        if (record.steps[i].solved)
            solved.push_back(i);
    return { { "step", record.step }, { "solved", solved }, { "completed", progress.completed } };
}

json interactive_lesson_json(const ll::InteractiveLesson& l)
{
    json steps = json::array();
    for (const auto& s : l.steps) {
        json step = { { "id", s.id }, { "title", s.title }, { "instruction", s.instruction },
            { "type", s.type } };
        if (s.fen)
            step["fen"] = *s.fen;
        // A practice step's right moves and explanation come with a right move (POST …/move).
        if (s.type == "practice")
            step["kind"] = s.kind;
        else if (!s.explanation.empty())
            step["explanation"] = s.explanation;
        steps.push_back(step);
    }
    return { { "id", l.id }, { "title", l.title }, { "description", l.description },
        { "steps", steps } };
}

json academy_lesson_json(const ll::AcademyLesson& l)
{
    json positions = json::array();
    for (const auto& p : l.positions) {
        // A demonstration carries its moves; an interactive position's right moves are judged by
        // POST …/positions/{n}/move.
        json pos = { { "fen", p.fen }, { "title", p.title }, { "explanation", p.explanation },
            { "isInteractive", p.is_interactive },
            { "moves", p.is_interactive ? json::array() : json(p.moves) },
            { "annotations", p.is_interactive ? json::array() : json(p.annotations) } };
        if (p.is_interactive) {
            pos["kind"] = p.kind;
            pos["correctMoveCount"] = p.correct_moves.size();
        }
        positions.push_back(pos);
    }
    json out = { { "id", l.id }, { "title", l.title }, { "level", l.level },
        { "category", l.category }, { "duration", l.duration }, { "description", l.description },
        { "objectives", l.objectives }, { "prerequisite", l.prerequisite }, { "badge", l.badge },
        { "positions", positions } };
    if (l.quiz)
        out["quiz"] = { { "id", l.quiz->id }, { "question", l.quiz->question },
            { "options", l.quiz->options } };
    return out;
}

json academy_puzzles_json(const ll::Catalogue& c)
{
    json categories = json::array();
    for (const auto& cat : c.academy_puzzle_categories)
        categories.push_back({ { "id", cat.id }, { "name", cat.name }, { "icon", cat.icon },
            { "description", cat.description } });
    json puzzles = json::array();
    for (const auto& p : c.academy_puzzles) {
        json out = { { "id", p.id }, { "title", p.title }, { "difficulty", p.difficulty },
            { "category", p.category }, { "rating", p.rating }, { "fen", p.fen },
            { "solutionLength", p.solution.size() }, { "hints", p.hints },
            { "description", p.description }, { "theme", p.theme }, { "points", p.points },
            { "tags", p.tags }, { "source", p.source } };
        if (p.moves_to_mate)
            out["movesToMate"] = *p.moves_to_mate;
        puzzles.push_back(out);
    }
    return { { "categories", categories }, { "puzzles", puzzles } };
}

json completion_json(
    const ll::CompletionResult& r, const std::optional<ll::CourseLesson>& next, bool quiz)
{
    return { { "progress", r.progress }, { "completed", r.completed },
        { "quizScore", quiz ? json(r.quiz_score) : json(nullptr) }, { "accuracy", r.accuracy },
        { "bestQuizScore", r.best_quiz_score ? json(*r.best_quiz_score) : json(nullptr) },
        { "bestAccuracy", r.best_accuracy ? json(*r.best_accuracy) : json(nullptr) },
        { "xpAwarded", r.xp_awarded },
        { "nextLesson",
            next ? json({ { "id", next->id }, { "title", next->title } }) : json(nullptr) } };
}

namespace {

    const char* puzzle_state_name(ll::PuzzleState s)
    {
        switch (s) {
        case ll::PuzzleState::solved:
            return "solved";
        case ll::PuzzleState::skipped:
            return "skipped";
        case ll::PuzzleState::open:
            break;
        }
        return "open";
    }

    // A quiz module's stored submission as Submit Quiz answered it.
    json stored_quiz_json(const ll::Module& module, const ll::QuizRecord& q)
    {
        std::vector<int> correct, options;
        std::vector<const ll::QuizQuestion*> questions;
        for (const auto& question : module.questions) {
            correct.push_back(question.correct);
            options.push_back(static_cast<int>(question.options.size()));
            questions.push_back(&question);
        }
        const auto verdicts = ll::judge_quiz(q.answers, correct, options, "answers");
        json out = { { "module", q.module_id }, { "answers", q.answers } };
        // A stored submission no longer fits when the content changed: its answers alone.
        if (verdicts)
            out["result"] = quiz_verdict_json(verdicts.value(), questions);
        return out;
    }

} // namespace

json position_record_json(const ll::PositionRecord& p, const ll::PracticePosition& position)
{
    json out = { { "tries", p.tries }, { "solved", p.solved }, { "revealed", p.revealed } };
    // Answered (solved, or its answer shown): what the screen shows after it.
    if (p.solved || p.revealed) {
        out["move"] = p.move;
        out["accepted"] = position.accepted;
        out["explanation"] = position.explanation;
    }
    return out;
}

json lesson_record_json(const ll::Lesson& lesson, const ll::LessonRecord& record)
{
    json positions = json::array();
    const auto practice = ll::practice_positions(lesson);
    for (std::size_t i = 0; i < record.positions.size() && i < practice.size(); ++i)
        positions.push_back(position_record_json(record.positions[i], *practice[i]));
    json puzzles = json::array();
    for (const auto& p : record.puzzles)
        puzzles.push_back({ { "id", p.id }, { "state", puzzle_state_name(p.state) } });
    json quizzes = json::array();
    for (const auto& q : record.quizzes)
        for (const auto& m : lesson.modules)
            if (m.type == "quiz" && m.id == q.module_id)
                quizzes.push_back(stored_quiz_json(m, q));
    return { { "positions", positions }, { "puzzles", puzzles }, { "quizzes", quizzes } };
}

json lesson_progress_json(const ll::LessonProgress& p)
{
    json out = json::object();
    add_progress(out, p);
    return out;
}

json move_verdict_json(const ll::MoveVerdict& v)
{
    return { { "correct", v.correct }, { "move", v.uci }, { "san", v.san } };
}

json position_verdict_json(const ll::MoveVerdict& v, const std::vector<std::string>& accepted,
    const std::string& explanation)
{
    json out = move_verdict_json(v);
    if (v.correct) {
        out["accepted"] = accepted;
        out["explanation"] = explanation;
    } else {
        out["hintSquares"] = ll::destination_squares(accepted);
    }
    return out;
}

json quiz_verdict_json(const std::vector<ll::QuizVerdict>& verdicts,
    const std::vector<const ll::QuizQuestion*>& questions)
{
    json out = json::array();
    int right = 0;
    for (std::size_t i = 0; i < verdicts.size(); ++i) {
        right += verdicts[i].correct ? 1 : 0;
        out.push_back({ { "chosen", verdicts[i].chosen }, { "correct", verdicts[i].correct },
            { "answer", verdicts[i].answer }, { "explanation", questions[i]->explanation } });
    }
    return { { "questions", out }, { "correctCount", right } };
}

namespace {

    constexpr std::string_view kMoveWords = "move must be a UCI move (like \"e2e4\" or \"e7e8q\")";

    std::string read_move(RequestReader& in)
    {
        auto move = in.field<std::string>("move", { .message = kMoveWords });
        if (in && !ll::uci_text(move))
            in.fail(std::string(kMoveWords));
        return move;
    }

} // namespace

Result<std::string> move_from_json(const ApiRequest& req)
{
    RequestReader in(req, { .required = true, .message = "A body {move} is required" });
    auto move = read_move(in);
    if (!in)
        return Error { in.message() };
    return move;
}

Result<QuizBody> quiz_from_json(const ApiRequest& req)
{
    RequestReader in(req, { .required = true, .message = "A body {module, answers} is required" });
    QuizBody out;
    out.module = in.field<std::string>("module", { .min = 1, .max = 100 });
    auto answers = in.list("answers",
        { .max = 50,
            .message = "answers must be a list of whole numbers (one option index per question)" });
    for (std::size_t i = 0; i < answers.size(); ++i)
        out.answers.push_back(answers.item<int>(i));
    if (!in)
        return Error { in.message() };
    return out;
}

Result<ll::Place> place_from_json(const ApiRequest& req)
{
    RequestReader in(req, { .required = true, .message = "A body {module, position} is required" });
    ll::Place out;
    out.module = in.field<int>("module", { .min = 0, .max = 1000 });
    out.position = in.field<int>("position", { .min = 0, .max = 1000 });
    if (!in)
        return Error { in.message() };
    return out;
}

Result<int> quiz_answer_from_json(const ApiRequest& req)
{
    RequestReader in(req, { .required = true, .message = "A body {answer} is required" });
    const auto answer
        = in.field<int>("answer", { .message = "answer must be a whole number (an option index)" });
    if (!in)
        return Error { in.message() };
    return answer;
}

Result<PuzzleMoveBody> puzzle_move_from_json(const ApiRequest& req)
{
    RequestReader in(req, { .required = true, .message = "A body {turn, move} is required" });
    PuzzleMoveBody out;
    out.turn = in.field<int>("turn", { .min = 0, .max = 100 });
    out.move = read_move(in);
    if (!in)
        return Error { in.message() };
    return out;
}

} // namespace academy::net
