#include "learn/lessons/engine_judge.hpp"

#include "learn/engine_result_file.hpp"

#include "puzzler/engine_workers.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

namespace academy::learn::lessons {

namespace fs = std::filesystem;

namespace {

    constexpr int kMinCacheHashMb = 64; // as web/scripts/probe-position.mjs

    // Every move's score of a FEN at the run's depth, kept between runs (learn/engine_result_file).
    class ScoreCache {
    public:
        ScoreCache(const std::string& path, const std::string& stockfish, int depth)
            : file_(path, "academy-lessons-verify-cache", stockfish, kMinCacheHashMb)
            , depth_(std::to_string(depth))
        {
        }

        // Nothing when the FEN was not searched, or its line cannot be read.
        std::optional<std::vector<MoveScore>> find(const std::string& fen) const
        {
            const auto* kept = file_.find(depth_ + "\t" + fen);
            if (!kept)
                return std::nullopt;
            // move:score move:#mate ...
            std::vector<MoveScore> scores;
            std::istringstream items(*kept);
            std::string item;
            while (items >> item) {
                const auto colon = item.find(':');
                if (colon == std::string::npos || colon + 2 > item.size())
                    return std::nullopt;
                MoveScore s;
                s.move = item.substr(0, colon);
                try {
                    if (item[colon + 1] == '#')
                        s.score.mate = std::stoi(item.substr(colon + 2));
                    else
                        s.score.cp = std::stoi(item.substr(colon + 1));
                } catch (const std::exception&) {
                    return std::nullopt;
                }
                scores.push_back(std::move(s));
            }
            return scores;
        }

        void put(const std::string& fen, const std::vector<MoveScore>& scores)
        {
            std::string line;
            for (const auto& s : scores)
                line += (line.empty() ? "" : " ") + s.move + ":"
                    + (s.score.mate ? "#" + std::to_string(*s.score.mate)
                                    : std::to_string(s.score.cp));
            file_.put(depth_ + "\t" + fen, std::move(line));
        }

        void save() const { file_.save(); }

    private:
        EngineResultFile file_;
        std::string depth_;
    };

} // namespace

void judge(const std::vector<BestTask>& tasks, const VerifyOptions& options, VerifyReport& report)
{
    if (tasks.empty())
        return;
    ScoreCache cache(options.cache_file, options.stockfish, options.depth);
    std::vector<std::string> fens;
    for (const auto& t : tasks)
        if (!cache.find(t.fen) && std::find(fens.begin(), fens.end(), t.fen) == fens.end())
            fens.push_back(t.fen);
    report.positions = static_cast<int>(tasks.size());
    report.searched = static_cast<int>(fens.size());
    if (!fens.empty()) {
        // Fails here, once, when Stockfish cannot be started at all.
        {
            puzzler::EngineProcess probe(options.stockfish, kMinCacheHashMb);
        }
        std::vector<std::vector<MoveScore>> found(fens.size());
        std::vector<std::string> errors(fens.size());
        std::mutex progress_mutex;
        puzzler::for_each_with_engine(
            fens.size(), std::max(1, options.jobs), options.stockfish,
            [&](puzzler::EngineProcess& engine, std::size_t i) {
                try {
                    found[i] = score_every_move(engine, fens[i], options.depth);
                } catch (const std::exception& e) {
                    errors[i] = e.what();
                }
            },
            [&](int done) {
                if (options.progress) {
                    std::lock_guard lock(progress_mutex);
                    options.progress(done, static_cast<int>(fens.size()));
                }
            },
            kMinCacheHashMb);
        for (std::size_t i = 0; i < fens.size(); ++i)
            if (errors[i].empty())
                cache.put(fens[i], std::move(found[i]));
            else
                for (const auto& t : tasks)
                    if (t.fen == fens[i])
                        report.failures.push_back(
                            { t.file, t.place, "the engine failed: " + errors[i] });
        cache.save();
    }
    for (const auto& t : tasks) {
        const auto scores = cache.find(t.fen);
        if (!scores)
            continue;
        if (scores->empty()) {
            report.failures.push_back(
                { t.file, t.place, "there is no legal move: the task has no answer" });
            continue;
        }
        for (const auto& problem : best_rule_problems(*scores, t.accepted))
            report.failures.push_back({ t.file, t.place, problem });
    }
}

} // namespace academy::learn::lessons
