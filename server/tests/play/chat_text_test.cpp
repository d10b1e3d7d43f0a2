// Issue 29, names and text: a chat line reaches the other player's screen, so nothing in it may
// hide, reorder or fake text (control characters, bidirectional overrides and isolates,
// zero-width characters): such a line is refused with an error event and never sent or stored.
#include "play_fixture.hpp"

using namespace academy;
using namespace academy::test;

TEST_F(PlayTest, ChatRefusesControlBidiAndZeroWidthCharacters)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    const std::string refused
        = "Message must not contain control, invisible or text-direction characters";
    for (const std::string& text :
        std::vector<std::string> { "gg \u202eevil", "gg \u202devil", "gg \u2067evil\u2069",
            "g\u200bg", "g\u200cg", "g\u200dg", "g\u2060g", "g\ufeffg", "g\u00adg", "g\u061cg",
            "gg\twp", "gg\rwp", std::string("gg\x1b[31m"), std::string("gg\xc2\x9b"),
            std::string("gg\xe2\x80"), std::string("gg\xed\xa0\x80") }) {
        send(w, "send_chat_message", { { "gameId", id }, { "message", text } });
        EXPECT_EQ(w->last_error(), refused) << text;
        EXPECT_EQ(w->last("error")["event"], "send_chat_message");
    }
    EXPECT_EQ(b->count("chat_message"), 0);
    EXPECT_EQ(w->count("chat_message"), 0);
    // Any script, accents and emoji are fine.
    send(w, "send_chat_message",
        { { "gameId", id }, { "message", "Bonne chance, J\u00e9r\u00f4me \u674e \u265e" } });
    EXPECT_EQ(b->last("chat_message")["message"]["message"],
        "Bonne chance, J\u00e9r\u00f4me \u674e \u265e");
    const auto game = state(id, "id-alice");
    ASSERT_TRUE(game);
    EXPECT_EQ((*game)["chat"].size(), 1u) << game->dump();
}
