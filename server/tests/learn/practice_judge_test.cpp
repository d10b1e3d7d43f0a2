// The practice judge on real positions with the real Stockfish (engine pool): a won K+Q v K line
// played to mate is won with its stars, a stalemating move fails with the reason in words, a
// mate-in-N goal fails once the mate can no longer come in time, a hold-the-draw goal is won
// after its moves, and an illegal move changes nothing.
#include "learn/practice/practice_engine.hpp"
#include "learn/practice/practice_judge.hpp"

#include "chess/fen.hpp"

#include <gtest/gtest.h>

using namespace academy;
using namespace academy::learn::practice;

namespace {

PracticePosition position(std::string fen, Goal goal, int stars3 = 10, int stars2 = 20)
{
    PracticePosition p;
    p.id = "test";
    p.section = "checkmates";
    p.title = "Test";
    p.fen = std::move(fen);
    p.goal = goal;
    p.bot_level = 3;
    p.stars3 = stars3;
    p.stars2 = stars2;
    return p;
}

class PracticeJudge : public ::testing::Test {
protected:
    PracticeJudge()
        : pool({ .size = 1 })
        , engine(pool, engine::RequesterKey::server("test"))
    {
    }

    JudgedMove play(Attempt& a, const PracticePosition& p, const std::string& move)
    {
        auto r = judge_move(a, p, move, engine);
        EXPECT_TRUE(r.ok()) << move;
        return r.value();
    }

    engine::EnginePool pool;
    PoolEngine engine;
};

} // namespace

TEST_F(PracticeJudge, AWonQueenEndingPlayedToMateIsWonWithStars)
{
    const auto p = position("7k/8/5K2/8/8/8/8/Q7 w - - 0 1", { GoalKind::mate, 0, 0 }, 3, 6);
    auto a = start_attempt(p, "a", 0);
    JudgedMove last;
    // The player's moves are Stockfish's best; the defender is the level 3 bot.
    for (int i = 0; i < 20 && a.status == Status::playing; ++i) {
        engine::SearchLimits limits;
        limits.depth = 14;
        const auto best = pool.search(engine::RequesterKey::server("test"),
                                  chess::to_fen(a.game.position()), limits)
                              .best_move;
        last = play(a, p, best);
        if (last.status == Status::playing) {
            ASSERT_TRUE(last.bot.has_value());
            EXPECT_TRUE(last.goal_reachable);
            EXPECT_FALSE(last.bot->explanation.empty());
            EXPECT_EQ(last.fen, chess::to_fen(a.game.position()));
        }
    }
    EXPECT_EQ(last.status, Status::won) << last.reason;
    EXPECT_NE(last.reason.find("Checkmate!"), std::string::npos) << last.reason;
    EXPECT_FALSE(last.bot.has_value());
    EXPECT_EQ(last.stars, stars_for(p, last.moves_used));
    EXPECT_GE(last.stars, 1);
    EXPECT_EQ(a.status, Status::won);
}

TEST_F(PracticeJudge, AStalematingMoveFailsWithTheReason)
{
    const auto p = position("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", { GoalKind::mate, 0, 0 });
    auto a = start_attempt(p, "a", 0);
    const auto r = play(a, p, "Qf7");
    EXPECT_EQ(r.status, Status::failed);
    EXPECT_FALSE(r.goal_reachable);
    EXPECT_EQ(r.reason,
        "The game is drawn: stalemate: the black king is not in check but has no legal move, so "
        "the goal is lost.");
    EXPECT_EQ(r.user.uci, "f1f7");
    EXPECT_EQ(r.user.san, "Qf7");
    EXPECT_FALSE(r.bot.has_value());
    EXPECT_EQ(a.status, Status::failed);
}

TEST_F(PracticeJudge, LosingTheQueenFailsBecauseStockfishNoLongerSeesAWin)
{
    const auto p = position("8/8/8/4k3/8/8/8/4K2Q w - - 0 1", { GoalKind::mate, 0, 0 });
    auto a = start_attempt(p, "a", 0);
    const auto r = play(a, p, "h1e4"); // Qe4+?? Kxe4
    EXPECT_EQ(r.status, Status::failed);
    EXPECT_NE(r.reason.find("Stockfish no longer sees a win after Qe4+"), std::string::npos)
        << r.reason;
    EXPECT_NE(r.reason.find("Black's best answer is Kxe4."), std::string::npos) << r.reason;
}

TEST_F(PracticeJudge, AMateInNGoalFailsWhenTheMateComesTooLate)
{
    // Smothered mate: Qg8+ Rxg8 Nf7#. Nf7+ still mates, but not within the two moves.
    const auto p
        = position("r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", { GoalKind::mate_in, 2, 0 }, 2, 2);
    auto slow = start_attempt(p, "a", 0);
    const auto r = play(slow, p, "Nf7+");
    EXPECT_EQ(r.status, Status::failed);
    EXPECT_NE(r.reason.find("Stockfish still sees a mate after Nf7+, but in"), std::string::npos)
        << r.reason;
    EXPECT_NE(r.reason.find("you have 1 move left."), std::string::npos) << r.reason;

    auto fast = start_attempt(p, "b", 0);
    auto first = play(fast, p, "b3g8");
    ASSERT_EQ(first.status, Status::playing) << first.reason;
    ASSERT_TRUE(first.bot);
    EXPECT_EQ(first.bot->san, "Rxg8"); // the only legal reply
    EXPECT_EQ(
        first.bot->explanation, "Black (the level 3 bot) answered Rxg8, taking the queen on g8.");
    const auto second = play(fast, p, "h6f7");
    EXPECT_EQ(second.status, Status::won);
    EXPECT_EQ(second.stars, 3);
    EXPECT_EQ(second.moves_used, 2);
}

TEST_F(PracticeJudge, TheLastMoveOfAMateInOneThatIsNotMateFails)
{
    const auto p
        = position("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", { GoalKind::mate_in, 1, 0 }, 1, 1);
    auto a = start_attempt(p, "a", 0);
    const auto r = play(a, p, "Rd7");
    EXPECT_EQ(r.status, Status::failed);
    EXPECT_EQ(r.reason, "That was your last move of 1 move, and it was not mate.");
}

TEST_F(PracticeJudge, AnIllegalMoveChangesNothing)
{
    const auto p = position("7k/8/5K2/8/8/8/8/Q7 w - - 0 1", { GoalKind::mate, 0, 0 });
    auto a = start_attempt(p, "a", 0);
    for (const std::string move :
        { "a1a9", "Qh9", "e2e4", "", "Kg8", "a1h8q", "xxxxxxxxxxxxxxxxxxxx" }) {
        const auto r = judge_move(a, p, move, engine);
        ASSERT_FALSE(r.ok()) << move;
        EXPECT_EQ(r.error().message, "That move is not legal");
    }
    EXPECT_EQ(a.moves_used, 0);
    EXPECT_EQ(chess::to_fen(a.game.position()), p.fen);
}

TEST_F(PracticeJudge, HoldingADrawForItsMovesIsWon)
{
    // Black takes the opposition with Ke7 and keeps it: Stockfish's defence holds for 3 moves.
    const auto p = position("4k3/8/8/4K3/4P3/8/8/8 b - - 0 1", { GoalKind::draw_in, 3, 0 }, 3, 3);
    auto a = start_attempt(p, "a", 0);
    JudgedMove r;
    for (int i = 0; i < 3 && a.status == Status::playing; ++i) {
        engine::SearchLimits limits;
        limits.depth = 14;
        r = play(a, p,
            pool.search(
                    engine::RequesterKey::server("test"), chess::to_fen(a.game.position()), limits)
                .best_move);
    }
    EXPECT_EQ(r.status, Status::won) << r.reason;
    EXPECT_NE(r.reason.find("You held for 3 moves"), std::string::npos) << r.reason;
}

TEST_F(PracticeJudge, GivingUpTheOppositionFailsTheDraw)
{
    // Kd7? lets the white king to f6 in front of its pawn: a win for White.
    const auto p = position("4k3/8/8/4K3/4P3/8/8/8 b - - 0 1", { GoalKind::draw_in, 3, 0 }, 3, 3);
    auto a = start_attempt(p, "a", 0);
    const auto r = play(a, p, "Kd7");
    EXPECT_EQ(r.status, Status::failed);
    EXPECT_NE(
        r.reason.find("Stockfish now sees a win for White after Kd7: it rates the position +"),
        std::string::npos)
        << r.reason;
    EXPECT_NE(r.reason.find("White's best answer is K"), std::string::npos) << r.reason;
}

TEST_F(PracticeJudge, ASkewerWinsTheQueenAndAQuietMoveThrowsItAway)
{
    // Ra4+ drives the king off the fourth rank and Rxh4 takes the queen: 9 pawns' worth gained.
    const auto p
        = position("8/8/8/8/3k3q/8/8/R5K1 w - - 0 1", { GoalKind::gain_material, 2, 9 }, 2, 2);
    auto a = start_attempt(p, "a", 0);
    EXPECT_EQ(a.start_balance, -4);
    const auto first = play(a, p, "Ra4+");
    ASSERT_EQ(first.status, Status::playing) << first.reason;
    ASSERT_TRUE(first.bot);
    const auto second = play(a, p, "Rxh4");
    EXPECT_EQ(second.status, Status::won) << second.reason;
    EXPECT_EQ(second.reason, "You are up 9 pawns' worth of material on the start.");
    EXPECT_EQ(second.stars, 3);

    auto quiet = start_attempt(p, "b", 0);
    const auto r = play(quiet, p, "Kg2");
    EXPECT_EQ(r.status, Status::failed);
    EXPECT_NE(
        r.reason.find("Stockfish no longer sees you winning material after Kg2"), std::string::npos)
        << r.reason;
}
