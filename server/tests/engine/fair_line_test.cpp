// The engine pool's waiting line (engine/fair_line.hpp), step by step without processes: who
// gets the next free engine.
#include "engine/fair_line.hpp"

#include <gtest/gtest.h>

#include <vector>

using namespace academy::engine;

namespace {

using Ticket = FairLine::Ticket;

// Serves every waiter the free engines allow; the tickets served, in order.
std::vector<Ticket> serve_all(FairLine& line)
{
    std::vector<Ticket> out;
    while (const auto t = line.serve())
        out.push_back(*t);
    return out;
}

} // namespace

TEST(FairLine, AnotherRequestersJobIsServedBeforeTheRestOfOnesQueue)
{
    FairLine line({ .engines = 1, .play_reserve = 0 });
    const auto a1 = line.join("A", Urgency::analysis);
    EXPECT_EQ(serve_all(line), std::vector<Ticket> { a1 });
    for (int i = 0; i < 4; ++i)
        line.join("A", Urgency::analysis);
    const auto b1 = line.join("B", Urgency::analysis);
    EXPECT_TRUE(serve_all(line).empty()); // the one engine is A's
    line.release("A", Urgency::analysis);
    EXPECT_EQ(line.serve(), b1); // not A's four others first
    EXPECT_EQ(line.waiting_for("A"), 4);
}

TEST(FairLine, RequestersAreServedInTurnFirstComeFirstServedWithinOne)
{
    FairLine line({ .engines = 1, .play_reserve = 0, .max_waiting_per_requester = 8 });
    const auto a0 = line.join("A", Urgency::analysis);
    ASSERT_EQ(line.serve(), a0);
    const auto a1 = line.join("A", Urgency::analysis);
    const auto a2 = line.join("A", Urgency::analysis);
    const auto b1 = line.join("B", Urgency::analysis);
    const auto b2 = line.join("B", Urgency::analysis);
    const auto c1 = line.join("C", Urgency::analysis);
    std::vector<Ticket> order;
    std::string holder = "A";
    for (int i = 0; i < 5; ++i) {
        line.release(holder, Urgency::analysis);
        const auto t = line.serve();
        ASSERT_TRUE(t);
        order.push_back(*t);
        holder = *t == a1 || *t == a2 ? "A" : *t == c1 ? "C" : "B";
    }
    // B and C were never served, so they come before A's second; then in turn.
    EXPECT_EQ(order, (std::vector<Ticket> { b1, c1, a1, b2, a2 }));
}

TEST(FairLine, WithTwoEnginesOneRequesterHoldsOneWhileAnotherWaits)
{
    FairLine line({ .engines = 2, .play_reserve = 0, .max_waiting_per_requester = 8 });
    for (int i = 0; i < 6; ++i)
        line.join("A", Urgency::analysis);
    EXPECT_EQ(serve_all(line).size(), 2u); // nobody else waits: A may hold both
    for (int i = 0; i < 3; ++i)
        line.join("B", Urgency::analysis);
    // Engines come back one at a time, A's and B's in turn; from the first, while B waits, A
    // never gets a second one back (by turn alone A, served longest ago, would at step 1).
    for (int step = 0; step < 6 && line.waiting() > 0; ++step) {
        const bool a_gives_back = step % 2 == 0 || line.held_by("B") == 0;
        line.release(a_gives_back ? "A" : "B", Urgency::analysis);
        serve_all(line);
        EXPECT_EQ(line.held(), 2);
        if (line.waiting_for("B") > 0)
            EXPECT_LE(line.held_by("A"), 1) << "step " << step;
    }
}

TEST(FairLine, TheCapPassesOverARequesterAtItsShareEvenWhenItsTurnCame)
{
    // Four engines, all A's when B arrives: B gets engines until both hold their share of two,
    // although A, served longest ago, would be next by turn alone.
    FairLine line({ .engines = 4, .play_reserve = 0, .max_waiting_per_requester = 8 });
    for (int i = 0; i < 8; ++i)
        line.join("A", Urgency::analysis);
    EXPECT_EQ(serve_all(line).size(), 4u);
    for (int i = 0; i < 4; ++i)
        line.join("B", Urgency::analysis);
    line.release("A", Urgency::analysis);
    serve_all(line);
    EXPECT_EQ(line.held_by("B"), 1);
    line.release("A", Urgency::analysis);
    serve_all(line);
    EXPECT_EQ(line.held_by("A"), 2);
    EXPECT_EQ(line.held_by("B"), 2);
    // From here each gives back to itself: two each.
    line.release("A", Urgency::analysis);
    serve_all(line);
    EXPECT_EQ(line.held_by("A"), 2);
    line.release("B", Urgency::analysis);
    serve_all(line);
    EXPECT_EQ(line.held_by("B"), 2);
}

TEST(FairLine, ARequesterAtItsShareStillGetsAnEngineNobodyElseWaitsFor)
{
    FairLine line({ .engines = 2, .play_reserve = 0 });
    line.join("A", Urgency::analysis);
    line.join("B", Urgency::analysis);
    EXPECT_EQ(serve_all(line).size(), 2u);
    line.join("A", Urgency::analysis);
    line.release("B", Urgency::analysis);
    // B has nothing waiting: the free engine goes to A rather than stay idle.
    EXPECT_TRUE(line.serve().has_value());
    EXPECT_EQ(line.held_by("A"), 2);
}

TEST(FairLine, AMoveOfAGameTakesTheEngineAnalysesMayNot)
{
    FairLine line({ .engines = 2, .play_reserve = 1 });
    for (int i = 0; i < 4; ++i)
        line.join("A", Urgency::analysis);
    EXPECT_EQ(serve_all(line).size(), 1u); // analyses hold at most one of the two
    EXPECT_EQ(line.held(), 1);
    const auto move = line.join("B", Urgency::play);
    EXPECT_EQ(line.serve(), move); // at once, with A's three analyses waiting
    // An analysis of another requester waits for the analyses' engine, not the one for moves.
    line.join("C", Urgency::analysis);
    line.release("B", Urgency::play);
    EXPECT_FALSE(line.serve().has_value());
}

TEST(FairLine, MovesOfGamesAreServedBeforeAnalysesInTheLine)
{
    FairLine line({ .engines = 1, .play_reserve = 0, .max_waiting_per_requester = 8 });
    line.join("A", Urgency::analysis);
    ASSERT_TRUE(line.serve());
    line.join("B", Urgency::analysis);
    const auto move = line.join("C", Urgency::play);
    line.release("A", Urgency::analysis);
    EXPECT_EQ(line.serve(), move);
}

TEST(FairLine, AOneEnginePoolKeepsNoEngineFromAnalyses)
{
    FairLine line({ .engines = 1, .play_reserve = 1 });
    EXPECT_EQ(line.analysis_limit(), 1);
    line.join("A", Urgency::analysis);
    EXPECT_TRUE(line.serve().has_value());
}

TEST(FairLine, OneRequesterCannotFillTheLine)
{
    FairLine line(
        { .engines = 1, .play_reserve = 0, .max_waiting = 16, .max_waiting_per_requester = 4 });
    line.join("A", Urgency::analysis);
    ASSERT_TRUE(line.serve());
    // As the pool asks: each newcomer is checked when it joins.
    for (int i = 0; i < 4; ++i)
        EXPECT_FALSE(line.over_limit(line.join("A", Urgency::analysis))) << i;
    const auto fifth = line.join("A", Urgency::analysis);
    EXPECT_TRUE(line.over_limit(fifth)); // A's fifth waiter is refused...
    line.leave(fifth);
    const auto b = line.join("B", Urgency::analysis);
    EXPECT_FALSE(line.over_limit(b)); // ...another requester's first is not
    EXPECT_EQ(line.waiting(), 5);
}
