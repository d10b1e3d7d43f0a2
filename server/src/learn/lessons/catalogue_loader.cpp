#include "learn/lessons/catalogue_loader.hpp"

#include "chess/field_words.hpp"
#include "puzzler/puzzle.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

namespace academy::learn::lessons {

namespace fs = std::filesystem;
using field_words::Kind;
using field_words::must_be;
using nlohmann::json;

namespace {

    // Thrown while reading one file; the file is then reported malformed and left out.
    struct Bad {
        std::string place;
        std::string reason;
    };

    // A JSON value and where it is in its file, with typed reads that name the place on failure in
    // the words of chess/field_words.hpp, which net/request_reader.hpp says too.
    class Node {
    public:
        Node(const json& value, std::string place)
            : value_(&value)
            , place_(std::move(place))
        {
        }

        const std::string& place() const { return place_; }

        [[noreturn]] void fail(const std::string& reason) const { throw Bad { place_, reason }; }

        const Node& object() const
        {
            if (!value_->is_object())
                fail(must_be(Kind::object));
            return *this;
        }

        Node at(const char* key) const
        {
            object();
            const auto it = value_->find(key);
            if (it == value_->end() || it->is_null())
                throw Bad { child(key), "is missing" };
            return Node(*it, child(key));
        }

        std::optional<Node> find(const char* key) const
        {
            object();
            const auto it = value_->find(key);
            if (it == value_->end() || it->is_null())
                return std::nullopt;
            return Node(*it, child(key));
        }

        std::string text() const
        {
            if (!value_->is_string())
                fail(must_be(Kind::text));
            return value_->get<std::string>();
        }

        int integer() const
        {
            if (!value_->is_number_integer())
                fail(must_be(Kind::whole_number));
            const auto v = value_->get<std::int64_t>();
            if (v < -1000000000 || v > 1000000000)
                fail("is out of range");
            return static_cast<int>(v);
        }

        bool boolean() const
        {
            if (!value_->is_boolean())
                fail(must_be(Kind::boolean));
            return value_->get<bool>();
        }

        std::vector<Node> items() const
        {
            if (!value_->is_array())
                fail(must_be(Kind::list));
            std::vector<Node> out;
            for (std::size_t i = 0; i < value_->size(); ++i)
                out.emplace_back((*value_)[i], field_words::place(place_, i));
            return out;
        }

        std::vector<std::string> texts() const
        {
            std::vector<std::string> out;
            for (const auto& item : items())
                out.push_back(item.text());
            return out;
        }

    private:
        std::string child(const char* key) const { return field_words::place(place_, key); }

        const json* value_;
        std::string place_;
    };

    std::string text(const Node& n, const char* key) { return n.at(key).text(); }
    std::string text_or(const Node& n, const char* key, std::string fallback = {})
    {
        const auto f = n.find(key);
        return f ? f->text() : fallback;
    }
    std::optional<std::string> optional_text(const Node& n, const char* key)
    {
        const auto f = n.find(key);
        return f ? std::optional<std::string>(f->text()) : std::nullopt;
    }
    int integer(const Node& n, const char* key) { return n.at(key).integer(); }
    std::optional<int> optional_integer(const Node& n, const char* key)
    {
        const auto f = n.find(key);
        return f ? std::optional<int>(f->integer()) : std::nullopt;
    }
    std::vector<std::string> texts(const Node& n, const char* key) { return n.at(key).texts(); }
    std::vector<std::string> texts_or_empty(const Node& n, const char* key)
    {
        const auto f = n.find(key);
        return f ? f->texts() : std::vector<std::string> {};
    }
    RatingRange range(const Node& n, const char* key)
    {
        const auto r = n.at(key);
        return { integer(r, "min"), integer(r, "max") };
    }

    Category read_category(const Node& n)
    {
        Category c;
        c.id = text(n, "id");
        c.title = text(n, "title");
        c.description = text(n, "description");
        c.difficulty = text(n, "difficulty");
        c.rating_range = range(n, "ratingRange");
        c.estimated_hours = integer(n, "estimatedHours");
        c.total_lessons = integer(n, "totalLessons");
        c.lessons = texts(n, "lessons");
        return c;
    }

    PracticePosition read_position(const Node& n)
    {
        PracticePosition p;
        p.fen = text(n, "fen");
        p.task = text(n, "task");
        p.kind = text(n, "kind");
        p.accepted = texts(n, "accepted");
        p.explanation = text(n, "explanation");
        return p;
    }

    QuizQuestion read_question(const Node& n)
    {
        QuizQuestion q;
        q.question = text(n, "question");
        q.options = texts(n, "options");
        q.correct = integer(n, "correct");
        q.explanation = text(n, "explanation");
        q.fen = optional_text(n, "fen");
        return q;
    }

    GuidedStep read_step(const Node& n)
    {
        GuidedStep s;
        s.id = text(n, "id");
        s.title = text(n, "title");
        s.description = text(n, "description");
        s.step_type = text(n, "stepType");
        if (const auto list = n.find("allowedMoves"))
            for (const auto& m : list->items())
                s.allowed_moves.push_back({ text(m, "from"), text(m, "to") });
        s.suggested_move = optional_text(n, "suggestedMove");
        s.computer_move = optional_text(n, "computerMove");
        if (const auto list = n.find("moveArrows"))
            for (const auto& a : list->items())
                s.move_arrows.push_back(
                    { text(a, "from"), text(a, "to"), text(a, "color"), text(a, "style") });
        if (const auto list = n.find("highlightSquares"))
            for (const auto& h : list->items())
                s.highlight_squares.push_back(
                    { text(h, "square"), text(h, "color"), text(h, "animation") });
        if (const auto t = n.find("tooltip"))
            s.tooltip = Tooltip { text(*t, "square"), text(*t, "message"), text(*t, "type") };
        if (const auto e = n.find("explanation"))
            s.explanation = StepExplanation { text(*e, "title"), text(*e, "description"),
                text(*e, "position") };
        s.time_limit = optional_integer(n, "timeLimit");
        s.bot_level = optional_integer(n, "botLevel");
        if (const auto list = n.find("choices"))
            for (const auto& c : list->items()) {
                const auto right = c.find("correct");
                s.choices.push_back({ text(c, "text"), text(c, "explanation"), text(c, "nextStep"),
                    right && right->boolean() });
            }
        return s;
    }

    GuidedPractice read_guided(const Node& n)
    {
        GuidedPractice g;
        g.initial_fen = text(n, "initialFen");
        g.bot_level = integer(n, "botLevel");
        g.theme = text(n, "theme");
        g.objectives = texts(n, "objectives");
        const auto c = n.at("successCriteria");
        g.success_criteria
            = { integer(c, "minCorrectMoves"), integer(c, "maxMistakes"), integer(c, "timeBonus") };
        for (const auto& s : n.at("steps").items())
            g.steps.push_back(read_step(s));
        return g;
    }

    Module read_module(const Node& n)
    {
        Module m;
        m.id = text(n, "id");
        m.title = text(n, "title");
        m.type = text(n, "type");
        m.content = text_or(n, "content");
        m.fen = optional_text(n, "fen");
        m.moves = texts_or_empty(n, "moves");
        if (m.type == "interactive")
            for (const auto& p : n.at("positions").items())
                m.positions.push_back(read_position(p));
        if (m.type == "puzzle") {
            m.themes = texts(n, "themes");
            m.rating_range = range(n, "ratingRange");
            m.count = integer(n, "count");
        }
        if (m.type == "quiz")
            for (const auto& q : n.at("questions").items())
                m.questions.push_back(read_question(q));
        if (m.type == "guided-practice")
            m.guided_practice = read_guided(n.at("guidedPractice"));
        return m;
    }

    Lesson read_lesson(const Node& n)
    {
        Lesson l;
        l.id = text(n, "id");
        l.category = text(n, "category");
        l.title = text(n, "title");
        l.description = text(n, "description");
        l.difficulty = text(n, "difficulty");
        l.duration = integer(n, "duration");
        l.rating_range = range(n, "ratingRange");
        l.objectives = texts(n, "objectives");
        l.prerequisites = texts_or_empty(n, "prerequisites");
        for (const auto& m : n.at("modules").items())
            l.modules.push_back(read_module(m));
        return l;
    }

    InteractiveLesson read_interactive(const Node& n)
    {
        InteractiveLesson l;
        l.id = integer(n, "id");
        l.title = text(n, "title");
        l.description = text(n, "description");
        l.category = text_or(n, "category");
        l.after = text_or(n, "after");
        for (const auto& s : n.at("steps").items()) {
            InteractiveStep step;
            step.id = integer(s, "id");
            step.title = text(s, "title");
            step.instruction = text(s, "instruction");
            step.type = text(s, "type");
            step.fen = optional_text(s, "fen");
            step.kind = text_or(s, "kind");
            step.correct_moves = texts_or_empty(s, "correctMoves");
            step.explanation = text_or(s, "explanation");
            l.steps.push_back(std::move(step));
        }
        return l;
    }

    AcademyLesson read_academy_lesson(const Node& n)
    {
        AcademyLesson l;
        l.id = text(n, "id");
        l.title = text(n, "title");
        l.level = text(n, "level");
        l.category = text(n, "category");
        l.duration = integer(n, "duration");
        l.description = text(n, "description");
        l.objectives = texts(n, "objectives");
        l.prerequisite = texts_or_empty(n, "prerequisite");
        l.badge = text(n, "badge");
        for (const auto& p : n.at("positions").items()) {
            AcademyPosition pos;
            pos.fen = text(p, "fen");
            pos.title = text(p, "title");
            pos.explanation = text(p, "explanation");
            pos.is_interactive = p.at("isInteractive").boolean();
            pos.kind = text_or(p, "kind");
            pos.correct_moves = texts_or_empty(p, "correctMoves");
            pos.moves = texts_or_empty(p, "moves");
            pos.annotations = texts_or_empty(p, "annotations");
            l.positions.push_back(std::move(pos));
        }
        if (const auto q = n.find("quiz"))
            l.quiz = AcademyQuiz { text(*q, "id"), text(*q, "question"), texts(*q, "options"),
                integer(*q, "correctAnswer"), text(*q, "explanation") };
        return l;
    }

    AcademyPuzzle read_academy_puzzle(const Node& n)
    {
        AcademyPuzzle p;
        p.id = text(n, "id");
        p.title = text(n, "title");
        p.difficulty = text(n, "difficulty");
        p.category = text(n, "category");
        p.rating = integer(n, "rating");
        p.fen = text(n, "fen");
        p.solution = texts(n, "solution");
        p.hints = texts(n, "hints");
        p.description = text(n, "description");
        p.theme = texts(n, "theme");
        p.moves_to_mate = optional_integer(n, "movesToMate");
        p.points = integer(n, "points");
        p.tags = texts_or_empty(n, "tags");
        p.source = text_or(n, "source");
        return p;
    }

    class Reader {
    public:
        explicit Reader(CatalogueLoad& load)
            : load_(load)
        {
        }

        std::string shown(const fs::path& relative) const
        {
            return (load_.root / relative).lexically_normal().string();
        }

        // Parses the file and hands its root to `read`; false when missing or malformed (then
        // reported), true when read.
        template <typename F> bool read(const fs::path& relative, bool expected, F&& read_root)
        {
            const auto path = load_.root / relative;
            std::error_code ec;
            if (!fs::is_regular_file(path, ec)) {
                if (expected)
                    load_.missing.push_back({ shown(relative), "", "the file is missing" });
                return false;
            }
            std::ifstream in(path, std::ios::binary);
            std::stringstream buffer;
            buffer << in.rdbuf();
            if (!in) {
                load_.malformed.push_back({ shown(relative), "", "the file cannot be read" });
                return false;
            }
            json root;
            try {
                root = json::parse(buffer.str());
            } catch (const json::parse_error& e) {
                std::string what = e.what();
                if (const auto close = what.find("] ");
                    what.rfind("[json", 0) == 0 && close != std::string::npos)
                    what = what.substr(close + 2);
                load_.malformed.push_back({ shown(relative), "", "not JSON: " + what });
                return false;
            }
            try {
                read_root(Node(root, ""));
                return true;
            } catch (const Bad& bad) {
                load_.malformed.push_back({ shown(relative), bad.place, bad.reason });
                return false;
            }
        }

    private:
        CatalogueLoad& load_;
    };

    std::vector<LibraryPuzzle> read_library(CatalogueLoad& load, Reader& reader)
    {
        std::vector<LibraryPuzzle> library;
        const auto dir = load.root / "puzzles";
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) {
            load.missing.push_back(
                { reader.shown("puzzles"), "", "the puzzle library is missing" });
            return library;
        }
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(dir, ec))
            if (entry.path().extension() == ".csv")
                files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        std::set<std::string> seen;
        for (const auto& f : files)
            for (auto& p : puzzler::read_puzzle_file(f.string()))
                if (seen.insert(p.id).second)
                    library.push_back({ p.id, p.fen, p.rating, std::move(p.themes) });
        std::sort(library.begin(), library.end(), [](const auto& a, const auto& b) {
            return a.rating != b.rating ? a.rating < b.rating : a.id < b.id;
        });
        return library;
    }

} // namespace

std::string describe(const LoadProblem& problem)
{
    return problem.file + ": " + (problem.place.empty() ? "" : problem.place + ": ")
        + problem.reason;
}

CatalogueLoad load_catalogue(const fs::path& content_dir)
{
    CatalogueLoad load;
    load.root = content_dir;
    Reader reader(load);
    Catalogue& c = load.catalogue;
    c.files.categories = reader.shown("lessons/categories.json");
    c.files.academy_lessons = reader.shown("academy/lessons.json");
    c.files.academy_puzzles = reader.shown("academy/puzzles.json");

    reader.read("lessons/categories.json", true, [&](const Node& root) {
        for (const auto& n : root.at("categories").items())
            c.categories.push_back(read_category(n));
    });

    std::set<fs::path> listed;
    for (const auto& category : c.categories)
        for (const auto& id : category.lessons) {
            const fs::path relative = fs::path("lessons/curriculum") / category.id / (id + ".json");
            if (!listed.insert(relative).second)
                continue;
            reader.read(relative, true, [&](const Node& root) {
                Lesson lesson = read_lesson(root);
                lesson.file = reader.shown(relative);
                c.lessons.push_back(std::move(lesson));
            });
        }
    std::error_code ec;
    const auto curriculum = content_dir / "lessons/curriculum";
    if (fs::is_directory(curriculum, ec)) {
        std::vector<std::string> unlisted;
        for (const auto& entry : fs::recursive_directory_iterator(curriculum, ec))
            if (entry.is_regular_file() && entry.path().extension() == ".json"
                && !listed.count(fs::relative(entry.path(), content_dir)))
                unlisted.push_back(entry.path().lexically_normal().string());
        std::sort(unlisted.begin(), unlisted.end());
        load.unlisted = std::move(unlisted);
    }
    c.index();

    for (int id = 1; id <= 5; ++id) {
        const fs::path relative = fs::path("lessons/interactive") / (std::to_string(id) + ".json");
        reader.read(relative, true, [&](const Node& root) {
            InteractiveLesson lesson = read_interactive(root);
            lesson.file = reader.shown(relative);
            c.interactive.push_back(std::move(lesson));
        });
    }

    reader.read("academy/lessons.json", true, [&](const Node& root) {
        std::vector<AcademyLesson> lessons;
        for (const auto& n : root.at("lessons").items())
            lessons.push_back(read_academy_lesson(n));
        c.academy_lessons = std::move(lessons);
    });
    reader.read("academy/puzzles.json", true, [&](const Node& root) {
        std::vector<AcademyPuzzleCategory> categories;
        for (const auto& n : root.at("categories").items())
            categories.push_back(
                { text(n, "id"), text(n, "name"), text(n, "icon"), text(n, "description") });
        std::vector<AcademyPuzzle> puzzles;
        for (const auto& n : root.at("puzzles").items())
            puzzles.push_back(read_academy_puzzle(n));
        c.academy_puzzle_categories = std::move(categories);
        c.academy_puzzles = std::move(puzzles);
    });

    c.library = read_library(load, reader);
    return load;
}

std::optional<fs::path> find_content_root(const std::vector<fs::path>& roots)
{
    std::error_code ec;
    for (const auto& root : roots)
        if (fs::is_directory(root / "lessons", ec) || fs::is_directory(root / "academy", ec))
            return root;
    return std::nullopt;
}

Catalogue load_catalogue_for_serving(
    const fs::path& content_dir, const std::function<void(const std::string&)>& warn)
{
    auto load = load_catalogue(content_dir);
    if (!load.malformed.empty()) {
        std::string message = "malformed lesson content:";
        for (const auto& p : load.malformed)
            message += "\n  " + describe(p);
        throw CatalogueError(message);
    }
    if (warn)
        for (const auto& p : load.missing)
            warn(describe(p));
    return std::move(load.catalogue);
}

} // namespace academy::learn::lessons
