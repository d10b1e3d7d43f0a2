#include "accounts/validation.hpp"

namespace academy::accounts {

namespace {

    bool is_space(char c)
    {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    }

    // Characters of a UTF-8 string (continuation bytes not counted).
    std::size_t char_count(std::string_view text)
    {
        std::size_t n = 0;
        for (unsigned char c : text)
            n += (c & 0xC0) != 0x80;
        return n;
    }

} // namespace

std::string trim(std::string_view text)
{
    while (!text.empty() && is_space(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && is_space(text.back()))
        text.remove_suffix(1);
    return std::string(text);
}

std::optional<std::string> check_email(std::string_view email)
{
    if (email.empty())
        return "Email is required";
    if (email.size() > max_email)
        return "Email must be at most 254 characters";
    // Same shape as the form: something@something.something, no spaces.
    const auto at = email.find('@');
    const bool shaped = at != std::string_view::npos && at > 0
        && email.find('@', at + 1) == std::string_view::npos
        && email.find_first_of(" \t\r\n") == std::string_view::npos;
    const auto dot = shaped ? email.find('.', at + 2) : std::string_view::npos;
    if (!shaped || dot == std::string_view::npos || dot + 1 >= email.size())
        return "Please enter a valid email";
    return std::nullopt;
}

std::optional<std::string> check_password(std::string_view password)
{
    if (password.empty())
        return "Password is required";
    if (password.size() < min_password)
        return "Password must be at least 8 characters";
    if (password.size() > max_password)
        return "Password must be at most 128 characters";
    return std::nullopt;
}

std::optional<std::string> check_username(std::string_view username)
{
    if (username.empty())
        return "Username is required";
    if (username.size() < min_username)
        return "Username must be at least 3 characters";
    if (username.size() > max_username)
        return "Username must be at most 30 characters";
    for (char c : username) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '_' || c == '-';
        if (!ok)
            return "Username may only contain letters, digits, _ and -";
    }
    return std::nullopt;
}

std::optional<std::string> check_display_name(std::string_view display_name)
{
    if (display_name.empty())
        return "Display name is required";
    const auto n = char_count(display_name);
    if (n < min_display_name)
        return "Display name must be at least 2 characters";
    if (n > max_display_name)
        return "Display name must be at most 50 characters";
    for (unsigned char c : display_name)
        if (c < 0x20 || c == 0x7f)
            return "Display name must not contain control characters";
    return std::nullopt;
}

} // namespace academy::accounts
