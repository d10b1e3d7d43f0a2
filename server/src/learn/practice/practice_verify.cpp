#include "learn/practice/practice_verify.hpp"

#include "learn/engine_result_file.hpp"

#include "chess/bitboard.hpp"
#include "chess/fen.hpp"
#include "learn/practice/practice_judge.hpp"
#include "puzzler/engine_workers.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

namespace academy::learn::practice {

namespace fs = std::filesystem;

namespace {

    constexpr int kHashMb = 64;

    struct Found {
        engine::Score score; // from the side to move
        std::string best;
    };

    // The score and best move of a FEN at a depth, kept between runs (learn/engine_result_file).
    class Cache {
    public:
        Cache(const std::string& path, const std::string& stockfish)
            : file_(path, "academy-practice-verify-cache", stockfish, kHashMb)
        {
        }

        // Nothing when the FEN was not searched at that depth, or its line cannot be read.
        std::optional<Found> find(int depth, const std::string& fen) const
        {
            const auto* kept = file_.find(std::to_string(depth) + "\t" + fen);
            if (!kept)
                return std::nullopt;
            // "cp best" or "#mate best"
            std::istringstream fields(*kept);
            std::string score;
            Found f;
            if (!(fields >> score))
                return std::nullopt;
            fields >> f.best;
            try {
                if (score[0] == '#')
                    f.score.mate = std::stoi(score.substr(1));
                else
                    f.score.cp = std::stoi(score);
            } catch (const std::exception&) {
                return std::nullopt;
            }
            return f;
        }

        void put(int depth, const std::string& fen, const Found& f)
        {
            file_.put(std::to_string(depth) + "\t" + fen,
                (f.score.mate ? "#" + std::to_string(*f.score.mate) : std::to_string(f.score.cp))
                    + " " + f.best);
        }

        void save() const { file_.save(); }

    private:
        EngineResultFile file_;
    };

    int depth_for(const PracticePosition& p, int depth)
    {
        return p.goal.kind == GoalKind::mate_in ? std::max(depth, 2 * p.goal.moves + 8) : depth;
    }

    std::string show(const engine::Score& s)
    {
        char text[32];
        if (s.mate)
            std::snprintf(text, sizeof text, "#%d", *s.mate);
        else
            std::snprintf(text, sizeof text, "%+.2f", s.cp / 100.0);
        return text;
    }

    // Why Stockfish's verdict on the start position (score from the player's side) does not
    // make the goal achievable, or empty.
    std::string goal_problem(const PracticePosition& p, const Found& f)
    {
        const auto& s = f.score;
        const bool mates = s.mate && *s.mate > 0;
        const bool mated = s.mate && *s.mate < 0;
        const std::string verdict = "Stockfish rates the start " + show(s) + " for the player";
        switch (p.goal.kind) {
        case GoalKind::mate:
        case GoalKind::win:
        case GoalKind::promote:
            if (!mates && (mated || s.cp < kWinningCp))
                return verdict + ": not a win (needs a mate or at least +"
                    + std::to_string(kWinningCp / 100) + ".00)";
            if (p.goal.kind == GoalKind::promote) {
                const auto pos = chess::parse_fen(p.fen).value();
                if (!pos.pieces(pos.side_to_move(), chess::Pawn))
                    return "a promote goal needs a pawn of the player's";
            }
            return "";
        case GoalKind::mate_in:
            if (!mates || *s.mate > p.goal.moves)
                return verdict + ": no mate in " + std::to_string(p.goal.moves);
            if (p.stars3 < *s.mate)
                return "three stars ask for fewer moves than the fastest mate (" + show(s) + ")";
            return "";
        case GoalKind::draw_in:
            if (s.mate || s.cp < -kHoldCp || s.cp > kHoldCp)
                return verdict + ": not a draw (needs within +-" + std::to_string(kHoldCp / 100)
                    + ".00)";
            return "";
        case GoalKind::equalise:
            if (s.mate || s.cp < -kEqualCp || s.cp > kWinningCp)
                return verdict + ": the balance cannot be kept (needs -0.80 to +2.00)";
            return "";
        case GoalKind::gain_material: {
            const auto pos = chess::parse_fen(p.fen).value();
            const int needed
                = material_needed_cp(material_balance(pos, pos.side_to_move()), p.goal.material);
            if (!mates && (mated || s.cp < needed))
                return verdict + ": winning " + std::to_string(p.goal.material)
                    + " pawns' worth needs at least " + show({ needed, std::nullopt });
            return "";
        }
        }
        return "";
    }

} // namespace

std::vector<LoadProblem> count_problems(const Catalogue& catalogue)
{
    std::vector<LoadProblem> out;
    for (const auto& id : section_ids()) {
        std::size_t n = 0;
        for (const auto& s : catalogue.sections)
            if (s.id == id)
                n = s.positions.size();
        if (n < static_cast<std::size_t>(kMinPerSection))
            out.push_back({ id + ".json", "",
                "has " + std::to_string(n) + " positions; a section needs at least "
                    + std::to_string(kMinPerSection) });
    }
    if (catalogue.positions.size() < static_cast<std::size_t>(kMinPositions))
        out.push_back({ "sections.json", "",
            "the sections hold " + std::to_string(catalogue.positions.size())
                + " positions; the practice needs at least " + std::to_string(kMinPositions) });
    return out;
}

VerifyReport verify_practice(const CatalogueLoad& load, const VerifyOptions& options)
{
    VerifyReport report;
    report.files = load.files;
    report.failures = load.problems;
    auto counts = count_problems(load.catalogue);
    auto& target = options.allow_incomplete ? report.incomplete : report.failures;
    target.insert(target.end(), counts.begin(), counts.end());
    const auto& positions = load.catalogue.positions;
    report.positions = static_cast<int>(positions.size());
    if (!options.engine || positions.empty())
        return report;

    Cache cache(options.cache_file, options.stockfish);
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < positions.size(); ++i)
        if (!cache.find(depth_for(positions[i], options.depth), positions[i].fen))
            todo.push_back(i);
    report.searched = static_cast<int>(todo.size());
    if (!todo.empty()) {
        {
            puzzler::EngineProcess probe(options.stockfish, kHashMb); // fails once, here
        }
        std::vector<Found> found(todo.size());
        std::vector<std::string> errors(todo.size());
        std::mutex progress_mutex;
        puzzler::for_each_with_engine(
            todo.size(), std::max(1, options.jobs), options.stockfish,
            [&](puzzler::EngineProcess& engine, std::size_t k) {
                const auto& p = positions[todo[k]];
                try {
                    engine.new_game();
                    const auto r = engine.search_depth(p.fen, {}, depth_for(p, options.depth), 1);
                    if (r.lines.empty())
                        errors[k] = "the engine found no move";
                    else
                        found[k] = { r.lines[0].score, r.lines[0].move };
                } catch (const std::exception& e) {
                    errors[k] = e.what();
                }
            },
            [&](int done) {
                if (options.progress) {
                    std::lock_guard lock(progress_mutex);
                    options.progress(done, static_cast<int>(todo.size()));
                }
            },
            kHashMb);
        for (std::size_t k = 0; k < todo.size(); ++k) {
            const auto& p = positions[todo[k]];
            if (errors[k].empty())
                cache.put(depth_for(p, options.depth), p.fen, found[k]);
            else
                report.failures.push_back(
                    { p.section + ".json", p.id, "the engine failed: " + errors[k] });
        }
        cache.save();
    }
    for (const auto& p : positions)
        if (const auto f = cache.find(depth_for(p, options.depth), p.fen))
            if (auto problem = goal_problem(p, *f); !problem.empty())
                report.failures.push_back({ p.section + ".json", p.id, problem });
    return report;
}

} // namespace academy::learn::practice
