#include "store/text.hpp"

#include <optional>

namespace academy::store {

std::string trim(std::string_view text)
{
    constexpr std::string_view space = " \t\n\r\f\v";
    const auto first = text.find_first_not_of(space);
    if (first == std::string_view::npos)
        return {};
    return std::string(text.substr(first, text.find_last_not_of(space) - first + 1));
}

std::size_t utf8_length(std::string_view text)
{
    std::size_t n = 0;
    for (unsigned char c : text)
        n += (c & 0xC0) != 0x80;
    return n;
}

namespace {

    // The next code point of `text` from `i` (advanced past it), or nothing for bytes that are
    // not UTF-8 (stray continuation, overlong or truncated sequences, surrogates).
    std::optional<char32_t> next_code_point(std::string_view text, std::size_t& i)
    {
        const auto lead = static_cast<unsigned char>(text[i++]);
        if (lead < 0x80)
            return lead;
        int extra = 0;
        char32_t cp = 0;
        if ((lead & 0xE0) == 0xC0) {
            extra = 1;
            cp = lead & 0x1F;
        } else if ((lead & 0xF0) == 0xE0) {
            extra = 2;
            cp = lead & 0x0F;
        } else if ((lead & 0xF8) == 0xF0) {
            extra = 3;
            cp = lead & 0x07;
        } else {
            return std::nullopt;
        }
        for (int k = 0; k < extra; ++k) {
            if (i >= text.size() || (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
                return std::nullopt;
            cp = (cp << 6) | (static_cast<unsigned char>(text[i++]) & 0x3F);
        }
        constexpr char32_t smallest[] = { 0, 0x80, 0x800, 0x10000 };
        if (cp < smallest[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return std::nullopt;
        return cp;
    }

    bool hidden(char32_t c)
    {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) // controls
            || c == 0xAD // soft hyphen
            || c == 0x061C || c == 0x180E // Arabic letter mark, Mongolian vowel separator
            || (c >= 0x200B && c <= 0x200F) // zero-width space, joiners, LRM, RLM
            || (c >= 0x2028 && c <= 0x202E) // line/paragraph separators, embeddings, overrides
            || (c >= 0x2060 && c <= 0x2064) // word joiner, invisible operators
            || (c >= 0x2066 && c <= 0x206F) // isolates and deprecated format characters
            || c == 0xFEFF // zero-width no-break space
            || (c >= 0xFFF9 && c <= 0xFFFB) // interlinear annotation
            || (c >= 0xE0000 && c <= 0xE007F); // tags
    }

} // namespace

bool has_hidden_characters(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const auto c = next_code_point(text, i);
        if (!c || hidden(*c))
            return true;
    }
    return false;
}

} // namespace academy::store
