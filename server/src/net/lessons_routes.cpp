#include "net/lessons_routes.hpp"

#include "learn/lessons/lesson_progress.hpp"
#include "net/auth_middleware.hpp"
#include "net/lessons_json.hpp"
#include "net/request_reader.hpp"
#include "store/wall_clock.hpp"

#include <charconv>
#include <chrono>
#include <memory>
#include <variant>
#include <vector>

namespace academy::net {

namespace ll = learn::lessons;
using nlohmann::json;

namespace {

    struct Context {
        std::shared_ptr<const ll::Catalogue> catalogue;
        ll::LessonProgressService progress;
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

    // GET /api/lessons: the categories, each with its lessons and the player's progress.
    ApiResponse list_lessons(Context& c, ApiRequest& req)
    {
        const auto user = learner_id_or_visitor(req);
        const auto progress
            = user ? c.progress.progress(user) : std::map<std::string, ll::LessonProgress> {};
        json categories = json::array();
        for (const auto& cat : c.catalogue->categories) {
            json category = category_json(cat);
            json lessons = json::array();
            for (const auto& id : cat.lessons) {
                const auto* lesson = c.catalogue->lesson(id);
                if (!lesson)
                    continue; // listed, but its file is not there yet
                const auto p = progress.find(id);
                lessons.push_back(lesson_summary_json(
                    *lesson, p == progress.end() ? ll::LessonProgress {} : p->second));
            }
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
        return ApiResponse::ok({ { "lesson", lesson_json(*lesson, *c.catalogue, progress) } });
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

    // POST /api/lessons/{id}/complete {quizAnswers, practice}: graded here, not by the browser.
    ApiResponse complete_lesson(Context& c, ApiRequest& req)
    {
        auto target = account_lesson(*c.catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user_id, lesson] = std::get<AccountLesson>(target);
        auto input = completion_input_from_json(req.json);
        if (!input)
            return bad_request(input.error().message);
        auto graded = ll::grade(*lesson, input.value());
        if (!graded)
            return bad_request(graded.error().message);
        return ApiResponse::ok(
            completion_json(c.progress.complete(user_id, lesson->id, graded.value())));
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

    // GET /api/interactive-lessons/{id}
    ApiResponse interactive_lesson(const ll::Catalogue& catalogue, ApiRequest& req)
    {
        const auto* lesson = interactive(catalogue, req.params["id"]);
        return lesson ? ApiResponse::ok({ { "lesson", interactive_lesson_json(*lesson) } })
                      : ApiResponse::error(404);
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

} // namespace

void add_lessons_routes(Router& router, store::Database& db,
    std::shared_ptr<const ll::Catalogue> catalogue, LessonsRoutesOptions options)
{
    auto c = std::make_shared<Context>(Context { catalogue,
        ll::LessonProgressService(db,
            options.now_ms ? options.now_ms
                           : std::function<std::int64_t()>(store::wall_clock_ms)) });
    router.add("GET", "/api/lessons", with(c, list_lessons));
    router.add("GET", "/api/lessons/{id}", with(c, get_lesson));
    router.add("POST", "/api/lessons/{id}/start", with(c, start_lesson));
    router.add("POST", "/api/lessons/{id}/complete", with(c, complete_lesson));
    router.add("GET", "/api/interactive-lessons", with(catalogue, interactive_lessons),
        Execution::network);
    router.add("GET", "/api/interactive-lessons/{id}", with(catalogue, interactive_lesson),
        Execution::network);
    router.add("GET", "/api/academy/lessons", with(catalogue, academy_lessons), Execution::network);
    router.add("GET", "/api/academy/puzzles", with(catalogue, academy_puzzles), Execution::network);
}

} // namespace academy::net
