// The practice positions (content/practice/, docs in its README): endings and tactics the player
// plays out against the educational bot, each with a goal the server judges after every move
// (practice_judge.hpp). This file holds the plain types and the loader of the content files.
#pragma once

#include "chess/types.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace academy::learn::practice {

enum class GoalKind { mate, mate_in, win, promote, draw_in, equalise, gain_material };

struct Goal {
    GoalKind kind = GoalKind::mate;
    // mateIn, drawIn and equalise: the player's moves (required); the others: a cap on the
    // player's moves (0: the kind's default, kDefaultMoveCap).
    int moves = 0;
    // gainMaterial: pawns' worth (P 1, N/B 3, R 5, Q 9) the player must be ahead of the start.
    int material = 0;
};

// Long enough for any of our mates (bishop and knight takes up to 33) with room for detours.
inline constexpr int kDefaultMoveCap = 50;
inline constexpr int kMaxGoalMoves = 80;

struct PracticePosition {
    std::string id; // kebab-case, unique over every section
    std::string section;
    std::string title;
    std::string description; // for the learner: the idea and what to aim for
    std::string fen; // the player is the side to move
    Goal goal;
    int bot_level = 3; // the educational bot defending (or attacking, for drawIn) the position
    int stars3 = 0; // at most this many moves: three stars
    int stars2 = 0; // at most this many: two stars; more: one
    std::string hint;

    // The move cap of the attempt: the goal's moves, or kDefaultMoveCap.
    int move_cap() const { return goal.moves > 0 ? goal.moves : kDefaultMoveCap; }
};

struct Section {
    std::string id;
    std::string title;
    std::string description;
    std::vector<std::string> positions; // ids, in the order of the section's file
};

struct Catalogue {
    std::vector<Section> sections;
    std::vector<PracticePosition> positions; // section by section, in file order

    const PracticePosition* find(std::string_view id) const;
};

// A problem of one file, "file: place: reason" when printed.
struct LoadProblem {
    std::string file;
    std::string place;
    std::string reason;
};

struct CatalogueLoad {
    Catalogue catalogue; // only the positions without structural problems
    std::vector<LoadProblem> problems;
    int files = 0;
};

// The section ids, in order; sections.json must list exactly these.
const std::vector<std::string>& section_ids();

// Reads <dir>/sections.json and <dir>/<section>.json. Structural checks only: fields present and
// of their type, kebab-case unique ids, the section named by the file, FEN parsed by the rules
// core with a legal move for the player, goal fields in range, stars 1 <= three <= two. A bad
// position is left out and reported; the engine's checks are practice_verify's.
CatalogueLoad load_catalogue(const std::filesystem::path& dir);

// The first existing <root>/practice of `roots`.
std::optional<std::filesystem::path> find_practice_dir(
    const std::vector<std::filesystem::path>& roots);

const char* goal_kind_name(GoalKind kind);
std::optional<GoalKind> parse_goal_kind(std::string_view name);

// What the player must do, in words: "Checkmate in 3 moves", "Hold the draw for 10 moves".
std::string goal_text(const Goal& goal, chess::Color player);

} // namespace academy::learn::practice
