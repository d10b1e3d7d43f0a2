// A guided step's title and description are sent with the lesson and read before the move: they
// may name the theme, never the answer (issue 29, "Answers are checked, not shipped"). The rule
// (learn/lessons/guided_text.hpp) on its own, and over every guided practice of the repository's
// content, played along its line, so a reworded step cannot give its move away again.
#include "learn/lessons/guided_text.hpp"

#include "chess/fen.hpp"
#include "chess/uci.hpp"
#include "learn/lessons/catalogue_loader.hpp"

#include <gtest/gtest.h>

using namespace academy;
using namespace academy::learn::lessons;

namespace {

chess::Position at(const std::string& fen)
{
    auto pos = chess::parse_fen(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos.value();
}

// basic-tactics before 5.Nxf7: the knight on g5 forks d8 and h8 from f7.
const std::string kFork = "r1bqkb1r/pppp1pp1/2n2n1p/4p1N1/2B1P3/8/PPPP1PPP/RNBQK2R w KQkq - 0 5";

} // namespace

TEST(GuidedText, TheThemeIsNotTheAnswer)
{
    const auto pos = at(kFork);
    const std::vector<SquareMove> nxf7 = { { "g5", "f7" } };
    EXPECT_FALSE(answer_named_in("Fork!", pos, nxf7));
    EXPECT_FALSE(answer_named_in(
        "Find the best move: one capture attacks two of Black's pieces.", pos, nxf7));
    // The targets of the fork are on the board, not the answer.
    EXPECT_FALSE(
        answer_named_in("The queen on d8 and the rook on h8 stand a jump apart.", pos, nxf7));
}

TEST(GuidedText, TheMoveOrItsSquaresAreTheAnswer)
{
    const auto pos = at(kFork);
    const std::vector<SquareMove> nxf7 = { { "g5", "f7" } };
    EXPECT_EQ(
        answer_named_in("Play Nxf7.", pos, nxf7).value_or(""), "names the answer Nxf7 (g5f7)");
    EXPECT_EQ(answer_named_in("Capture on f7 with the knight.", pos, nxf7).value_or(""),
        "names f7, a square of the answer g5f7");
    EXPECT_EQ(answer_named_in("Your knight on g5 can take.", pos, nxf7).value_or(""),
        "names g5, a square of the answer g5f7");
    EXPECT_TRUE(answer_named_in("the diagonal c4-f7", pos, nxf7));
    // Every accepted move counts, not only the suggested one.
    EXPECT_TRUE(answer_named_in("d3 is fine too.", pos, { { "g5", "f7" }, { "d2", "d3" } }));
}

TEST(GuidedText, CastlingIsNamedByItsWord)
{
    const auto pos = at("r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 8");
    const std::vector<SquareMove> o_o = { { "e1", "g1" } };
    EXPECT_TRUE(answer_named_in("Castle!", pos, o_o));
    EXPECT_TRUE(answer_named_in("Play O-O now.", pos, o_o));
    EXPECT_FALSE(answer_named_in("Make your king safe.", pos, o_o));
}

TEST(GuidedText, ASquareGluedToAWordOrANumberIsNotNamed)
{
    const auto pos = at(kFork);
    const std::vector<SquareMove> nxf7 = { { "g5", "f7" } };
    EXPECT_FALSE(answer_named_in("After f77 moves, the ref7 is out.", pos, nxf7));
}

// Every guided step of the content, at its place in the line, keeps its answer out of the text
// the learner reads first.
TEST(GuidedText, NoGuidedStepOfTheContentNamesItsAnswer)
{
    const auto load = load_catalogue(ACADEMY_CONTENT_DIR);
    ASSERT_TRUE(load.malformed.empty());
    int user_steps = 0;
    for (const auto& lesson : load.catalogue.lessons)
        for (const auto& module : lesson.modules) {
            if (!module.guided_practice)
                continue;
            auto pos = at(module.guided_practice->initial_fen);
            for (const auto& step : module.guided_practice->steps) {
                std::optional<std::string> line_move;
                if (step.step_type == "user-move") {
                    ++user_steps;
                    for (const auto* text : { &step.title, &step.description })
                        EXPECT_FALSE(answer_named_in(*text, pos, step.allowed_moves))
                            << lesson.id << " " << step.id << ": \"" << *text << "\" "
                            << answer_named_in(*text, pos, step.allowed_moves).value_or("");
                    line_move = step.suggested_move;
                } else if (step.step_type == "computer-move") {
                    line_move = step.computer_move;
                }
                if (!line_move)
                    continue;
                const auto move = chess::parse_uci_move(pos, *line_move);
                ASSERT_TRUE(move.ok()) << lesson.id << " " << step.id << " " << *line_move;
                pos.do_move(move.value());
            }
        }
    // opening-principles, basic-tactics, king-safety and basic-endgames.
    EXPECT_GE(user_steps, 20);
}
