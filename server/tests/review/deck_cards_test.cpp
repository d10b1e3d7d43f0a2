// Cards from real reviews on the real engine and the real puzzle verifier: only the account's own
// mistakes, only lines the verifier passes, never twice.
#include "review_fixture.hpp"

#include "learn/review/deck_cards.hpp"
#include "store/deck_repository.hpp"
#include "store/users_repository.hpp"

using namespace academy;
using academy::test::ReviewFixture;

namespace {

// White to move mates with Ra8#; 1.Rd1?? drops the rook to the knight instead, and 1...b6??
// (Black's turn to miss 1...Nxd1) allows 2.Rd8#.
std::string missed_mates(const std::string& white, const std::string& black)
{
    return "[White \"" + white + "\"]\n[Black \"" + black
        + "\"]\n[SetUp \"1\"]\n[FEN \"6k1/1p3ppp/8/8/8/2n5/5PPP/R5K1 w - - 0 1\"]\n\n"
          "1. Rd1 b6 2. Rd8# 1-0\n";
}

// 1...Ra8?? leaves the rook to the fork Nc7+ (a knight and two pawns up after it), which White
// misses with 2.Kd1.
std::string missed_fork(const std::string& white, const std::string& black)
{
    return "[White \"" + white + "\"]\n[Black \"" + black
        + "\"]\n[SetUp \"1\"]\n[FEN \"4k3/5ppp/8/3N4/8/8/r1PP1PPP/4K3 b - - 0 1\"]\n\n"
          "1... Ra8 2. Kd1 *\n";
}

struct DeckCardsTest : ReviewFixture {
    std::int64_t ann = 0;
    std::string ann_token;

    void SetUp() override
    {
        ReviewFixture::SetUp();
        ann = store::UsersRepository(*db)
                  .create({ "ann@example.com", "ann", "Ann", std::nullopt })
                  .id;
        ann_token = tokens->sign({ std::to_string(ann), "user", "ann", "Ann" });
        reviews->on_finished([this](const store::ReviewRecord& r, const learn::review::Review& rv) {
            learn::review::add_cards_from_review(
                *db, r, rv, learn::review::verified_line({}), 1'000);
        });
    }

    std::vector<store::DeckCardRecord> cards()
    {
        return store::DeckRepository(*db).page(ann, 0, 100);
    }
};

} // namespace

TEST_F(DeckCardsTest, AMissedMateOfTheAccountsSideBecomesACard)
{
    const auto review = reviewed(missed_mates("Ann", "Bob"), ann_token);
    ASSERT_EQ(review["status"], "done");
    ASSERT_EQ(review["moves"][0]["class"], "blunder");
    ASSERT_EQ(review["moves"][1]["class"], "blunder"); // Bob's, and no card of Ann's
    const auto deck = cards();
    ASSERT_EQ(deck.size(), 1u);
    const auto& card = deck.front();
    EXPECT_EQ(card.ply, 1);
    EXPECT_EQ(card.fen, "6k1/1p3ppp/8/8/8/2n5/5PPP/R5K1 w - - 0 1");
    EXPECT_EQ(card.line, "a1a8");
    EXPECT_EQ(card.played, "a1d1");
    EXPECT_EQ(card.motif, "mate");
    EXPECT_NE(card.themes.find("mate"), std::string::npos);
    EXPECT_EQ(card.move_class, "blunder");
    EXPECT_EQ(card.review_id, review["id"]);
    EXPECT_EQ(card.source, "pgn");
    EXPECT_EQ(card.due_at, 1'000); // due at once
    EXPECT_FALSE(card.explanation.empty());
}

TEST_F(DeckCardsTest, WhenTheAccountPlayedBlackOnlyBlacksMistakesCount)
{
    const auto review = reviewed(missed_mates("Bob", "Ann"), ann_token);
    ASSERT_EQ(review["status"], "done");
    const auto deck = cards();
    ASSERT_EQ(deck.size(), 1u);
    EXPECT_EQ(deck.front().ply, 2);
    // 1...Nxd1 wins the rook (and stops Rd8#): the line starts with it.
    EXPECT_EQ(deck.front().line.substr(0, 4), "c3d1");
}

TEST_F(DeckCardsTest, AMissedForkBecomesACardTaggedFork)
{
    reviewed(missed_fork("Ann", "Bob"), ann_token);
    const auto deck = cards();
    ASSERT_EQ(deck.size(), 1u);
    EXPECT_EQ(deck.front().ply, 2);
    EXPECT_EQ(deck.front().line.substr(0, 4), "d5c7");
    EXPECT_EQ(deck.front().motif, "fork");
}

TEST_F(DeckCardsTest, ABlunderWhoseBetterMoveIsNoPuzzleMakesNoCard)
{
    // Ann is Black: 1...Ra8?? is her blunder, but many rook moves were as good before it (no only
    // move), so the verifier refuses the position.
    const auto review = reviewed(missed_fork("Bob", "Ann"), ann_token);
    ASSERT_EQ(review["moves"][0]["class"], "blunder");
    EXPECT_TRUE(cards().empty());
}

TEST_F(DeckCardsTest, APastedGameWithoutTheAccountsNameMakesNoCard)
{
    reviewed(missed_mates("Carl", "Bob"), ann_token);
    EXPECT_TRUE(cards().empty());
}

TEST_F(DeckCardsTest, CardsAreMadeOncePerGameAndPly)
{
    const auto review = reviewed(missed_mates("Ann", "Bob"), ann_token);
    ASSERT_EQ(cards().size(), 1u);
    // The same finished review handed over again (a rebuilt review): nothing new, and the known
    // position is not even checked again.
    const auto record = *store::ReviewsRepository(*db).find(review["id"].get<std::string>());
    const auto view
        = reviews->get(record.id, { engine::RequesterKey::account(ann), ann, std::to_string(ann) })
              .value();
    int checks = 0;
    const auto counting = [&checks](const std::string&) {
        ++checks;
        return std::optional<std::vector<std::string>>(std::vector<std::string> { "a1a8" });
    };
    EXPECT_EQ(learn::review::add_cards_from_review(*db, record, *view.review, counting, 2'000), 0);
    EXPECT_EQ(checks, 0);
    EXPECT_EQ(cards().size(), 1u);
    EXPECT_EQ(cards().front().due_at, 1'000);
}

TEST_F(DeckCardsTest, TheSideAnAccountSaysItPlayedDecidesWhoseMistakesCount)
{
    // The play page's game set up from a position: no names in the PGN, the side sent along.
    const std::string pgn = "[SetUp \"1\"]\n[FEN \"6k1/1p3ppp/8/8/8/2n5/5PPP/R5K1 w - - 0 1\"]\n\n"
                            "1. Rd1 b6 2. Rd8# 1-0\n";
    auto bad = call("POST", "/api/reviews", { { "pgn", pgn }, { "color", "red" } }, ann_token);
    EXPECT_EQ(bad.status, 400u);
    EXPECT_EQ(message(bad), "color must be white or black");
    auto created
        = call("POST", "/api/reviews", { { "pgn", pgn }, { "color", "black" } }, ann_token);
    ASSERT_EQ(created.status, 200u) << created.body;
    while (reviews->run_once()) { }
    const auto deck = cards();
    ASSERT_EQ(deck.size(), 1u);
    EXPECT_EQ(deck.front().ply, 2);
}
