// Guided practice as a client meets it, over the real content (basic-tactics, opening-principles):
// the lesson GET carries no answer of a step (no allowed or suggested move, no arrow, tooltip or
// explanation box of a user-move step, no highlight on its answer's squares, no choice's
// explanation or rightness, no computer move that shows where the learner's piece went); each move
// and choice is judged by POST …/guided/{step}/move | choice, which reveal the step's guidance only
// after the right answer; junk and forged bodies are 400, unknown lessons and steps 404 (issue 29,
// issue 30 defect 4).
#include "learn/lessons/catalogue_loader.hpp"
#include "net/lessons_routes.hpp"

#include "../support/route_harness.hpp"

#include <gtest/gtest.h>

#include <filesystem>

using namespace academy;
using nlohmann::json;

namespace {

using test::Reply;

// basic-tactics: s1 explanation, s2 Ng5 (f3g5), s3 ...h6, s4 choice (1 is right), s5 Nxf7,
// s6 ...Qe7, s7 Nxh8, s8 ...g5, s9 d3 (or Be2, Bxf7+, h4, O-O, Nc3), s10 explanation.
const std::string kTactics = "/api/lessons/basic-tactics/guided/";

class GuidedApi : public ::testing::Test, protected test::RouteHarness {
protected:
    GuidedApi()
        : RouteHarness("guided-api", true)
    {
        auto load = learn::lessons::load_catalogue(ACADEMY_CONTENT_DIR);
        EXPECT_TRUE(load.malformed.empty());
        catalogue = std::make_shared<const learn::lessons::Catalogue>(std::move(load.catalogue));
        net::add_lessons_routes(router, *db, catalogue, {});
    }

    Reply post(const std::string& path, const json& body = nullptr)
    {
        return send("POST", path, body, std::string());
    }

    json guided(const std::string& lesson)
    {
        const auto r = send("GET", "/api/lessons/" + lesson, nullptr, std::string());
        EXPECT_EQ(r.status, 200u) << r.body.dump();
        for (const auto& m : r.data()["lesson"]["modules"])
            if (m["type"] == "guided-practice")
                return m["guidedPractice"];
        ADD_FAILURE() << lesson << " has no guided practice";
        return json::object();
    }

    std::shared_ptr<const learn::lessons::Catalogue> catalogue;
};

void expect_bad(const Reply& r, const std::string& message)
{
    EXPECT_EQ(r.status, 400u) << r.body.dump();
    EXPECT_EQ(r.body.value("code", std::string()), "validation_error");
    EXPECT_EQ(r.message(), message) << r.body.dump();
}

void expect_not_found(const Reply& r)
{
    EXPECT_EQ(r.status, 404u) << r.body.dump();
    EXPECT_EQ(r.body.value("code", std::string()), "not_found");
}

} // namespace

TEST_F(GuidedApi, TheLessonSendsTheStepsWithoutTheirAnswers)
{
    for (const auto* id :
        { "basic-tactics", "opening-principles", "king-safety", "basic-endgames" }) {
        const auto g = guided(id);
        ASSERT_TRUE(g.contains("steps")) << id;
        for (std::size_t i = 0; i < g["steps"].size(); ++i) {
            const auto& s = g["steps"][i];
            SCOPED_TRACE(std::string(id) + " step " + std::to_string(i));
            EXPECT_FALSE(s.contains("allowedMoves"));
            EXPECT_FALSE(s.contains("suggestedMove"));
            if (s["stepType"] == "user-move") {
                EXPECT_FALSE(s.contains("moveArrows"));
                EXPECT_FALSE(s.contains("tooltip"));
                EXPECT_FALSE(s.contains("explanation"));
            }
            if (s["stepType"] == "choice")
                for (const auto& c : s["choices"])
                    EXPECT_EQ(c, json({ { "text", c["text"] } }));
            // A computer move right after a user move would show where that move went.
            if (i > 0 && s["stepType"] == "computer-move"
                && g["steps"][i - 1]["stepType"] == "user-move")
                EXPECT_FALSE(s.contains("computerMove"));
        }
    }
    const auto text = guided("basic-tactics").dump();
    EXPECT_EQ(text.find("f3g5"), std::string::npos);
    EXPECT_EQ(text.find("\"correct\""), std::string::npos);
    EXPECT_EQ(text.find("Yes. From f7 the knight attacks"), std::string::npos);
    EXPECT_EQ(text.find("Two attackers, one defender"), std::string::npos);
    // What is not the answer stays: the target f7 of step s2, the demonstration steps.
    const auto steps = guided("basic-tactics")["steps"];
    EXPECT_EQ(steps[1]["highlightSquares"][0]["square"], "f7");
    EXPECT_EQ(steps[0]["stepType"], "explanation");
    EXPECT_EQ(steps[3]["choices"].size(), 3u);
    // basic-endgames s2 (Kd2) lights d3 and d2: d2 is where the king goes, so only d3 is sent.
    const auto endgame = guided("basic-endgames")["steps"][1];
    EXPECT_EQ(endgame["highlightSquares"],
        json::array({ { { "square", "d3" }, { "color", "suggest" }, { "animation", "glow" } } }))
        << endgame.dump();
}

TEST_F(GuidedApi, AMoveIsJudgedAndOnlyARightOneRevealsTheStep)
{
    auto r = post(kTactics + "1/move", { { "move", "d2d3" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], false);
    EXPECT_EQ(r.data()["answer"], "wrong-piece");
    EXPECT_EQ(r.data()["hintSquares"], json::array({ "f3" }));
    EXPECT_FALSE(r.data().contains("reveal"));
    EXPECT_FALSE(r.data().contains("reply"));

    r = post(kTactics + "1/move", { { "move", "f3h4" } });
    EXPECT_EQ(r.data()["correct"], false);
    EXPECT_EQ(r.data()["answer"], "hint");
    EXPECT_EQ(r.data()["hintSquares"], json::array({ "g5" }));

    r = post(kTactics + "1/move", { { "move", "f3g5" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["san"], "Ng5");
    EXPECT_EQ(r.data()["reply"], "h7h6");
    const auto& reveal = r.data()["reveal"];
    ASSERT_EQ(reveal["moveArrows"].size(), 2u) << reveal.dump();
    EXPECT_EQ(reveal["moveArrows"][0]["from"], "f3");
    EXPECT_EQ(reveal["moveArrows"][0]["to"], "g5");
    EXPECT_EQ(reveal["tooltip"]["square"], "g5");
    EXPECT_EQ(reveal["explanation"]["title"], "Two attackers, one defender");
    EXPECT_FALSE(r.data().contains("lineMove"));

    // s5 is judged in the line's position: after Ng5 h6.
    r = post(kTactics + "4/move", { { "move", "g5f7" } });
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["san"], "Nxf7");
    EXPECT_EQ(r.data()["reply"], "d8e7");
    // s9 takes any of its moves; nothing is played after it, so the learner's move stands.
    r = post(kTactics + "8/move", { { "move", "c4e2" } });
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["reply"], nullptr);
    EXPECT_FALSE(r.data().contains("lineMove"));
}

TEST_F(GuidedApi, ARightMoveOffTheLineSaysWhichMoveTheLessonGoesOnWith)
{
    const auto r = post("/api/lessons/opening-principles/guided/1/move", { { "move", "d2d4" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["lineMove"], "e2e4");
    EXPECT_EQ(r.data()["reply"], "d7d5");
}

TEST_F(GuidedApi, ShowMeGivesTheMoveAndWhatItReveals)
{
    const auto r = post(kTactics + "1/solution");
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["move"], "f3g5");
    EXPECT_EQ(r.data()["san"], "Ng5");
    EXPECT_EQ(r.data()["reveal"]["explanation"]["title"], "Two attackers, one defender");
    expect_not_found(post(kTactics + "3/solution"));
}

TEST_F(GuidedApi, AChoiceIsJudgedAndExplained)
{
    auto r = post(kTactics + "3/choice", { { "choice", 0 } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], false);
    EXPECT_EQ(r.data()["chosen"], 0);
    EXPECT_EQ(r.data()["nextStep"], "s5");
    EXPECT_EQ(r.data()["explanation"].get<std::string>().rfind("Safe, but it wastes", 0), 0u);
    r = post(kTactics + "3/choice", { { "choice", 1 } });
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["explanation"].get<std::string>().rfind("Yes. From f7", 0), 0u);
}

TEST_F(GuidedApi, JunkAndForgedRequestsAre400Or404)
{
    expect_bad(post(kTactics + "1/move"), "A body {move} is required");
    expect_bad(post(kTactics + "1/move", { { "move", 42 } }),
        "move must be a UCI move (like \"e2e4\" or \"e7e8q\")");
    expect_bad(post(kTactics + "1/move", { { "move", "f3f5" } }),
        "move f3f5 is not legal in this position");
    // A client that claims the step is solved, or names its own position, is not heard.
    {
        const auto r = post(kTactics + "1/move",
            { { "move", "a2a3" }, { "correct", true }, { "fen", "8/8/8/8/8/8/8/K6k w - - 0 1" } });
        EXPECT_EQ(r.data()["correct"], false) << r.body.dump();
    }
    expect_bad(post(kTactics + "3/choice"), "A body {choice} is required");
    expect_bad(post(kTactics + "3/choice", { { "choice", "1" } }),
        "choice must be a whole number (a choice index)");
    expect_bad(post(kTactics + "3/choice", { { "choice", 3 } }),
        "choice must be a choice index from 0 to 2");
    expect_bad(post(kTactics + "3/choice", { { "choice", -1 } }),
        "choice must be a choice index from 0 to 2");
    EXPECT_EQ(post(kTactics + "x/move", { { "move", "f3g5" } }).status, 400u);
    // Show me takes no fields, and still refuses a body that is no object.
    expect_bad(post(kTactics + "1/solution", json::array({ 1 })), "A JSON object is required");

    expect_not_found(post("/api/lessons/nope/guided/1/move", { { "move", "f3g5" } }));
    expect_not_found(post("/api/lessons/chess-101/guided/0/move", { { "move", "e2e4" } }));
    expect_not_found(post(kTactics + "99/move", { { "move", "f3g5" } }));
    // A step of another type takes no move, and a move step no choice.
    expect_not_found(post(kTactics + "3/move", { { "move", "f3g5" } }));
    expect_not_found(post(kTactics + "0/move", { { "move", "f3g5" } }));
    expect_not_found(post(kTactics + "1/choice", { { "choice", 0 } }));
}
