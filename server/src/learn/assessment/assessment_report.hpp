// What a finished test tells the player: the level, the themes solved and missed, and where to
// practise next (a puzzle set of the Puzzles page and a lesson of the curriculum per theme).
#pragma once

#include "learn/assessment/assessment_model.hpp"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace academy::learn {

struct NextStep {
    std::string text;
    std::string href; // "/puzzles?set=forks", "/lessons/basic-tactics", "/puzzles"
};

// The labels (docs/assessment.md, "Levels": Beginner, Improving from 1200, Intermediate from 1400),
// continued over the calibration scale: Advanced from 1600, Expert from 1800.
std::string level_label(int rating);

struct ThemeSummary {
    std::vector<std::string> strengths; // themes solved more often than missed
    std::vector<std::string> areas; // themes missed at least as often as solved
};

// `answers`: (theme, solved) per position, in the order asked. Themes keep that order.
ThemeSummary summarize_themes(const std::vector<std::pair<std::string, bool>>& answers);

// Where each theme is practised: the puzzle set (empty: none) and the curriculum lesson.
struct ThemePractice {
    std::string_view theme;
    std::string_view puzzle_set; // an id of learn/puzzles/puzzle_sets.hpp, or empty
    std::string_view lesson_id; // content/lessons/curriculum/*/<id>.json
    std::string_view lesson_title;
};
const std::vector<ThemePractice>& theme_practice();

// At most four steps: a set and a lesson for the first two areas to improve, then rated puzzles.
std::vector<NextStep> next_steps(const std::vector<std::string>& areas);

// "You solved 8 of 12 positions. Your rating is about 1450: we are 90% sure it lies between 1330
// and 1570." and a word on what to do next.
std::string summary_message(
    int rating, RatingInterval interval, int correct, int total, bool above_scale = false);

} // namespace academy::learn
