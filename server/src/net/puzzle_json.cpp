#include "net/puzzle_json.hpp"

namespace academy::net {

using nlohmann::json;

json puzzle_json(const learn::PuzzleView& p)
{
    return {
        { "id", p.id },
        { "title", p.title },
        { "description", p.description },
        { "fen", p.fen },
        { "initialMove", p.initial_move },
        { "solverMoves", p.solver_moves },
        { "rating", p.rating },
        { "ratingDeviation", p.rating_deviation },
        { "tags", p.tags },
        { "theme", p.theme },
        { "plays", p.plays },
        { "orientation", p.orientation },
        { "source", p.source },
    };
}

json sets_json(const learn::SetsView& s)
{
    json list = json::array();
    for (const auto& set : s.sets)
        list.push_back({
            { "id", set.id },
            { "title", set.title },
            { "description", set.description },
            { "difficulty", set.difficulty },
            { "ratingRange", set.rating_range },
            { "totalPuzzles", set.total_puzzles },
            { "targetTotal", set.target_total },
            { "completed", set.completed },
            { "themes", set.themes },
            { "puzzleIds", set.puzzle_ids },
        });
    json path = json::array();
    for (const auto& band : s.learning_path)
        path.push_back({ { "level", band.level }, { "ratingRange", band.rating_range },
            { "minRating", band.min_rating }, { "maxRating", band.max_rating } });
    return { { "sets", list }, { "learningPath", path }, { "libraryTotal", s.library_total } };
}

json set_detail_json(const learn::SetDetail& s)
{
    json puzzles = json::array();
    for (const auto& p : s.puzzles)
        puzzles.push_back(puzzle_json(p));
    return {
        { "id", s.id },
        { "title", s.title },
        { "description", s.description },
        { "difficulty", s.difficulty },
        { "ratingRange", s.rating_range },
        { "totalPuzzles", s.total_puzzles },
        { "targetTotal", s.target_total },
        { "completed", s.completed },
        { "solvedIds", s.solved_ids },
        { "puzzles", puzzles },
    };
}

json next_puzzle_json(const learn::NextPuzzle& n)
{
    return { { "puzzle", puzzle_json(n.puzzle) },
        { "player",
            { { "rating", n.player_rating }, { "ratingDeviation", n.player_rating_deviation } } } };
}

json daily_puzzle_json(const learn::DailyPuzzle& d)
{
    json j = puzzle_json(d.puzzle);
    j["date"] = d.date;
    return j;
}

json rating_change_json(const learn::RatingChangeView& r)
{
    json j { { "before", r.before }, { "after", r.after }, { "change", r.change },
        { "ratingDeviation", r.rating_deviation } };
    if (r.volatility)
        j["volatility"] = *r.volatility;
    return j;
}

json attempt_result_json(const learn::AttemptResult& a)
{
    const auto rating_or_null = [](const std::optional<learn::RatingChangeView>& r) {
        return r ? rating_change_json(*r) : json(nullptr);
    };
    return {
        { "puzzleId", a.puzzle_id },
        { "correct", a.solved },
        { "solved", a.solved },
        { "mistakes", a.mistakes },
        { "movesMatched", a.moves_matched },
        { "firstTry", a.first_try },
        { "rated", a.rated },
        { "xp", a.xp },
        { "perfect", a.first_try },
        { "speedBonus", a.speed_bonus },
        { "playerRating", rating_or_null(a.player_rating) },
        { "puzzleRating", rating_or_null(a.puzzle_rating) },
        { "solution", a.solution },
        { "solutionSan", a.solution_san },
    };
}

json judged_move_json(const learn::JudgedMove& m)
{
    static const char* const names[] = { "wrong", "next", "solved" };
    json j { { "result", names[static_cast<int>(m.verdict)] }, { "movesDone", m.moves_done },
        { "san", m.san } };
    if (m.verdict == learn::MoveVerdict::next)
        j["reply"] = { { "uci", m.reply_uci }, { "san", m.reply_san } };
    if (!m.hint_from.empty())
        j["hint"] = { { "from", m.hint_from }, { "to", m.hint_to } };
    if (m.attempt)
        j["attempt"] = attempt_result_json(*m.attempt);
    return j;
}

json theme_stats_json(const learn::ThemeStats& t)
{
    return { { "theme", t.theme }, { "title", t.title }, { "attempts", t.attempts },
        { "firstTryRate", t.first_try_rate }, { "performance", t.performance } };
}

json dashboard_json(const learn::Dashboard& d)
{
    json themes = json::array();
    for (const auto& t : d.themes)
        themes.push_back(theme_stats_json(t));
    return { { "attempts", d.attempts }, { "solved", d.solved },
        { "firstTryRate", d.first_try_rate }, { "themes", themes },
        { "strongThemes", d.strong_themes }, { "weakThemes", d.weak_themes },
        { "rating", d.rating ? json(*d.rating) : json(nullptr) } };
}

} // namespace academy::net
