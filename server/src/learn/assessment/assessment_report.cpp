#include "learn/assessment/assessment_report.hpp"

#include "learn/puzzles/puzzle_sets.hpp"

#include <algorithm>
#include <map>

namespace academy::learn {

std::string level_label(int rating)
{
    if (rating >= 1800)
        return "Expert";
    if (rating >= 1600)
        return "Advanced";
    if (rating >= 1400)
        return "Intermediate";
    if (rating >= 1200)
        return "Improving";
    return "Beginner";
}

ThemeSummary summarize_themes(const std::vector<std::pair<std::string, bool>>& answers)
{
    std::vector<std::string> order;
    std::map<std::string, int> balance; // solved minus missed
    for (const auto& [theme, solved] : answers) {
        if (!balance.contains(theme))
            order.push_back(theme);
        balance[theme] += solved ? 1 : -1;
    }
    ThemeSummary s;
    for (const auto& t : order)
        (balance[t] > 0 ? s.strengths : s.areas).push_back(t);
    return s;
}

namespace {

    // A curriculum lesson with the themes it teaches and, per theme, the puzzle set that drills it
    // (empty: none). Written per lesson so each lesson's id and title stand once.
    struct LessonThemes {
        std::string_view lesson_id;
        std::string_view lesson_title;
        std::vector<std::pair<std::string_view, std::string_view>> theme_sets; // theme, set
    };

    const std::vector<LessonThemes>& lesson_themes()
    {
        static const std::vector<LessonThemes> table = {
            { "basic-tactics", "Basic Tactics: Forks and Discovered Attacks",
                { { "fork", "forks" } } },
            { "pins-and-skewers", "Pins and Skewers",
                { { "pin", "pins" }, { "skewer", "skewers" } } },
            { "discovered-attacks", "Discovered Attacks",
                { { "discoveredAttack", "discovered-attacks" },
                    { "discoveredCheck", "discovered-attacks" },
                    { "doubleCheck", "discovered-attacks" } } },
            { "deflection-and-decoy", "Deflection and Decoy",
                { { "deflection", "deflection-decoy" }, { "attraction", "deflection-decoy" } } },
            { "clearance-and-interference", "Clearance and Interference",
                { { "clearance", "clearance-interference" },
                    { "interference", "clearance-interference" },
                    { "xRayAttack", "clearance-interference" } } },
            { "candidate-moves", "Candidate Moves",
                { { "quietMove", "clearance-interference" }, { "long", "combinations" } } },
            { "zugzwang-and-triangulation", "Zugzwang and Triangulation",
                { { "zugzwang", "king-pawn-endgames" } } },
            { "passed-pawns", "Passed Pawns",
                { { "underPromotion", "" }, { "promotion", "king-pawn-endgames" } } },
            { "attacking-the-castled-king", "Attacking the Castled King",
                { { "sacrifice", "combinations" } } },
            { "basic-checkmates", "Basic Checkmates", { { "mate", "checkmate-patterns" } } },
            { "hanging-pieces", "Hanging Pieces",
                { { "trappedPiece", "hanging-pieces" }, { "hangingPiece", "hanging-pieces" },
                    { "advantage", "hanging-pieces" } } },
            { "king-and-pawn-endgames", "King and Pawn Endgames",
                { { "pawnEndgame", "king-pawn-endgames" } } },
            { "deep-calculation", "Deep Calculation", { { "veryLong", "combinations" } } },
        };
        return table;
    }

} // namespace

const std::vector<ThemePractice>& theme_practice()
{
    static const std::vector<ThemePractice> table = [] {
        std::vector<ThemePractice> rows;
        for (const auto& lesson : lesson_themes())
            for (const auto& [theme, set] : lesson.theme_sets)
                rows.push_back({ theme, set, lesson.lesson_id, lesson.lesson_title });
        return rows;
    }();
    return table;
}

std::vector<NextStep> next_steps(const std::vector<std::string>& areas)
{
    std::vector<NextStep> steps;
    auto add = [&](NextStep s) {
        if (std::none_of(
                steps.begin(), steps.end(), [&](const NextStep& x) { return x.href == s.href; }))
            steps.push_back(std::move(s));
    };
    int themes = 0;
    for (const auto& area : areas) {
        if (themes == 2)
            break;
        const auto& table = theme_practice();
        const auto it = std::find_if(
            table.begin(), table.end(), [&](const ThemePractice& p) { return p.theme == area; });
        if (it == table.end())
            continue;
        ++themes;
        if (const auto* set = find_puzzle_set(it->puzzle_set))
            add({ "Practise with the " + set->title + " puzzle set", "/puzzles?set=" + set->id });
        add({ "Study the lesson " + std::string(it->lesson_title),
            "/lessons/" + std::string(it->lesson_id) });
    }
    add({ "Solve rated puzzles at your level", "/puzzles" });
    if (steps.size() > 4)
        steps.erase(steps.begin() + 3, steps.end() - 1);
    return steps;
}

std::string summary_message(
    int rating, RatingInterval interval, int correct, int total, bool above_scale)
{
    std::string text
        = "You solved " + std::to_string(correct) + " of " + std::to_string(total) + " positions. ";
    // Above the scale's top the interval is clipped to one point ("between 1800 and 1800"): say
    // what is known instead, and where a finer measure is.
    text += above_scale
        ? "Your rating is " + std::to_string(rating)
            + " or more, the top of this test's scale: the calibration test measures further."
        : "Your rating is about " + std::to_string(rating) + ": we are 90% sure it lies between "
            + std::to_string(interval.low) + " and " + std::to_string(interval.high) + ".";
    // The test adapts to the player, so the share solved stays near half at every level and says
    // nothing by itself (guided practice's session feedback by share would tell a 1700 player to
    // take their time); the advice goes by the missed themes instead.
    text += correct == total
        ? " Every position solved: keep going with rated puzzles at your level."
        : " The next steps start with the themes you missed.";
    return text;
}

} // namespace academy::learn
