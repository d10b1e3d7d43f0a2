// The content truth test (content/lessons/README.md, Truth). The best-move rule on scores made
// up by hand; the same rule with Debian's Stockfish on small positions (a mate in one with two
// mates where only one is accepted, a missing equal move, a legal "rule" move, an illegal FEN);
// and `verify_content` over the fixture content and over copies of it with one thing broken.
#include "learn/lessons/verify.hpp"

#include <gtest/gtest.h>

#include <filesystem>

using namespace academy::learn::lessons;
using academy::engine::Score;

namespace {

const std::filesystem::path kFixture = std::filesystem::path(ACADEMY_TEST_DATA) / "lessons";
const std::string kStockfish = "/usr/games/stockfish";

MoveScore cp(const std::string& move, int centipawns) { return { move, Score { centipawns, {} } }; }
MoveScore mate(const std::string& move, int n) { return { move, Score { 0, n } }; }

bool has(const std::vector<std::string>& problems, const std::string& part)
{
    for (const auto& p : problems)
        if (p.find(part) != std::string::npos)
            return true;
    return false;
}

std::string all(const std::vector<std::string>& problems)
{
    std::string out;
    for (const auto& p : problems)
        out += p + "\n";
    return out;
}

} // namespace

TEST(BestMoveRule, WinPercentIsLichesssCurve)
{
    // The lessons' rule uses the curve without Lichess's cap: a mate is 100 or 0.
    const auto win_percent = [](const Score& s) {
        return academy::engine::win_percent(s, academy::engine::WinCap::None);
    };
    EXPECT_DOUBLE_EQ(win_percent(Score { 0, {} }), 50.0);
    EXPECT_NEAR(win_percent(Score { 100, {} }), 59.1, 0.05);
    EXPECT_NEAR(win_percent(Score { -300, {} }), 24.9, 0.05);
    EXPECT_DOUBLE_EQ(win_percent(Score { 0, 3 }), 100.0);
    EXPECT_DOUBLE_EQ(win_percent(Score { 0, -1 }), 0.0);
    EXPECT_EQ(show_score(Score { 125, {} }), "+1.25");
    EXPECT_EQ(show_score(Score { -40, {} }), "-0.40");
    EXPECT_EQ(show_score(Score { 0, -2 }), "#-2");
}

TEST(BestMoveRule, AFasterMateRanksFirstAndASlowerLossToMateAboveAFasterOne)
{
    EXPECT_EQ(best_of({ mate("a", 3), mate("b", 1), cp("c", 900) }).move, "b");
    EXPECT_EQ(best_of({ mate("a", -1), mate("b", -4), cp("c", -900) }).move, "c");
    EXPECT_EQ(best_of({ mate("a", -1), mate("b", -4) }).move, "b");
}

TEST(BestMoveRule, AcceptedMovesStayWithinFiveWinPercent)
{
    const std::vector<MoveScore> scores
        = { cp("e2e4", 40), cp("d2d4", 35), cp("c2c4", 15), cp("g1h3", -60) };
    // e2e4 and d2d4 differ by under 1 win%: both must be accepted; c2c4 (2.3) may be.
    EXPECT_TRUE(best_rule_problems(scores, { "e2e4", "d2d4" }).empty());
    EXPECT_TRUE(best_rule_problems(scores, { "e2e4", "d2d4", "c2c4" }).empty());
    const auto missing = best_rule_problems(scores, { "e2e4" });
    ASSERT_EQ(missing.size(), 1u) << all(missing);
    EXPECT_TRUE(has(missing, "d2d4 (+0.35) is within 0.5 win% of the best e2e4 (+0.40)"));
    EXPECT_TRUE(has(missing, "must be accepted"));
    const auto weak = best_rule_problems(scores, { "e2e4", "d2d4", "g1h3" });
    ASSERT_EQ(weak.size(), 1u) << all(weak);
    EXPECT_TRUE(has(weak, "g1h3 (-0.60) is accepted but loses 9.2 win% against the best"));
    // The best itself is always required.
    EXPECT_TRUE(has(best_rule_problems(scores, { "d2d4" }), "e2e4 (+0.40) is the best move"));
}

TEST(BestMoveRule, WhenTheBestMatesEveryAcceptedMoveMatesAndEveryEqualMateIsAccepted)
{
    const std::vector<MoveScore> scores
        = { mate("a1a8", 2), mate("b1b8", 2), mate("h1h8", 4), cp("g1g2", 1500) };
    EXPECT_TRUE(best_rule_problems(scores, { "a1a8", "b1b8" }).empty());
    // A slower mate may be accepted too; a won position that does not mate may not.
    EXPECT_TRUE(best_rule_problems(scores, { "a1a8", "b1b8", "h1h8" }).empty());
    EXPECT_TRUE(has(best_rule_problems(scores, { "a1a8", "b1b8", "g1g2" }),
        "g1g2 (+15.00) is accepted but does not mate"));
    EXPECT_TRUE(has(best_rule_problems(scores, { "a1a8" }), "b1b8 mates in 2 as the best does"));
    EXPECT_TRUE(has(best_rule_problems(scores, { "zzzz" }), "no score for zzzz"));
}

TEST(TruthWithStockfish, AMateInOneWithTwoMatesFailsWhenOnlyOneIsAccepted)
{
    academy::puzzler::EngineProcess engine(kStockfish, 64);
    const std::string fen = "6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1";
    const auto one = check_position(&engine, fen, "best", { "a1a8" });
    EXPECT_TRUE(has(one, "b1b8 mates in 1 as the best does and must be accepted")) << all(one);
    EXPECT_TRUE(check_position(&engine, fen, "best", { "a1a8", "b1b8" }).empty());
    EXPECT_TRUE(has(check_position(&engine, fen, "best", { "a1a8", "b1b8", "a1a6" }), "a1a6 (+"));
}

TEST(TruthWithStockfish, AMissingEqualMoveFails)
{
    academy::puzzler::EngineProcess engine(kStockfish, 64);
    // Either knight takes the undefended queen.
    const std::string fen = "4k3/pp6/8/3q4/8/2N1N3/PP6/4K3 w - - 0 1";
    const auto one = check_position(&engine, fen, "best", { "e3d5" });
    ASSERT_EQ(one.size(), 1u) << all(one);
    EXPECT_TRUE(has(one, "c3d5 (")) << all(one);
    EXPECT_TRUE(has(one, "must be accepted"));
    EXPECT_TRUE(check_position(&engine, fen, "best", { "e3d5", "c3d5" }).empty());
    // A move that leaves the queen alive loses far more than 5 win%.
    EXPECT_TRUE(has(check_position(&engine, fen, "best", { "e3d5", "c3d5", "e1e2" }), "e1e2 (-"));
}

TEST(TruthWithStockfish, ALegalRuleMovePassesWhetherOrNotItIsBest)
{
    EXPECT_TRUE(check_position(
        nullptr, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rule", { "g1h3" })
                    .empty());
    EXPECT_TRUE(
        has(check_position(nullptr, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "rule", { "e2e5" }),
            "e2e5 is not legal here"));
    EXPECT_TRUE(
        has(check_position(nullptr, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "guess", { "e2e4" }),
            "kind must be best | rule"));
}

TEST(TruthWithStockfish, AnIllegalFenFails)
{
    EXPECT_TRUE(has(check_position(nullptr, "8/8/8/8/8/8/8/8 w - - 0 1", "rule", { "e2e4" }),
        "not a legal position"));
    // The side not to move is in check.
    EXPECT_TRUE(has(check_position(nullptr, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "rule", { "e1d1" }),
        "not a legal position"));
    // Four fields are not enough for content.
    EXPECT_TRUE(has(check_position(nullptr, "4k3/8/8/8/8/8/8/4K2R w K -", "rule", { "e1g1" }),
        "all six fields"));
}

namespace {

VerifyReport verify(const CatalogueLoad& load, bool allow_incomplete = true)
{
    VerifyOptions o;
    o.stockfish = kStockfish;
    o.jobs = 2;
    o.allow_incomplete = allow_incomplete;
    return verify_content(load, o);
}

std::string all(const std::vector<Failure>& failures)
{
    std::string out;
    for (const auto& f : failures)
        out += describe(f) + "\n";
    return out;
}

bool has(const std::vector<Failure>& failures, const std::string& file_end,
    const std::string& place, const std::string& part)
{
    for (const auto& f : failures)
        if (f.file.ends_with(file_end) && f.place == place
            && f.reason.find(part) != std::string::npos)
            return true;
    return false;
}

Lesson& lesson(CatalogueLoad& load, const std::string& id)
{
    for (auto& l : load.catalogue.lessons)
        if (l.id == id)
            return l;
    throw std::runtime_error("no lesson " + id);
}

} // namespace

TEST(VerifyContent, TheFixturePassesWithTheCountChecksSkipped)
{
    const auto load = load_catalogue(kFixture);
    const auto report = verify(load);
    EXPECT_TRUE(report.failures.empty()) << all(report.failures);
    // chess-101 1, hanging-pieces 2, interactive 1, academy lesson 1, academy puzzle 2 solver
    // moves.
    EXPECT_EQ(report.positions, 7);
    EXPECT_EQ(report.files, 6);
    // 46 lesson files, interactive 2-5, 6 academy lessons and 11 academy puzzles are missing.
    EXPECT_EQ(report.incomplete.size(), 46u + 4u + 6u + 1u) << all(report.incomplete);
    EXPECT_TRUE(has(report.incomplete, "academy/lessons.json", "lessons",
        "the academy lesson tactics-002 is missing"));
    EXPECT_TRUE(has(report.incomplete, "academy/puzzles.json", "puzzles", "1 written so far"));

    const auto strict = verify(load, false);
    EXPECT_EQ(strict.failures.size(), report.incomplete.size()) << all(strict.failures);
    EXPECT_TRUE(strict.incomplete.empty());
}

TEST(VerifyContent, EachBrokenThingIsNamedByFileAndPlace)
{
    auto load = load_catalogue(kFixture);
    auto& basics = lesson(load, "chess-101");
    basics.modules[2].positions[2].accepted = { "a1a7" }; // not mate
    basics.modules[2].positions[0].accepted = { "e2e5" }; // not legal
    basics.modules[1].moves[2] = "g1g3"; // the demo line breaks
    basics.modules[4].questions[1].correct = 2; // two options only
    basics.modules[0].content = "Too short.";
    basics.duration = 10;
    auto& hanging = lesson(load, "hanging-pieces");
    hanging.modules[1].positions[1].kind = "rule"; // one "best" position left
    hanging.modules[1].positions[0].fen = "4k3/pp6/8/3q4/8/2N1N3/PP6/4K3 w - -";
    hanging.modules[2].count = 3; // the library has two
    hanging.modules[0].content += "\n\nThe board has sixty-four squares in eight files and eight "
                                  "ranks.";
    basics.modules[0].content += "\n\nThe board has sixty-four squares in eight files and eight "
                                 "ranks.";
    load.catalogue.interactive[0].steps.pop_back();
    load.catalogue.academy_lessons[0].positions[0].annotations.pop_back();
    load.catalogue.academy_lessons[0].positions[1].correct_moves = { "c4f7" };
    auto& puzzle = load.catalogue.academy_puzzles[0];
    puzzle.points = 400;
    puzzle.solution[2] = "b1b6"; // mates, but in 2 more: not the best
    puzzle.moves_to_mate = 2;

    const auto report = verify(load);
    const auto& f = report.failures;
    const std::string b = "basics/chess-101.json";
    const std::string h = "beginner-fundamentals/hanging-pieces.json";
    SCOPED_TRACE(all(f));
    EXPECT_TRUE(has(f, b, "modules[2].positions[2]", "a1a7"));
    EXPECT_TRUE(has(f, b, "modules[2].positions[2]", "a1a8 mates in 1 as the best does"));
    EXPECT_TRUE(has(f, b, "modules[2].positions[0].accepted[0]", "e2e5 is not legal here"));
    EXPECT_TRUE(has(f, b, "modules[1].moves[2]", "g1g3 is not legal in"));
    EXPECT_TRUE(has(f, b, "modules[4].questions[1].correct", "2 is not the index of an option"));
    EXPECT_TRUE(has(f, b, "modules[0].content", "at least 200 words"));
    EXPECT_TRUE(has(f, b, "duration", "20-120"));
    EXPECT_TRUE(has(f, h, "modules", "at least 2 \"best\" practice positions, not 1"));
    EXPECT_TRUE(has(f, h, "modules[1].positions[0].fen", "all six fields"));
    EXPECT_TRUE(has(f, h, "modules[2]", "fewer than the count 3"));
    EXPECT_TRUE(has(f, h, "modules[0].content", "is also in lesson chess-101")
        || has(f, b, "modules[0].content", "is also in lesson hanging-pieces"));
    EXPECT_TRUE(has(f, "interactive/1.json", "steps", "at least 8 steps, not 7"));
    EXPECT_TRUE(has(f, "academy/lessons.json", "lessons[0].positions[0].annotations",
        "7 moves, 6 annotations"));
    EXPECT_TRUE(has(f, "academy/lessons.json", "lessons[0].positions[1]",
        "c4f7 (")); // Bxf7+ does not mate while Qxf7 does
    EXPECT_TRUE(has(f, "academy/puzzles.json", "puzzles[0].points", "50-300"));
    EXPECT_TRUE(has(f, "academy/puzzles.json", "puzzles[0].solution[2]", "b1a1 mates in 1"));
    EXPECT_TRUE(has(f, "academy/puzzles.json", "puzzles[0].movesToMate", "does not end in mate"));
}

TEST(VerifyContent, GuidedPracticeIsPlayedInSequence)
{
    auto load = load_catalogue(kFixture);
    auto& l = lesson(load, "hanging-pieces");
    Module m;
    m.id = "guided-practice";
    m.title = "Guided Practice";
    m.type = "guided-practice";
    GuidedPractice g;
    g.initial_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    g.bot_level = 3;
    g.theme = "Development";
    g.objectives = { "Develop" };
    GuidedStep s1;
    s1.id = "s1";
    s1.title = "Centre";
    s1.description = "Take the centre.";
    s1.step_type = "user-move";
    s1.allowed_moves = { { "e2", "e4" }, { "d2", "d4" } };
    s1.suggested_move = "e2e4";
    s1.highlight_squares = { { "e4", "suggest", "pulse" } };
    s1.explanation = StepExplanation { "The centre", "A pawn on e4 controls d5 and f5.", "left" };
    GuidedStep s2 = s1;
    s2.id = "s2";
    s2.step_type = "computer-move";
    s2.allowed_moves.clear();
    s2.suggested_move.reset();
    s2.computer_move = "e7e5";
    GuidedStep s3 = s1;
    s3.id = "s3";
    s3.allowed_moves = { { "g1", "f3" } };
    s3.suggested_move = "g1f3";
    GuidedStep s4 = s3;
    s4.id = "s4";
    s4.step_type = "choice";
    s4.choices = { { "Go on", "Why", "s1", true } };
    g.steps = { s1, s2, s3, s4 };
    m.guided_practice = g;
    l.modules.push_back(m);
    // hanging-pieces has no guided practice in the catalogue: that alone is a failure.
    auto report = verify(load);
    EXPECT_TRUE(has(report.failures, "hanging-pieces.json", "modules",
        "only opening-principles, basic-tactics, king-safety and basic-endgames"))
        << all(report.failures);
    EXPECT_EQ(report.failures.size(), 1u) << all(report.failures);

    auto& steps = l.modules.back().guided_practice->steps;
    steps[1].computer_move = "e7e4"; // illegal after 1. e4
    steps[2].allowed_moves = { { "g1", "f4" } };
    steps[2].highlight_squares = { { "f3", "purple", "spin" } };
    steps[3].choices[0].next_step = "s9";
    steps[3].choices[0].correct = false; // the server could not judge the choice
    steps[0].explanation->position = "middle";
    steps[0].description = "Play e4 to take the centre."; // read before the move
    report = verify(load);
    const auto& f = report.failures;
    const std::string gp = "modules[4].guidedPractice.steps";
    EXPECT_TRUE(has(f, "hanging-pieces.json", gp + "[1].computerMove[0]", "e7e4 is not legal"))
        << all(f);
    EXPECT_TRUE(has(f, "hanging-pieces.json", gp + "[2].suggestedMove", "not among the allowed"));
    EXPECT_TRUE(has(f, "hanging-pieces.json", gp + "[2].highlightSquares[0].color", "suggest"));
    EXPECT_TRUE(has(f, "hanging-pieces.json", gp + "[2].highlightSquares[0].animation", "pulse"));
    EXPECT_TRUE(has(f, "hanging-pieces.json", gp + "[3].choices[0].nextStep", "s9"));
    EXPECT_TRUE(has(f, "hanging-pieces.json", gp + "[3].choices",
        "exactly one choice must be \"correct\": true, not 0"));
    EXPECT_TRUE(has(
        f, "hanging-pieces.json", gp + "[0].explanation.position", "top | bottom | left | right"));
    EXPECT_TRUE(has(f, "hanging-pieces.json", gp + "[0].description",
        "the text read before the move names the answer e4 (e2e4)"));
}

TEST(VerifyContent, MalformedAndUnlistedFilesAreFailuresEvenWhenIncompleteIsAllowed)
{
    auto load = load_catalogue(kFixture);
    load.malformed.push_back({ "content/academy/lessons.json", "lessons[0]", "must be an object" });
    load.unlisted.push_back("content/lessons/curriculum/basics/extra.json");
    const auto report = verify(load);
    EXPECT_TRUE(has(report.failures, "academy/lessons.json", "lessons[0]", "must be an object"));
    EXPECT_TRUE(has(report.failures, "extra.json", "", "does not list"));
}
