#include "learn/practice/practice_catalogue.hpp"

#include "chess/fen.hpp"
#include "chess/field_words.hpp"
#include "chess/game.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <set>

namespace academy::learn::practice {

namespace fs = std::filesystem;
using field_words::Kind;
using field_words::must_be;
using nlohmann::json;

namespace {

    // Thrown while reading one position; the place is named in the words of
    // chess/field_words.hpp, as the lesson loader and net/request_reader.hpp name theirs.
    struct Bad {
        std::string place;
        std::string reason;
    };

    bool kebab(const std::string& id)
    {
        if (id.empty() || id.size() > 64 || id.front() == '-' || id.back() == '-')
            return false;
        for (std::size_t i = 0; i < id.size(); ++i) {
            const char c = id[i];
            const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
            if (!ok || (c == '-' && id[i + 1] == '-'))
                return false;
        }
        return true;
    }

    const json& field(const json& object, const char* key, const std::string& place)
    {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            throw Bad { field_words::place(place, key), "is missing" };
        return *it;
    }

    std::string text(
        const json& object, const char* key, const std::string& place, std::size_t max = 2000)
    {
        const auto& v = field(object, key, place);
        if (!v.is_string() || v.get<std::string>().empty())
            throw Bad { field_words::place(place, key), "must be a non-empty string" };
        if (v.get<std::string>().size() > max)
            throw Bad { field_words::place(place, key),
                "is longer than " + std::to_string(max) + " characters" };
        return v.get<std::string>();
    }

    int whole(const json& v, const std::string& place, int lo, int hi)
    {
        if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
            throw Bad { place, must_be(Kind::whole_number, lo, hi) };
        return v.get<int>();
    }

    std::optional<json> read_json(const fs::path& file, std::vector<LoadProblem>& problems)
    {
        std::ifstream in(file);
        if (!in) {
            problems.push_back({ file.filename().string(), "", "is missing" });
            return std::nullopt;
        }
        auto parsed = json::parse(in, nullptr, false);
        if (parsed.is_discarded()) {
            problems.push_back({ file.filename().string(), "", "is not valid JSON" });
            return std::nullopt;
        }
        return parsed;
    }

    Goal read_goal(const json& v, const std::string& place)
    {
        if (!v.is_object())
            throw Bad { place, must_be(Kind::object) };
        const auto& kind_value = field(v, "kind", place);
        const auto kind = kind_value.is_string() ? parse_goal_kind(kind_value.get<std::string>())
                                                 : std::nullopt;
        if (!kind)
            throw Bad { field_words::place(place, "kind"),
                "must be one of mate, mateIn, win, promote, drawIn, equalise, gainMaterial" };
        Goal goal { *kind, 0, 0 };
        const bool needs_moves = *kind == GoalKind::mate_in || *kind == GoalKind::draw_in
            || *kind == GoalKind::equalise;
        if (v.contains("moves") && !v["moves"].is_null())
            goal.moves = whole(v["moves"], field_words::place(place, "moves"), 1, kMaxGoalMoves);
        else if (needs_moves)
            throw Bad { field_words::place(place, "moves"), "is missing (the goal counts moves)" };
        if (*kind == GoalKind::gain_material)
            goal.material
                = whole(field(v, "material", place), field_words::place(place, "material"), 1, 39);
        else if (v.contains("material"))
            throw Bad { field_words::place(place, "material"),
                "belongs to gainMaterial goals only" };
        return goal;
    }

    PracticePosition read_position(
        const json& v, const std::string& place, const std::string& section)
    {
        if (!v.is_object())
            throw Bad { place, must_be(Kind::object) };
        PracticePosition p;
        p.id = text(v, "id", place, 64);
        if (!kebab(p.id))
            throw Bad { field_words::place(place, "id"),
                "must be kebab-case (a-z, 0-9, single '-')" };
        p.section = text(v, "section", place, 64);
        if (p.section != section)
            throw Bad { field_words::place(place, "section"),
                "must be '" + section + "', the file's section" };
        p.title = text(v, "title", place, 80);
        p.description = text(v, "description", place, 1200);
        if (p.description.size() < 40)
            throw Bad { field_words::place(place, "description"),
                "is too short to teach anything (under 40 characters)" };
        p.fen = text(v, "fen", place, 100);
        auto game = chess::Game::from_fen(p.fen);
        if (!game)
            throw Bad { field_words::place(place, "fen"), game.error().message };
        if (game.value().status().outcome != chess::Outcome::Ongoing
            || game.value().legal_moves().empty())
            throw Bad { field_words::place(place, "fen"),
                "the game is already over: the player has no move" };
        p.fen = chess::to_fen(game.value().position());
        p.goal = read_goal(field(v, "goal", place), field_words::place(place, "goal"));
        p.bot_level
            = whole(field(v, "botLevel", place), field_words::place(place, "botLevel"), 1, 10);
        const auto& stars = field(v, "stars", place);
        const auto stars_at = field_words::place(place, "stars");
        if (!stars.is_array() || stars.size() != 2)
            throw Bad { stars_at, "must be [moves for 3 stars, moves for 2 stars]" };
        p.stars3 = whole(stars[0], field_words::place(stars_at, 0), 1, kMaxGoalMoves);
        p.stars2 = whole(stars[1], field_words::place(stars_at, 1), p.stars3, kMaxGoalMoves);
        if (p.stars2 > p.move_cap())
            throw Bad { field_words::place(stars_at, 1), "is more moves than the goal allows" };
        p.hint = text(v, "hint", place, 400);
        return p;
    }

} // namespace

const PracticePosition* Catalogue::find(std::string_view id) const
{
    for (const auto& p : positions)
        if (p.id == id)
            return &p;
    return nullptr;
}

const std::vector<std::string>& section_ids()
{
    static const std::vector<std::string> ids { "checkmates", "tactics", "pawn-endings",
        "rook-endings", "defence" };
    return ids;
}

CatalogueLoad load_catalogue(const fs::path& dir)
{
    CatalogueLoad load;
    auto sections = read_json(dir / "sections.json", load.problems);
    if (!sections)
        return load;
    ++load.files;
    const json* list = sections->is_object() && sections->contains("sections")
        ? &(*sections)["sections"]
        : nullptr;
    if (!list || !list->is_array()) {
        load.problems.push_back({ "sections.json", "sections", "must be an array" });
        return load;
    }
    std::set<std::string> ids;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string place = field_words::place("sections", i);
        Section s;
        try {
            const auto& v = (*list)[i];
            if (!v.is_object())
                throw Bad { place, must_be(Kind::object) };
            s.id = text(v, "id", place, 64);
            s.title = text(v, "title", place, 80);
            s.description = text(v, "description", place, 600);
        } catch (const Bad& bad) {
            load.problems.push_back({ "sections.json", bad.place, bad.reason });
            continue;
        }
        if (i >= section_ids().size() || s.id != section_ids()[i]) {
            load.problems.push_back({ "sections.json", field_words::place(place, "id"),
                "the sections are checkmates, tactics, pawn-endings, rook-endings and defence, "
                "in that order" });
            continue;
        }
        const std::string file = s.id + ".json";
        auto positions = read_json(dir / file, load.problems);
        if (positions) {
            ++load.files;
            if (!positions->is_array())
                load.problems.push_back({ file, "", "must be an array of positions" });
            else
                for (std::size_t j = 0; j < positions->size(); ++j) {
                    const std::string at = field_words::place("", j);
                    try {
                        auto p = read_position((*positions)[j], at, s.id);
                        if (!ids.insert(p.id).second)
                            throw Bad { field_words::place(at, "id"),
                                "'" + p.id + "' is used twice" };
                        s.positions.push_back(p.id);
                        load.catalogue.positions.push_back(std::move(p));
                    } catch (const Bad& bad) {
                        load.problems.push_back({ file, bad.place, bad.reason });
                    }
                }
        }
        load.catalogue.sections.push_back(std::move(s));
    }
    if (load.catalogue.sections.size() != section_ids().size())
        load.problems.push_back({ "sections.json", "sections",
            "must list the " + std::to_string(section_ids().size()) + " sections" });
    return load;
}

std::optional<fs::path> find_practice_dir(const std::vector<fs::path>& roots)
{
    for (const auto& root : roots)
        if (fs::is_regular_file(root / "practice" / "sections.json"))
            return root / "practice";
    return std::nullopt;
}

const char* goal_kind_name(GoalKind kind)
{
    switch (kind) {
    case GoalKind::mate:
        return "mate";
    case GoalKind::mate_in:
        return "mateIn";
    case GoalKind::win:
        return "win";
    case GoalKind::promote:
        return "promote";
    case GoalKind::draw_in:
        return "drawIn";
    case GoalKind::equalise:
        return "equalise";
    case GoalKind::gain_material:
        return "gainMaterial";
    }
    return "mate";
}

std::optional<GoalKind> parse_goal_kind(std::string_view name)
{
    for (auto kind : { GoalKind::mate, GoalKind::mate_in, GoalKind::win, GoalKind::promote,
             GoalKind::draw_in, GoalKind::equalise, GoalKind::gain_material })
        if (name == goal_kind_name(kind))
            return kind;
    return std::nullopt;
}

std::string goal_text(const Goal& goal, chess::Color player)
{
    const std::string n = std::to_string(goal.moves);
    const std::string moves = goal.moves == 1 ? "1 move" : n + " moves";
    const std::string side = player == chess::White ? "White" : "Black";
    switch (goal.kind) {
    case GoalKind::mate:
        return "Checkmate the " + std::string(player == chess::White ? "black" : "white") + " king";
    case GoalKind::mate_in:
        return "Checkmate in " + moves;
    case GoalKind::win:
        return "Win as " + side + ": promote with the win in hand, or force mate";
    case GoalKind::promote:
        return "Promote a pawn and keep the win";
    case GoalKind::draw_in:
        return "Hold the draw for " + moves;
    case GoalKind::equalise:
        return "Keep the balance for " + moves;
    case GoalKind::gain_material: {
        const std::string worth
            = goal.material == 1 ? "1 pawn" : std::to_string(goal.material) + " pawns";
        return "Win material: come out " + worth + " ahead"
            + (goal.moves > 0 ? " within " + moves : "");
    }
    }
    return "";
}

} // namespace academy::learn::practice
