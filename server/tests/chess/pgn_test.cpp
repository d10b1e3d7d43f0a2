#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "chess/game.hpp"
#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "test_util.hpp"

namespace academy::chess {
namespace {

} // namespace

// Readable failure output: the game as PGN instead of a byte dump.
void PrintTo(const PgnGame& g, std::ostream* os) { *os << "\n" << write_pgn(g); }

namespace {

    std::string read_file(std::string_view name)
    {
        std::ifstream in(testing::data_path(name), std::ios::binary);
        EXPECT_TRUE(in.good()) << name;
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }

    std::vector<PgnGame> parse_ok(std::string_view text)
    {
        Result<std::vector<PgnGame>> games = parse_pgn(text);
        EXPECT_TRUE(games.ok()) << (games.ok() ? "" : games.error().message);
        return games.ok() ? games.value() : std::vector<PgnGame> {};
    }

    // Plays the main line through Game to reach the final position.
    Game replay(const PgnGame& g)
    {
        Game game(g.start_position().value());
        for (const PgnMove& m : g.moves)
            EXPECT_TRUE(game.play(m.move).ok()) << m.san;
        return game;
    }

    void expect_round_trip(const PgnGame& game)
    {
        const std::string written = write_pgn(game);
        const std::vector<PgnGame> again = parse_ok(written);
        ASSERT_EQ(again.size(), 1u) << written;
        EXPECT_EQ(again[0], game) << written;
        EXPECT_EQ(write_pgn(again[0]), written);
        std::istringstream lines(written);
        for (std::string line; std::getline(lines, line);)
            EXPECT_LE(line.size(), 80u) << line;
    }

    TEST(Pgn, LongMasterGameRoundTrips)
    {
        const std::string text = read_file("kasparov_topalov_1999.pgn");
        const std::vector<PgnGame> games = parse_ok(text);
        ASSERT_EQ(games.size(), 1u);
        const PgnGame& g = games[0];
        EXPECT_EQ(g.tag("White"), "Garry Kasparov");
        EXPECT_EQ(g.tag("ECO"), "B07");
        EXPECT_EQ(g.result, "1-0");
        EXPECT_EQ(g.moves.size(), 87u);
        EXPECT_EQ(g.moves[20].san, "O-O-O");
        EXPECT_EQ(g.moves[48].san, "Re7+");
        EXPECT_EQ(g.moves.back().san, "Qa7");
        expect_round_trip(g);
        // The file is in this library's own export format, so writing reproduces it.
        EXPECT_EQ(write_pgn(g), text);
        EXPECT_EQ(replay(g).status().outcome, Outcome::Ongoing); // Topalov resigned
    }

    TEST(Pgn, SeveralGamesWithBomCrlfCommentsVariationsAndNags)
    {
        const std::vector<PgnGame> games = parse_ok(read_file("two_games_bom_crlf.pgn"));
        ASSERT_EQ(games.size(), 2u);
        const PgnGame& opera = games[0];
        EXPECT_EQ(opera.tag("Event"), "Paris Opera");
        EXPECT_EQ(opera.tag("Black"), "Duke Karl / Count Isouard");
        EXPECT_EQ(opera.moves.size(), 33u);
        EXPECT_EQ(opera.moves[5].comment, "a weak move");
        EXPECT_EQ(opera.moves[17].nags, std::vector<int> { 2 }); // 9... b5?
        EXPECT_EQ(opera.moves[18].nags, std::vector<int> { 1 }); // 10. Nxb5!
        EXPECT_EQ(opera.moves[30].nags, std::vector<int> { 3 }); // 16. Qb8+!!
        ASSERT_EQ(opera.moves[28].variations.size(), 1u); // 15. Bxd7+ (15. Bxf6 ...)
        EXPECT_EQ(opera.moves[28].variations[0][0].san, "Bxf6");
        EXPECT_EQ(opera.moves[28].variations[0][0].nags, std::vector<int> { 5 });
        EXPECT_EQ(opera.moves.back().san, "Rd8#");
        EXPECT_EQ(replay(opera).status(), (GameResult { Outcome::WhiteWins, Reason::Checkmate }));
        expect_round_trip(opera);

        const PgnGame& fools = games[1];
        EXPECT_EQ(fools.result, "0-1");
        EXPECT_EQ(fools.moves.back().san, "Qh4#");
        expect_round_trip(fools);
    }

    TEST(Pgn, ClocksAndNestedVariations)
    {
        const std::vector<PgnGame> games = parse_ok(read_file("annotated.pgn"));
        ASSERT_EQ(games.size(), 1u);
        const PgnGame& g = games[0];
        EXPECT_EQ(g.comment, "Opening comment");
        EXPECT_EQ(g.tag("TimeControl"), "180+2");
        EXPECT_EQ(g.moves[0].clock, 180);
        EXPECT_EQ(g.moves[1].clock, 179);
        EXPECT_EQ(g.moves[1].comment, "Sicilian");
        EXPECT_EQ(g.moves[2].nags, std::vector<int> { 1 });
        ASSERT_EQ(g.moves[2].variations.size(), 2u);
        EXPECT_EQ(g.moves[2].variations[0][0].comment, "Alapin");
        ASSERT_EQ(g.moves[2].variations[0][1].variations.size(), 1u);
        EXPECT_EQ(g.moves[2].variations[0][1].variations[0][1].san, "e5");
        EXPECT_EQ(g.moves[5].comment, "rest of line comment");
        EXPECT_EQ(g.result, "*");
        expect_round_trip(g);
        const std::string written = write_pgn(g);
        EXPECT_NE(written.find("{[%clk 0:02:59] Sicilian}"), std::string::npos) << written;
        EXPECT_NE(written.find("2... d6 $6"), std::string::npos) << written;
    }

    TEST(Pgn, WritesSevenTagRosterFirst)
    {
        PgnGame g;
        g.set_tag("Annotator", "Academy");
        g.set_tag("White", "A");
        Game game;
        for (const char* san : { "e4", "e5", "Nf3" }) {
            PgnMove m;
            m.move = parse_san(game.position(), san).value();
            m.san = to_san(game.position(), m.move);
            game.play(m.move);
            g.moves.push_back(m);
        }
        g.moves[2].clock = 3723;
        const std::string text = write_pgn(g);
        EXPECT_EQ(text,
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White "
            "\"A\"]\n[Black \"?\"]\n"
            "[Result \"*\"]\n[Annotator \"Academy\"]\n\n1. e4 e5 2. Nf3 {[%clk 1:02:03]} *\n");
    }

    TEST(Pgn, StartsFromFenTag)
    {
        const std::vector<PgnGame> games = parse_ok(
            "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 30\"]\n[SetUp \"1\"]\n\n30... Kd7 31. O-O *\n");
        ASSERT_EQ(games.size(), 1u);
        EXPECT_EQ(games[0].moves[1].san, "O-O");
        expect_round_trip(parse_ok(write_pgn(games[0]))[0]); // once normalised by a write
        EXPECT_NE(write_pgn(games[0]).find("30... Kd7 31. O-O *"), std::string::npos);
    }

    TEST(Pgn, MalformedInputIsAnError)
    {
        const struct {
            const char* text;
            const char* message;
        } cases[] = {
            { "1. e4 e5 2. Nf6 *",
                "PGN: game 1: move 2. 'Nf6': SAN: 'Nf6' is not a legal move here" },
            { "[Event \"x\"\n1. e4 *", "PGN: game 1: tag Event is not closed by ']'" },
            { "[Event \"x\n1. e4 *", "PGN: game 1: unterminated value of tag Event" },
            { "[Event x]\n1. e4 *", "PGN: game 1: malformed tag" },
            { "1. e4 {never closed", "PGN: game 1: unterminated comment" },
            { "1. e4 (1. d4", "PGN: game 1: unterminated variation" },
            { "1. e4 ) *", "PGN: game 1: unexpected ')'" },
            { "( 1. e4 ) *", "PGN: game 1: variation before any move" },
            { "1. e4 (1. d4 1-0) *", "PGN: game 1: result inside a variation" },
            { "$1 1. e4 *", "PGN: game 1: misplaced NAG" },
            { "1. e4 *\n\n1. e4 e5 3. Ke3 *",
                "PGN: game 2: move 2. 'Ke3': SAN: 'Ke3' is not a legal move here" },
            { "[FEN \"bad\"]\n1. e4 *", "PGN: game 1: FEN: expected 6 fields, found 1" },
        };
        for (const auto& c : cases) {
            Result<std::vector<PgnGame>> r = parse_pgn(c.text);
            ASSERT_FALSE(r.ok()) << c.text;
            EXPECT_EQ(r.error().message, c.message) << c.text;
        }
    }

    // A reader is told where to look: the line of the text where reading stopped.
    TEST(Pgn, AnErrorNamesItsLine)
    {
        int line = -1;
        EXPECT_TRUE(parse_pgn("1. e4 e5 *", line).ok());
        EXPECT_EQ(line, 0);
        EXPECT_FALSE(parse_pgn("[Event \"x\"]\n\n1. e4 e5\n2. Ke3 *", line).ok());
        EXPECT_EQ(line, 4);
        EXPECT_FALSE(parse_pgn("1. e4 e5\r\n2. Nf3 {never\nclosed", line).ok());
        EXPECT_EQ(line, 3);
        EXPECT_FALSE(parse_pgn("[Event \"x\"\n1. e4 *", line).ok());
        EXPECT_EQ(line, 2);
    }

    TEST(Pgn, LenientWhereHarmless)
    {
        // No result token, glued move numbers, a new game starting without a result.
        const std::vector<PgnGame> games
            = parse_ok("1.e4 e5 2.Nf3\n[Event \"Second\"]\n1. d4 1/2-1/2");
        ASSERT_EQ(games.size(), 2u);
        EXPECT_EQ(games[0].moves.size(), 3u);
        EXPECT_EQ(games[0].result, "*");
        EXPECT_EQ(games[1].result, "1/2-1/2");
        const std::vector<PgnGame> ep = parse_ok("1. e4 Nf6 2. e5 d5 3. exd6 e.p. *");
        ASSERT_EQ(ep.size(), 1u);
        EXPECT_EQ(ep[0].moves.back().san, "exd6");
        EXPECT_TRUE(parse_ok("").empty());
        EXPECT_TRUE(parse_ok("\xEF\xBB\xBF \r\n").empty());
    }

} // namespace
} // namespace academy::chess
