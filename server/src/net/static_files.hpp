#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

namespace academy::net {

// Serves the built web app (web/dist): real files with their MIME type, index.html for SPA routes,
// long-lived caching for Vite's hashed /assets/, no-cache for index.html, gzip when asked for.
// Files are read once and kept in memory with their gzip form; a changed mtime reloads them.
class StaticFiles {
public:
    struct Result {
        unsigned status = 404;
        std::shared_ptr<const std::string> body;
        std::string content_type;
        std::string cache_control;
        bool gzipped = false;
    };

    explicit StaticFiles(std::filesystem::path root);

    Result serve(std::string_view url_path, bool accepts_gzip);

    static std::string_view mime_type(std::string_view extension);

private:
    struct Entry {
        std::filesystem::file_time_type mtime;
        std::shared_ptr<const std::string> body;
        std::shared_ptr<const std::string> gzipped; // null when compression does not pay
    };

    std::shared_ptr<const Entry> load(const std::filesystem::path& file);

    std::filesystem::path root_;
    std::mutex mutex_;
    std::map<std::string, std::shared_ptr<const Entry>> cache_;
};

} // namespace academy::net
