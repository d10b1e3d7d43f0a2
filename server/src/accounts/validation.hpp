#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace academy::accounts {

// The server mirror of the sign-in form's rules (platform.md §5), plus upper bounds.
constexpr std::size_t min_password = 8, max_password = 128;
constexpr std::size_t min_username = 3, max_username = 30;
constexpr std::size_t min_display_name = 2, max_display_name = 50;
constexpr std::size_t max_email = 254;

// Each returns the §5 text naming the problem, or nothing when the value is fine.
std::optional<std::string> check_email(std::string_view email);
std::optional<std::string> check_password(std::string_view password);
std::optional<std::string> check_username(std::string_view username);
std::optional<std::string> check_display_name(std::string_view display_name);

// Leading and trailing white space removed.
std::string trim(std::string_view text);

} // namespace academy::accounts
