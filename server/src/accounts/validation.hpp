#pragma once

#include "store/text.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace academy::accounts {

// The server mirror of the sign-in form's rules, plus upper bounds.
constexpr std::size_t min_password = 8, max_password = 128;
constexpr std::size_t min_username = 3, max_username = 30;
constexpr std::size_t min_display_name = 2, max_display_name = 50;
constexpr std::size_t max_email = 254;

// Each returns the sign-in form's text naming the problem, or nothing when the value is fine.
std::optional<std::string> check_email(std::string_view email);
std::optional<std::string> check_password(std::string_view password);
std::optional<std::string> check_username(std::string_view username);
std::optional<std::string> check_display_name(std::string_view display_name);
// A visitor's name for live play (POST /api/auth/guest): a display name's rules (2-50 characters,
// nothing hidden, reordering or invisible) and no markup characters. Whether a registered player
// has the name is the service's to check.
std::optional<std::string> check_guest_name(std::string_view name);

// On the list of the 10,000 most common passwords (case ignored), which NIST SP 800-63B asks a
// service to refuse.
bool is_common_password(std::string_view password);
// The embedded list, one password per line (generated from server/data/common-passwords.txt).
std::string_view common_passwords_text();

// Characters that would be markup if a name were ever shown unescaped: < > & " ' `.
bool has_markup(std::string_view text);

// Leading and trailing white space removed (the one trim, from store/text.hpp).
using store::trim;

} // namespace academy::accounts
