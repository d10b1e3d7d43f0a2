// The one request reader: each type, its limits, the first problem kept, the 400 it answers.
#include "net/request_reader.hpp"

#include <gtest/gtest.h>

namespace academy::net {
namespace {

    using nlohmann::json;

    ApiRequest with_body(json body)
    {
        ApiRequest req;
        req.json = std::move(body);
        return req;
    }

    ApiRequest with_query(std::string query)
    {
        ApiRequest req;
        req.query = std::move(query);
        return req;
    }

    json answer(const ApiResponse& r) { return json::parse(r.body); }

    enum class Side { white, black };

    TEST(RequestReader, ReadsEachTypeWithinItsLimits)
    {
        const auto req = with_body({ { "level", 7 }, { "name", "Ann" }, { "rated", true },
            { "rating", 1500.5 }, { "tags", { "a", "b" } }, { "color", "black" } });
        RequestReader in(req);
        EXPECT_EQ(in.field<int>("level", { .min = 1, .max = 25 }), 7);
        EXPECT_EQ(in.field<std::string>("name", { .min = 1, .max = 20 }), "Ann");
        EXPECT_TRUE(in.field<bool>("rated"));
        EXPECT_DOUBLE_EQ(in.field<double>("rating", { .min = 100, .max = 4000 }), 1500.5);
        EXPECT_EQ(in.field<std::vector<std::string>>("tags", { .max = 5 }).size(), 2u);
        EXPECT_EQ(in.choice<Side>("color", { { "white", Side::white }, { "black", Side::black } }),
            Side::black);
        EXPECT_FALSE(in.field<std::optional<int>>("absent").has_value());
        EXPECT_TRUE(in);
    }

    TEST(RequestReader, NamesTheFirstWrongFieldWithTheValidationCode)
    {
        const auto req = with_body({ { "level", 26 }, { "name", 5 } });
        RequestReader in(req);
        in.field<int>("level", { .min = 1, .max = 25 });
        in.field<std::string>("name");
        ASSERT_FALSE(in);
        const auto body = answer(in.problem());
        EXPECT_EQ(in.problem().status, 400u);
        EXPECT_EQ(body["success"], false);
        EXPECT_EQ(body["code"], "validation_error");
        EXPECT_EQ(body["message"], "level must be a whole number from 1 to 25");
    }

    TEST(RequestReader, EachKindOfWrongValueHasItsWords)
    {
        auto problem_of = [](json body, auto read) {
            const auto req = with_body(std::move(body));
            RequestReader in(req);
            read(in);
            return in.message();
        };
        EXPECT_EQ(problem_of(json::object(), [](auto& in) { in.template field<int>("n"); }),
            "n is required");
        EXPECT_EQ(problem_of({ { "n", 1.5 } }, [](auto& in) { in.template field<int>("n"); }),
            "n must be a whole number");
        EXPECT_EQ(problem_of({ { "n", "x" } },
                      [](auto& in) { in.template field<double>("n", { .min = 0 }); }),
            "n must be a number of at least 0");
        EXPECT_EQ(problem_of({ { "s", std::string(21, 'a') } },
                      [](auto& in) { in.template field<std::string>("s", { .max = 20 }); }),
            "s must be text of at most 20 characters");
        EXPECT_EQ(problem_of({ { "s", "red" } },
                      [](auto& in) {
                          in.template field<std::string>("s", { .one_of = { "white", "black" } });
                      }),
            "s must be one of white, black");
        EXPECT_EQ(problem_of({ { "b", "yes" } }, [](auto& in) { in.template field<bool>("b"); }),
            "b must be true or false");
        EXPECT_EQ(problem_of({ { "l", { 1, 2 } } },
                      [](auto& in) { in.template field<std::vector<std::string>>("l"); }),
            "l must be a list of text");
        EXPECT_EQ(problem_of({ { "n", 99 } },
                      [](auto& in) {
                          in.template field<int>(
                              "n", { .min = 1, .max = 10, .message = "Bot level must be 1-10" });
                      }),
            "Bot level must be 1-10");
    }

    TEST(RequestReader, NullIsAbsentAndABodyThatIsNoObjectIsTheProblem)
    {
        const auto nulls = with_body({ { "n", nullptr } });
        RequestReader a(nulls);
        EXPECT_FALSE(a.field<std::optional<int>>("n").has_value());
        EXPECT_TRUE(a);

        const auto list = with_body(json::array({ 1 }));
        RequestReader b(list);
        EXPECT_FALSE(b);
        EXPECT_EQ(b.message(), "A JSON object is required");

        const auto none = ApiRequest {};
        RequestReader c(none);
        EXPECT_TRUE(c) << "no body reads as an empty object";
        c.field<int>("n");
        EXPECT_EQ(c.message(), "n is required");
    }

    TEST(RequestReader, NumbersOutsideIntAreRefusedNotWrapped)
    {
        const auto req = with_body({ { "n", 4294967297LL } });
        RequestReader in(req);
        EXPECT_EQ(in.field<int>("n"), 0);
        EXPECT_FALSE(in);
    }

    TEST(RequestReader, QueryValuesAreParsedStrictly)
    {
        const auto req = with_query("limit=20&rating=1500.5&flag=true&bad=12abc&name=a%20b");
        auto q = RequestReader::query(req);
        EXPECT_EQ(q.field<int>("limit", { .min = 1, .max = 100 }), 20);
        EXPECT_DOUBLE_EQ(q.field<double>("rating"), 1500.5);
        EXPECT_TRUE(q.field<bool>("flag"));
        EXPECT_EQ(q.field<std::string>("name"), "a b");
        EXPECT_TRUE(q);
        q.field<int>("bad");
        EXPECT_EQ(q.message(), "bad must be a whole number");
    }

    TEST(RequestReader, NestedObjectsAndListsNameTheirPlace)
    {
        const auto req
            = with_body({ { "answers", json::array({ { { "id", "q1" } }, { { "id", 3 } } }) } });
        RequestReader in(req);
        auto answers = in.list("answers", { .max = 10 });
        for (std::size_t i = 0; i < answers.size(); ++i)
            answers.object(i).field<std::string>("id");
        ASSERT_FALSE(in);
        EXPECT_EQ(in.message(), "answers[1].id must be text");

        const auto numbers = with_body({ { "answers", json::array({ 1 }) } });
        RequestReader not_objects(numbers);
        not_objects.list("answers").object(0);
        EXPECT_EQ(not_objects.message(), "answers[0] must be an object");
    }

    TEST(RequestReader, MovesAreUciTextOfFourOrFiveCharacters)
    {
        const auto good = with_body({ { "moves", { "e2e4", "e7e8q" } } });
        RequestReader a(good);
        EXPECT_EQ(a.uci_moves("moves", 1, 10).size(), 2u);
        EXPECT_TRUE(a);

        const auto bad = with_body({ { "moves", { "e2" } } });
        RequestReader b(bad);
        b.uci_moves("moves", 0, 10);
        EXPECT_EQ(b.message(), "moves must be a list of moves");

        const auto long_list = with_body({ { "moves", { "e2e4", "e7e5", "g1f3" } } });
        RequestReader c(long_list);
        c.uci_moves("moves", 0, 2);
        EXPECT_EQ(c.message(), "too many moves");
    }

    TEST(RequestReader, ARouteCheckAcrossFieldsKeepsTheFirstProblem)
    {
        const auto req = with_body({ { "from", 5 }, { "to", 3 } });
        RequestReader in(req);
        const auto from = in.field<int>("from");
        const auto to = in.field<int>("to");
        if (to < from)
            in.fail("to must not come before from");
        in.fail("a later problem");
        EXPECT_EQ(in.message(), "to must not come before from");
    }

    TEST(RequestReader, ARouteMayRequireItsBodyAndNameItsShape)
    {
        const BodyRule rule { .required = true, .message = "Send a JSON object" };
        const auto none = ApiRequest {};
        RequestReader a(none, rule);
        EXPECT_EQ(a.message(), "Send a JSON object");
        const auto list = with_body(json::array());
        RequestReader b(list, rule);
        EXPECT_EQ(b.message(), "Send a JSON object");
        const auto empty = with_body(json::object());
        RequestReader c(empty, rule);
        EXPECT_TRUE(c);
        RequestReader d(list, { .message = "The request body must be a JSON object" });
        EXPECT_EQ(d.message(), "The request body must be a JSON object");
        const json five = 5;
        RequestReader e(five, {}, "An event must be an object");
        EXPECT_EQ(e.message(), "An event must be an object");
    }

    TEST(RequestReader, ANestedObjectMayNameItsOwnShape)
    {
        const auto req = with_body({ { "rating", 1500 } });
        RequestReader in(req);
        in.object("rating", "rating must be {rating, ratingDeviation} numbers");
        EXPECT_EQ(in.message(), "rating must be {rating, ratingDeviation} numbers");

        const auto good = with_body({ { "rating", { { "rating", "x" } } } });
        RequestReader nested(good);
        auto r = nested.object("rating", "unused here");
        r.field<std::optional<double>>("rating");
        EXPECT_EQ(nested.message(), "rating.rating must be a number");
    }

    TEST(RequestReader, AListOfObjectsIsReadObjectByObject)
    {
        const auto req = with_body({ { "events", json::array({ json::object(), 1, nullptr }) } });
        RequestReader in(req);
        auto events = in.list("events", { .max = 3 });
        ASSERT_EQ(events.size(), 3u);
        events.object(0);
        EXPECT_TRUE(in);
        events.object(1, "An event must be an object");
        EXPECT_EQ(in.message(), "An event must be an object");

        RequestReader null_item(req);
        null_item.list("events").object(2);
        EXPECT_EQ(null_item.message(), "events[2] must be an object") << "null is there, wrong";

        RequestReader many(req);
        EXPECT_EQ(many.list("events", { .max = 1 }).size(), 0u);
        EXPECT_EQ(many.message(), "events must be a list of at most 1 items");

        RequestReader worded(req);
        worded.list("missing", { .message = "A list of events is required" });
        EXPECT_EQ(worded.message(), "A list of events is required");
    }

    TEST(RequestReader, PathSegmentsAndHeadersAreReadAsText)
    {
        ApiRequest req;
        req.params["sessionId"] = "0123456789abcdef0123456789abcdef";
        req.params["level"] = "7";
        req.headers["x-ai-key"] = "sk-ant-abc";
        req.headers["x-empty"] = "";
        auto path = RequestReader::path(req);
        const FieldRule hex { .min = 32, .max = 32, .chars = "0123456789abcdef" };
        EXPECT_EQ(path.field<std::string>("sessionId", hex), req.params["sessionId"]);
        EXPECT_EQ(path.field<int>("level", { .min = 1, .max = 25 }), 7);
        EXPECT_TRUE(path);
        path.field<std::string>("level", hex);
        EXPECT_EQ(path.message(), "level must be text of 32 characters");

        auto headers = RequestReader::headers(req);
        EXPECT_EQ(headers.field<std::optional<std::string>>("x-ai-key", { .prefix = "sk-ant-" }),
            "sk-ant-abc");
        EXPECT_FALSE(headers.has("x-empty")) << "an empty header is no header";
        EXPECT_TRUE(headers);
        headers.field<std::string>("x-ai-key", { .prefix = "sk-live-" });
        EXPECT_EQ(headers.message(), "x-ai-key must begin with sk-live-");

        auto shaped = RequestReader::headers(req);
        shaped.field<std::string>("x-ai-key", { .chars = "abcdefghijklmnopqrstuvwxyz" });
        EXPECT_EQ(
            shaped.message(), "x-ai-key must hold only the characters abcdefghijklmnopqrstuvwxyz");
    }

    TEST(RequestReader, NullIsToldApartWhereItMeansClear)
    {
        const auto req = with_body({ { "country", nullptr }, { "name", "Ann" } });
        RequestReader in(req);
        EXPECT_TRUE(in.shape("country") == Shape::null);
        EXPECT_FALSE(in.has("country"));
        EXPECT_FALSE(in.shape("name") == Shape::null);
        EXPECT_FALSE(in.shape("absent") == Shape::null);
    }

    TEST(RequestReader, ARuleOrARouteMayNameItsOwnCode)
    {
        const auto req = with_body({ { "fen", 5 } });
        RequestReader in(req);
        in.field<std::string>(
            "fen", { .message = "A FEN string is required", .code = "invalid_fen" });
        ASSERT_FALSE(in);
        EXPECT_EQ(in.code(), "invalid_fen");
        EXPECT_EQ(answer(in.problem())["code"], "invalid_fen");
        EXPECT_EQ(answer(in.problem())["message"], "A FEN string is required");

        const auto ok = with_body({ { "move", "e2e4" } });
        RequestReader route(ok);
        EXPECT_EQ(route.code(), "validation_error");
        route.fail("A hint is about the position: send no move", "invalid_move");
        EXPECT_EQ(answer(route.problem())["code"], "invalid_move");
    }

    TEST(RequestReader, ShapeTellsAFieldOfTwoShapesApart)
    {
        const auto req = with_body({ { "id", 5 }, { "name", "x" }, { "move", { { "from", "e2" } } },
            { "list", json::array() }, { "flag", false }, { "none", nullptr } });
        RequestReader in(req);
        EXPECT_EQ(in.shape("id"), Shape::number);
        EXPECT_EQ(in.shape("name"), Shape::text);
        EXPECT_EQ(in.shape("move"), Shape::object);
        EXPECT_EQ(in.shape("list"), Shape::list);
        EXPECT_EQ(in.shape("flag"), Shape::boolean);
        EXPECT_EQ(in.shape("none"), Shape::null);
        EXPECT_EQ(in.shape("missing"), Shape::absent);
        EXPECT_TRUE(in);
    }

    TEST(RequestReader, AProblemTwoLevelsDownReachesTheTop)
    {
        const auto req = with_body({ { "a", { { "b", { { "c", "x" } } } } } });
        RequestReader in(req);
        auto a = in.object("a");
        auto b = a.object("b");
        b.field<int>("c");
        EXPECT_FALSE(in);
        EXPECT_EQ(in.message(), "a.b.c must be a whole number");
    }

    TEST(RequestReader, AListIsReadItemByItemAndEachItemNamedByItsPlace)
    {
        const auto req = with_body({ { "answers", { 1, 0, 2 } },
            { "lines", json::array({ json::array({ "e2e4" }), json::array({ "d2d4", 7 }) }) } });
        RequestReader in(req);
        auto answers = in.list("answers", { .max = 10 });
        std::vector<int> read;
        for (std::size_t i = 0; i < answers.size(); ++i)
            read.push_back(answers.item<int>(i));
        EXPECT_EQ(read, (std::vector<int> { 1, 0, 2 }));
        EXPECT_TRUE(in);
        auto lines = in.list("lines");
        ASSERT_EQ(lines.size(), 2u);
        EXPECT_EQ(lines.list(0).item<std::string>(0), "e2e4");
        auto second = lines.list(1);
        second.item<std::string>(0);
        second.item<std::string>(1);
        EXPECT_FALSE(in);
        EXPECT_EQ(in.message(), "lines[1][1] must be text");

        const auto wrong = with_body({ { "answers", "1,0" } });
        RequestReader not_list(wrong);
        EXPECT_EQ(not_list.list("answers").size(), 0u);
        EXPECT_EQ(not_list.message(), "answers must be a list");
        const auto long_list = with_body({ { "answers", { 1, 2, 3 } } });
        RequestReader too_long(long_list);
        too_long.list("answers", { .max = 2 });
        EXPECT_EQ(too_long.message(), "answers must be a list of at most 2 items");
    }

    TEST(RequestReader, BoundsAreWrittenAsPeopleWriteThem)
    {
        const auto req = with_body({ { "seed", -1 } });
        RequestReader in(req);
        in.field<std::int64_t>("seed", { .min = 0, .max = 9007199254740991.0 });
        EXPECT_EQ(in.message(), "seed must be a whole number from 0 to 9007199254740991");
        const auto half = with_body({ { "x", 3 } });
        RequestReader h(half);
        h.field<double>("x", { .min = 0.5, .max = 2.5 });
        EXPECT_EQ(h.message(), "x must be a number from 0.5 to 2.5");
    }

} // namespace
} // namespace academy::net
