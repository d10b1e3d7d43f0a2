// The structural checks of `academy lessons verify`, shared by the files that hold them:
// verify.cpp (categories and curriculum lessons, their modules and guided practice) and
// verify_academy.cpp (the five interactive lessons and the academy's lessons and puzzles). Internal
// to learn/lessons: callers use verify.hpp.
#pragma once

#include "learn/lessons/engine_judge.hpp"
#include "learn/lessons/verify.hpp"

#include "chess/field_words.hpp"
#include "chess/position.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace academy::learn::lessons::detail {

namespace fs = std::filesystem;

// The five categories as docs/lessons.md ("The five categories") states them.
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
inline const std::set<std::string> kGuidedLessons
    = { "opening-principles", "basic-tactics", "king-safety", "basic-endgames" };
inline const std::vector<std::string> kAcademyLessonIds = { "basics-001", "basics-002",
    "basics-003", "tactics-001", "tactics-002", "strategy-001", "endgame-001" };
inline const std::vector<std::string> kAcademyPuzzleCategories
    = { "checkmate", "tactics", "endgame", "opening", "defense" };
constexpr std::size_t kAcademyPuzzles = 12;
constexpr int kInteractiveLessons = 5;
constexpr std::size_t kMinInteractiveSteps = 8;
constexpr std::size_t kMinIntroductionWords = 200;
constexpr std::size_t kMinPracticePositions = 3;
constexpr std::size_t kMinQuizQuestions = 4;

inline bool one_of(const std::string& value, std::initializer_list<const char*> allowed)
{
    for (const char* a : allowed)
        if (value == a)
            return true;
    return false;
}

inline std::string list_text(std::initializer_list<const char*> allowed)
{
    std::string out;
    for (const char* a : allowed)
        out += (out.empty() ? "" : " | ") + std::string(a);
    return out;
}

inline std::size_t word_count(const std::string& text)
{
    std::istringstream in(text);
    std::size_t n = 0;
    std::string word;
    while (in >> word)
        ++n;
    return n;
}

// Paragraphs separated by a blank line, each with its whitespace collapsed.
inline std::vector<std::string> paragraphs(const std::string& text)
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

inline bool word_id(const std::string& id)
{
    if (id.empty() || id.size() > 64 || id.front() == '-' || id.back() == '-')
        return false;
    return std::all_of(id.begin(), id.end(),
        [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

// Places named as the loader and net/request_reader.hpp name them (chess/field_words.hpp).
inline std::string at(const std::string& place, const std::string& key)
{
    return field_words::place(place, key);
}
inline std::string at(const std::string& place, const std::string& key, std::size_t i)
{
    return field_words::place(at(place, key), i);
}

// Walks the catalogue and reports every failure; "best" tasks are collected for the engine.
class Checker {
public:
    Checker(const CatalogueLoad& load, const VerifyOptions& options, VerifyReport& report)
        : load_(load)
        , c_(load.catalogue)
        , options_(options)
        , report_(report)
    {
    }

    std::vector<BestTask> run();

private:
    void fail(const std::string& file, const std::string& place, const std::string& reason)
    {
        report_.failures.push_back({ file, place, reason });
    }

    // A count check: skipped (noted) when content may still be incomplete.
    void incomplete(const std::string& file, const std::string& place, const std::string& reason)
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
        const std::string& file, const std::string& place, const std::string& fen);
    // Plays `moves` in turn from `pos`; false (reported) at the first illegal one.
    bool play(const std::string& file, const std::string& place, chess::Position& pos,
        const std::vector<std::string>& moves);
    // A task position: FEN, kind, accepted moves legal there; "best" ones go to the engine.
    // Returns true when it is a "best" task.
    bool task(const std::string& file, const std::string& place, const std::string& fen,
        const std::string& kind, const std::vector<std::string>& accepted,
        const char* accepted_key);
    void categories();
    const Category* category(const std::string& id) const;
    void curriculum_lesson(const Lesson& l);
    static int rank(const std::string& type);
    void modules(const Lesson& l);
    void theory(const std::string& f, const std::string& place, const Module& m);
    // Returns the number of "best" positions.
    int interactive(const std::string& f, const std::string& place, const Module& m);
    void puzzles(const std::string& f, const std::string& place, const Module& m);
    void quiz_question(const std::string& f, const std::string& place, const std::string& question,
        const std::vector<std::string>& options, int correct, const std::string& explanation,
        const char* correct_key);
    void questions(const std::string& f, const std::string& place, const Module& m);
    // Can the quizzes be passed by picking the longest option or one index (quiz_balance.hpp)?
    void quiz_balance_of_curriculum();
    bool square(const std::string& text) const;
    void guided_practice(const std::string& f, const std::string& place, const GuidedPractice& g);
    void user_move(const std::string& f, const std::string& sp, const GuidedStep& s,
        std::optional<chess::Position>& pos);
    void guidance(const std::string& f, const std::string& sp, const GuidedStep& s);
    // No two lessons share a paragraph of theory.
    void shared_theory();
    void interactive_lessons();
    void academy_lessons();
    void academy_position(const std::string& f, const std::string& pp, const AcademyPosition& p);
    void academy_puzzles();
    void academy_puzzle(const std::string& f, const std::string& pp, const AcademyPuzzle& p,
        const std::set<std::string>& categories, std::set<std::string>& ids);
    bool has_file(const std::string& shown) const;

    const CatalogueLoad& load_;
    const Catalogue& c_;
    const VerifyOptions& options_;
    VerifyReport& report_;
    std::set<std::string> all_lesson_ids_;
    std::vector<BestTask> tasks_;
};

} // namespace academy::learn::lessons::detail
