#include "learn/lessons/verify.hpp"

#include "learn/lessons/engine_judge.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/uci.hpp"

#include <algorithm>
#include <filesystem>
#include <set>

namespace academy::learn::lessons {

namespace fs = std::filesystem;

namespace {

    // What learning.md §3 says the five categories are.
    struct ExpectedCategory {
        const char* id;
        int min_rating;
        int max_rating;
        int lessons;
        int hours;
    };
    constexpr ExpectedCategory kCategories[] = {
        { "basics", 0, 400, 8, 4 },
        { "beginner-fundamentals", 400, 800, 10, 8 },
        { "intermediate-strategy", 800, 1400, 12, 15 },
        { "advanced-mastery", 1400, 1800, 10, 20 },
        { "expert-mastery", 1800, 2200, 8, 25 },
    };
    const std::set<std::string> kGuidedLessons
        = { "opening-principles", "basic-tactics", "king-safety", "basic-endgames" };
    const std::vector<std::string> kAcademyLessonIds = { "basics-001", "basics-002", "basics-003",
        "tactics-001", "tactics-002", "strategy-001", "endgame-001" };
    const std::vector<std::string> kAcademyPuzzleCategories
        = { "checkmate", "tactics", "endgame", "opening", "defense" };
    constexpr std::size_t kAcademyPuzzles = 12;
    constexpr int kInteractiveLessons = 5;
    constexpr std::size_t kMinInteractiveSteps = 8;
    constexpr std::size_t kMinIntroductionWords = 200;
    constexpr std::size_t kMinPracticePositions = 3;
    constexpr std::size_t kMinQuizQuestions = 4;

    bool one_of(const std::string& value, std::initializer_list<const char*> allowed)
    {
        for (const char* a : allowed)
            if (value == a)
                return true;
        return false;
    }

    std::string list_text(std::initializer_list<const char*> allowed)
    {
        std::string out;
        for (const char* a : allowed)
            out += (out.empty() ? "" : " | ") + std::string(a);
        return out;
    }

    std::size_t word_count(const std::string& text)
    {
        std::istringstream in(text);
        std::size_t n = 0;
        std::string word;
        while (in >> word)
            ++n;
        return n;
    }

    // Paragraphs separated by a blank line, each with its whitespace collapsed.
    std::vector<std::string> paragraphs(const std::string& text)
    {
        std::vector<std::string> out;
        std::size_t start = 0;
        while (start <= text.size()) {
            auto end = text.find("\n\n", start);
            if (end == std::string::npos)
                end = text.size();
            std::istringstream in(text.substr(start, end - start));
            std::string word, paragraph;
            while (in >> word)
                paragraph += (paragraph.empty() ? "" : " ") + word;
            if (!paragraph.empty())
                out.push_back(paragraph);
            start = end + 2;
        }
        return out;
    }

    bool word_id(const std::string& id)
    {
        if (id.empty() || id.size() > 64 || id.front() == '-' || id.back() == '-')
            return false;
        return std::all_of(id.begin(), id.end(),
            [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
    }

    std::string at(const std::string& place, const std::string& key)
    {
        return place.empty() ? key : place + "." + key;
    }
    std::string at(const std::string& place, const std::string& key, std::size_t i)
    {
        return at(place, key) + "[" + std::to_string(i) + "]";
    }

    class Checker {
    public:
        Checker(const CatalogueLoad& load, const VerifyOptions& options, VerifyReport& report)
            : load_(load)
            , c_(load.catalogue)
            , options_(options)
            , report_(report)
        {
        }

        std::vector<BestTask> run()
        {
            for (const auto& p : load_.malformed)
                fail(p.file, p.place, p.reason);
            for (const auto& p : load_.missing)
                incomplete(p.file, p.place, p.reason);
            for (const auto& f : load_.unlisted)
                fail(f, "", "a lesson file that categories.json does not list");
            categories();
            for (const auto& lesson : c_.lessons)
                curriculum_lesson(lesson);
            shared_theory();
            interactive_lessons();
            academy_lessons();
            academy_puzzles();
            return std::move(tasks_);
        }

    private:
        void fail(const std::string& file, const std::string& place, const std::string& reason)
        {
            report_.failures.push_back({ file, place, reason });
        }
        // A count check: skipped (noted) when content may still be incomplete.
        void incomplete(
            const std::string& file, const std::string& place, const std::string& reason)
        {
            (options_.allow_incomplete ? report_.incomplete : report_.failures)
                .push_back({ file, place, reason });
        }
        void need_text(const std::string& file, const std::string& place, const std::string& value)
        {
            if (value.find_first_not_of(" \t\r\n") == std::string::npos)
                fail(file, place, "must not be empty");
        }

        // The position of a legal six-field FEN, or nothing (reported).
        std::optional<chess::Position> position(
            const std::string& file, const std::string& place, const std::string& fen)
        {
            if (word_count(fen) != 6) {
                fail(file, place, "a FEN must have all six fields: \"" + fen + "\"");
                return std::nullopt;
            }
            auto pos = chess::parse_fen(fen);
            if (!pos) {
                fail(file, place, "not a legal position: " + pos.error().message);
                return std::nullopt;
            }
            return pos.value();
        }

        // Plays `moves` in turn from `pos`; false (reported) at the first illegal one.
        bool play(const std::string& file, const std::string& place, chess::Position& pos,
            const std::vector<std::string>& moves)
        {
            for (std::size_t i = 0; i < moves.size(); ++i) {
                auto move = chess::parse_uci_move(pos, moves[i]);
                if (!move) {
                    fail(file, place + "[" + std::to_string(i) + "]",
                        moves[i] + " is not legal in " + chess::to_fen(pos) + " ("
                            + move.error().message + ")");
                    return false;
                }
                pos.do_move(move.value());
            }
            return true;
        }

        // A task position: FEN, kind, accepted moves legal there; "best" ones go to the engine.
        // Returns true when it is a "best" task.
        bool task(const std::string& file, const std::string& place, const std::string& fen,
            const std::string& kind, const std::vector<std::string>& accepted,
            const char* accepted_key)
        {
            const auto pos = position(file, at(place, "fen"), fen);
            if (!one_of(kind, { "best", "rule" }))
                fail(file, at(place, "kind"), "must be best | rule, not \"" + kind + "\"");
            if (accepted.empty())
                fail(file, at(place, accepted_key), "must name at least one move");
            std::set<std::string> seen;
            bool legal = pos.has_value();
            for (std::size_t i = 0; i < accepted.size(); ++i) {
                if (!seen.insert(accepted[i]).second)
                    fail(file, at(place, accepted_key, i), accepted[i] + " is listed twice");
                if (!pos)
                    continue;
                if (auto m = chess::parse_uci_move(*pos, accepted[i]); !m) {
                    legal = false;
                    fail(file, at(place, accepted_key, i),
                        accepted[i] + " is not legal here (" + m.error().message + ")");
                }
            }
            if (kind == "best" && legal && !accepted.empty())
                tasks_.push_back({ file, place, fen, accepted });
            return kind == "best";
        }

        void categories()
        {
            const auto& file = c_.files.categories;
            if (c_.categories.empty())
                return; // missing or malformed: reported already
            ++report_.files;
            if (c_.categories.size() != std::size(kCategories))
                fail(file, "categories",
                    "there must be " + std::to_string(std::size(kCategories)) + " categories, not "
                        + std::to_string(c_.categories.size()));
            std::set<std::string> lesson_ids;
            int total = 0;
            for (std::size_t i = 0; i < c_.categories.size(); ++i) {
                const auto& cat = c_.categories[i];
                const auto place = at("", "categories", i);
                need_text(file, at(place, "title"), cat.title);
                need_text(file, at(place, "description"), cat.description);
                if (!one_of(cat.difficulty, { "beginner", "intermediate", "advanced", "expert" }))
                    fail(file, at(place, "difficulty"),
                        "must be beginner | intermediate | advanced | expert");
                if (i < std::size(kCategories)) {
                    const auto& want = kCategories[i];
                    if (cat.id != want.id)
                        fail(file, at(place, "id"),
                            "must be \"" + std::string(want.id) + "\" (learning.md §3)");
                    if (cat.rating_range.min != want.min_rating
                        || cat.rating_range.max != want.max_rating)
                        fail(file, at(place, "ratingRange"),
                            "must be " + std::to_string(want.min_rating) + "-"
                                + std::to_string(want.max_rating));
                    if (cat.estimated_hours != want.hours)
                        fail(file, at(place, "estimatedHours"),
                            "must be " + std::to_string(want.hours));
                    if (static_cast<int>(cat.lessons.size()) != want.lessons)
                        fail(file, at(place, "lessons"),
                            "must list " + std::to_string(want.lessons) + " lessons, not "
                                + std::to_string(cat.lessons.size()));
                }
                if (cat.total_lessons != static_cast<int>(cat.lessons.size()))
                    fail(file, at(place, "totalLessons"),
                        "says " + std::to_string(cat.total_lessons) + " but "
                            + std::to_string(cat.lessons.size()) + " lessons are listed");
                for (std::size_t j = 0; j < cat.lessons.size(); ++j) {
                    const auto& id = cat.lessons[j];
                    if (!word_id(id))
                        fail(file, at(place, "lessons", j),
                            "\"" + id + "\" is not a word id (a-z, 0-9 and '-')");
                    if (!lesson_ids.insert(id).second)
                        fail(file, at(place, "lessons", j), id + " is listed twice");
                    all_lesson_ids_.insert(id);
                }
                total += static_cast<int>(cat.lessons.size());
            }
            if (total != 48)
                fail(file, "categories",
                    "the categories must list 48 lessons in all, not " + std::to_string(total));
        }

        const Category* category(const std::string& id) const
        {
            for (const auto& c : c_.categories)
                if (c.id == id)
                    return &c;
            return nullptr;
        }

        void curriculum_lesson(const Lesson& l)
        {
            const auto& f = l.file;
            ++report_.files;
            const auto stem = fs::path(f).stem().string();
            const auto folder = fs::path(f).parent_path().filename().string();
            if (l.id != stem)
                fail(f, "id", "must be the file's name, \"" + stem + "\"");
            if (l.category != folder)
                fail(f, "category", "must be the folder's name, \"" + folder + "\"");
            const Category* cat = category(l.category);
            need_text(f, "title", l.title);
            need_text(f, "description", l.description);
            if (!one_of(l.difficulty, { "beginner", "intermediate", "advanced", "expert" }))
                fail(f, "difficulty", "must be beginner | intermediate | advanced | expert");
            if (l.duration < 20 || l.duration > 120)
                fail(f, "duration", "must be 20-120 minutes, not " + std::to_string(l.duration));
            if (l.rating_range.min > l.rating_range.max)
                fail(f, "ratingRange", "min is above max");
            else if (cat
                && (l.rating_range.min < cat->rating_range.min
                    || l.rating_range.max > cat->rating_range.max))
                fail(f, "ratingRange",
                    "must be inside the category's " + std::to_string(cat->rating_range.min) + "-"
                        + std::to_string(cat->rating_range.max));
            if (l.objectives.size() < 3 || l.objectives.size() > 5)
                fail(f, "objectives",
                    "must hold 3-5 objectives, not " + std::to_string(l.objectives.size()));
            for (std::size_t i = 0; i < l.objectives.size(); ++i)
                need_text(f, at("", "objectives", i), l.objectives[i]);
            for (std::size_t i = 0; i < l.prerequisites.size(); ++i) {
                const auto& p = l.prerequisites[i];
                if (p == l.id)
                    fail(f, at("", "prerequisites", i), "a lesson cannot require itself");
                else if (!all_lesson_ids_.count(p))
                    fail(f, at("", "prerequisites", i), p + " is not a lesson of categories.json");
            }
            modules(l);
        }

        static int rank(const std::string& type)
        {
            if (type == "theory")
                return 0;
            if (type == "interactive")
                return 1;
            if (type == "puzzle")
                return 2;
            if (type == "quiz")
                return 3;
            if (type == "guided-practice")
                return 4;
            return -1;
        }

        void modules(const Lesson& l)
        {
            const auto& f = l.file;
            if (l.modules.empty()) {
                fail(f, "modules", "a lesson needs its modules");
                return;
            }
            const auto& first = l.modules.front();
            if (first.type != "theory" || first.id != "introduction"
                || first.title != "Introduction")
                fail(f, "modules[0]",
                    "the first module must be the theory module \"introduction\" titled "
                    "\"Introduction\"");
            else if (const auto words = word_count(first.content); words < kMinIntroductionWords)
                fail(f, "modules[0].content",
                    "the introduction must hold at least 200 words of teaching, not "
                        + std::to_string(words));
            std::set<std::string> ids;
            int last_rank = 0;
            bool practice = false, quiz = false, puzzle = false, guided = false;
            int best = 0;
            for (std::size_t i = 0; i < l.modules.size(); ++i) {
                const auto& m = l.modules[i];
                const auto place = at("", "modules", i);
                if (!ids.insert(m.id).second)
                    fail(f, at(place, "id"), "module id " + m.id + " is used twice");
                need_text(f, at(place, "title"), m.title);
                const int r = rank(m.type);
                if (r < 0) {
                    fail(f, at(place, "type"),
                        "must be theory | interactive | puzzle | quiz | guided-practice, not \""
                            + m.type + "\"");
                    continue;
                }
                if (r < last_rank)
                    fail(f, at(place, "type"),
                        "modules go in this order: theory, interactive, puzzle, quiz, "
                        "guided-practice");
                last_rank = std::max(last_rank, r);
                if (m.type != "theory" && (m.fen || !m.moves.empty()))
                    fail(f, place, "only theory modules carry fen and moves");
                if (m.type == "theory")
                    theory(f, place, m);
                else if (m.type == "interactive") {
                    practice = practice || m.title == "Practice on the Board";
                    best += interactive(f, place, m);
                } else if (m.type == "puzzle") {
                    puzzle = true;
                    puzzles(f, place, m);
                } else if (m.type == "quiz") {
                    quiz = quiz || m.title == "Test Your Knowledge";
                    questions(f, place, m);
                } else {
                    guided = true;
                    if (m.guided_practice)
                        guided_practice(f, at(place, "guidedPractice"), *m.guided_practice);
                }
            }
            if (!practice)
                fail(
                    f, "modules", "a lesson needs an interactive module \"Practice on the Board\"");
            if (!puzzle)
                fail(f, "modules", "a lesson needs a puzzle module");
            if (!quiz)
                fail(f, "modules", "a lesson needs a quiz module \"Test Your Knowledge\"");
            if (guided != (kGuidedLessons.count(l.id) > 0))
                fail(f, "modules",
                    guided ? "only opening-principles, basic-tactics, king-safety and "
                             "basic-endgames have a guided-practice module"
                           : "this lesson needs a guided-practice module");
            const int wanted = l.category == "basics" ? 1 : 2;
            if (best < wanted)
                fail(f, "modules",
                    "a " + std::string(l.category == "basics" ? "basics" : "non-basics")
                        + " lesson needs at least " + std::to_string(wanted)
                        + " \"best\" practice position" + (wanted > 1 ? "s" : "") + ", not "
                        + std::to_string(best));
        }

        void theory(const std::string& f, const std::string& place, const Module& m)
        {
            need_text(f, at(place, "content"), m.content);
            if (!m.fen) {
                if (!m.moves.empty())
                    fail(f, at(place, "moves"), "moves need the fen they are played from");
                return;
            }
            if (auto pos = position(f, at(place, "fen"), *m.fen))
                play(f, at(place, "moves"), *pos, m.moves);
        }

        // Returns the number of "best" positions.
        int interactive(const std::string& f, const std::string& place, const Module& m)
        {
            need_text(f, at(place, "content"), m.content);
            if (m.positions.size() < kMinPracticePositions)
                fail(f, at(place, "positions"),
                    "a practice module needs at least 3 positions, not "
                        + std::to_string(m.positions.size()));
            int best = 0;
            for (std::size_t i = 0; i < m.positions.size(); ++i) {
                const auto& p = m.positions[i];
                const auto pp = at(place, "positions", i);
                need_text(f, at(pp, "task"), p.task);
                need_text(f, at(pp, "explanation"), p.explanation);
                best += task(f, pp, p.fen, p.kind, p.accepted, "accepted") ? 1 : 0;
            }
            return best;
        }

        void puzzles(const std::string& f, const std::string& place, const Module& m)
        {
            if (m.themes.empty())
                fail(f, at(place, "themes"), "name at least one puzzle theme");
            for (std::size_t i = 0; i < m.themes.size(); ++i)
                if (!c_.library.empty()
                    && count_puzzles(c_.library, { m.themes[i] }, { 0, 100000 }) == 0)
                    fail(f, at(place, "themes", i),
                        "no puzzle of the library has the theme \"" + m.themes[i] + "\"");
            const auto range = m.rating_range.value_or(RatingRange {});
            if (range.min > range.max)
                fail(f, at(place, "ratingRange"), "min is above max");
            if (m.count < 1)
                fail(f, at(place, "count"), "must be at least 1");
            const auto found = count_puzzles(c_.library, m.themes, range);
            if (found < static_cast<std::size_t>(std::max(m.count, 0)))
                fail(f, place,
                    "the library has " + std::to_string(found) + " puzzles with these themes in "
                        + std::to_string(range.min) + "-" + std::to_string(range.max)
                        + ", fewer than the count " + std::to_string(m.count));
        }

        void quiz_question(const std::string& f, const std::string& place,
            const std::string& question, const std::vector<std::string>& options, int correct,
            const std::string& explanation, const char* correct_key)
        {
            need_text(f, at(place, "question"), question);
            need_text(f, at(place, "explanation"), explanation);
            if (options.size() < 2 || options.size() > 5)
                fail(f, at(place, "options"),
                    "a question has 2-5 options, not " + std::to_string(options.size()));
            for (std::size_t i = 0; i < options.size(); ++i)
                need_text(f, at(place, "options", i), options[i]);
            if (correct < 0 || correct >= static_cast<int>(options.size()))
                fail(f, at(place, correct_key),
                    std::to_string(correct) + " is not the index of an option");
        }

        void questions(const std::string& f, const std::string& place, const Module& m)
        {
            if (m.questions.size() < kMinQuizQuestions)
                fail(f, at(place, "questions"),
                    "a quiz needs at least 4 questions, not " + std::to_string(m.questions.size()));
            for (std::size_t i = 0; i < m.questions.size(); ++i) {
                const auto& q = m.questions[i];
                const auto qp = at(place, "questions", i);
                quiz_question(f, qp, q.question, q.options, q.correct, q.explanation, "correct");
                if (q.fen)
                    position(f, at(qp, "fen"), *q.fen);
            }
        }

        bool square(const std::string& text) const
        {
            return text.size() == 2 && chess::parse_square(text) != chess::NoSquare;
        }

        void guided_practice(
            const std::string& f, const std::string& place, const GuidedPractice& g)
        {
            if (g.bot_level < 1 || g.bot_level > 10)
                fail(f, at(place, "botLevel"), "must be 1-10");
            need_text(f, at(place, "theme"), g.theme);
            if (g.objectives.empty())
                fail(f, at(place, "objectives"), "name at least one objective");
            const auto& sc = g.success_criteria;
            if (sc.min_correct_moves < 0 || sc.max_mistakes < 0 || sc.time_bonus < 0)
                fail(f, at(place, "successCriteria"), "the criteria cannot be negative");
            if (g.steps.empty())
                fail(f, at(place, "steps"), "guided practice needs steps");
            std::set<std::string> ids;
            for (const auto& s : g.steps)
                ids.insert(s.id);
            std::set<std::string> seen;
            auto pos = position(f, at(place, "initialFen"), g.initial_fen);
            for (std::size_t i = 0; i < g.steps.size(); ++i) {
                const auto& s = g.steps[i];
                const auto sp = at(place, "steps", i);
                if (!seen.insert(s.id).second)
                    fail(f, at(sp, "id"), "step id " + s.id + " is used twice");
                need_text(f, at(sp, "title"), s.title);
                need_text(f, at(sp, "description"), s.description);
                guidance(f, sp, s);
                if (s.time_limit && *s.time_limit <= 0)
                    fail(f, at(sp, "timeLimit"), "must be a positive number of seconds");
                if (s.bot_level && (*s.bot_level < 1 || *s.bot_level > 10))
                    fail(f, at(sp, "botLevel"), "must be 1-10");
                if (s.step_type == "user-move")
                    user_move(f, sp, s, pos);
                else if (s.step_type == "computer-move") {
                    if (!s.computer_move)
                        fail(f, at(sp, "computerMove"), "a computer-move step needs its move");
                    else if (pos && !play(f, at(sp, "computerMove"), *pos, { *s.computer_move }))
                        pos.reset();
                } else if (s.step_type == "choice") {
                    if (s.choices.empty())
                        fail(f, at(sp, "choices"), "a choice step needs choices");
                    for (std::size_t j = 0; j < s.choices.size(); ++j) {
                        const auto& ch = s.choices[j];
                        const auto cp = at(sp, "choices", j);
                        need_text(f, at(cp, "text"), ch.text);
                        need_text(f, at(cp, "explanation"), ch.explanation);
                        if (!ids.count(ch.next_step))
                            fail(f, at(cp, "nextStep"), "no step has the id " + ch.next_step);
                    }
                } else if (s.step_type != "explanation") {
                    fail(f, at(sp, "stepType"),
                        "must be user-move | computer-move | explanation | choice");
                }
            }
        }

        void user_move(const std::string& f, const std::string& sp, const GuidedStep& s,
            std::optional<chess::Position>& pos)
        {
            if (s.allowed_moves.empty())
                fail(f, at(sp, "allowedMoves"), "a user-move step needs its allowed moves");
            if (!s.suggested_move) {
                fail(f, at(sp, "suggestedMove"), "a user-move step needs its suggested move");
                pos.reset();
                return;
            }
            const auto& suggested = *s.suggested_move;
            const bool allowed = std::any_of(s.allowed_moves.begin(), s.allowed_moves.end(),
                [&](const SquareMove& m) { return suggested.rfind(m.from + m.to, 0) == 0; });
            if (!allowed)
                fail(f, at(sp, "suggestedMove"), suggested + " is not among the allowed moves");
            if (!pos)
                return;
            const auto legal = chess::generate_legal(*pos);
            for (std::size_t j = 0; j < s.allowed_moves.size(); ++j) {
                const auto& m = s.allowed_moves[j];
                const bool found = std::any_of(legal.begin(), legal.end(), [&](chess::Move mv) {
                    return chess::move_to_uci(mv).rfind(m.from + m.to, 0) == 0;
                });
                if (!found)
                    fail(f, at(sp, "allowedMoves", j),
                        m.from + m.to + " is not legal in " + chess::to_fen(*pos));
            }
            if (!play(f, at(sp, "suggestedMove"), *pos, { suggested }))
                pos.reset();
        }

        void guidance(const std::string& f, const std::string& sp, const GuidedStep& s)
        {
            for (std::size_t j = 0; j < s.move_arrows.size(); ++j) {
                const auto& a = s.move_arrows[j];
                const auto ap = at(sp, "moveArrows", j);
                if (!square(a.from) || !square(a.to))
                    fail(f, ap, "from and to must be squares");
                if (!one_of(a.color, { "green", "blue", "red", "yellow", "orange" }))
                    fail(f, at(ap, "color"),
                        "must be " + list_text({ "green", "blue", "red", "yellow", "orange" }));
                if (!one_of(a.style, { "dashed", "dotted", "solid" }))
                    fail(f, at(ap, "style"), "must be dashed | dotted | solid");
            }
            for (std::size_t j = 0; j < s.highlight_squares.size(); ++j) {
                const auto& h = s.highlight_squares[j];
                const auto hp = at(sp, "highlightSquares", j);
                if (!square(h.square))
                    fail(f, at(hp, "square"), "must be a square");
                if (!one_of(h.color, { "suggest", "require", "avoid", "good", "bad" }))
                    fail(f, at(hp, "color"), "must be suggest | require | avoid | good | bad");
                if (!one_of(h.animation, { "pulse", "glow", "bounce", "none" }))
                    fail(f, at(hp, "animation"), "must be pulse | glow | bounce | none");
            }
            if (s.tooltip) {
                const auto tp = at(sp, "tooltip");
                if (!square(s.tooltip->square))
                    fail(f, at(tp, "square"), "must be a square");
                need_text(f, at(tp, "message"), s.tooltip->message);
                if (!one_of(s.tooltip->type, { "hint", "instruction", "warning", "success" }))
                    fail(f, at(tp, "type"), "must be hint | instruction | warning | success");
            }
            if (s.explanation) {
                const auto ep = at(sp, "explanation");
                need_text(f, at(ep, "title"), s.explanation->title);
                need_text(f, at(ep, "description"), s.explanation->description);
                if (!one_of(s.explanation->position, { "top", "bottom", "left", "right" }))
                    fail(f, at(ep, "position"), "must be top | bottom | left | right");
            }
        }

        // No two lessons share a paragraph of theory.
        void shared_theory()
        {
            std::map<std::string, const Lesson*> owner;
            for (const auto& l : c_.lessons)
                for (std::size_t i = 0; i < l.modules.size(); ++i) {
                    const auto& m = l.modules[i];
                    if (m.type != "theory")
                        continue;
                    const auto paras = paragraphs(m.content);
                    for (std::size_t p = 0; p < paras.size(); ++p) {
                        const auto [it, fresh] = owner.emplace(paras[p], &l);
                        if (!fresh && it->second != &l)
                            fail(l.file, at("", "modules", i) + ".content",
                                "paragraph " + std::to_string(p + 1) + " is also in lesson "
                                    + it->second->id + ": each lesson teaches in its own words");
                    }
                }
        }

        void interactive_lessons()
        {
            for (const auto& l : c_.interactive) {
                const auto& f = l.file;
                ++report_.files;
                const auto stem = fs::path(f).stem().string();
                if (std::to_string(l.id) != stem)
                    fail(f, "id", "must be the file's number, " + stem);
                if (l.id < 1 || l.id > kInteractiveLessons)
                    fail(f, "id", "interactive lessons are numbered 1-5");
                need_text(f, "title", l.title);
                need_text(f, "description", l.description);
                if (l.steps.size() < kMinInteractiveSteps)
                    fail(f, "steps",
                        "an interactive lesson needs at least 8 steps, not "
                            + std::to_string(l.steps.size()));
                std::set<int> ids;
                for (std::size_t i = 0; i < l.steps.size(); ++i) {
                    const auto& s = l.steps[i];
                    const auto sp = at("", "steps", i);
                    if (!ids.insert(s.id).second)
                        fail(f, at(sp, "id"), "step id " + std::to_string(s.id) + " is used twice");
                    need_text(f, at(sp, "title"), s.title);
                    need_text(f, at(sp, "instruction"), s.instruction);
                    if (s.type == "practice") {
                        if (!s.fen)
                            fail(f, at(sp, "fen"), "a practice step needs its position");
                        else
                            task(f, sp, *s.fen, s.kind, s.correct_moves, "correctMoves");
                    } else if (s.type == "instruction") {
                        if (s.fen)
                            position(f, at(sp, "fen"), *s.fen);
                        if (!s.correct_moves.empty())
                            fail(f, at(sp, "correctMoves"), "only practice steps have moves");
                    } else {
                        fail(f, at(sp, "type"), "must be instruction | practice");
                    }
                }
            }
        }

        void academy_lessons()
        {
            const auto& f = c_.files.academy_lessons;
            if (!has_file(f))
                return;
            ++report_.files;
            std::set<std::string> ids;
            for (const auto& l : c_.academy_lessons)
                ids.insert(l.id);
            for (const auto& id : kAcademyLessonIds)
                if (!ids.count(id))
                    incomplete(f, "lessons", "the academy lesson " + id + " is missing");
            std::set<std::string> seen;
            for (std::size_t i = 0; i < c_.academy_lessons.size(); ++i) {
                const auto& l = c_.academy_lessons[i];
                const auto lp = at("", "lessons", i);
                if (std::find(kAcademyLessonIds.begin(), kAcademyLessonIds.end(), l.id)
                    == kAcademyLessonIds.end())
                    fail(f, at(lp, "id"),
                        l.id
                            + " is not one of the 7 academy lessons (basics-001 to 003, "
                              "tactics-001, tactics-002, strategy-001, endgame-001)");
                if (!seen.insert(l.id).second)
                    fail(f, at(lp, "id"), l.id + " is used twice");
                need_text(f, at(lp, "title"), l.title);
                need_text(f, at(lp, "description"), l.description);
                need_text(f, at(lp, "badge"), l.badge);
                if (!one_of(l.level, { "beginner", "intermediate", "advanced" }))
                    fail(f, at(lp, "level"), "must be beginner | intermediate | advanced");
                if (!one_of(l.category, { "basics", "tactics", "opening", "endgame" }))
                    fail(f, at(lp, "category"), "must be basics | tactics | opening | endgame");
                if (l.duration <= 0)
                    fail(f, at(lp, "duration"), "must be a positive number of minutes");
                if (l.objectives.empty())
                    fail(f, at(lp, "objectives"), "name at least one objective");
                for (std::size_t j = 0; j < l.prerequisite.size(); ++j)
                    if (!ids.count(l.prerequisite[j]))
                        fail(f, at(lp, "prerequisite", j),
                            l.prerequisite[j] + " is not an academy lesson");
                if (l.positions.empty())
                    fail(f, at(lp, "positions"), "a lesson needs positions");
                for (std::size_t j = 0; j < l.positions.size(); ++j)
                    academy_position(f, at(lp, "positions", j), l.positions[j]);
                if (l.quiz)
                    quiz_question(f, at(lp, "quiz"), l.quiz->question, l.quiz->options,
                        l.quiz->correct_answer, l.quiz->explanation, "correctAnswer");
            }
        }

        void academy_position(const std::string& f, const std::string& pp, const AcademyPosition& p)
        {
            need_text(f, at(pp, "title"), p.title);
            need_text(f, at(pp, "explanation"), p.explanation);
            if (p.is_interactive)
                task(f, pp, p.fen, p.kind, p.correct_moves, "correctMoves");
            else if (!p.correct_moves.empty() || !p.kind.empty())
                fail(f, pp, "only interactive positions have kind and correctMoves");
            if (auto pos = position(f, at(pp, "fen"), p.fen))
                play(f, at(pp, "moves"), *pos, p.moves);
            if (p.annotations.size() != p.moves.size())
                fail(f, at(pp, "annotations"),
                    "one annotation per demo move: " + std::to_string(p.moves.size()) + " moves, "
                        + std::to_string(p.annotations.size()) + " annotations");
        }

        void academy_puzzles()
        {
            const auto& f = c_.files.academy_puzzles;
            if (!has_file(f))
                return;
            ++report_.files;
            std::set<std::string> categories;
            for (std::size_t i = 0; i < c_.academy_puzzle_categories.size(); ++i) {
                const auto& cat = c_.academy_puzzle_categories[i];
                const auto cp = at("", "categories", i);
                if (std::find(
                        kAcademyPuzzleCategories.begin(), kAcademyPuzzleCategories.end(), cat.id)
                    == kAcademyPuzzleCategories.end())
                    fail(f, at(cp, "id"),
                        "must be checkmate | tactics | endgame | opening | defense");
                if (!categories.insert(cat.id).second)
                    fail(f, at(cp, "id"), cat.id + " is listed twice");
                need_text(f, at(cp, "name"), cat.name);
                need_text(f, at(cp, "icon"), cat.icon);
                need_text(f, at(cp, "description"), cat.description);
            }
            for (const auto& id : kAcademyPuzzleCategories)
                if (!categories.count(id))
                    fail(f, "categories", "the puzzle category " + id + " is missing");
            const auto& puzzles = c_.academy_puzzles;
            if (puzzles.size() < kAcademyPuzzles)
                incomplete(f, "puzzles",
                    "the academy has 12 puzzles; " + std::to_string(puzzles.size())
                        + " written so far");
            else if (puzzles.size() > kAcademyPuzzles)
                fail(f, "puzzles",
                    "the academy has 12 puzzles, not " + std::to_string(puzzles.size()));
            std::set<std::string> ids;
            for (std::size_t i = 0; i < puzzles.size(); ++i)
                academy_puzzle(f, at("", "puzzles", i), puzzles[i], categories, ids);
        }

        void academy_puzzle(const std::string& f, const std::string& pp, const AcademyPuzzle& p,
            const std::set<std::string>& categories, std::set<std::string>& ids)
        {
            need_text(f, at(pp, "id"), p.id);
            if (!ids.insert(p.id).second)
                fail(f, at(pp, "id"), p.id + " is used twice");
            need_text(f, at(pp, "title"), p.title);
            need_text(f, at(pp, "description"), p.description);
            if (!one_of(p.difficulty, { "beginner", "intermediate", "advanced", "expert" }))
                fail(
                    f, at(pp, "difficulty"), "must be beginner | intermediate | advanced | expert");
            if (!categories.count(p.category))
                fail(f, at(pp, "category"), p.category + " is not a puzzle category");
            if (p.rating < 850 || p.rating > 2150)
                fail(f, at(pp, "rating"), "must be 850-2150, not " + std::to_string(p.rating));
            if (p.points < 50 || p.points > 300)
                fail(f, at(pp, "points"), "must be 50-300, not " + std::to_string(p.points));
            if (p.hints.empty())
                fail(f, at(pp, "hints"), "a puzzle needs at least one hint");
            for (std::size_t j = 0; j < p.hints.size(); ++j)
                need_text(f, at(pp, "hints", j), p.hints[j]);
            if (p.theme.empty())
                fail(f, at(pp, "theme"), "name at least one theme");
            if (p.solution.empty() || p.solution.size() % 2 == 0) {
                fail(f, at(pp, "solution"),
                    "a solution is the solver's move, the reply, the solver's move, ...: it "
                    "ends on the solver's move");
            }
            auto pos = position(f, at(pp, "fen"), p.fen);
            if (!pos)
                return;
            for (std::size_t j = 0; j < p.solution.size(); ++j) {
                const auto mp = at(pp, "solution", j);
                auto move = chess::parse_uci_move(*pos, p.solution[j]);
                if (!move) {
                    fail(f, mp,
                        p.solution[j] + " is not legal in " + chess::to_fen(*pos) + " ("
                            + move.error().message + ")");
                    return;
                }
                if (j % 2 == 0)
                    tasks_.push_back({ f, mp, chess::to_fen(*pos), { p.solution[j] } });
                pos->do_move(move.value());
            }
            if (p.moves_to_mate) {
                const bool mate = pos->in_check() && chess::count_legal(*pos) == 0;
                const auto solver_moves = static_cast<int>((p.solution.size() + 1) / 2);
                if (!mate || solver_moves != *p.moves_to_mate)
                    fail(f, at(pp, "movesToMate"),
                        "says mate in " + std::to_string(*p.moves_to_mate) + " but the solution "
                            + (mate ? "mates in " + std::to_string(solver_moves)
                                    : std::string("does not end in mate")));
            }
        }

        bool has_file(const std::string& shown) const
        {
            for (const auto& p : load_.missing)
                if (p.file == shown)
                    return false;
            for (const auto& p : load_.malformed)
                if (p.file == shown)
                    return false;
            return true;
        }

        const CatalogueLoad& load_;
        const Catalogue& c_;
        const VerifyOptions& options_;
        VerifyReport& report_;
        std::set<std::string> all_lesson_ids_;
        std::vector<BestTask> tasks_;
    };

} // namespace

std::string describe(const Failure& failure)
{
    return failure.file + ": " + (failure.place.empty() ? "" : failure.place + ": ")
        + failure.reason;
}

VerifyReport verify_content(const CatalogueLoad& load, const VerifyOptions& options)
{
    VerifyReport report;
    Checker checker(load, options, report);
    const auto tasks = checker.run();
    judge(tasks, options, report);
    return report;
}

std::vector<std::string> check_position(puzzler::EngineProcess* engine, const std::string& fen,
    const std::string& kind, const std::vector<std::string>& accepted, int depth)
{
    std::vector<std::string> problems;
    if (word_count(fen) != 6) {
        problems.push_back("a FEN must have all six fields: \"" + fen + "\"");
        return problems;
    }
    const auto pos = chess::parse_fen(fen);
    if (!pos) {
        problems.push_back("not a legal position: " + pos.error().message);
        return problems;
    }
    if (kind != "best" && kind != "rule")
        problems.push_back("kind must be best | rule, not \"" + kind + "\"");
    if (accepted.empty())
        problems.push_back("name at least one accepted move");
    for (const auto& m : accepted)
        if (auto move = chess::parse_uci_move(pos.value(), m); !move)
            problems.push_back(m + " is not legal here (" + move.error().message + ")");
    if (!problems.empty() || kind != "best")
        return problems;
    if (!engine) {
        problems.push_back("a \"best\" position needs the engine");
        return problems;
    }
    const auto scores = score_every_move(*engine, fen, depth);
    if (scores.empty())
        problems.push_back("there is no legal move: the task has no answer");
    else
        problems = best_rule_problems(scores, accepted);
    return problems;
}

} // namespace academy::learn::lessons
