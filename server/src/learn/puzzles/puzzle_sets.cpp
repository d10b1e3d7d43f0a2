#include "learn/puzzles/puzzle_sets.hpp"

#include <cctype>

namespace academy::learn {

const std::vector<PuzzleSetDef>& puzzle_sets()
{
    static const std::vector<PuzzleSetDef> sets = {
        { "forks", "Forks", "Attack two pieces at once with one move and win one of them.",
            "Beginner", 400, 1000, 25, { "fork" } },
        { "pins", "Pins",
            "Pin a piece to a more valuable one behind it and exploit that it cannot move.",
            // Was 600-1200: capped at the Beginner band's top.
            "Beginner", 600, 1000, 25, { "pin" } },
        { "skewers", "Skewers",
            "Attack a valuable piece so that the one behind it falls when it moves.",
            "Intermediate", 1000, 1500, 20, { "skewer" } },
        { "discovered-attacks", "Discovered Attacks",
            "Move one piece out of the way to unleash an attack by the piece behind it.",
            "Intermediate", 1000, 1500, 30,
            { "discoveredAttack", "discoveredCheck", "doubleCheck" } },
        { "deflection-decoy", "Deflection and Decoy",
            "Lure a defender away from its duty, or drag a piece onto a fatal square.",
            // Was 1200-1600, past the Intermediate band's top; the whole band, because the library
            // holds few of these motifs (they need a sacrifice the engine games rarely allow).
            "Intermediate", 1000, 1500, 25, { "deflection", "attraction" } },
        { "double-attacks", "Double Attacks",
            "Create two threats at once: the opponent can only parry one.",
            // Was 600-1200, past the Beginner band's top; the whole band, as for Forks, whose
            // puzzles make up most of this set.
            "Beginner", 400, 1000, 30, { "fork", "doubleCheck", "discoveredAttack", "skewer" } },
        { "combinations", "Combinations",
            "Sacrifices and forcing sequences of several moves that end in a decisive gain.",
            "Advanced", 1500, 1800, 35, { "sacrifice", "long", "veryLong" } },
        { "clearance-interference", "Clearance and Interference",
            "Clear a line for your own pieces, or block the lines the opponent's pieces defend "
            "along.",
            "Advanced", 1500, 1800, 25,
            { "clearance", "interference", "xRayAttack", "quietMove" } },
        { "king-pawn-endgames", "King and Pawn Endgames",
            "Opposition, outside passed pawns and races: win the endgames with kings and pawns.",
            "Intermediate", 1000, 1500, 40, { "pawnEndgame" } },
        { "checkmate-patterns", "Checkmate Patterns",
            "Back-rank mates, smothered mates and the other classic mating patterns.", "Beginner",
            400, 1000, 50, { "mate" } },
        { "hanging-pieces", "Hanging and Trapped Pieces",
            "Spot the undefended piece and take it, or trap a piece that has nowhere to go.",
            "Beginner", 400, 1000, 30, { "hangingPiece", "trappedPiece" } },
    };
    return sets;
}

const PuzzleSetDef* find_puzzle_set(std::string_view id)
{
    for (const auto& s : puzzle_sets())
        if (s.id == id)
            return &s;
    return nullptr;
}

const std::vector<LearningBand>& learning_path()
{
    static const std::vector<LearningBand> bands = {
        { "Beginner", 400, 1000 },
        { "Intermediate", 1000, 1500 },
        { "Advanced", 1500, 1800 },
    };
    return bands;
}

std::string theme_title(std::string_view theme)
{
    std::string out;
    for (char c : theme) {
        if (std::isupper(static_cast<unsigned char>(c))) {
            out += ' ';
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (std::isdigit(static_cast<unsigned char>(c)) && !out.empty()
            && !std::isdigit(static_cast<unsigned char>(out.back()))) {
            out += ' ';
            out += c;
        } else {
            out += c;
        }
    }
    if (!out.empty())
        out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

} // namespace academy::learn
