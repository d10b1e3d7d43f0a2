#include "net/lessons_routes.hpp"

#include "learn/lessons/lesson_progress.hpp"
#include "net/auth_middleware.hpp"
#include "net/lessons_json.hpp"
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

    ApiResponse bad(std::string_view message)
    {
        return ApiResponse::error(400, message, "validation_error");
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
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto* lesson = catalogue.lesson(req.params["id"]);
        if (!lesson)
            return ApiResponse::error(404);
        return AccountLesson { user->id, lesson };
    }

    // GET `path`: one of the catalogue's lists as {"lessons": [...]}, each item through
    // `to_json`. The catalogue alone: answered on the network thread from memory.
    template <class Item>
    void add_catalogue_list(Router& router, std::string path,
        std::shared_ptr<const ll::Catalogue> catalogue, std::vector<Item> ll::Catalogue::*list,
        json (*to_json)(const Item&))
    {
        router.add(
            "GET", std::move(path),
            [catalogue = std::move(catalogue), list, to_json](ApiRequest&) {
                json lessons = json::array();
                for (const auto& item : (*catalogue).*list)
                    lessons.push_back(to_json(item));
                return ApiResponse::ok({ { "lessons", lessons } });
            },
            Execution::network);
    }

} // namespace

void add_lessons_routes(Router& router, store::Database& db,
    std::shared_ptr<const ll::Catalogue> catalogue, LessonsRoutesOptions options)
{
    auto context = std::make_shared<Context>(Context { catalogue,
        ll::LessonProgressService(db,
            options.now_ms ? options.now_ms
                           : std::function<std::int64_t()>(store::wall_clock_ms)) });

    router.add("GET", "/api/lessons", [context](ApiRequest& req) {
        const auto user = account_id_or_visitor(req);
        const auto progress = user ? context->progress.progress(user)
                                   : std::map<std::string, ll::LessonProgress> {};
        json categories = json::array();
        for (const auto& cat : context->catalogue->categories) {
            json c = category_json(cat);
            json lessons = json::array();
            for (const auto& id : cat.lessons) {
                const auto* lesson = context->catalogue->lesson(id);
                if (!lesson)
                    continue; // listed, but its file is not there yet
                const auto p = progress.find(id);
                lessons.push_back(lesson_summary_json(
                    *lesson, p == progress.end() ? ll::LessonProgress {} : p->second));
            }
            c["lessons"] = lessons;
            categories.push_back(c);
        }
        return ApiResponse::ok({ { "categories", categories } });
    });

    router.add("GET", "/api/lessons/{id}", [context](ApiRequest& req) {
        const auto* lesson = context->catalogue->lesson(req.params["id"]);
        if (!lesson)
            return ApiResponse::error(404);
        const auto user = account_id_or_visitor(req);
        const auto progress
            = user ? context->progress.progress(user, lesson->id) : ll::LessonProgress {};
        return ApiResponse::ok(
            { { "lesson", lesson_json(*lesson, *context->catalogue, progress) } });
    });

    router.add("POST", "/api/lessons/{id}/start", [context](ApiRequest& req) {
        auto target = account_lesson(*context->catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user_id, lesson] = std::get<AccountLesson>(target);
        return ApiResponse::ok(lesson_progress_json(context->progress.start(user_id, lesson->id)));
    });

    router.add("POST", "/api/lessons/{id}/complete", [context](ApiRequest& req) {
        auto target = account_lesson(*context->catalogue, req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user_id, lesson] = std::get<AccountLesson>(target);
        auto input = completion_input_from_json(req.json);
        if (!input)
            return bad(input.error().message);
        auto graded = ll::grade(*lesson, input.value());
        if (!graded)
            return bad(graded.error().message);
        return ApiResponse::ok(
            completion_json(context->progress.complete(user_id, lesson->id, graded.value())));
    });

    // The catalogue alone: answered on the network thread from memory.
    add_catalogue_list(router, "/api/interactive-lessons", catalogue, &ll::Catalogue::interactive,
        &interactive_summary_json);

    router.add(
        "GET", "/api/interactive-lessons/{id}",
        [catalogue](ApiRequest& req) {
            const auto* lesson = interactive(*catalogue, req.params["id"]);
            return lesson ? ApiResponse::ok({ { "lesson", interactive_lesson_json(*lesson) } })
                          : ApiResponse::error(404);
        },
        Execution::network);

    add_catalogue_list(router, "/api/academy/lessons", catalogue, &ll::Catalogue::academy_lessons,
        &academy_lesson_json);

    router.add(
        "GET", "/api/academy/puzzles",
        [catalogue](ApiRequest&) { return ApiResponse::ok(academy_puzzles_json(*catalogue)); },
        Execution::network);
}

} // namespace academy::net
