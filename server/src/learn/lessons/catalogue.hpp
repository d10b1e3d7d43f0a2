// The lesson catalogue: everything under content/lessons/ and content/academy/ (schema:
// content/lessons/README.md) as plain values, and the puzzle library of content/puzzles/ that
// the lessons' puzzle modules draw from. Loaded once at start (catalogue_loader.hpp); read-only
// afterwards, so the routes share one catalogue between threads without locks.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace academy::learn::lessons {

struct RatingRange {
    int min = 0;
    int max = 0;
};

struct Category {
    std::string id;
    std::string title;
    std::string description;
    std::string difficulty;
    RatingRange rating_range;
    int estimated_hours = 0;
    int total_lessons = 0;
    std::vector<std::string> lessons; // lesson ids in order
};

// A "find the move" task of a practice module.
struct PracticePosition {
    std::string fen;
    std::string task;
    std::string kind; // "best" | "rule"
    std::vector<std::string> accepted; // UCI
    std::string explanation;
};

struct QuizQuestion {
    std::string question;
    std::vector<std::string> options;
    int correct = 0;
    std::string explanation;
    std::optional<std::string> fen;
};

// Guided practice (content/lessons/README.md "Guided practice").
struct SquareMove {
    std::string from;
    std::string to;
};
struct MoveArrow {
    std::string from;
    std::string to;
    std::string color;
    std::string style;
};
struct Highlight {
    std::string square;
    std::string color;
    std::string animation;
};
struct Tooltip {
    std::string square;
    std::string message;
    std::string type;
};
// The step-explanation box beside the board; position: top | bottom | left | right.
struct StepExplanation {
    std::string title;
    std::string description;
    std::string position;
};
struct Choice {
    std::string text;
    std::string explanation;
    std::string next_step;
    bool correct = false; // exactly one choice of a step is the right one
};
struct GuidedStep {
    std::string id;
    std::string title;
    std::string description;
    std::string step_type; // user-move | computer-move | explanation | choice
    std::vector<SquareMove> allowed_moves;
    std::optional<std::string> suggested_move;
    std::optional<std::string> computer_move;
    std::vector<MoveArrow> move_arrows;
    std::vector<Highlight> highlight_squares;
    std::optional<Tooltip> tooltip;
    std::optional<StepExplanation> explanation;
    std::optional<int> time_limit; // seconds
    std::optional<int> bot_level;
    std::vector<Choice> choices;
};
struct SuccessCriteria {
    int min_correct_moves = 0;
    int max_mistakes = 0;
    int time_bonus = 0;
};
struct GuidedPractice {
    std::string initial_fen;
    int bot_level = 0;
    std::string theme;
    std::vector<std::string> objectives;
    SuccessCriteria success_criteria;
    std::vector<GuidedStep> steps;
};

// One module of a curriculum lesson; which fields mean something depends on `type`.
struct Module {
    std::string id;
    std::string title;
    std::string type; // theory | interactive | puzzle | quiz | guided-practice
    std::string content;
    std::optional<std::string> fen; // theory: a diagram
    std::vector<std::string> moves; // theory: UCI moves played from `fen`
    std::vector<PracticePosition> positions; // interactive
    std::vector<std::string> themes; // puzzle
    std::optional<RatingRange> rating_range; // puzzle
    int count = 0; // puzzle: how many library puzzles
    std::vector<QuizQuestion> questions; // quiz
    std::optional<GuidedPractice> guided_practice; // guided-practice
};

struct Lesson {
    std::string file; // where it was read from, for messages
    std::string id;
    std::string category;
    std::string title;
    std::string description;
    std::string difficulty;
    int duration = 0; // minutes
    RatingRange rating_range;
    std::vector<std::string> objectives;
    std::vector<std::string> prerequisites;
    std::vector<Module> modules;
};

struct InteractiveStep {
    int id = 0;
    std::string title;
    std::string instruction;
    std::string type; // instruction | practice
    std::optional<std::string> fen;
    std::string kind; // practice: best | rule
    std::vector<std::string> correct_moves; // UCI
    std::string explanation;
};

struct InteractiveLesson {
    std::string file;
    int id = 0;
    std::string title;
    std::string description;
    std::vector<InteractiveStep> steps;
    // Its place in the course (issue 30, "One course"): the category it belongs to and the
    // curriculum lesson of that category it follows ("" = the category's first). A lesson
    // without a category is in no category's list.
    std::string category;
    std::string after;
};

struct AcademyPosition {
    std::string fen;
    std::string title;
    std::string explanation;
    bool is_interactive = false;
    std::string kind; // interactive only: best | rule
    std::vector<std::string> correct_moves; // interactive only
    std::vector<std::string> moves; // demo moves played from fen
    std::vector<std::string> annotations; // one per demo move
};

struct AcademyQuiz {
    std::string id;
    std::string question;
    std::vector<std::string> options;
    int correct_answer = 0;
    std::string explanation;
};

struct AcademyLesson {
    std::string id;
    std::string title;
    std::string level;
    std::string category;
    int duration = 0;
    std::string description;
    std::vector<std::string> objectives;
    std::vector<std::string> prerequisite;
    std::string badge;
    std::vector<AcademyPosition> positions;
    std::optional<AcademyQuiz> quiz;
};

struct AcademyPuzzleCategory {
    std::string id;
    std::string name;
    std::string icon;
    std::string description;
};

struct AcademyPuzzle {
    std::string id;
    std::string title;
    std::string difficulty;
    std::string category;
    int rating = 0;
    std::string fen;
    std::vector<std::string> solution; // solver, reply, solver, ... (UCI)
    std::vector<std::string> hints;
    std::string description;
    std::vector<std::string> theme;
    std::optional<int> moves_to_mate;
    int points = 0;
    std::vector<std::string> tags;
    std::string source;
};

// A puzzle of the library (content/puzzles/*.csv) as the lessons' puzzle modules list it.
struct LibraryPuzzle {
    std::string id;
    std::string fen; // before the opponent's first move, as the CSV and /api/puzzles/{id}
    int rating = 0;
    std::vector<std::string> themes;
};

// Where each file came from, for messages: "content/academy/lessons.json".
struct CatalogueFiles {
    std::string categories;
    std::string academy_lessons;
    std::string academy_puzzles;
};

struct Catalogue {
    CatalogueFiles files;
    std::vector<Category> categories;
    std::vector<Lesson> lessons; // the curriculum lessons that have a file, in catalogue order
    std::vector<InteractiveLesson> interactive; // by id
    std::vector<AcademyLesson> academy_lessons;
    std::vector<AcademyPuzzleCategory> academy_puzzle_categories;
    std::vector<AcademyPuzzle> academy_puzzles;
    std::vector<LibraryPuzzle> library; // ordered by rating, then id

    const Lesson* lesson(const std::string& id) const;
    const InteractiveLesson* interactive_lesson(int id) const;
    // The lesson ids of the catalogue: curriculum lessons, academy lessons and the interactive
    // lessons as "interactive-<n>".
    bool known_lesson(const std::string& id) const;
    // Rebuilds the look-up index; the loader calls it, and so must code that edits `lessons`.
    void index();

private:
    std::map<std::string, std::size_t> by_id_;
};

// The `count` library puzzles of a puzzle module: those with any of `themes` rated inside
// `range`, ordered by rating then id, and when there are more than `count`, evenly spaced
// through that order (so they climb from the easy end of the range to the hard end). Fewer
// when the library has fewer.
std::vector<const LibraryPuzzle*> pick_puzzles(const std::vector<LibraryPuzzle>& library,
    const std::vector<std::string>& themes, RatingRange range, int count);

// How many library puzzles have any of `themes` inside `range`.
std::size_t count_puzzles(const std::vector<LibraryPuzzle>& library,
    const std::vector<std::string>& themes, RatingRange range);

// Every quiz question of a lesson, in module order, and every practice position.
std::vector<const QuizQuestion*> quiz_questions(const Lesson& lesson);
std::vector<const PracticePosition*> practice_positions(const Lesson& lesson);

} // namespace academy::learn::lessons
