#include "net/static_files.hpp"

#include "net/gzip.hpp"

#include <array>
#include <fstream>
#include <sstream>

namespace academy::net {

namespace {

    constexpr std::size_t min_gzip_size = 512;

    std::string percent_decode(std::string_view s)
    {
        std::string out;
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (s[i] == '%' && i + 2 < s.size()
                && std::isxdigit(static_cast<unsigned char>(s[i + 1]))
                && std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
                out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
                i += 2;
            } else {
                out += s[i];
            }
        }
        return out;
    }

    // Only plain relative paths inside the web root: no "..", no hidden files, no NUL.
    bool safe_relative(std::string_view path)
    {
        if (path.find('\0') != std::string_view::npos || path.find('\\') != std::string_view::npos)
            return false;
        std::size_t start = 0;
        while (start < path.size()) {
            auto end = path.find('/', start);
            if (end == std::string_view::npos)
                end = path.size();
            const auto segment = path.substr(start, end - start);
            if (segment.starts_with("."))
                return false;
            start = end + 1;
        }
        return true;
    }

    bool compressible(std::string_view mime)
    {
        return mime.starts_with("text/") || mime.starts_with("application/javascript")
            || mime.starts_with("application/json") || mime.starts_with("image/svg")
            || mime == "application/wasm" || mime.starts_with("application/manifest");
    }

} // namespace

StaticFiles::StaticFiles(std::filesystem::path root)
    : root_(std::move(root))
{
}

std::string_view StaticFiles::mime_type(std::string_view ext)
{
    static const std::array<std::pair<std::string_view, std::string_view>, 24> types { {
        { ".html", "text/html; charset=utf-8" },
        { ".js", "application/javascript; charset=utf-8" },
        { ".mjs", "application/javascript; charset=utf-8" },
        { ".css", "text/css; charset=utf-8" },
        { ".json", "application/json" },
        { ".map", "application/json" },
        { ".webmanifest", "application/manifest+json" },
        { ".svg", "image/svg+xml" },
        { ".png", "image/png" },
        { ".jpg", "image/jpeg" },
        { ".jpeg", "image/jpeg" },
        { ".gif", "image/gif" },
        { ".webp", "image/webp" },
        { ".ico", "image/x-icon" },
        { ".woff", "font/woff" },
        { ".woff2", "font/woff2" },
        { ".ttf", "font/ttf" },
        { ".wasm", "application/wasm" },
        { ".txt", "text/plain; charset=utf-8" },
        { ".xml", "application/xml" },
        { ".mp3", "audio/mpeg" },
        { ".wav", "audio/wav" },
        { ".ogg", "audio/ogg" },
        { ".pgn", "application/x-chess-pgn" },
    } };
    for (const auto& [e, type] : types)
        if (e == ext)
            return type;
    return "application/octet-stream";
}

std::shared_ptr<const StaticFiles::Entry> StaticFiles::load(const std::filesystem::path& file)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec))
        return nullptr;
    const auto mtime = std::filesystem::last_write_time(file, ec);
    if (ec)
        return nullptr;
    const std::string key = file.string();
    {
        std::lock_guard lock(mutex_);
        auto it = cache_.find(key);
        if (it != cache_.end() && it->second->mtime == mtime)
            return it->second;
    }
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return nullptr;
    std::ostringstream content;
    content << in.rdbuf();
    auto entry = std::make_shared<Entry>();
    entry->mtime = mtime;
    entry->body = std::make_shared<const std::string>(content.str());
    if (entry->body->size() >= min_gzip_size
        && compressible(mime_type(file.extension().string()))) {
        auto packed = gzip_compress(*entry->body);
        if (packed.size() < entry->body->size())
            entry->gzipped = std::make_shared<const std::string>(std::move(packed));
    }
    std::lock_guard lock(mutex_);
    cache_[key] = entry;
    return entry;
}

StaticFiles::Result StaticFiles::serve(std::string_view url_path, bool accepts_gzip)
{
    Result result;
    std::string relative = percent_decode(url_path);
    while (!relative.empty() && relative.front() == '/')
        relative.erase(relative.begin());
    if (!safe_relative(relative))
        return result;

    std::filesystem::path file = root_ / relative;
    std::shared_ptr<const Entry> entry = relative.empty() ? nullptr : load(file);
    if (!entry) {
        // A path whose last segment has an extension names a file: missing means 404. Anything
        // else is a client-side route and gets the app's index.html.
        const auto last = relative.substr(
            relative.find_last_of('/') == std::string::npos ? 0 : relative.find_last_of('/') + 1);
        if (last.find('.') != std::string::npos)
            return result;
        file = root_ / "index.html";
        entry = load(file);
        if (!entry)
            return result;
    }

    result.status = 200;
    result.content_type = std::string(mime_type(file.extension().string()));
    if (file.filename() == "index.html")
        result.cache_control = "no-cache";
    else if (relative.starts_with("assets/"))
        result.cache_control = "public, max-age=31536000, immutable";
    else
        result.cache_control = "public, max-age=3600";
    if (accepts_gzip && entry->gzipped) {
        result.body = entry->gzipped;
        result.gzipped = true;
    } else {
        result.body = entry->body;
    }
    return result;
}

} // namespace academy::net
