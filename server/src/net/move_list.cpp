#include "net/move_list.hpp"

namespace academy::net {

std::optional<std::string> read_uci_moves(
    const nlohmann::json& body, std::size_t min, std::size_t max, std::vector<std::string>& out)
{
    const std::string not_moves = "moves must be a list of moves";
    if (!body.is_object())
        return not_moves;
    const auto list = body.find("moves");
    if (list == body.end() || !list->is_array() || list->size() < min)
        return not_moves;
    if (list->size() > max)
        return "too many moves";
    out.clear();
    for (const auto& m : *list) {
        if (!m.is_string())
            return not_moves;
        const auto& text = m.get_ref<const std::string&>();
        if (text.size() < 4 || text.size() > 5)
            return not_moves;
        out.push_back(text);
    }
    return std::nullopt;
}

} // namespace academy::net
