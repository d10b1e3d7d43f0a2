// `academy lessons verify`: the checks of the five interactive lessons and of the academy's lessons
// and puzzles (the Checker is declared in verify_checker.hpp).
#include "learn/lessons/verify_checker.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/uci.hpp"

#include <algorithm>

namespace academy::learn::lessons::detail {

void Checker::interactive_lessons()
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
        // Its place in the course: a category of categories.json, after one of its lessons.
        const auto* cat = category(l.category);
        if (!cat)
            fail(f, "category", "must name a category of categories.json");
        else if (!l.after.empty()
            && std::find(cat->lessons.begin(), cat->lessons.end(), l.after) == cat->lessons.end())
            fail(f, "after", "must be \"\" or a lesson listed in " + l.category);
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

void Checker::academy_lessons()
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
                fail(f, at(lp, "prerequisite", j), l.prerequisite[j] + " is not an academy lesson");
        if (l.positions.empty())
            fail(f, at(lp, "positions"), "a lesson needs positions");
        for (std::size_t j = 0; j < l.positions.size(); ++j)
            academy_position(f, at(lp, "positions", j), l.positions[j]);
        if (l.quiz)
            quiz_question(f, at(lp, "quiz"), l.quiz->question, l.quiz->options,
                l.quiz->correct_answer, l.quiz->explanation, "correctAnswer");
    }
}

void Checker::academy_position(
    const std::string& f, const std::string& pp, const AcademyPosition& p)
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

void Checker::academy_puzzles()
{
    const auto& f = c_.files.academy_puzzles;
    if (!has_file(f))
        return;
    ++report_.files;
    std::set<std::string> categories;
    for (std::size_t i = 0; i < c_.academy_puzzle_categories.size(); ++i) {
        const auto& cat = c_.academy_puzzle_categories[i];
        const auto cp = at("", "categories", i);
        if (std::find(kAcademyPuzzleCategories.begin(), kAcademyPuzzleCategories.end(), cat.id)
            == kAcademyPuzzleCategories.end())
            fail(f, at(cp, "id"), "must be checkmate | tactics | endgame | opening | defense");
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
            "the academy has 12 puzzles; " + std::to_string(puzzles.size()) + " written so far");
    else if (puzzles.size() > kAcademyPuzzles)
        fail(f, "puzzles", "the academy has 12 puzzles, not " + std::to_string(puzzles.size()));
    std::set<std::string> ids;
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        academy_puzzle(f, at("", "puzzles", i), puzzles[i], categories, ids);
}

void Checker::academy_puzzle(const std::string& f, const std::string& pp, const AcademyPuzzle& p,
    const std::set<std::string>& categories, std::set<std::string>& ids)
{
    need_text(f, at(pp, "id"), p.id);
    if (!ids.insert(p.id).second)
        fail(f, at(pp, "id"), p.id + " is used twice");
    need_text(f, at(pp, "title"), p.title);
    need_text(f, at(pp, "description"), p.description);
    if (!one_of(p.difficulty, { "beginner", "intermediate", "advanced", "expert" }))
        fail(f, at(pp, "difficulty"), "must be beginner | intermediate | advanced | expert");
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

} // namespace academy::learn::lessons::detail
