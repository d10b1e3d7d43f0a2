// The grounded text generator (learn/explain): each test plays a move in a position built for one
// motif and checks that the explanation names it, and that a position built to look alike without
// it does not. Lines given to the generator are checked legal by the rules core here; the engine's
// own agreement is checked through POST /api/explain in tests/engine/explain_route_test.cpp.
#include "chess/fen.hpp"
#include "chess/uci.hpp"
#include "learn/explain/explain.hpp"
#include "learn/explain/game_phase.hpp"

#include <gtest/gtest.h>

#include <algorithm>

using namespace academy;
using namespace academy::learn::explain;

namespace {

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

bool has_motif(const MoveExplanation& e, const std::string& motif)
{
    return std::find(e.motifs.begin(), e.motifs.end(), motif) != e.motifs.end();
}

// The whole line (move then engine line) is legal from `fen`.
bool line_is_legal(const std::string& fen, const std::string& move, std::vector<std::string> line)
{
    auto pos = chess::parse_fen(fen);
    if (!pos)
        return false;
    line.insert(line.begin(), move);
    chess::Position p = pos.value();
    for (const auto& m : line) {
        auto parsed = chess::parse_uci_move(p, m);
        if (!parsed)
            return false;
        p.do_move(parsed.value());
    }
    return true;
}

MoveExplanation explain(const std::string& fen, const std::string& move,
    std::vector<std::string> line = {}, std::optional<Score> before = std::nullopt,
    std::optional<Score> after = std::nullopt, std::string best = "")
{
    EXPECT_TRUE(line_is_legal(fen, move, line)) << fen << " " << move;
    auto r = explain_move({ fen, move, before, after, std::move(line), std::move(best) });
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    return r.ok() ? r.value() : MoveExplanation {};
}

// A knight on d5 that can jump to c7, where it checks the king on e8 and hits the rook on a8.
const std::string kForkFen = "r3k3/8/8/3N4/8/8/6PP/4K3 w - - 0 40";
// The same, but a bishop on d8 guards c7: the knight would simply be taken.
const std::string kGuardedFen = "r2bk3/8/8/3N4/8/8/6PP/4K3 w - - 0 40";

} // namespace

TEST(Explain, NamesAForkAndItsTargets)
{
    const auto e = explain(kForkFen, "d5c7", { "e8d7", "c7a8" }, Score::centipawns(900),
        Score::centipawns(880), "d5c7");
    EXPECT_EQ(e.san, "Nc7+");
    EXPECT_TRUE(has_motif(e, "fork")) << e.text;
    EXPECT_TRUE(contains(e.text, "forks the king and the rook on a8")) << e.text;
    EXPECT_TRUE(contains(e.text, "keeps a winning advantage (+8.8)")) << e.text;
    EXPECT_TRUE(contains(e.text, "Stockfish's first choice")) << e.text;
    EXPECT_TRUE(contains(e.teaching_point, "fork")) << e.teaching_point;
    EXPECT_EQ(e.category, "endgame");
}

TEST(Explain, AForkWithoutTheEngineLineIsSeenOnTheBoard)
{
    const auto e = explain(kForkFen, "d5c7");
    EXPECT_TRUE(has_motif(e, "fork")) << e.text;
    EXPECT_TRUE(contains(e.text, "forks the king and the rook on a8")) << e.text;
}

TEST(Explain, ADoubleAttackByAPieceThatIsSimplyTakenIsNoFork)
{
    // With the engine's line and without it.
    for (const auto& line :
        { std::vector<std::string> { "d8c7", "e1d2" }, std::vector<std::string> {} }) {
        const auto e = explain(
            kGuardedFen, "d5c7", line, Score::centipawns(300), Score::centipawns(-20), "e1d2");
        EXPECT_FALSE(has_motif(e, "fork")) << e.text;
        EXPECT_FALSE(contains(e.text, "fork")) << e.text;
        EXPECT_TRUE(has_motif(e, "hangingPiece")) << e.text;
        EXPECT_TRUE(contains(e.text, "the knight on c7 can be taken by the bishop on d8"))
            << e.text;
    }
    // A quiet knight move in the fork position forks nothing either.
    const auto quiet = explain(kForkFen, "d5f4");
    EXPECT_FALSE(has_motif(quiet, "fork")) << quiet.text;
}

TEST(Explain, NamesAPinToTheKingAndToTheQueen)
{
    // After 1.e4 e5 2.Nf3 Nc6 3... d6: Bb5 pins the knight, the d-pawn no longer stands between.
    const auto absolute
        = explain("r1bqkbnr/ppp2ppp/2np4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4", "f1b5");
    EXPECT_TRUE(has_motif(absolute, "pin")) << absolute.text;
    EXPECT_TRUE(contains(absolute.text, "pins the knight on c6 to the king")) << absolute.text;
    EXPECT_TRUE(has_motif(absolute, "development")) << absolute.text;

    // With the pawn still on d7 the same bishop move pins nothing.
    const auto blocked
        = explain("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "f1b5");
    EXPECT_FALSE(has_motif(blocked, "pin")) << blocked.text;

    // Bg5 pins the knight on f6 to the queen on d8.
    const auto relative
        = explain("rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4", "c1g5");
    EXPECT_TRUE(contains(relative.text, "pins the knight on f6 to the queen on d8"))
        << relative.text;
}

TEST(Explain, NamesACaptureAndWhetherThePieceWasDefended)
{
    const auto pawn
        = explain("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4d5");
    EXPECT_TRUE(has_motif(pawn, "capture"));
    EXPECT_TRUE(contains(pawn.text, "exd5 captures the pawn on d5")) << pawn.text;
    EXPECT_EQ(pawn.category, "opening");

    // A bishop left alone on g4 with nothing guarding it.
    const auto free_piece
        = explain("rn1qkbnr/ppp1pppp/8/3p4/6b1/5Q2/PPPPPPPP/RNB1KBNR w KQkq - 0 20", "f3g4");
    EXPECT_TRUE(contains(free_piece.text, "captures the undefended bishop on g4"))
        << free_piece.text;
    EXPECT_TRUE(contains(free_piece.teaching_point, "Undefended")) << free_piece.teaching_point;
}

TEST(Explain, NamesCastling)
{
    const auto e
        = explain("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", "e1g1");
    EXPECT_EQ(e.san, "O-O");
    ASSERT_FALSE(e.motifs.empty());
    EXPECT_EQ(e.motifs.front(), "castling");
    EXPECT_TRUE(contains(e.text, "castles kingside: the king goes to g1 and the rook to f1"))
        << e.text;
    EXPECT_TRUE(contains(e.teaching_point, "Castle")) << e.teaching_point;
}

TEST(Explain, NamesAPassedPawnOnlyWhenNothingCanStopIt)
{
    const auto free = explain("7k/8/8/3P4/8/8/5K2/8 w - - 0 50", "d5d6");
    EXPECT_TRUE(has_motif(free, "passedPawn")) << free.text;
    EXPECT_TRUE(contains(free.text, "pushes the passed d-pawn to d6, 2 squares from promotion"))
        << free.text;

    // A black pawn on c7 can still take or block it.
    const auto stopped = explain("7k/2p5/8/3P4/8/8/5K2/8 w - - 0 50", "d5d6");
    EXPECT_FALSE(has_motif(stopped, "passedPawn")) << stopped.text;
}

TEST(Explain, PutsTheEvaluationChangeInWords)
{
    // Nd4?? walks into the e5 pawn.
    const std::string fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 2";
    const auto e
        = explain(fen, "f3d4", { "e5d4" }, Score::centipawns(30), Score::centipawns(-260), "b1c3");
    EXPECT_TRUE(contains(e.text, "drops the knight: from +0.3 to -2.6")) << e.text;
    EXPECT_TRUE(contains(e.text, "the knight on d4 can be taken by the pawn on e5")) << e.text;
    EXPECT_TRUE(contains(e.text, "Stockfish prefers Nc3")) << e.text;
    EXPECT_TRUE(contains(e.teaching_point, "unprotected")) << e.teaching_point;

    EXPECT_EQ(describe_change(Score::centipawns(420), Score::centipawns(410), std::nullopt),
        "keeps a winning advantage (+4.1)");
    EXPECT_EQ(describe_change(Score::centipawns(20), Score::centipawns(-10), std::nullopt),
        "keeps the balance (-0.1)");
    EXPECT_EQ(describe_change(Score::centipawns(150), Score::centipawns(-200), std::nullopt),
        "is a blunder: from +1.5 to -2.0");
    EXPECT_EQ(describe_change(Score::mate_in(3), Score::centipawns(500), std::nullopt),
        "misses a forced mate: from mate in 3 to +5.0");
    EXPECT_EQ(describe_change(Score::centipawns(0), Score::mate_in(-2), std::nullopt),
        "allows mate in 2 moves: from 0.0 to mated in 2");
}

TEST(Explain, NamesAMateThreatAndTheMate)
{
    const std::string fen = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3";
    const auto threat = explain(fen, "d1h5");
    EXPECT_TRUE(has_motif(threat, "mateThreat")) << threat.text;
    EXPECT_TRUE(contains(threat.text, "threatens mate with Qxf7#")) << threat.text;

    const auto mate
        = explain("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7");
    ASSERT_FALSE(mate.motifs.empty());
    EXPECT_EQ(mate.motifs.front(), "checkmate");
    EXPECT_TRUE(contains(mate.text, "Qxf7# captures the pawn on f7")
        || contains(mate.text, "Qxf7# delivers checkmate"))
        << mate.text;
    EXPECT_TRUE(contains(mate.text, "delivers checkmate")) << mate.text;
}

TEST(Explain, RefusesAnIllegalMoveOrFen)
{
    EXPECT_FALSE(explain_move({ std::string(chess::kStartFen), "e2e5", {}, {}, {}, "" }).ok());
    EXPECT_FALSE(explain_move({ "not a fen", "e2e4", {}, {}, {}, "" }).ok());
    // An illegal engine line is cut, not trusted.
    auto r = explain_move({ std::string(chess::kStartFen), "e2e4", std::nullopt, std::nullopt,
        { "e2e4", "e7e5" }, "" });
    ASSERT_TRUE(r.ok());
    EXPECT_FALSE(contains(r.value().text, "Best play continues")) << r.value().text;
}

TEST(GamePhase, FollowsTheRuleOfLearningSection4)
{
    EXPECT_EQ(game_phase(19, 32, 5, true), "opening");
    EXPECT_EQ(game_phase(20, 12, 5, true), "endgame");
    EXPECT_EQ(game_phase(40, 13, 3, false), "tactical");
    EXPECT_EQ(game_phase(40, 13, 0, true), "tactical");
    EXPECT_EQ(game_phase(40, 20, 2, false), "middlegame");
    EXPECT_EQ(game_phase(chess::Position::start()), "opening");
}
