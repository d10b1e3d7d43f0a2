// The one JSON mapping of the puzzle service's answers (learn/puzzles/puzzle_views.hpp): the routes
// of net/puzzle_routes send exactly these objects.
#pragma once

#include "learn/puzzles/puzzle_views.hpp"

#include <nlohmann/json.hpp>

namespace academy::net {

nlohmann::json puzzle_json(const learn::PuzzleView& p);
nlohmann::json sets_json(const learn::SetsView& s);
nlohmann::json set_detail_json(const learn::SetDetail& s);
// {puzzle, player: {rating, ratingDeviation}}
nlohmann::json next_puzzle_json(const learn::NextPuzzle& n);
// The puzzle's fields and its date.
nlohmann::json daily_puzzle_json(const learn::DailyPuzzle& d);
// {before, after, change, ratingDeviation}, and volatility when there is one.
nlohmann::json rating_change_json(const learn::RatingChangeView& r);
nlohmann::json attempt_result_json(const learn::AttemptResult& a);
// {result: wrong|next|solved, movesDone, san, reply?: {uci, san}, attempt?: the attempt's result}
nlohmann::json judged_move_json(const learn::JudgedMove& m);
nlohmann::json theme_stats_json(const learn::ThemeStats& t);
nlohmann::json dashboard_json(const learn::Dashboard& d);

} // namespace academy::net
