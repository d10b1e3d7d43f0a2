// Small text helpers shared by every layer above the store (accounts, play, learn, net): one of
// each, so that "white space" means the same thing everywhere.
#pragma once

#include <string>
#include <string_view>

namespace academy::store {

// Leading and trailing ASCII white space (space, tab, newline, carriage return, form feed,
// vertical tab) removed.
std::string trim(std::string_view text);

// Characters of a UTF-8 string — code points, continuation bytes not counted — so that a limit of
// 140 allows 140 accented letters or emoji, not 140 bytes.
std::size_t utf8_length(std::string_view text);

// Whether text shown to other people hides something: a control character (C0, DEL, C1), a
// bidirectional override, embedding, isolate or mark (which can reverse what follows it on
// another player's screen), a zero-width or other invisible character (which can make two names
// look the same), a line or paragraph separator, or bytes that are not UTF-8.
bool has_hidden_characters(std::string_view text);

} // namespace academy::store
