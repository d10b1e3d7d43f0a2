#include "learn/engine_result_file.hpp"

#include <filesystem>
#include <fstream>

namespace academy::learn {

namespace fs = std::filesystem;

EngineResultFile::EngineResultFile(
    std::string path, const std::string& kind, const std::string& stockfish, int hash_mb)
    : path_(std::move(path))
{
    std::error_code ec;
    const auto size = fs::file_size(stockfish, ec);
    const auto time = fs::last_write_time(stockfish, ec);
    stamp_ = kind + " 1 " + stockfish + " " + std::to_string(size) + " "
        + std::to_string(time.time_since_epoch().count()) + " hash " + std::to_string(hash_mb);
    if (path_.empty())
        return;
    std::ifstream in(path_);
    std::string line;
    if (!std::getline(in, line) || line != stamp_)
        return;
    while (std::getline(in, line)) {
        // The key may hold tabs itself (depth \t FEN): the value is after the last one.
        const auto tab = line.rfind('\t');
        if (tab != std::string::npos)
            entries_[line.substr(0, tab)] = line.substr(tab + 1);
    }
}

const std::string* EngineResultFile::find(const std::string& key) const
{
    const auto it = entries_.find(key);
    return it == entries_.end() ? nullptr : &it->second;
}

void EngineResultFile::put(const std::string& key, std::string value)
{
    entries_[key] = std::move(value);
}

void EngineResultFile::save() const
{
    if (path_.empty())
        return;
    std::error_code ec;
    if (const auto dir = fs::path(path_).parent_path(); !dir.empty())
        fs::create_directories(dir, ec);
    std::ofstream out(path_, std::ios::trunc);
    out << stamp_ << "\n";
    for (const auto& [key, value] : entries_)
        out << key << "\t" << value << "\n";
}

} // namespace academy::learn
