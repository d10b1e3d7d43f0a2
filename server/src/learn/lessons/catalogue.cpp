#include "learn/lessons/catalogue.hpp"

#include <algorithm>
#include <charconv>

namespace academy::learn::lessons {

namespace {

    bool matches(const LibraryPuzzle& p, const std::vector<std::string>& themes, RatingRange range)
    {
        if (p.rating < range.min || p.rating > range.max)
            return false;
        for (const auto& t : themes)
            if (std::find(p.themes.begin(), p.themes.end(), t) != p.themes.end())
                return true;
        return false;
    }

} // namespace

const Lesson* Catalogue::lesson(const std::string& id) const
{
    const auto it = by_id_.find(id);
    return it == by_id_.end() ? nullptr : &lessons[it->second];
}

const InteractiveLesson* Catalogue::interactive_lesson(int id) const
{
    for (const auto& l : interactive)
        if (l.id == id)
            return &l;
    return nullptr;
}

bool Catalogue::known_lesson(const std::string& id) const
{
    if (lesson(id))
        return true;
    for (const auto& a : academy_lessons)
        if (a.id == id)
            return true;
    constexpr std::string_view prefix = "interactive-";
    if (id.rfind(prefix, 0) == 0) {
        int n = 0;
        const char* begin = id.data() + prefix.size();
        const char* end = id.data() + id.size();
        const auto [ptr, ec] = std::from_chars(begin, end, n);
        if (ec == std::errc() && ptr == end && begin != end && *begin != '0')
            return interactive_lesson(n) != nullptr;
    }
    return false;
}

void Catalogue::index()
{
    by_id_.clear();
    for (std::size_t i = 0; i < lessons.size(); ++i)
        by_id_.emplace(lessons[i].id, i);
}

std::vector<const LibraryPuzzle*> pick_puzzles(const std::vector<LibraryPuzzle>& library,
    const std::vector<std::string>& themes, RatingRange range, int count)
{
    std::vector<const LibraryPuzzle*> candidates;
    for (const auto& p : library)
        if (matches(p, themes, range))
            candidates.push_back(&p);
    std::sort(candidates.begin(), candidates.end(), [](const auto* a, const auto* b) {
        return a->rating != b->rating ? a->rating < b->rating : a->id < b->id;
    });
    const std::size_t wanted = static_cast<std::size_t>(std::max(count, 0));
    if (candidates.size() <= wanted)
        return candidates;
    std::vector<const LibraryPuzzle*> chosen;
    for (std::size_t i = 0; i < wanted; ++i)
        chosen.push_back(candidates[i * candidates.size() / wanted]);
    return chosen;
}

std::size_t count_puzzles(const std::vector<LibraryPuzzle>& library,
    const std::vector<std::string>& themes, RatingRange range)
{
    return static_cast<std::size_t>(std::count_if(library.begin(), library.end(),
        [&](const LibraryPuzzle& p) { return matches(p, themes, range); }));
}

std::vector<const QuizQuestion*> quiz_questions(const Lesson& lesson)
{
    std::vector<const QuizQuestion*> out;
    for (const auto& m : lesson.modules)
        if (m.type == "quiz")
            for (const auto& q : m.questions)
                out.push_back(&q);
    return out;
}

std::vector<const PracticePosition*> practice_positions(const Lesson& lesson)
{
    std::vector<const PracticePosition*> out;
    for (const auto& m : lesson.modules)
        if (m.type == "interactive")
            for (const auto& p : m.positions)
                out.push_back(&p);
    return out;
}

} // namespace academy::learn::lessons
