// The puzzle answers on the wire (net/puzzle_json.cpp): one example of every view, byte for byte
// as clients have always received it — sorted keys, whole numbers as integers, rates as doubles,
// nulls where nothing was rated.
#include "net/puzzle_json.hpp"

#include <gtest/gtest.h>

using namespace academy;

namespace {

learn::PuzzleView sample_puzzle()
{
    learn::PuzzleView p;
    p.id = "p1";
    p.title = "Mate in 1";
    p.description = "Black to play. Find the mate in 1.";
    p.fen = "6Qk/8/8/8/8/8/8/5R1K b - - 0 28";
    p.initial_move = "h8g8";
    p.solver_moves = 1;
    p.rating = 800;
    p.rating_deviation = 75;
    p.tags = { "mate", "mateIn1" };
    p.theme = "mateIn1";
    p.plays = 3;
    p.orientation = "black";
    p.source = "academy";
    return p;
}

const std::string kPuzzle = R"({"description":"Black to play. Find the mate in 1.",)"
                            R"("fen":"6Qk/8/8/8/8/8/8/5R1K b - - 0 28","id":"p1",)"
                            R"("initialMove":"h8g8",)"
                            R"("orientation":"black","plays":3,"rating":800,)"
                            R"("ratingDeviation":75,"solverMoves":1,"source":"academy",)"
                            R"("tags":["mate","mateIn1"],"theme":"mateIn1","title":"Mate in 1"})";

} // namespace

TEST(PuzzleJson, Puzzle) { EXPECT_EQ(net::puzzle_json(sample_puzzle()).dump(), kPuzzle); }

TEST(PuzzleJson, PuzzleWithoutMoves)
{
    learn::PuzzleView p;
    p.id = "x";
    EXPECT_EQ(net::puzzle_json(p).dump(),
        R"({"description":"","fen":"","id":"x","initialMove":"","orientation":"",)"
        R"("plays":0,"rating":0,"ratingDeviation":0,"solverMoves":0,"source":"","tags":[],)"
        R"("theme":"","title":""})");
}

TEST(PuzzleJson, Sets)
{
    learn::SetsView v;
    v.sets.push_back({ "forks", "Forks", "Attack two.", "Beginner", "600-1200", 2, 100, 1,
        { "fork" }, { "a", "b" } });
    v.learning_path.push_back({ "Beginner", "400-1000", 400, 1000 });
    v.library_total = 5000;
    EXPECT_EQ(net::sets_json(v).dump(),
        R"({"learningPath":[{"level":"Beginner","maxRating":1000,"minRating":400,)"
        R"("ratingRange":"400-1000"}],"libraryTotal":5000,"sets":[{"completed":1,)"
        R"("description":"Attack two.","difficulty":"Beginner","id":"forks",)"
        R"("puzzleIds":["a","b"],"ratingRange":"600-1200","targetTotal":100,)"
        R"("themes":["fork"],"title":"Forks","totalPuzzles":2}]})");
    EXPECT_EQ(net::sets_json({}).dump(), R"({"learningPath":[],"libraryTotal":0,"sets":[]})");
}

TEST(PuzzleJson, SetDetail)
{
    learn::SetDetail s;
    s.id = "checkmate-patterns";
    s.title = "Checkmate Patterns";
    s.description = "Mates.";
    s.difficulty = "Beginner";
    s.rating_range = "400-1000";
    s.total_puzzles = 1;
    s.target_total = 50;
    s.completed = 0;
    s.puzzles = { sample_puzzle() };
    EXPECT_EQ(net::set_detail_json(s).dump(),
        R"({"completed":0,"description":"Mates.","difficulty":"Beginner",)"
        R"("id":"checkmate-patterns","puzzles":[)"
            + kPuzzle
            + R"(],"ratingRange":"400-1000","solvedIds":[],"targetTotal":50,)"
              R"("title":"Checkmate Patterns","totalPuzzles":1})");
}

TEST(PuzzleJson, NextPuzzle)
{
    EXPECT_EQ(net::next_puzzle_json({ sample_puzzle(), 1523, 210 }).dump(),
        R"({"player":{"rating":1523,"ratingDeviation":210},"puzzle":)" + kPuzzle + "}");
}

TEST(PuzzleJson, DailyPuzzleIsThePuzzleWithItsDate)
{
    EXPECT_EQ(net::daily_puzzle_json({ sample_puzzle(), "2026-11-25" }).dump(),
        R"({"date":"2026-11-25",)" + kPuzzle.substr(1));
}

TEST(PuzzleJson, RatingChange)
{
    EXPECT_EQ(net::rating_change_json({ 1500, 1562, 62, 290, std::nullopt }).dump(),
        R"({"after":1562,"before":1500,"change":62,"ratingDeviation":290})");
    EXPECT_EQ(net::rating_change_json({ 1500, 1438, -62, 290, 0.09 }).dump(),
        R"({"after":1438,"before":1500,"change":-62,"ratingDeviation":290,"volatility":0.09})");
}

TEST(PuzzleJson, AttemptResult)
{
    learn::AttemptResult a;
    a.puzzle_id = "p1";
    a.solved = true;
    a.mistakes = 0;
    a.moves_matched = 1;
    a.first_try = true;
    a.rated = true;
    a.xp = 65;
    a.speed_bonus = true;
    a.player_rating = learn::RatingChangeView { 1500, 1562, 62, 290, std::nullopt };
    a.puzzle_rating = learn::RatingChangeView { 800, 790, -10, 480, std::nullopt };
    a.solution = { "f1f8" };
    a.solution_san = { "Rf8#" };
    EXPECT_EQ(net::attempt_result_json(a).dump(),
        R"({"correct":true,"firstTry":true,"mistakes":0,"movesMatched":1,"perfect":true,)"
        R"("playerRating":{"after":1562,"before":1500,"change":62,"ratingDeviation":290},)"
        R"("puzzleId":"p1","puzzleRating":{"after":790,"before":800,"change":-10,)"
        R"("ratingDeviation":480},"rated":true,"solution":["f1f8"],"solutionSan":["Rf8#"],)"
        R"("solved":true,"speedBonus":true,"xp":65})");

    learn::AttemptResult wrong;
    wrong.puzzle_id = "p2";
    wrong.mistakes = 2;
    wrong.solution = { "g2a8", "c7b8", "a8b8" };
    EXPECT_EQ(net::attempt_result_json(wrong).dump(),
        R"({"correct":false,"firstTry":false,"mistakes":2,"movesMatched":0,"perfect":false,)"
        R"("playerRating":null,"puzzleId":"p2","puzzleRating":null,"rated":false,)"
        R"("solution":["g2a8","c7b8","a8b8"],"solutionSan":[],"solved":false,"speedBonus":false,)"
        R"("xp":0})");
}

TEST(PuzzleJson, JudgedMove)
{
    learn::JudgedMove next;
    next.verdict = learn::MoveVerdict::next;
    next.moves_done = 1;
    next.san = "Qa8+";
    next.reply_uci = "c7b8";
    next.reply_san = "Qb8";
    EXPECT_EQ(net::judged_move_json(next).dump(),
        R"({"movesDone":1,"reply":{"san":"Qb8","uci":"c7b8"},"result":"next","san":"Qa8+"})");

    learn::JudgedMove wrong;
    wrong.san = "Qg5";
    wrong.attempt = learn::AttemptResult {};
    wrong.attempt->puzzle_id = "p2";
    const auto j = net::judged_move_json(wrong);
    EXPECT_EQ(j["result"], "wrong");
    EXPECT_FALSE(j.contains("reply"));
    EXPECT_EQ(j["attempt"]["puzzleId"], "p2");
}

TEST(PuzzleJson, AWrongMoveCarriesTheServersHintOnlyWhenGiven)
{
    learn::JudgedMove wrong;
    wrong.san = "Qg5";
    EXPECT_FALSE(net::judged_move_json(wrong).contains("hint"));
    wrong.hint_from = "g2";
    wrong.hint_to = "a8";
    EXPECT_EQ(net::judged_move_json(wrong)["hint"].dump(), R"({"from":"g2","to":"a8"})");
}

TEST(PuzzleJson, ThemeStats)
{
    EXPECT_EQ(net::theme_stats_json({ "fork", "Fork", 2, 0.5, 1312 }).dump(),
        R"({"attempts":2,"firstTryRate":0.5,"performance":1312,"theme":"fork","title":"Fork"})");
}

TEST(PuzzleJson, Dashboard)
{
    learn::Dashboard d;
    d.attempts = 2;
    d.solved = 2;
    d.first_try_rate = 1.0;
    d.themes = { { "mateIn1", "Mate in 1", 2, 1.0, 1200 } };
    d.strong_themes = { "mateIn1" };
    d.rating = 1512;
    EXPECT_EQ(net::dashboard_json(d).dump(),
        R"({"attempts":2,"firstTryRate":1.0,"rating":1512,"solved":2,"strongThemes":["mateIn1"],)"
        R"("themes":[{"attempts":2,"firstTryRate":1.0,"performance":1200,"theme":"mateIn1",)"
        R"("title":"Mate in 1"}],"weakThemes":[]})");
    EXPECT_EQ(net::dashboard_json({}).dump(),
        R"({"attempts":0,"firstTryRate":0.0,"rating":null,"solved":0,"strongThemes":[],)"
        R"("themes":[],"weakThemes":[]})");
}
