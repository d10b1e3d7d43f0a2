// Issue 29, names and text: usernames are ASCII letters, digits, _ and - (as on Lichess); display
// names and guest names refuse control characters, bidirectional overrides and isolates and
// zero-width characters with the catalogue's 400 (code validation_error), never silently.
#include "accounts_server.hpp"

#include "accounts/validation.hpp"

#include <gtest/gtest.h>

using namespace academy;
using test::AccountsServer;

namespace {

// Each hides, reorders or fakes what another player reads.
const std::vector<std::string> kHidden {
    "Ada\u202eecalevol", // right-to-left override
    "Ada\u202dLovelace", // left-to-right override
    "Ada\u2066Lovelace\u2069", // left-to-right isolate
    "Ada\u200bLovelace", // zero-width space
    "Ada\u200dLovelace", // zero-width joiner
    "Ada\u2060Lovelace", // word joiner
    "Ada\ufeffLovelace", // zero-width no-break space
    "Ada\u061cLovelace", // Arabic letter mark
    "Ada\tLovelace", // a control character
    std::string("Ada\x07Lovelace"), // bell
    std::string("Ada\xc2\x85Lovelace"), // next line (C1 control)
};

const std::vector<std::string> kNotAsciiUsernames {
    "J\u00e9r\u00f4me", // accented letters
    "\u0430dmin", // Cyrillic a, looks like "admin"
    "\uff41dmin", // fullwidth a
    "ada\u200blove", // zero-width space
    "ada love", "ada.love", "ada@love", "ada+love", "ada/love", "ada\u2603", // snowman
};

} // namespace

TEST(Names, UsernamesAreAsciiLettersDigitsUnderscoreAndHyphen)
{
    for (const char* ok : { "ada", "Ada_Lovelace", "ada-1815", "___", "A-1_b" })
        EXPECT_FALSE(accounts::check_username(ok)) << ok;
    AccountsServer s({ .attempts_per_window = 100 });
    for (const auto& name : kNotAsciiUsernames) {
        const auto r = s.register_user("new@example.com", name);
        EXPECT_EQ(r.status, 400u) << name;
        EXPECT_EQ(r.json["code"], "validation_error") << name;
        EXPECT_EQ(r.json["message"], "Username may only contain letters, digits, _ and -") << name;
    }
    // Nor can an account take one later.
    const auto token = s.register_user("ada@example.com", "ada_lovelace")
                           .json["data"]["accessToken"]
                           .get<std::string>();
    for (const auto& name : kNotAsciiUsernames) {
        const auto r = s.put("/api/users/profile", { { "username", name } }, token);
        EXPECT_EQ(r.status, 400u) << name;
        EXPECT_EQ(r.json["code"], "validation_error") << name;
    }
    EXPECT_EQ(s.get("/api/users/profile", token).json["data"]["user"]["username"], "ada_lovelace");
}

TEST(Names, DisplayNamesRefuseHiddenCharacters)
{
    AccountsServer s({ .attempts_per_window = 100 });
    const std::string text
        = "Display name must not contain control, invisible or text-direction characters";
    for (const auto& name : kHidden) {
        const auto r = s.register_user("new@example.com", "newcomer", "chess-academy-pw1", name);
        EXPECT_EQ(r.status, 400u) << name;
        EXPECT_EQ(r.json["code"], "validation_error");
        EXPECT_EQ(r.json["message"], text);
    }
    const auto token = s.register_user("ada@example.com", "ada", "chess-academy-pw1", "Ada")
                           .json["data"]["accessToken"]
                           .get<std::string>();
    for (const auto& name : kHidden) {
        const auto r = s.put("/api/users/profile", { { "displayName", name } }, token);
        EXPECT_EQ(r.status, 400u) << name;
        EXPECT_EQ(r.json["code"], "validation_error");
        EXPECT_EQ(r.json["message"], text);
    }
    // Letters of any script are welcome.
    const auto r
        = s.put("/api/users/profile", { { "displayName", "J\u00e9r\u00f4me \u674e" } }, token);
    EXPECT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(s.get("/api/users/profile", token).json["data"]["user"]["displayName"],
        "J\u00e9r\u00f4me \u674e");
}

TEST(Names, GuestNamesRefuseHiddenCharactersWithA400)
{
    AccountsServer s({ .guest_tokens_per_window = 1000 });
    for (const auto& name : kHidden) {
        const auto r = s.post("/api/auth/guest", { { "username", name } });
        EXPECT_EQ(r.status, 400u) << name << ": " << r.body;
        EXPECT_FALSE(r.json["success"].get<bool>());
        EXPECT_EQ(r.json["code"], "validation_error");
        EXPECT_EQ(r.json["message"],
            "Guest name must not contain control, invisible or text-direction characters");
        EXPECT_FALSE(r.json.contains("data"));
    }
    const auto short_name = s.post("/api/auth/guest", { { "username", "V" } });
    EXPECT_EQ(short_name.status, 400u);
    EXPECT_EQ(short_name.json["message"], "Guest name must be at least 2 characters");
    const auto long_name = s.post("/api/auth/guest", { { "username", std::string(51, 'v') } });
    EXPECT_EQ(long_name.status, 400u);
    EXPECT_EQ(long_name.json["message"], "Guest name must be at most 50 characters");
}

TEST(Names, AGuestWhoAsksForNoNameGetsAGeneratedOneAndAGoodNameIsKept)
{
    AccountsServer s({ .guest_tokens_per_window = 1000 });
    for (const nlohmann::json& body : { nlohmann::json::object(),
             nlohmann::json { { "username", "" } }, nlohmann::json { { "username", "   " } },
             nlohmann::json { { "username", nullptr } } }) {
        const auto r = s.post("/api/auth/guest", body);
        ASSERT_EQ(r.status, 200u) << body.dump() << ": " << r.body;
        EXPECT_TRUE(r.json["data"]["user"]["username"].get<std::string>().starts_with("Guest"));
    }
    const auto r = s.post("/api/auth/guest", { { "username", "  Visiting J\u00e9r\u00f4me " } });
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(r.json["data"]["user"]["username"], "Visiting J\u00e9r\u00f4me");
    EXPECT_EQ(r.json["data"]["user"]["displayName"], "Visiting J\u00e9r\u00f4me");
}
