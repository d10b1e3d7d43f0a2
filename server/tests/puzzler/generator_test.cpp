// The generator is deterministic for a seed whatever the number of workers, and every puzzle it
// writes passes `verify` (the same engine check, replayed). Small node limits keep it short.
#include "puzzler/generator.hpp"
#include "puzzler/puzzle_validation.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

using namespace academy::puzzler;

namespace {

GenerateOptions small(int threads)
{
    GenerateOptions o;
    o.games = 6;
    o.seed = 7;
    o.threads = threads;
    o.play_nodes = 1500;
    o.check.nodes = 20000;
    o.max_plies = 90;
    return o;
}

} // namespace

TEST(Generator, SameSeedSamePuzzlesWhateverTheWorkers)
{
    if (!std::filesystem::exists("/usr/games/stockfish"))
        GTEST_SKIP() << "Stockfish is not installed";
    const auto one = generate(small(1));
    const auto two = generate(small(2));
    ASSERT_EQ(one.size(), two.size());
    for (std::size_t i = 0; i < one.size(); ++i)
        EXPECT_EQ(to_csv_row(one[i]), to_csv_row(two[i]));
}

TEST(Generator, EveryPuzzleItWritesPassesVerify)
{
    if (!std::filesystem::exists("/usr/games/stockfish"))
        GTEST_SKIP() << "Stockfish is not installed";
    auto o = small(2);
    o.games = 10;
    o.seed = 3;
    const auto puzzles = generate(o);
    ASSERT_FALSE(puzzles.empty()) << "seed 3 makes puzzles at these limits";
    EngineProcess engine(o.stockfish);
    for (const auto& p : puzzles) {
        EXPECT_EQ(validate_puzzle(p), "") << p.id;
        EXPECT_EQ(check_line(engine, p.fen, p.moves, o.check), "") << to_csv_row(p);
        EXPECT_EQ(p.moves.size() % 2, 0u);
        EXPECT_GE(p.rating, 400);
    }
}

TEST(Verify, RejectsALineWhoseSolverMoveIsNotTheOnlyGoodOne)
{
    if (!std::filesystem::exists("/usr/games/stockfish"))
        GTEST_SKIP() << "Stockfish is not installed";
    EngineProcess engine("/usr/games/stockfish");
    CheckLimits limits;
    limits.nodes = 20000;
    // Back-rank mate in one (Lichess 001KR, CC0) passes; a quiet king move instead fails.
    const std::string fen = "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28";
    EXPECT_EQ(check_line(engine, fen, { "h8g8", "f1f8" }, limits), "");
    EXPECT_NE(check_line(engine, fen, { "h8g8", "h1g1" }, limits), "");
}

TEST(Generator, EndgameStartsGivePawnEndingPuzzles)
{
    if (!std::filesystem::exists("/usr/games/stockfish"))
        GTEST_SKIP() << "Stockfish is not installed";
    auto o = small(2);
    o.games = 8;
    o.seed = 11;
    o.endgame_share = 1.0;
    const auto puzzles = generate(o);
    ASSERT_FALSE(puzzles.empty()) << "facing pawns give mistakes at these limits";
    int pawn_endings = 0;
    for (const auto& p : puzzles) {
        EXPECT_EQ(validate_puzzle(p), "") << p.id;
        const std::string board = p.fen.substr(0, p.fen.find(' '));
        // Every game began with kings and pawns only; a promotion may add a piece later.
        if (board.find_first_not_of("kpKP/12345678") == std::string::npos)
            ++pawn_endings;
        if (std::find(p.themes.begin(), p.themes.end(), "pawnEndgame") != p.themes.end())
            EXPECT_EQ(board.find_first_not_of("kpKP/12345678"), std::string::npos) << p.fen;
    }
    EXPECT_GT(pawn_endings, 0);
}

TEST(Generator, HuntingForThemesKeepsOnlyThoseThemes)
{
    if (!std::filesystem::exists("/usr/games/stockfish"))
        GTEST_SKIP() << "Stockfish is not installed";
    auto o = small(2);
    o.games = 8;
    o.seed = 5;
    o.wanted_themes = { "hangingPiece" };
    const auto puzzles = generate(o);
    ASSERT_FALSE(puzzles.empty()) << "hanging pieces are common enough to find in 8 games";
    EngineProcess engine(o.stockfish);
    for (const auto& p : puzzles) {
        EXPECT_NE(std::find(p.themes.begin(), p.themes.end(), "hangingPiece"), p.themes.end())
            << to_csv_row(p);
        EXPECT_EQ(check_line(engine, p.fen, p.moves, o.check), "") << to_csv_row(p);
    }
}
