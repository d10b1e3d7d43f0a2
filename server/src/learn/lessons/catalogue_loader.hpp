// Reads the lesson catalogue from a content folder (content/lessons/README.md): categories.json,
// curriculum/<category>/<id>.json for every lesson categories.json lists, interactive/*.json,
// academy/lessons.json, academy/puzzles.json and the puzzle library puzzles/*.csv. The one file
// of learn/ that reads JSON (catalogue_loader.cpp, with nlohmann-json): the rest of the server
// sees only the plain structs of catalogue.hpp.
#pragma once

#include "learn/lessons/catalogue.hpp"

#include <filesystem>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace academy::learn::lessons {

// Something wrong with one file: `place` is where in it ("modules[2].positions[0].fen"; empty
// for the whole file).
struct LoadProblem {
    std::string file;
    std::string place;
    std::string reason;
};

struct CatalogueLoad {
    Catalogue catalogue;
    std::filesystem::path root; // the content folder read
    // Files the catalogue expects that are not there: the catalogue goes on without them.
    std::vector<LoadProblem> missing;
    // Files that are there but are not JSON, or not of the schema's shape (a field missing or of
    // the wrong type): left out of the catalogue.
    std::vector<LoadProblem> malformed;
    // Lesson files under curriculum/ that categories.json does not list (not loaded).
    std::vector<std::string> unlisted;
};

// Reads everything there is under `content_dir`; never throws for content (missing and malformed
// files are reported in the result).
CatalogueLoad load_catalogue(const std::filesystem::path& content_dir);

// The first of `roots` (learn::content_roots()) that holds lessons/ or academy/.
std::optional<std::filesystem::path> find_content_root(
    const std::vector<std::filesystem::path>& roots);

// A malformed content file at start: the message names the file, the place and the reason.
class CatalogueError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// For `academy serve`: the catalogue, with `warn` called once for each missing file; throws
// CatalogueError naming every malformed file.
Catalogue load_catalogue_for_serving(
    const std::filesystem::path& content_dir, const std::function<void(const std::string&)>& warn);

// "file: place: reason" (or "file: reason" without a place).
std::string describe(const LoadProblem& problem);

} // namespace academy::learn::lessons
