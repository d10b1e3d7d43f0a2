#include "learn/lessons/verify_checker.hpp"

#include "learn/lessons/guided_text.hpp"
#include "learn/lessons/quiz_balance.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/uci.hpp"

namespace academy::learn::lessons {

namespace detail {

    std::vector<BestTask> Checker::run()
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
        quiz_balance_of_curriculum();
        shared_theory();
        interactive_lessons();
        academy_lessons();
        academy_puzzles();
        return std::move(tasks_);
    }

    std::optional<chess::Position> Checker::position(
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

    bool Checker::play(const std::string& file, const std::string& place, chess::Position& pos,
        const std::vector<std::string>& moves)
    {
        for (std::size_t i = 0; i < moves.size(); ++i) {
            auto move = chess::parse_uci_move(pos, moves[i]);
            if (!move) {
                fail(file, field_words::place(place, i),
                    moves[i] + " is not legal in " + chess::to_fen(pos) + " ("
                        + move.error().message + ")");
                return false;
            }
            pos.do_move(move.value());
        }
        return true;
    }

    bool Checker::task(const std::string& file, const std::string& place, const std::string& fen,
        const std::string& kind, const std::vector<std::string>& accepted, const char* accepted_key)
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

    void Checker::categories()
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
                        "must be \"" + std::string(want.id) + "\" (docs/lessons.md)");
                if (cat.rating_range.min != want.min_rating
                    || cat.rating_range.max != want.max_rating)
                    fail(file, at(place, "ratingRange"),
                        "must be " + std::to_string(want.min_rating) + "-"
                            + std::to_string(want.max_rating));
                if (cat.estimated_hours != want.hours)
                    fail(
                        file, at(place, "estimatedHours"), "must be " + std::to_string(want.hours));
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

    const Category* Checker::category(const std::string& id) const
    {
        for (const auto& c : c_.categories)
            if (c.id == id)
                return &c;
        return nullptr;
    }

    void Checker::curriculum_lesson(const Lesson& l)
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

    int Checker::rank(const std::string& type)
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

    void Checker::modules(const Lesson& l)
    {
        const auto& f = l.file;
        if (l.modules.empty()) {
            fail(f, "modules", "a lesson needs its modules");
            return;
        }
        const auto& first = l.modules.front();
        if (first.type != "theory" || first.id != "introduction" || first.title != "Introduction")
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
            fail(f, "modules", "a lesson needs an interactive module \"Practice on the Board\"");
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

    void Checker::theory(const std::string& f, const std::string& place, const Module& m)
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

    int Checker::interactive(const std::string& f, const std::string& place, const Module& m)
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

    void Checker::puzzles(const std::string& f, const std::string& place, const Module& m)
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

    void Checker::quiz_question(const std::string& f, const std::string& place,
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

    void Checker::quiz_balance_of_curriculum()
    {
        const auto balance = quiz_balance(c_);
        report_.quiz_balance = describe(balance);
        // The targets are shares of the whole curriculum: a part of it (content still being
        // written, a test fixture) is only measured.
        std::size_t listed = 0;
        for (const auto& cat : c_.categories)
            listed += cat.lessons.size();
        if (c_.lessons.size() < listed)
            return;
        for (const auto& problem : balance_problems(balance))
            fail("content/lessons/curriculum", "quizzes", problem);
    }

    void Checker::questions(const std::string& f, const std::string& place, const Module& m)
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

    bool Checker::square(const std::string& text) const
    {
        return text.size() == 2 && chess::parse_square(text) != chess::NoSquare;
    }

    void Checker::guided_practice(
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
                // The server judges a choice (POST …/guided/{step}/choice): one is right.
                const auto right = std::count_if(
                    s.choices.begin(), s.choices.end(), [](const Choice& c) { return c.correct; });
                if (!s.choices.empty() && right != 1)
                    fail(f, at(sp, "choices"),
                        "exactly one choice must be \"correct\": true, not "
                            + std::to_string(right));
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

    void Checker::user_move(const std::string& f, const std::string& sp, const GuidedStep& s,
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
        // The title and description are read before the move: the theme, never the answer.
        for (const auto& [key, text] :
            { std::pair { "title", &s.title }, std::pair { "description", &s.description } })
            if (const auto why = answer_named_in(*text, *pos, s.allowed_moves))
                fail(f, at(sp, key), "the text read before the move " + *why);
        if (!play(f, at(sp, "suggestedMove"), *pos, { suggested }))
            pos.reset();
    }

    void Checker::guidance(const std::string& f, const std::string& sp, const GuidedStep& s)
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

    void Checker::shared_theory()
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

    bool Checker::has_file(const std::string& shown) const
    {
        for (const auto& p : load_.missing)
            if (p.file == shown)
                return false;
        for (const auto& p : load_.malformed)
            if (p.file == shown)
                return false;
        return true;
    }

} // namespace detail

using detail::Checker;
using detail::word_count;

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
