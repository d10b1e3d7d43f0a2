#include "net/lessons_routes.hpp"

#include "learn/lessons/course.hpp"
#include "learn/lessons/lesson_progress.hpp"
#include "learn/lessons/lesson_record.hpp"
#include "learn/lessons/step_lesson.hpp"
#include "net/auth_middleware.hpp"
#include "net/guided_json.hpp"
#include "net/lessons_json.hpp"
#include "net/request_reader.hpp"
#include "store/wall_clock.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

namespace academy::net {

namespace ll = learn::lessons;
using nlohmann::json;

namespace {

    struct Context {
        std::shared_ptr<const ll::Catalogue> catalogue;
        ll::LessonProgressService progress;
        ll::LessonRecordService record;
        ll::StepLessonService steps;
    };

    // The interactive lesson of a path id ("3"), if there is one.
    const ll::InteractiveLesson* interactive(const ll::Catalogue& c, const std::string& text)
    {
        int id = 0;
        const auto* end = text.data() + text.size();
        const auto [ptr, ec] = std::from_chars(text.data(), end, id);
        if (ec != std::errc() || ptr != end || text.empty() || text.front() == '0')
            return nullptr;
        return c.interactive_lesson(id);
    }

    struct AccountLesson {
        std::int64_t user_id = 0;
        const ll::Lesson* lesson = nullptr;
    };

    // What a lesson's POSTs act on: the signed-in account (401 without one, checked first) and
    // the lesson of the path (404 when the catalogue has none).
    std::variant<AccountLesson, ApiResponse> account_lesson(
        const ll::Catalogue& catalogue, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        const auto* lesson = catalogue.lesson(req.params["id"]);
        if (!lesson)
            return ApiResponse::error(404);
        return AccountLesson { user->id, lesson };
    }

    // GET /api/lessons: the categories, each with its lessons in course order (the step lessons
    // placed among the curriculum's) and the player's progress.
    ApiResponse list_lessons(Context& c, ApiRequest& req)
    {
        const auto user = learner_id_or_visitor(req);
        const auto progress
            = user ? c.progress.progress(user) : std::map<std::string, ll::LessonProgress> {};
        json categories = json::array();
        for (const auto& cat : c.catalogue->categories) {
            json category = category_json(cat);
            json lessons = json::array();
            for (const auto& l : ll::category_course(*c.catalogue, cat)) {
                const auto p = progress.find(l.id);
                const auto mine = p == progress.end() ? ll::LessonProgress {} : p->second;
                lessons.push_back(l.lesson ? lesson_summary_json(*l.lesson, mine)
                                           : step_lesson_summary_json(*l.steps, cat, mine));
            }
            // The category's curriculum lessons and the step lessons placed in it.
            category["totalLessons"] = cat.total_lessons
                + std::count_if(c.catalogue->interactive.begin(), c.catalogue->interactive.end(),
                    [&](const ll::InteractiveLesson& l) { return l.category == cat.id; });
            category["lessons"] = lessons;
            categories.push_back(category);
        }
        return ApiResponse::ok({ { "categories", categories } });
    }

    // GET /api/lessons/{id}: one lesson in full, with the player's progress.
    ApiResponse get_lesson(Context& c, ApiRequest& req)
    {
        const auto* lesson = c.catalogue->lesson(req.params["id"]);
        if (!lesson)
            return ApiResponse::error(404);
        const auto user = learner_id_or_visitor(req);
        const auto progress = user ? c.progress.progress(user, lesson->id) : ll::LessonProgress {};
        json out = lesson_json(*lesson, *c.catalogue, progress);
        // What the learner did, so the player resumes as it was left, on any device.
        if (user)
            out["record"]
                = lesson_record_json(*lesson, c.record.record(user, *lesson, *c.catalogue));
        return ApiResponse::ok({ { "lesson", out } });
    }

    // POST /api/lessons/{id}/start
    ApiResponse start_lesson(Context& c, ApiRequest& req)
    {
        auto target = account_lesson(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user_id, lesson] = std::get<AccountLesson>(target);
        return ApiResponse::ok(lesson_progress_json(c.progress.start(user_id, lesson->id)));
    }

    // POST /api/lessons/{id}/complete: no body is read (a list sent by the client counts for
    // nothing); the lesson is completed from the learner's record alone, once every position is
    // solved or revealed, every puzzle solved or skipped and every quiz submitted: 409 otherwise.
    ApiResponse complete_lesson(Context& c, ApiRequest& req)
    {
        auto target = account_lesson(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user_id, lesson] = std::get<AccountLesson>(target);
        const auto graded = ll::grade(*lesson, c.record.record(user_id, *lesson, *c.catalogue));
        if (!graded.completed)
            return ApiResponse::error(409, ll::unfinished_text(graded), catalogue_code(409));
        return ApiResponse::ok(completion_json(c.progress.complete(user_id, lesson->id, graded),
            ll::next_in_course(*c.catalogue, lesson->id)));
    }

    // The catalogue alone, answered on the network thread from memory.

    // GET /api/interactive-lessons
    ApiResponse interactive_lessons(const ll::Catalogue& catalogue, ApiRequest&)
    {
        json lessons = json::array();
        for (const auto& lesson : catalogue.interactive)
            lessons.push_back(interactive_summary_json(lesson));
        return ApiResponse::ok({ { "lessons", lessons } });
    }

    // GET /api/interactive-lessons/{id}: the lesson, and for a learner their way through it
    // (`record`), so the lesson opens at the step they reached with the steps they solved.
    ApiResponse interactive_lesson(Context& c, ApiRequest& req)
    {
        const auto* lesson = interactive(*c.catalogue, req.params["id"]);
        if (!lesson)
            return ApiResponse::error(404);
        json out = interactive_lesson_json(*lesson);
        if (const auto user = learner_id_or_visitor(req))
            out["record"] = step_record_json(c.steps.record(user, *lesson),
                c.progress.progress(user, ll::step_lesson_id(*lesson)));
        return ApiResponse::ok({ { "lesson", out } });
    }

    // GET /api/academy/lessons
    ApiResponse academy_lessons(const ll::Catalogue& catalogue, ApiRequest&)
    {
        json lessons = json::array();
        for (const auto& lesson : catalogue.academy_lessons)
            lessons.push_back(academy_lesson_json(lesson));
        return ApiResponse::ok({ { "lessons", lessons } });
    }

    // GET /api/academy/puzzles
    ApiResponse academy_puzzles(const ll::Catalogue& catalogue, ApiRequest&)
    {
        return ApiResponse::ok(academy_puzzles_json(catalogue));
    }

    // The judging routes (issue 29): the GETs carry no answers; each move and each submitted
    // quiz is judged here, from the catalogue alone, and the answer reveals what the screens
    // show after it. A curriculum lesson's routes record what was judged for the learner
    // (issue 30): completion reads that record. The step and academy lessons' keep none.

    // The index of the path's `name` segment: a whole number (400 otherwise) below `count`
    // (nothing, a 404, otherwise).
    std::variant<std::size_t, ApiResponse> path_index(
        const ApiRequest& req, std::string_view name, std::size_t count)
    {
        auto path = RequestReader::path(req);
        const auto n = path.field<std::int64_t>(name, { .min = 0 });
        if (!path)
            return path.problem();
        if (static_cast<std::size_t>(n) >= count)
            return ApiResponse::error(404);
        return static_cast<std::size_t>(n);
    }

    // A legal move judged against `accepted`; an illegal one is a 400.
    ApiResponse judged_position(const ApiRequest& req, const std::string& fen,
        const std::vector<std::string>& accepted, const std::string& explanation)
    {
        const auto move = move_from_json(req);
        if (!move)
            return bad_request(move.error().message);
        const auto verdict = ll::judge_move(fen, move.value(), accepted);
        if (!verdict.legal)
            return bad_request("move " + move.value() + " is not legal in this position");
        return ApiResponse::ok(position_verdict_json(verdict, accepted, explanation));
    }

    // A lesson's practice position `n` of the path, for the learner: 401 without one, 404 for an
    // unknown lesson or position.
    struct LearnerPosition {
        std::int64_t user_id = 0;
        const ll::Lesson* lesson = nullptr;
        std::size_t n = 0;
        const ll::PracticePosition* position = nullptr;
    };

    std::variant<LearnerPosition, ApiResponse> learner_position(
        const ll::Catalogue& catalogue, ApiRequest& req)
    {
        auto target = account_lesson(catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user_id, lesson] = std::get<AccountLesson>(target);
        const auto positions = ll::practice_positions(*lesson);
        auto n = path_index(req, "n", positions.size());
        if (auto* answer = std::get_if<ApiResponse>(&n))
            return std::move(*answer);
        const auto i = std::get<std::size_t>(n);
        return LearnerPosition { user_id, lesson, i, positions[i] };
    }

    // POST /api/lessons/{id}/positions/{n}/move {move}: n counts the practice positions of the
    // lesson's interactive modules in order, from 0. Recorded: one more try until the position
    // is solved or revealed (later moves are judged and count for nothing).
    ApiResponse lesson_move(Context& c, ApiRequest& req)
    {
        auto target = learner_position(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto& t = std::get<LearnerPosition>(target);
        const auto move = move_from_json(req);
        if (!move)
            return bad_request(move.error().message);
        const auto verdict = ll::judge_move(t.position->fen, move.value(), t.position->accepted);
        if (!verdict.legal)
            return bad_request("move " + move.value() + " is not legal in this position");
        const auto recorded
            = c.record.record_try(t.user_id, *t.lesson, t.n, verdict.uci, verdict.correct);
        auto out = position_verdict_json(verdict, t.position->accepted, t.position->explanation);
        out["record"] = position_record_json(recorded, *t.position);
        return ApiResponse::ok(out);
    }

    // POST /api/lessons/{id}/positions/{n}/reveal: Show answer. The position counts as done and
    // earns no accuracy (unless it was already solved, which it stays).
    ApiResponse lesson_reveal(Context& c, ApiRequest& req)
    {
        auto target = learner_position(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        // It takes no fields; a body that is sent must still be an object (the catalogue's 400).
        if (RequestReader in(req, {}); !in)
            return in.problem();
        const auto& t = std::get<LearnerPosition>(target);
        const auto recorded = c.record.reveal(t.user_id, *t.lesson, t.n);
        const auto& accepted = t.position->accepted;
        const auto shown
            = ll::judge_move(t.position->fen, accepted.empty() ? "" : accepted.front(), accepted);
        return ApiResponse::ok({ { "move", shown.uci }, { "san", shown.san },
            { "accepted", accepted }, { "explanation", t.position->explanation },
            { "record", position_record_json(recorded, *t.position) } });
    }

    // POST /api/lessons/{id}/quiz {module, answers}: Submit Quiz of one quiz module. The first
    // submission is recorded and answered; a later one is answered with the recorded answers
    // (they are locked once submitted).
    ApiResponse lesson_quiz(Context& c, ApiRequest& req)
    {
        auto target = account_lesson(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user_id, lesson] = std::get<AccountLesson>(target);
        const auto body = quiz_from_json(req);
        if (!body)
            return bad_request(body.error().message);
        const auto module = std::find_if(lesson->modules.begin(), lesson->modules.end(),
            [&](const ll::Module& m) { return m.id == body.value().module && m.type == "quiz"; });
        if (module == lesson->modules.end())
            return bad_request("module must name a quiz module of the lesson");
        std::vector<int> correct, options;
        std::vector<const ll::QuizQuestion*> questions;
        for (const auto& q : module->questions) {
            correct.push_back(q.correct);
            options.push_back(static_cast<int>(q.options.size()));
            questions.push_back(&q);
        }
        const auto verdicts = ll::judge_quiz(body.value().answers, correct, options, "answers");
        if (!verdicts)
            return bad_request(verdicts.error().message);
        int right = 0;
        for (const auto& v : verdicts.value())
            right += v.correct ? 1 : 0;
        const auto stored = c.record.submit_quiz(user_id, *lesson,
            static_cast<std::size_t>(module - lesson->modules.begin()),
            { module->id, body.value().answers, right, static_cast<int>(questions.size()) });
        const auto kept = ll::judge_quiz(stored.answers, correct, options, "answers");
        return ApiResponse::ok(
            quiz_verdict_json(kept ? kept.value() : verdicts.value(), questions));
    }

    // POST /api/lessons/{id}/puzzles/{puzzleId}/skip: the learner moves on without solving it.
    // Answer: {id, state} (a puzzle already solved stays solved).
    ApiResponse lesson_puzzle_skip(Context& c, ApiRequest& req)
    {
        auto target = account_lesson(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        // It takes no fields; a body that is sent must still be an object (the catalogue's 400).
        if (RequestReader in(req, {}); !in)
            return in.problem();
        const auto [user_id, lesson] = std::get<AccountLesson>(target);
        const auto& id = req.params["puzzleId"];
        std::optional<ll::Place> place;
        for (std::size_t m = 0; m < lesson->modules.size() && !place; ++m) {
            const auto& module = lesson->modules[m];
            if (module.type != "puzzle" || !module.rating_range)
                continue;
            const auto picked = ll::pick_puzzles(
                c.catalogue->library, module.themes, *module.rating_range, module.count);
            for (std::size_t i = 0; i < picked.size(); ++i)
                if (picked[i]->id == id)
                    place = ll::Place { static_cast<int>(m), static_cast<int>(i) };
        }
        if (!place)
            return ApiResponse::error(404);
        c.record.skip_puzzle(user_id, *lesson, id, *place);
        for (const auto& p : c.record.record(user_id, *lesson, *c.catalogue).puzzles)
            if (p.id == id)
                return ApiResponse::ok({ { "id", id },
                    { "state", p.state == ll::PuzzleState::solved ? "solved" : "skipped" } });
        return ApiResponse::error(404);
    }

    // POST /api/lessons/{id}/place {module, position}: where the learner is now, so "Continue"
    // opens it (on any device).
    ApiResponse lesson_place(Context& c, ApiRequest& req)
    {
        auto target = account_lesson(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user_id, lesson] = std::get<AccountLesson>(target);
        const auto place = place_from_json(req);
        if (!place)
            return bad_request(place.error().message);
        const auto modules = static_cast<int>(lesson->modules.size());
        const auto [module, position] = place.value();
        if (module >= modules)
            return bad_request(
                "module must be a module index from 0 to " + std::to_string(modules - 1));
        const int places
            = ll::module_places(*lesson, *c.catalogue, static_cast<std::size_t>(module));
        if (position >= places)
            return bad_request("position must be an index from 0 to " + std::to_string(places - 1));
        c.record.set_place(user_id, *lesson, place.value());
        return ApiResponse::ok({ { "module", module }, { "position", position } });
    }

    // Guided practice: {step} is the index of a step of the lesson's guided-practice module, from
    // 0; a step of another type than the route judges is not there (404).
    struct GuidedTarget {
        const ll::GuidedPractice* practice = nullptr;
        std::size_t index = 0;
    };

    std::variant<GuidedTarget, ApiResponse> guided_step(
        const ll::Catalogue& catalogue, const ApiRequest& req, std::string_view type)
    {
        const auto* lesson = catalogue.lesson(req.params.at("id"));
        const auto* practice = lesson ? ll::guided_practice(*lesson) : nullptr;
        if (!practice)
            return ApiResponse::error(404);
        auto n = path_index(req, "step", practice->steps.size());
        if (auto* answer = std::get_if<ApiResponse>(&n))
            return std::move(*answer);
        const auto index = std::get<std::size_t>(n);
        if (practice->steps[index].step_type != type)
            return ApiResponse::error(404);
        return GuidedTarget { practice, index };
    }

    // POST /api/lessons/{id}/guided/{step}/move {move}: a user-move step's move.
    ApiResponse guided_move(const ll::Catalogue& catalogue, ApiRequest& req)
    {
        auto target = guided_step(catalogue, req, "user-move");
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [practice, index] = std::get<GuidedTarget>(target);
        const auto move = move_from_json(req);
        if (!move)
            return bad_request(move.error().message);
        const auto verdict = ll::judge_guided_move(*practice, index, move.value());
        if (!verdict)
            return ApiResponse::error(500); // the content truth test keeps every line playable
        if (!verdict.value().move.legal)
            return bad_request("move " + move.value() + " is not legal in this position");
        return ApiResponse::ok(guided_move_json(verdict.value(), practice->steps[index]));
    }

    // POST /api/lessons/{id}/guided/{step}/solution: Help's last hint and Show me.
    ApiResponse guided_solution(const ll::Catalogue& catalogue, ApiRequest& req)
    {
        auto target = guided_step(catalogue, req, "user-move");
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        // It takes no fields; a body that is sent must still be an object (the catalogue's 400).
        if (RequestReader in(req, {}); !in)
            return in.problem();
        const auto [practice, index] = std::get<GuidedTarget>(target);
        const auto& step = practice->steps[index];
        const auto fen = ll::guided_fen(*practice, index);
        if (!fen || !step.suggested_move)
            return ApiResponse::error(500);
        const auto move = ll::judge_move(fen.value(), *step.suggested_move, {});
        return ApiResponse::ok(guided_solution_json(step, move));
    }

    // POST /api/lessons/{id}/guided/{step}/choice {choice}: a choice step's answer, explained.
    ApiResponse guided_choice(const ll::Catalogue& catalogue, ApiRequest& req)
    {
        auto target = guided_step(catalogue, req, "choice");
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [practice, index] = std::get<GuidedTarget>(target);
        const auto& step = practice->steps[index];
        const auto choice = choice_from_json(req);
        if (!choice)
            return bad_request(choice.error().message);
        if (choice.value() < 0 || static_cast<std::size_t>(choice.value()) >= step.choices.size())
            return bad_request("choice must be a choice index from 0 to "
                + std::to_string(step.choices.size() - 1));
        return ApiResponse::ok(guided_choice_json(step, static_cast<std::size_t>(choice.value())));
    }

    // A step lesson's POSTs act on the signed-in learner (401 without one, checked first) and
    // the lesson of the path (404 when there is none).
    struct LearnerSteps {
        std::int64_t user_id = 0;
        const ll::InteractiveLesson* lesson = nullptr;
    };

    std::variant<LearnerSteps, ApiResponse> learner_steps(
        const ll::Catalogue& catalogue, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        const auto* lesson = interactive(catalogue, req.params["id"]);
        if (!lesson)
            return ApiResponse::error(404);
        return LearnerSteps { user->id, lesson };
    }

    // POST /api/interactive-lessons/{id}/steps/{n}/move {move}: n is the step's index, from 0.
    // Recorded as the learner's try on the step, as a curriculum lesson's positions are.
    ApiResponse interactive_move(Context& c, ApiRequest& req)
    {
        auto target = learner_steps(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user_id, lesson] = std::get<LearnerSteps>(target);
        auto n = path_index(req, "n", lesson->steps.size());
        if (auto* answer = std::get_if<ApiResponse>(&n))
            return std::move(*answer);
        const auto index = std::get<std::size_t>(n);
        const auto& step = lesson->steps[index];
        if (step.type != "practice" || !step.fen)
            return ApiResponse::error(404);
        const auto move = move_from_json(req);
        if (!move)
            return bad_request(move.error().message);
        const auto verdict = ll::judge_move(*step.fen, move.value(), step.correct_moves);
        if (!verdict.legal)
            return bad_request("move " + move.value() + " is not legal in this position");
        c.steps.record_try(user_id, *lesson, index, verdict.uci, verdict.correct);
        return ApiResponse::ok(
            position_verdict_json(verdict, step.correct_moves, step.explanation));
    }

    // POST /api/interactive-lessons/{id}/complete: no fields are read; the lesson is completed
    // from the learner's record alone, once every practice step was solved through the move
    // route (409 otherwise). It counts as a lesson: progress 100, the ledger's lesson_completed
    // (XP, Lessons Completed, achievements) once, whatever is sent again.
    ApiResponse interactive_complete(Context& c, ApiRequest& req)
    {
        auto target = learner_steps(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        // It takes no fields; a body that is sent must still be an object (the catalogue's 400).
        if (RequestReader in(req, {}); !in)
            return in.problem();
        const auto [user_id, lesson] = std::get<LearnerSteps>(target);
        const auto graded = ll::grade_steps(*lesson, c.steps.record(user_id, *lesson));
        if (!graded.completed)
            return ApiResponse::error(409, ll::unfinished_steps_text(graded), catalogue_code(409));
        const auto id = ll::step_lesson_id(*lesson);
        return ApiResponse::ok(completion_json(
            c.progress.complete(user_id, id, graded), ll::next_in_course(*c.catalogue, id), false));
    }

    const ll::AcademyLesson* academy_lesson(const ll::Catalogue& c, const std::string& id)
    {
        for (const auto& l : c.academy_lessons)
            if (l.id == id)
                return &l;
        return nullptr;
    }

    // POST /api/academy/lessons/{id}/positions/{n}/move {move}: an interactive position's move.
    ApiResponse academy_lesson_move(const ll::Catalogue& catalogue, ApiRequest& req)
    {
        const auto* lesson = academy_lesson(catalogue, req.params["id"]);
        if (!lesson)
            return ApiResponse::error(404);
        auto n = path_index(req, "n", lesson->positions.size());
        if (auto* answer = std::get_if<ApiResponse>(&n))
            return std::move(*answer);
        const auto& p = lesson->positions[std::get<std::size_t>(n)];
        if (!p.is_interactive)
            return ApiResponse::error(404);
        return judged_position(req, p.fen, p.correct_moves, p.explanation);
    }

    // POST /api/academy/lessons/{id}/quiz {answer}: the chosen option, judged and explained.
    ApiResponse academy_lesson_quiz(const ll::Catalogue& catalogue, ApiRequest& req)
    {
        const auto* lesson = academy_lesson(catalogue, req.params["id"]);
        if (!lesson || !lesson->quiz)
            return ApiResponse::error(404);
        const auto answer = quiz_answer_from_json(req);
        if (!answer)
            return bad_request(answer.error().message);
        const auto& quiz = *lesson->quiz;
        const auto verdicts = ll::judge_quiz({ answer.value() }, { quiz.correct_answer },
            { static_cast<int>(quiz.options.size()) }, "answer");
        if (!verdicts)
            return bad_request(std::string("answer must be an option index from 0 to ")
                + std::to_string(quiz.options.size() - 1));
        const auto& v = verdicts.value().front();
        return ApiResponse::ok({ { "chosen", v.chosen }, { "correct", v.correct },
            { "correctAnswer", v.answer }, { "explanation", quiz.explanation } });
    }

    const ll::AcademyPuzzle* academy_puzzle(const ll::Catalogue& c, const std::string& id)
    {
        for (const auto& p : c.academy_puzzles)
            if (p.id == id)
                return &p;
        return nullptr;
    }

    // POST /api/academy/puzzles/{id}/move {turn, move}: the solver's move at their turn-th move
    // (0 first); a right one answers with the opponent's reply, or solved.
    ApiResponse academy_puzzle_move(const ll::Catalogue& catalogue, ApiRequest& req)
    {
        const auto* puzzle = academy_puzzle(catalogue, req.params["id"]);
        if (!puzzle)
            return ApiResponse::error(404);
        const auto body = puzzle_move_from_json(req);
        if (!body)
            return bad_request(body.error().message);
        const auto verdict = ll::judge_puzzle_move(*puzzle, body.value().turn, body.value().move);
        if (!verdict)
            return bad_request(verdict.error().message);
        const auto& v = verdict.value();
        if (!v.move.legal)
            return bad_request("move " + v.move.uci + " is not legal in this position");
        json out = move_verdict_json(v.move);
        out["solved"] = v.solved;
        out["reply"] = v.reply ? json(*v.reply) : json(nullptr);
        return ApiResponse::ok(out);
    }

    // POST /api/academy/puzzles/{id}/solution: Show Solution (or giving up) reveals the line.
    ApiResponse academy_puzzle_solution(const ll::Catalogue& catalogue, ApiRequest& req)
    {
        const auto* puzzle = academy_puzzle(catalogue, req.params["id"]);
        if (!puzzle)
            return ApiResponse::error(404);
        return ApiResponse::ok({ { "solution", puzzle->solution } });
    }

} // namespace

void add_lessons_routes(Router& router, store::Database& db,
    std::shared_ptr<const ll::Catalogue> catalogue, LessonsRoutesOptions options)
{
    const auto now_ms
        = options.now_ms ? options.now_ms : std::function<std::int64_t()>(store::wall_clock_ms);
    auto c = std::make_shared<Context>(Context { catalogue, ll::LessonProgressService(db, now_ms),
        ll::LessonRecordService(db, now_ms), ll::StepLessonService(db, now_ms) });
    router.add("GET", "/api/lessons", with(c, list_lessons));
    router.add("GET", "/api/lessons/{id}", with(c, get_lesson));
    router.add("POST", "/api/lessons/{id}/start", with(c, start_lesson));
    router.add("POST", "/api/lessons/{id}/complete", with(c, complete_lesson));
    router.add("GET", "/api/interactive-lessons", with(catalogue, interactive_lessons),
        Execution::network);
    router.add("GET", "/api/interactive-lessons/{id}", with(c, interactive_lesson));
    router.add("POST", "/api/interactive-lessons/{id}/complete", with(c, interactive_complete));
    router.add("GET", "/api/academy/lessons", with(catalogue, academy_lessons), Execution::network);
    router.add("GET", "/api/academy/puzzles", with(catalogue, academy_puzzles), Execution::network);
    router.add("POST", "/api/lessons/{id}/positions/{n}/move", with(c, lesson_move));
    router.add("POST", "/api/lessons/{id}/positions/{n}/reveal", with(c, lesson_reveal));
    router.add("POST", "/api/lessons/{id}/quiz", with(c, lesson_quiz));
    router.add("POST", "/api/lessons/{id}/puzzles/{puzzleId}/skip", with(c, lesson_puzzle_skip));
    router.add("POST", "/api/lessons/{id}/place", with(c, lesson_place));
    router.add("POST", "/api/lessons/{id}/guided/{step}/move", with(catalogue, guided_move),
        Execution::network);
    router.add("POST", "/api/lessons/{id}/guided/{step}/solution", with(catalogue, guided_solution),
        Execution::network);
    router.add("POST", "/api/lessons/{id}/guided/{step}/choice", with(catalogue, guided_choice),
        Execution::network);
    router.add("POST", "/api/interactive-lessons/{id}/steps/{n}/move", with(c, interactive_move));
    router.add("POST", "/api/academy/lessons/{id}/positions/{n}/move",
        with(catalogue, academy_lesson_move), Execution::network);
    router.add("POST", "/api/academy/lessons/{id}/quiz", with(catalogue, academy_lesson_quiz),
        Execution::network);
    router.add("POST", "/api/academy/puzzles/{id}/move", with(catalogue, academy_puzzle_move),
        Execution::network);
    router.add("POST", "/api/academy/puzzles/{id}/solution",
        with(catalogue, academy_puzzle_solution), Execution::network);
}

} // namespace academy::net
