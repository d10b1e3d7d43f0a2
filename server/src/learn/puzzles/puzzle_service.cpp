#include "learn/puzzles/puzzle_service.hpp"

#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "learn/answer_check.hpp"
#include "learn/puzzles/puzzle_sets.hpp"
#include "puzzler/puzzle.hpp"
#include "rating/glicko2.hpp"
#include "store/showings_repository.hpp"
#include "store/wall_clock.hpp"

#include <algorithm>
#include <cmath>
#include <set>

namespace academy::learn {

namespace {

    // The theme a puzzle is named after, most telling first.
    std::string primary_theme(const std::vector<std::string>& themes)
    {
        static const char* const order[] = { "mateIn1", "mateIn2", "mateIn3", "mateIn4", "mateIn5",
            "fork", "pin", "skewer", "discoveredAttack", "doubleCheck", "deflection", "attraction",
            "clearance", "interference", "xRayAttack", "trappedPiece", "hangingPiece", "sacrifice",
            "underPromotion", "promotion", "zugzwang", "quietMove", "enPassant", "castling" };
        for (const char* t : order)
            if (std::find(themes.begin(), themes.end(), t) != themes.end())
                return t;
        return "advantage";
    }

    std::string title_for(const std::string& theme)
    {
        if (theme.rfind("mateIn", 0) == 0)
            return "Mate in " + theme.substr(6);
        if (theme == "advantage")
            return "Win material";
        return theme_title(theme);
    }

    double performance(double sum_ratings, int wins, int n)
    {
        return n == 0 ? 0 : sum_ratings / n + 400.0 * (2 * wins - n) / n;
    }

    std::string range_text(int min_rating, int max_rating)
    {
        return std::to_string(min_rating) + "-" + std::to_string(max_rating);
    }

    // The line after the opponent's first move in SAN (what Show Solution lists).
    std::vector<std::string> solution_san(
        const std::string& fen, const std::vector<std::string>& line)
    {
        std::vector<std::string> out;
        auto game = chess::Game::from_fen(fen);
        if (!game)
            return out;
        for (std::size_t i = 0; i < line.size(); ++i) {
            const auto move = chess::parse_uci_move(game.value().position(), line[i]);
            if (!move)
                break;
            if (i > 0)
                out.push_back(chess::to_san(game.value().position(), move.value()));
            game.value().play(move.value());
        }
        return out;
    }

    bool dashboard_theme(const std::string& t)
    {
        static const std::set<std::string> skip
            = { "oneMove", "short", "long", "veryLong", "opening", "middlegame", "endgame",
                  "advantage", "crushing", "master", "masterVsMaster" };
        return !skip.count(t);
    }

} // namespace

int puzzle_xp(bool solved, bool first_try, std::int64_t time_ms)
{
    if (!solved)
        return 0;
    return kPuzzleXp + (first_try ? kFirstTryXp : 0) + (time_ms < kSpeedBonusMs ? kSpeedXp : 0);
}

RatingWindow difficulty_window(double rating, const std::string& d)
{
    for (const auto& band : learning_path())
        if (band.name == d
            || (d.size() == band.name.size()
                && std::equal(d.begin(), d.end(), band.name.begin(),
                    [](char a, char b) { return std::tolower(a) == std::tolower(b); })))
            return { band.min_rating, band.max_rating, (band.min_rating + band.max_rating) / 2.0 };
    double offset = 0;
    if (d == "easiest")
        offset = -600;
    else if (d == "easier")
        offset = -300;
    else if (d == "harder")
        offset = 300;
    else if (d == "hardest")
        offset = 600;
    const double target = rating + offset;
    return { static_cast<int>(target - 400), static_cast<int>(target + 400), target };
}

PuzzleService::PuzzleService(store::Database& db, std::function<std::int64_t()> now_ms)
    : db_(db)
    , repo_(db)
    , now_ms_(now_ms ? std::move(now_ms) : std::function<std::int64_t()>(store::wall_clock_ms))
{
}

PuzzleView PuzzleService::view_of(const store::StoredPuzzle& p)
{
    const auto moves = puzzler::split_words(p.moves);
    const auto themes = puzzler::split_words(p.themes);
    const std::string theme = primary_theme(themes);
    // The solver moves after the opponent's first move: the FEN's side to move is the opponent.
    const bool white_solves = p.fen.find(" b ") != std::string::npos;
    const std::string side = white_solves ? "White" : "Black";
    std::string goal = "Find the best move.";
    if (theme.rfind("mateIn", 0) == 0)
        goal = "Find the mate in " + theme.substr(6) + ".";
    else if (theme == "advantage")
        goal = "Find the best move and win material.";
    PuzzleView v;
    v.id = p.id;
    v.title = title_for(theme);
    v.description = side + " to play. " + goal;
    v.fen = p.fen;
    v.initial_move = moves.empty() ? "" : moves[0];
    v.solver_moves = static_cast<int>(moves.size() / 2);
    v.rating = static_cast<int>(std::lround(p.rating));
    v.rating_deviation = static_cast<int>(std::lround(p.rating_deviation));
    v.tags = themes;
    v.theme = theme;
    v.plays = p.plays;
    v.orientation = white_solves ? "white" : "black";
    v.source = p.source;
    return v;
}

const std::vector<std::string>& PuzzleService::set_members(const std::string& id)
{
    std::lock_guard lock(mutex_);
    if (auto it = members_.find(id); it != members_.end() && !it->second.empty())
        return it->second;
    const PuzzleSetDef* def = find_puzzle_set(id);
    store::PuzzleQuery q;
    q.any_of_themes = def->themes;
    q.source = "academy";
    q.min_rating = def->min_rating;
    q.max_rating = def->max_rating;
    q.limit = 5000;
    // Only puzzles inside the set's stated range: a set short of its total shows fewer rather
    // than puzzles its title contradicts.
    const auto candidates = repo_.find(q); // ordered by rating
    // Evenly spaced through the range, so the set climbs from its easiest to its hardest end.
    const std::size_t total = static_cast<std::size_t>(def->total);
    std::vector<store::StoredPuzzle> chosen;
    if (candidates.size() <= total)
        chosen = candidates;
    else
        for (std::size_t i = 0; i < total; ++i)
            chosen.push_back(candidates[i * candidates.size() / total]);
    std::vector<std::string> ids;
    for (const auto& p : chosen)
        ids.push_back(p.id);
    return members_[id] = std::move(ids);
}

SetsView PuzzleService::sets(std::int64_t user_id)
{
    std::set<std::string> solved;
    if (user_id > 0)
        for (auto& s : repo_.solved_ids(user_id))
            solved.insert(s);
    SetsView out;
    for (const auto& def : puzzle_sets()) {
        const auto& ids = set_members(def.id);
        SetSummary s;
        s.id = def.id;
        s.title = def.title;
        s.description = def.description;
        s.difficulty = def.difficulty;
        s.rating_range = range_text(def.min_rating, def.max_rating);
        s.total_puzzles = ids.size();
        s.target_total = def.total;
        for (const auto& id : ids)
            s.completed += solved.count(id) ? 1 : 0;
        s.themes = def.themes;
        s.puzzle_ids = ids;
        out.sets.push_back(std::move(s));
    }
    for (const auto& band : learning_path())
        out.learning_path.push_back({ band.name, range_text(band.min_rating, band.max_rating),
            band.min_rating, band.max_rating });
    out.library_total = repo_.count("academy");
    return out;
}

std::optional<SetDetail> PuzzleService::set(const std::string& id, std::int64_t user_id)
{
    const PuzzleSetDef* def = find_puzzle_set(id);
    if (!def)
        return std::nullopt;
    std::set<std::string> solved;
    if (user_id > 0)
        for (auto& s : repo_.solved_ids(user_id))
            solved.insert(s);
    SetDetail out;
    for (const auto& pid : set_members(id)) {
        if (auto p = repo_.get(pid)) {
            out.puzzles.push_back(view_of(*p));
            if (solved.count(pid))
                out.solved_ids.push_back(pid);
        }
    }
    out.id = def->id;
    out.title = def->title;
    out.description = def->description;
    out.difficulty = def->difficulty;
    out.rating_range = range_text(def->min_rating, def->max_rating);
    out.total_puzzles = out.puzzles.size();
    out.target_total = def->total;
    out.completed = out.solved_ids.size();
    return out;
}

std::optional<PuzzleView> PuzzleService::puzzle(const std::string& id)
{
    if (auto p = repo_.get(id))
        return view_of(*p);
    return std::nullopt;
}

std::optional<NextPuzzle> PuzzleService::next(std::int64_t user_id,
    std::optional<double> visitor_rating, const std::string& theme, const std::string& difficulty,
    const std::vector<std::string>& exclude)
{
    const store::PlayerPuzzleRating r = user_id > 0
        ? repo_.player_rating(user_id)
        : store::PlayerPuzzleRating { visitor_rating.value_or(1500), 500, 0.09 };
    const RatingWindow w = difficulty_window(r.rating, difficulty);
    const std::set<std::string> skip(exclude.begin(), exclude.end());
    // Widen the window until something is left; the closest rating wins.
    for (int widen = 0; widen <= 4000; widen = widen ? widen * 2 : 200) {
        auto found = repo_.near_rating(w.target, user_id, theme, w.min_rating - widen,
            w.max_rating + widen, static_cast<int>(skip.size()) + 5);
        for (const auto& p : found)
            if (!skip.count(p.id))
                return NextPuzzle { view_of(p), std::lround(r.rating),
                    std::lround(r.rating_deviation) };
    }
    return std::nullopt;
}

std::optional<DailyPuzzle> PuzzleService::daily(const std::string& date)
{
    store::PuzzleQuery q;
    q.source = "academy";
    q.min_rating = 1000;
    q.max_rating = 1800;
    q.limit = 5000;
    auto list = repo_.find(q);
    if (list.empty()) {
        q.min_rating = 0;
        q.max_rating = 4000;
        list = repo_.find(q);
    }
    if (list.empty())
        return std::nullopt;
    std::uint64_t h = 1469598103934665603ULL;
    for (char c : date)
        h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    return DailyPuzzle { view_of(list[h % list.size()]), date };
}

void PuzzleService::served(std::int64_t user_id, const std::string& puzzle_id)
{
    if (user_id <= 0)
        return;
    const auto now = now_ms_();
    store::ShowingsRepository(db_).served(user_id, puzzle_id, now, now - kShowingKeptMs);
}

Result<PuzzleHint, PuzzleProblem> PuzzleService::hint(
    std::int64_t user_id, const std::string& id, const std::vector<std::string>& moves)
{
    auto p = repo_.get(id);
    if (!p)
        return PuzzleProblem { 404, "Puzzle not found", "not_found" };
    // line[0] is the opponent's move that sets the puzzle; the solver's are line[1], line[3], ...
    const auto line = puzzler::split_words(p->moves);
    const std::size_t solver_moves = line.size() / 2;
    constexpr std::string_view off_line = "The moves must be the line's so far";
    if (moves.size() >= solver_moves)
        return PuzzleProblem { 400, std::string(off_line) };
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i] != line[1 + 2 * i])
            return PuzzleProblem { 400, std::string(off_line) };
    store::ShowingsRepository showings(db_);
    if (const auto open = showings.find(user_id, id); open && open->hints >= kMaxHints)
        return PuzzleProblem { 409, "No more hints for this puzzle", "conflict" };
    auto game = chess::Game::from_fen(p->fen);
    if (!game)
        return PuzzleProblem { 500, "This puzzle cannot be played", "server_error" };
    const std::size_t next = 1 + 2 * moves.size();
    for (std::size_t i = 0; i < next; ++i)
        if (!game.value().play_uci(line[i]))
            return PuzzleProblem { 500, "This puzzle cannot be played", "server_error" };
    const auto move = chess::parse_uci_move(game.value().position(), line[next]);
    if (!move)
        return PuzzleProblem { 500, "This puzzle cannot be played", "server_error" };
    // Two hints racing past the last one count both; the reveal stops at the last.
    PuzzleHint out;
    out.number = std::min(showings.add_hint(user_id, id, now_ms_()), kMaxHints);
    out.from = line[next].substr(0, 2);
    if (out.number >= 3)
        out.to = line[next].substr(2, 2);
    if (out.number >= kMaxHints)
        out.san = chess::to_san(game.value().position(), move.value());
    return out;
}

std::optional<AttemptResult> PuzzleService::attempt(
    const std::string& id, std::int64_t user_id, const std::vector<std::string>& moves)
{
    auto p = repo_.get(id);
    if (!p)
        return std::nullopt;
    const auto line = puzzler::split_words(p->moves);
    const AnswerResult a = check_answer(p->fen, line, moves);
    // A learner's time and hints are the server's: from its serving of the puzzle to now, and
    // the hints it handed out. The showing ends here, so a replayed attempt is untimed, as is a
    // visitor's without a record.
    std::int64_t time_ms = kUntimedMs;
    int hints_used = 0;
    int earlier_mistakes = 0; // wrong moves taken back before this solve (judge)
    if (user_id > 0) {
        const auto showing = store::ShowingsRepository(db_).take(user_id, id);
        time_ms = showing ? std::clamp<std::int64_t>(now_ms_() - showing->shown_at, 0, kUntimedMs)
                          : kUntimedMs;
        hints_used = showing ? showing->hints : 0;
        earlier_mistakes = showing ? showing->mistakes : 0;
    }
    // A failed attempt revealed the solution to this learner (Show Solution): a later solve is
    // answered but earns and records nothing, so the reveal forfeits the XP.
    const bool revealed = user_id > 0 && repo_.has_failed(user_id, id);
    const int mistakes = a.mistakes + earlier_mistakes;
    const bool first_try = a.solved && mistakes == 0;
    const bool win = first_try && hints_used == 0;
    const int xp = revealed ? 0 : puzzle_xp(a.solved, first_try, time_ms);

    std::optional<RatingChangeView> player;
    std::optional<RatingChangeView> puzzle_rating;
    bool rated = false;
    const rating::Rating puzzle_before { p->rating, p->rating_deviation, p->volatility };
    auto rating_change = [](const rating::Rating& before, const rating::Rating& after) {
        return RatingChangeView { std::lround(before.rating), std::lround(after.rating),
            std::lround(after.rating) - std::lround(before.rating), std::lround(after.deviation),
            std::nullopt };
    };
    double change = 0;
    if (revealed) {
        const auto stored = repo_.player_rating(user_id);
        const rating::Rating same { stored.rating, stored.rating_deviation, stored.volatility };
        player = rating_change(same, same);
    } else if (user_id > 0) {
        db_.transaction([&] {
            rated = !repo_.has_attempted(user_id, id);
            if (rated) {
                const auto stored = repo_.player_rating(user_id);
                const rating::Rating before { stored.rating, stored.rating_deviation,
                    stored.volatility };
                const rating::Rating after
                    = rating::update_after_game(before, puzzle_before, win ? 1.0 : 0.0);
                rating::Rating puzzle_after
                    = rating::update_after_game(puzzle_before, before, win ? 0.0 : 1.0);
                puzzle_after.rating = std::clamp(puzzle_after.rating,
                    puzzle_before.rating - kMaxPuzzleChangePerAttempt,
                    puzzle_before.rating + kMaxPuzzleChangePerAttempt);
                repo_.save_player_rating(
                    user_id, { after.rating, after.deviation, after.volatility });
                repo_.update_rating(
                    id, puzzle_after.rating, puzzle_after.deviation, puzzle_after.volatility);
                change = after.rating - before.rating;
                player = rating_change(before, after);
                puzzle_rating = rating_change(puzzle_before, puzzle_after);
            } else {
                const auto stored = repo_.player_rating(user_id);
                const rating::Rating same { stored.rating, stored.rating_deviation,
                    stored.volatility };
                player = rating_change(same, same);
            }
            repo_.record_attempt(
                user_id, { id, a.solved, rated, time_ms, hints_used, change, {}, 0, mistakes });
        });
    }
    AttemptResult out;
    out.puzzle_id = id;
    out.solved = a.solved;
    out.mistakes = mistakes;
    out.moves_matched = a.moves_matched;
    out.first_try = first_try;
    out.rated = rated;
    out.xp = xp;
    out.speed_bonus = !revealed && a.solved && time_ms < kSpeedBonusMs;
    out.player_rating = player;
    out.puzzle_rating = puzzle_rating;
    out.solution.assign(line.begin() + (line.empty() ? 0 : 1), line.end());
    out.solution_san = solution_san(p->fen, line);
    return out;
}

Result<JudgedMove, PuzzleProblem> PuzzleService::judge(
    const std::string& id, std::int64_t user_id, const std::vector<std::string>& moves)
{
    auto p = repo_.get(id);
    if (!p)
        return PuzzleProblem { 404, "Puzzle not found", "not_found" };
    // line[0] is the opponent's move that sets the puzzle; the solver's are line[1], line[3], ...
    const auto line = puzzler::split_words(p->moves);
    const std::size_t solver_moves = line.size() / 2;
    if (moves.empty())
        return PuzzleProblem { 400, "moves must be a list of moves" };
    if (moves.size() > solver_moves)
        return PuzzleProblem { 400, "More moves than the line has" };
    // The moves before the last were judged right already: they are the line's, or the caller
    // is replaying something the server never answered.
    for (std::size_t i = 0; i + 1 < moves.size(); ++i)
        if (moves[i] != line[1 + 2 * i])
            return PuzzleProblem { 400, "The moves must be the line's so far" };
    auto game = chess::Game::from_fen(p->fen);
    if (!game)
        return PuzzleProblem { 500, "This puzzle cannot be played", "server_error" };
    const std::size_t at = 2 * moves.size() - 1; // the judged move's index in the line
    for (std::size_t i = 0; i < at; ++i)
        if (!game.value().play_uci(line[i]))
            return PuzzleProblem { 500, "This puzzle cannot be played", "server_error" };
    const auto tried = chess::parse_uci_move(game.value().position(), moves.back());
    if (!tried)
        return PuzzleProblem { 400, "That move is not legal" };
    JudgedMove out;
    out.san = chess::to_san(game.value().position(), tried.value());
    // The same check as the recorded attempt's: the line's move, or any mate where the line ends.
    const AnswerResult a = check_answer(p->fen, line, moves);
    out.moves_done = a.moves_matched;
    if (a.mistakes == 0 && !a.solved) {
        game.value().play(tried.value());
        const auto& reply = line[at + 1];
        const auto move = chess::parse_uci_move(game.value().position(), reply);
        if (!move)
            return PuzzleProblem { 500, "This puzzle cannot be played", "server_error" };
        out.verdict = MoveVerdict::next;
        out.reply_uci = reply;
        out.reply_san = chess::to_san(game.value().position(), move.value());
        return out;
    }
    if (!a.solved) {
        // A wrong move is taken back and the attempt goes on (the spec's escalating feedback):
        // the server counts it, reveals nothing, and the solve that follows earns the base XP
        // without the first-attempt bonus. Only Show Solution ends an attempt unsolved.
        const int wrong_moves
            = user_id > 0 ? store::ShowingsRepository(db_).add_mistake(user_id, id, now_ms_()) : 0;
        if (wrong_moves >= kHintFromWrongMove) {
            out.hint_from = line[at].substr(0, 2);
            out.hint_to = line[at].substr(2, 2);
        }
        out.verdict = MoveVerdict::wrong;
        return out;
    }
    out.verdict = MoveVerdict::solved;
    out.attempt = attempt(id, user_id, moves);
    return out;
}

std::optional<AttemptResult> PuzzleService::give_up(const std::string& id, std::int64_t user_id)
{
    // No tries: check_answer finds nothing solved, so the attempt is a failure worth no XP.
    return attempt(id, user_id, {});
}

namespace {

    // The theme dashboard of a learner's attempts and puzzle rating.
    Dashboard dashboard_of(
        const std::vector<store::AttemptRecord>& attempts, std::optional<double> rating)
    {
        struct Acc {
            int attempts = 0, first_try = 0;
            double ratings = 0;
        };
        std::map<std::string, Acc> by_theme;
        int total = 0, solved = 0, first = 0;
        for (const auto& a : attempts) {
            if (!a.first_attempt)
                continue;
            // A first try: solved with no wrong move and no hint (as the rating counts a win).
            const bool clean = a.solved && a.mistakes == 0 && a.hints_used == 0;
            ++total;
            solved += a.solved;
            first += clean;
            for (const auto& t : puzzler::split_words(a.themes)) {
                if (!dashboard_theme(t))
                    continue;
                auto& acc = by_theme[t];
                ++acc.attempts;
                acc.first_try += clean ? 1 : 0;
                acc.ratings += a.puzzle_rating;
            }
        }
        Dashboard out;
        std::vector<std::pair<double, std::string>> ranked;
        for (const auto& [t, acc] : by_theme) {
            const double perf = performance(acc.ratings, acc.first_try, acc.attempts);
            out.themes.push_back({ t, title_for(t), acc.attempts,
                static_cast<double>(acc.first_try) / acc.attempts, std::lround(perf) });
            if (acc.attempts >= 2)
                ranked.emplace_back(perf, t);
        }
        std::sort(ranked.begin(), ranked.end());
        auto& weak = out.weak_themes;
        auto& strong = out.strong_themes;
        for (std::size_t i = 0; i < ranked.size() && i < 3; ++i)
            weak.push_back(ranked[i].second);
        for (std::size_t i = 0; i < ranked.size() && i < 3; ++i) {
            const auto& t = ranked[ranked.size() - 1 - i].second;
            if (std::find(weak.begin(), weak.end(), t) == weak.end() || ranked.size() >= 6)
                strong.push_back(t);
        }
        out.attempts = total;
        out.solved = solved;
        out.first_try_rate = total ? static_cast<double>(first) / total : 0.0;
        if (rating)
            out.rating = std::lround(*rating);
        return out;
    }

} // namespace

Dashboard PuzzleService::dashboard(std::int64_t user_id)
{
    const auto r = repo_.player_rating(user_id);
    return dashboard_of(repo_.attempts(user_id), r.rating);
}

} // namespace academy::learn
