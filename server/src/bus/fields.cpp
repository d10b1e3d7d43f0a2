#include "bus/fields.hpp"

#include <charconv>

namespace academy::bus {

std::string pack(const std::vector<std::string_view>& fields)
{
    std::string out;
    for (const auto f : fields) {
        out += std::to_string(f.size());
        out += ':';
        out += f;
    }
    return out;
}

std::optional<std::vector<std::string_view>> unpack(std::string_view text)
{
    std::vector<std::string_view> out;
    while (!text.empty()) {
        const auto colon = text.find(':');
        if (colon == std::string_view::npos || colon == 0)
            return std::nullopt;
        std::size_t n = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + colon, n);
        if (ec != std::errc {} || end != text.data() + colon || n > text.size() - colon - 1)
            return std::nullopt;
        out.push_back(text.substr(colon + 1, n));
        text.remove_prefix(colon + 1 + n);
    }
    return out;
}

} // namespace academy::bus
