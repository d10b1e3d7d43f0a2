#pragma once

#include <string>
#include <string_view>

namespace academy::net {

// gzip-wrapped deflate at the best ratio; used once per static file and cached.
std::string gzip_compress(std::string_view data);

} // namespace academy::net
