// POST /api/explain against real Stockfish: the engine's scores and line reach the text, a fork
// is named where there is one and not where the double attack simply loses the piece.
#include "chess/fen.hpp"
#include "net/engine_routes.hpp"

#include <gtest/gtest.h>

using namespace academy;
using json = nlohmann::json;

namespace {

struct ExplainRoute : ::testing::Test {
    engine::EnginePool pool { { .stockfish_path = "/usr/games/stockfish", .size = 1 } };
    net::Router router;

    ExplainRoute() { net::add_engine_routes(router, pool, { .requests_per_minute = 1000 }); }

    json explain(const std::string& fen, const std::string& move)
    {
        const auto match = router.match("POST", "/api/explain");
        net::ApiRequest req;
        req.method = "POST";
        req.path = "/api/explain";
        req.json = { { "fen", fen }, { "move", move } };
        req.remote_address = "192.0.2.31";
        const auto res = match.route->answer(req);
        EXPECT_EQ(res.status, 200u) << res.body;
        return json::parse(res.body)["data"];
    }
};

bool has_motif(const json& d, const std::string& motif)
{
    return std::find(d["motifs"].begin(), d["motifs"].end(), motif) != d["motifs"].end();
}

} // namespace

TEST_F(ExplainRoute, NamesTheForkStockfishPlays)
{
    const auto d = explain("r3k3/8/8/3N4/8/8/6PP/4K3 w - - 0 40", "Nc7+");
    EXPECT_TRUE(has_motif(d, "fork")) << d.dump();
    const auto text = d["explanation"].get<std::string>();
    EXPECT_NE(text.find("forks the king and the rook on a8"), std::string::npos) << text;
    EXPECT_NE(text.find("Stockfish's first choice"), std::string::npos) << text;
    EXPECT_EQ(d["bestMove"], "d5c7");
    // White wins the rook: a winning advantage both before and after.
    EXPECT_GE(d["evaluationBefore"].get<int>(), 300) << d.dump();
    EXPECT_GE(d["evaluationAfter"].get<int>(), 300) << d.dump();
    EXPECT_EQ(d["category"], "endgame");
    // The knight still covers d5, the square it left: that is no new control of the centre.
    EXPECT_EQ(text.find("d5"), std::string::npos) << text;
}

TEST_F(ExplainRoute, ADoubleAttackThatLosesThePieceIsNoFork)
{
    // The bishop on d8 guards c7: Nc7+ attacks king and rook but is taken at once.
    const auto d = explain("r2bk3/8/8/3N4/8/8/6PP/4K3 w - - 0 40", "d5c7");
    EXPECT_FALSE(has_motif(d, "fork")) << d.dump();
    const auto text = d["explanation"].get<std::string>();
    EXPECT_EQ(text.find("fork"), std::string::npos) << text;
    EXPECT_NE(text.find("the knight on c7 can be taken by the bishop on d8"), std::string::npos)
        << text;
    EXPECT_NE(text.find("drops the knight"), std::string::npos) << text;
    EXPECT_LT(d["evaluationAfter"].get<int>(), d["evaluationBefore"].get<int>() - 100) << d.dump();
}
