#include "accounts/validation.hpp"

#include <unordered_set>

namespace academy::accounts {

std::optional<std::string> check_email(std::string_view email)
{
    if (email.empty())
        return "Email is required";
    if (email.size() > max_email)
        return "Email must be at most 254 characters";
    // The form's shape — local@label.label — with nothing that could become markup or a header
    // (control characters, white space, < and >) and no empty domain label ("a@b..com").
    const auto at = email.find('@');
    if (at == std::string_view::npos || at == 0
        || email.find('@', at + 1) != std::string_view::npos)
        return "Please enter a valid email";
    for (unsigned char c : email)
        if (c < 0x21 || c == 0x7f || c == '<' || c == '>')
            return "Please enter a valid email";
    const auto domain = email.substr(at + 1);
    std::size_t labels = 0;
    for (std::size_t start = 0;; ++labels) {
        const auto dot = domain.find('.', start);
        const auto label = domain.substr(
            start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
        if (label.empty())
            return "Please enter a valid email";
        if (dot == std::string_view::npos)
            break;
        start = dot + 1;
    }
    if (labels < 1) // the loop counted the dots: a domain needs two labels
        return "Please enter a valid email";
    return std::nullopt;
}

bool is_common_password(std::string_view password)
{
    // Built once from the embedded list (server/data/common-passwords.txt): 10,000 views into it.
    static const std::unordered_set<std::string_view> common = [] {
        std::unordered_set<std::string_view> set;
        std::string_view rest = common_passwords_text();
        while (!rest.empty()) {
            const auto end = rest.find('\n');
            const auto line = rest.substr(0, end);
            if (!line.empty())
                set.insert(line);
            rest = end == std::string_view::npos ? std::string_view {} : rest.substr(end + 1);
        }
        return set;
    }();
    std::string lower(password);
    for (auto& c : lower)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return common.count(lower) > 0;
}

bool has_markup(std::string_view text)
{
    return text.find_first_of("<>&\"'`") != std::string_view::npos;
}

std::optional<std::string> check_password(std::string_view password)
{
    if (password.empty())
        return "Password is required";
    if (password.size() < min_password)
        return "Password must be at least 8 characters";
    if (password.size() > max_password)
        return "Password must be at most 128 characters";
    if (is_common_password(password))
        return "This password is one of the most common ones. Please choose a less common password";
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
    const auto n = store::utf8_length(display_name);
    if (n < min_display_name)
        return "Display name must be at least 2 characters";
    if (n > max_display_name)
        return "Display name must be at most 50 characters";
    if (store::has_hidden_characters(display_name))
        return "Display name must not contain control, invisible or text-direction characters";
    return std::nullopt;
}

std::optional<std::string> check_guest_name(std::string_view name)
{
    const auto n = store::utf8_length(name);
    if (n < min_display_name)
        return "Guest name must be at least 2 characters";
    if (n > max_display_name)
        return "Guest name must be at most 50 characters";
    if (store::has_hidden_characters(name))
        return "Guest name must not contain control, invisible or text-direction characters";
    if (has_markup(name))
        return "Guest name must not contain < > & \" ' or `";
    return std::nullopt;
}

} // namespace academy::accounts
