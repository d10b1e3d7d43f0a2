// Fair use of the review queue (issue 29): one requester has at most three reviews waiting, the
// queue is served in turn across requesters, and a game is at most 300 plies, all seen through
// the review routes as a learner sees them.
#include "review_fixture.hpp"

#include "chess/game.hpp"
#include "chess/san.hpp"

#include <algorithm>
#include <random>

using namespace academy;
using academy::test::ReviewFixture;
using json = nlohmann::json;

namespace {

// Four short games a visitor might paste, all different.
const char* const kGames[] = {
    "1. e4 e5 2. Nf3 Nc6 *",
    "1. d4 d5 2. c4 e6 *",
    "1. c4 e5 2. Nc3 Nf6 *",
    "1. Nf3 d5 2. g3 Nf6 *",
};

// A legal game of exactly `plies` half-moves in PGN, played at random from the start by a fixed
// seed, that is still going at its end (no mate, no automatic draw on the way).
std::string long_game(int plies)
{
    for (std::uint64_t seed = 1;; ++seed) {
        std::mt19937_64 rng(seed);
        chess::Game game;
        std::string pgn;
        bool going = true;
        for (int ply = 0; ply < plies && going; ++ply) {
            const auto legal = game.legal_moves();
            if (legal.empty()) {
                going = false;
                break;
            }
            const auto move = legal[rng() % legal.size()];
            if (ply % 2 == 0)
                pgn += std::to_string(ply / 2 + 1) + ". ";
            pgn += chess::to_san(game.position(), move) + " ";
            going = game.play(move).ok() && game.status().outcome == chess::Outcome::Ongoing;
        }
        if (going && static_cast<int>(game.moves().size()) == plies)
            return pgn + "*";
    }
}

} // namespace

TEST_F(ReviewFixture, AFourthWaitingReviewOfOneAddressIsRefusedWhileAnotherLearnersIsServed)
{
    remote = "203.0.113.7";
    std::vector<std::string> mine;
    for (int i = 0; i < 3; ++i) {
        const auto queued = call("POST", "/api/reviews", { { "pgn", kGames[i] } });
        ASSERT_EQ(queued.status, 200u) << queued.body;
        mine.push_back(data(queued)["id"]);
    }
    const auto fourth = call("POST", "/api/reviews", { { "pgn", kGames[3] } });
    EXPECT_EQ(fourth.status, 429u);
    EXPECT_EQ(nlohmann::json::parse(fourth.body)["code"], "rate_limited");
    EXPECT_EQ(message(fourth),
        "You already have 3 games waiting for review: ask for another when one of them is done");
    EXPECT_TRUE(std::any_of(fourth.headers.begin(), fourth.headers.end(),
        [](const auto& h) { return h.first == "Retry-After"; }));
    // A game already asked for is still answered with its review, not refused.
    EXPECT_EQ(call("POST", "/api/reviews", { { "pgn", kGames[0] } }).status, 200u);

    // Another learner, from another address, is accepted at once...
    remote = "198.51.100.2";
    const auto theirs = call("POST", "/api/reviews", { { "pgn", kGames[3] } });
    ASSERT_EQ(theirs.status, 200u) << theirs.body;
    const std::string their_id = data(theirs)["id"];

    // ...and served in turn: within the first two reviews the worker does, one is theirs, before
    // the first address's other two (which of the first address's comes first is its own order,
    // by the millisecond each was asked for).
    ASSERT_TRUE(reviews->run_once());
    ASSERT_TRUE(reviews->run_once());
    auto status = [&](const std::string& id) {
        return data(call("GET", "/api/reviews/" + id, nullptr))["status"].get<std::string>();
    };
    EXPECT_EQ(status(their_id), "done");
    EXPECT_EQ(std::count_if(mine.begin(), mine.end(),
                  [&](const std::string& id) { return status(id) == "done"; }),
        1);
    const auto review = data(call("GET", "/api/reviews/" + their_id, nullptr));
    EXPECT_EQ(review["progress"]["analysed"], review["progress"]["total"]);
    EXPECT_EQ(review["moves"].size(), 4u);

    // Once one of its reviews is done, the first address may ask for a fourth game.
    remote = "203.0.113.7";
    EXPECT_EQ(call("POST", "/api/reviews", { { "pgn", "1. b3 e5 *" } }).status, 200u);
    EXPECT_EQ(call("POST", "/api/reviews", { { "pgn", "1. g3 d5 *" } }).status, 429u);
}

TEST_F(ReviewFixture, ASignedInLearnersWaitingReviewsAreTheirsWhateverTheAddress)
{
    // Three reviews of one account fill its share; a visitor on the same address keeps its own.
    const auto owner = token("7");
    for (int i = 0; i < 3; ++i)
        ASSERT_EQ(call("POST", "/api/reviews", { { "pgn", kGames[i] } }, owner).status, 200u);
    EXPECT_EQ(call("POST", "/api/reviews", { { "pgn", kGames[3] } }, owner).status, 429u);
    EXPECT_EQ(call("POST", "/api/reviews", { { "pgn", kGames[3] } }).status, 200u);
}

TEST_F(ReviewFixture, AGameOfMoreThan300PliesIsRefusedWithItsLength)
{
    const auto refused = call("POST", "/api/reviews", { { "pgn", long_game(301) } });
    EXPECT_EQ(refused.status, 400u);
    EXPECT_EQ(nlohmann::json::parse(refused.body)["code"], "validation_error");
    EXPECT_EQ(message(refused),
        "A review covers a game of at most 300 plies (moves of both sides); this game has 301");
    EXPECT_FALSE(reviews->run_once()); // nothing was queued

    const auto accepted = call("POST", "/api/reviews", { { "pgn", long_game(300) } });
    EXPECT_EQ(accepted.status, 200u) << accepted.body;
    EXPECT_EQ(data(accepted)["status"], "queued");
}
