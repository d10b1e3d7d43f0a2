#include "app/content_verify_cli.hpp"

namespace academy::app {

void add_content_verify_options(CLI::App& verify, ContentVerifyArgs& args,
    const std::string& depth_help, const std::string& incomplete_help)
{
    verify.add_option(
        "--content", args.content, "Content folder (default: the one the server uses)");
    verify.add_option("--jobs", args.jobs, "Stockfish processes in parallel")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    verify.add_option("--depth", args.depth, depth_help)
        ->check(CLI::Range(1, 40))
        ->capture_default_str();
    verify.add_flag("--allow-incomplete", args.allow_incomplete, incomplete_help);
    verify.add_option("--cache", args.cache,
        "File of earlier engine results to reuse and update (by FEN, depth and binary)");
    verify.add_option("--stockfish", args.stockfish, "Stockfish binary")->capture_default_str();
}

std::optional<std::filesystem::path> content_folder(const std::filesystem::path& given,
    const std::string& what, const std::optional<std::filesystem::path>& found)
{
    std::filesystem::path dir = given;
    if (dir.empty() && found) {
        dir = *found;
    } else if (dir.empty()) {
        std::cerr << "academy: no content folder with " << what << "/ found (use --content DIR)\n";
        return std::nullopt;
    }
    if (!std::filesystem::is_directory(dir)) {
        std::cerr << "academy: " << dir.string() << " is not a folder\n";
        return std::nullopt;
    }
    return dir;
}

long long seconds_since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace academy::app
