// The eleven puzzle sets as theme queries over the puzzle library, and the
// learning path's three bands.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace academy::learn {

struct PuzzleSetDef {
    std::string id;
    std::string title;
    std::string description;
    std::string difficulty; // Beginner, Intermediate, Advanced
    int min_rating;
    int max_rating;
    int total; // puzzles in the set
    std::vector<std::string> themes; // a puzzle belongs when it has any of them
};

struct LearningBand {
    std::string name;
    int min_rating;
    int max_rating;
};

const std::vector<PuzzleSetDef>& puzzle_sets();
const PuzzleSetDef* find_puzzle_set(std::string_view id);
const std::vector<LearningBand>& learning_path();

// A person-facing name for a Lichess theme tag ("discoveredAttack" -> "Discovered attack").
std::string theme_title(std::string_view theme);

} // namespace academy::learn
