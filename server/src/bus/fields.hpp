// A message on the bus as a list of text fields, each written "<length>:<bytes>", so any byte
// (a chat line, a JSON frame) travels as it is. Not a wire format anyone outside the nodes sees.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace academy::bus {

std::string pack(const std::vector<std::string_view>& fields);
// Nothing when the text is not a whole list of fields.
std::optional<std::vector<std::string_view>> unpack(std::string_view text);

} // namespace academy::bus
