#include "accounts/countries.hpp"

#include <map>

namespace academy::accounts {

std::string_view countries_text(); // generated from content/countries/iso3166-1.tab

namespace {

    const std::map<std::string, std::string, std::less<>>& countries()
    {
        static const auto list = [] {
            std::map<std::string, std::string, std::less<>> out;
            const auto text = countries_text();
            std::size_t start = 0;
            while (start < text.size()) {
                auto end = text.find('\n', start);
                if (end == std::string_view::npos)
                    end = text.size();
                const auto line = text.substr(start, end - start);
                start = end + 1;
                const auto tab = line.find('\t');
                if (line.empty() || line.front() == '#' || tab != 2)
                    continue;
                out.emplace(std::string(line.substr(0, 2)), std::string(line.substr(3)));
            }
            return out;
        }();
        return list;
    }

} // namespace

std::optional<std::string> country_code(std::string_view text)
{
    if (text.size() != 2)
        return std::nullopt;
    std::string code(text);
    for (auto& c : code)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    if (!countries().contains(code))
        return std::nullopt;
    return code;
}

std::string country_name(std::string_view code)
{
    const auto it = countries().find(code);
    return it == countries().end() ? std::string {} : it->second;
}

} // namespace academy::accounts
