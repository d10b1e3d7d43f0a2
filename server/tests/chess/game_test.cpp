// Every way a game ends, each shown by a position or a move sequence.
#include <gtest/gtest.h>

#include "chess/game.hpp"
#include "chess/material.hpp"
#include "test_util.hpp"

namespace academy::chess {
namespace {

    Game game_from(std::string_view fen)
    {
        Result<Game> g = Game::from_fen(fen);
        EXPECT_TRUE(g.ok()) << fen;
        return g.ok() ? g.value() : Game();
    }

    void play_all(Game& g, std::initializer_list<const char*> sans)
    {
        for (const char* san : sans)
            ASSERT_TRUE(g.play_san(san).ok()) << san;
    }

    TEST(Game, Checkmate)
    {
        Game g;
        play_all(g, { "f3", "e5", "g4", "Qh4#" });
        EXPECT_EQ(g.status(), (GameResult { Outcome::BlackWins, Reason::Checkmate }));
        EXPECT_EQ(outcome_string(g.status().outcome), "0-1");
        EXPECT_EQ(reason_string(g.status().reason), "checkmate");
        EXPECT_FALSE(g.play_san("a3").ok()); // no moves after the end
    }

    TEST(Game, Stalemate)
    {
        EXPECT_EQ(game_from("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").status(),
            (GameResult { Outcome::Draw, Reason::Stalemate }));
    }

    TEST(Game, InsufficientMaterial)
    {
        const GameResult draw { Outcome::Draw, Reason::InsufficientMaterial };
        EXPECT_EQ(game_from("8/8/4k3/8/8/3K4/8/8 w - - 0 1").status(), draw); // K v K
        EXPECT_EQ(game_from("8/8/4k3/8/8/3KB3/8/8 w - - 0 1").status(), draw); // K+B v K
        EXPECT_EQ(game_from("8/8/4k3/8/8/3KN3/8/8 w - - 0 1").status(), draw); // K+N v K
        EXPECT_EQ(game_from("8/8/2b1k3/8/8/3K4/4B3/8 w - - 0 1").status(),
            draw); // bishops both on light squares
        EXPECT_EQ(game_from("8/8/1b2k3/8/8/3K4/4B3/8 w - - 0 1").status().outcome,
            Outcome::Ongoing); // opposite colours
        EXPECT_EQ(game_from("8/8/4k3/8/8/3KNN2/8/8 w - - 0 1").status().outcome,
            Outcome::Ongoing); // two knights
        EXPECT_EQ(game_from("8/8/4k3/8/8/3KP3/8/8 w - - 0 1").status().outcome, Outcome::Ongoing);
        // Reached by a capture during play.
        Game g = game_from("8/8/4k3/8/8/3K4/4r3/8 w - - 0 1");
        ASSERT_TRUE(g.play_san("Kxe2").ok());
        EXPECT_EQ(g.status(), draw);
    }

    TEST(Game, ThreefoldIsClaimableFivefoldIsAutomatic)
    {
        Game g;
        EXPECT_EQ(g.repetition_count(), 1);
        play_all(g, { "Nf3", "Nf6", "Ng1", "Ng8" });
        EXPECT_EQ(g.repetition_count(), 2);
        EXPECT_FALSE(g.claimable_draw());
        play_all(g, { "Nf3", "Nf6", "Ng1", "Ng8" });
        EXPECT_EQ(g.repetition_count(), 3);
        EXPECT_EQ(g.claimable_draw(), Reason::ThreefoldRepetition);
        EXPECT_EQ(g.status().outcome, Outcome::Ongoing);
        play_all(g, { "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1" });
        EXPECT_EQ(g.status().outcome, Outcome::Ongoing);
        play_all(g, { "Ng8" });
        EXPECT_EQ(g.repetition_count(), 5);
        EXPECT_EQ(g.status(), (GameResult { Outcome::Draw, Reason::FivefoldRepetition }));
        EXPECT_FALSE(g.claimable_draw()); // already over
        EXPECT_TRUE(g.undo());
        EXPECT_EQ(g.status().outcome, Outcome::Ongoing);
    }

    TEST(Game, RepetitionNeedsSameCastlingRights)
    {
        Game g;
        play_all(g, { "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8" });
        // Same placement three times, but the first had castling rights: only twice.
        EXPECT_EQ(g.repetition_count(), 2);
        play_all(g, { "Ke2", "Ke7", "Ke1", "Ke8" });
        EXPECT_EQ(g.repetition_count(), 3);
    }

    TEST(Game, FiftyMoveRuleIsClaimable)
    {
        Game g = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        EXPECT_FALSE(g.claimable_draw());
        ASSERT_TRUE(g.play_san("Ra2").ok());
        EXPECT_EQ(g.claimable_draw(), Reason::FiftyMoveRule);
        EXPECT_EQ(g.status().outcome, Outcome::Ongoing);
    }

    TEST(Game, PawnMoveResetsTheCount)
    {
        Game g = game_from("4k3/8/8/8/8/8/P7/R3K3 w - - 99 80");
        ASSERT_TRUE(g.play_san("a3").ok());
        EXPECT_EQ(g.position().rule50(), 0);
        EXPECT_FALSE(g.claimable_draw());
    }

    TEST(Game, SeventyFiveMoveRuleIsAutomatic)
    {
        Game g = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
        EXPECT_EQ(g.status().outcome, Outcome::Ongoing);
        ASSERT_TRUE(g.play_san("Ra2").ok());
        EXPECT_EQ(g.status(), (GameResult { Outcome::Draw, Reason::SeventyFiveMoveRule }));
    }

    TEST(Game, MateOnTheSeventyFifthMoveStillWins)
    {
        Game g = game_from("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100");
        ASSERT_TRUE(g.play_san("Ra8#").ok());
        EXPECT_EQ(g.status(), (GameResult { Outcome::WhiteWins, Reason::Checkmate }));
    }

    TEST(Game, Timeout)
    {
        // Black flags; White has a queen and can mate.
        EXPECT_EQ(game_from("4k3/8/8/8/8/8/8/3QK3 b - - 0 1").timeout(Black),
            (GameResult { Outcome::WhiteWins, Reason::Timeout }));
        // White flags; Black has a lone king: draw.
        EXPECT_EQ(game_from("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").timeout(White),
            (GameResult { Outcome::Draw, Reason::TimeoutVsInsufficientMaterial }));
        // White flags; Black has a knight and White has pieces that could block: Black wins.
        EXPECT_EQ(game_from("4k3/8/8/8/8/8/3n4/3QK3 w - - 0 1").timeout(White),
            (GameResult { Outcome::BlackWins, Reason::Timeout }));
        // White flags; Black's knight against a lone king can never mate.
        EXPECT_EQ(game_from("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1").status(),
            (GameResult { Outcome::Draw, Reason::InsufficientMaterial }));
        EXPECT_EQ(game_from("4k3/8/8/8/8/8/3n1P2/4K3 w - - 0 1").timeout(White),
            (GameResult { Outcome::BlackWins, Reason::Timeout }));
    }

    TEST(Material, InsufficientToWinForOneSide)
    {
        const Position p1 = testing::fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        EXPECT_FALSE(insufficient_material_to_win(p1, White));
        EXPECT_TRUE(insufficient_material_to_win(p1, Black));
        const Position p2
            = testing::fen("4k3/8/8/8/8/8/3n4/3QK3 w - - 0 1"); // N v Q: a smothered mate exists
        EXPECT_FALSE(insufficient_material_to_win(p2, Black));
        const Position p3
            = testing::fen("4k3/8/8/8/8/8/3b4/4KB2 w - - 0 1"); // bishops on opposite colours
        EXPECT_FALSE(insufficient_material_to_win(p3, Black));
        const Position p4 = testing::fen("4k3/8/8/8/8/3b4/8/4KB2 w - - 0 1"); // same colour bishops
        EXPECT_TRUE(insufficient_material_to_win(p4, Black));
        EXPECT_TRUE(insufficient_material_to_win(p4, White));
        const Position p5
            = testing::fen("4k3/8/8/8/8/8/2b1b3/4K3 w - - 0 1"); // two same-colour bishops v K
        EXPECT_TRUE(insufficient_material_to_win(p5, Black));
        const Position p6 = testing::fen("4k3/8/8/8/8/8/2bb4/4K3 w - - 0 1"); // bishop pair
        EXPECT_FALSE(insufficient_material_to_win(p6, Black));
    }

    TEST(Game, RejectsIllegalInput)
    {
        Game g;
        EXPECT_FALSE(g.play_uci("e2e5").ok());
        EXPECT_FALSE(g.play_san("Ke2").ok());
        EXPECT_FALSE(g.play(Move(E2, E5)).ok());
        EXPECT_TRUE(g.moves().empty());
        EXPECT_FALSE(g.undo());
        EXPECT_FALSE(Game::from_fen("nonsense").ok());
    }

} // namespace
} // namespace academy::chess
