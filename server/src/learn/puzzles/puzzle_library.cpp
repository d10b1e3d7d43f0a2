#include "learn/puzzles/puzzle_library.hpp"

#include "learn/puzzles/puzzle_import.hpp"
#include "learn/puzzles/stored_puzzle.hpp"
#include "store/puzzles_repository.hpp"

#include <algorithm>
#include <cstdlib>

namespace academy::learn {

namespace fs = std::filesystem;

std::vector<fs::path> content_roots()
{
    std::vector<fs::path> roots;
    if (const char* env = std::getenv("ACADEMY_CONTENT"))
        roots.emplace_back(env);
    roots.emplace_back("content");
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec)
        roots.push_back(exe.parent_path().parent_path() / "content");
    return roots;
}

LibraryLoad load_puzzle_library(store::Database& db, const std::vector<fs::path>& roots)
{
    LibraryLoad load;
    std::error_code ec;
    for (const auto& root : roots) {
        const fs::path dir = root / "puzzles";
        if (!fs::is_directory(dir, ec))
            continue;
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.path().extension() == ".csv")
                files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const auto& f : files)
            load.loaded += import_puzzles(db, f.string(), "academy", true).imported;
        load.directory = dir;
        load.in_library = store::PuzzlesRepository(db).count("academy");
        return load;
    }
    return load;
}

std::vector<puzzler::Puzzle> library_puzzles(store::Database& db)
{
    std::vector<puzzler::Puzzle> puzzles;
    for (const auto& s : store::PuzzlesRepository(db).all())
        puzzles.push_back(from_stored(s));
    return puzzles;
}

} // namespace academy::learn
