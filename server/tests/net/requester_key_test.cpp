// Whose share of the engines and of the review queue a request takes (net/requester.hpp): the
// signed-in account wherever it connects from, else the client's address.
#include "accounts/jwt.hpp"
#include "net/auth_middleware.hpp"
#include "net/requester.hpp"

#include <gtest/gtest.h>

using namespace academy;

namespace {

struct RequesterKeys : ::testing::Test {
    std::shared_ptr<accounts::TokenService> tokens
        = std::make_shared<accounts::TokenService>(std::string(32, 'r'));

    RequesterKeys() { net::install_authenticator(tokens, nullptr); }
    ~RequesterKeys() override { net::install_authenticator(nullptr, nullptr); }

    static net::ApiRequest from(const std::string& address, const std::string& token = {})
    {
        net::ApiRequest req;
        req.remote_address = address;
        if (!token.empty())
            req.headers["authorization"] = "Bearer " + token;
        return req;
    }
};

} // namespace

TEST_F(RequesterKeys, AnAccountIsItsOwnRequesterFromAnyAddress)
{
    const auto token = tokens->sign({ "42", "user", "ada", "Ada" });
    EXPECT_EQ(net::requester_key(from("203.0.113.7", token)), engine::RequesterKey::account(42));
    EXPECT_EQ(net::requester_key(from("198.51.100.2", token)), engine::RequesterKey::account(42));
}

TEST_F(RequesterKeys, AVisitorAGuestAndAnAnonymousLearnerAreTheirAddress)
{
    EXPECT_EQ(
        net::requester_key(from("203.0.113.7")), engine::RequesterKey::address("203.0.113.7"));
    // Guest identities cost nothing to make: each would be a new share of the engines.
    const auto guest = tokens->sign({ "guest-abc", "guest", "Guest1", "Guest1" });
    EXPECT_EQ(net::requester_key(from("203.0.113.7", guest)),
        engine::RequesterKey::address("203.0.113.7"));
    // An anonymous learner's record is kept, but it is still a visitor: tokens come cheap.
    const auto learner = tokens->sign({ "77", "learner", "", "" });
    EXPECT_EQ(net::requester_key(from("203.0.113.7", learner)),
        engine::RequesterKey::address("203.0.113.7"));
    EXPECT_NE(net::requester_key(from("203.0.113.7")), net::requester_key(from("203.0.113.8")));
}
