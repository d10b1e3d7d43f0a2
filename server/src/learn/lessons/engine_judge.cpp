#include "learn/lessons/engine_judge.hpp"

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

    // Engine results kept between runs: the same FEN, depth and Stockfish binary give the same
    // scores (one thread, a fresh hash for each search).
    class ScoreCache {
    public:
        ScoreCache(std::string path, const std::string& stockfish, int depth)
            : path_(std::move(path))
            , depth_(depth)
        {
            std::error_code ec;
            const auto size = fs::file_size(stockfish, ec);
            const auto time = fs::last_write_time(stockfish, ec);
            stamp_ = "academy-lessons-verify-cache 1 " + stockfish + " " + std::to_string(size)
                + " " + std::to_string(time.time_since_epoch().count()) + " hash "
                + std::to_string(kMinCacheHashMb);
            if (path_.empty())
                return;
            std::ifstream in(path_);
            std::string line;
            if (!std::getline(in, line) || line != stamp_)
                return;
            while (std::getline(in, line)) {
                // depth \t fen \t move:score move:score ...
                const auto a = line.find('\t');
                const auto b = line.find('\t', a == std::string::npos ? a : a + 1);
                if (a == std::string::npos || b == std::string::npos)
                    continue;
                if (line.substr(0, a) != std::to_string(depth_))
                    continue;
                std::vector<MoveScore> scores;
                std::istringstream items(line.substr(b + 1));
                std::string item;
                bool ok = true;
                while (items >> item) {
                    const auto colon = item.find(':');
                    if (colon == std::string::npos || colon + 2 > item.size()) {
                        ok = false;
                        break;
                    }
                    MoveScore s;
                    s.move = item.substr(0, colon);
                    try {
                        if (item[colon + 1] == '#')
                            s.score.mate = std::stoi(item.substr(colon + 2));
                        else
                            s.score.cp = std::stoi(item.substr(colon + 1));
                    } catch (const std::exception&) {
                        ok = false;
                        break;
                    }
                    scores.push_back(std::move(s));
                }
                if (ok)
                    entries_[line.substr(a + 1, b - a - 1)] = std::move(scores);
            }
        }

        const std::vector<MoveScore>* find(const std::string& fen) const
        {
            const auto it = entries_.find(fen);
            return it == entries_.end() ? nullptr : &it->second;
        }

        void put(const std::string& fen, std::vector<MoveScore> scores)
        {
            entries_[fen] = std::move(scores);
        }

        void save() const
        {
            if (path_.empty())
                return;
            std::error_code ec;
            if (const auto dir = fs::path(path_).parent_path(); !dir.empty())
                fs::create_directories(dir, ec);
            std::ofstream out(path_, std::ios::trunc);
            out << stamp_ << "\n";
            for (const auto& [fen, scores] : entries_) {
                out << depth_ << "\t" << fen << "\t";
                for (std::size_t i = 0; i < scores.size(); ++i) {
                    const auto& s = scores[i];
                    out << (i ? " " : "") << s.move << ":"
                        << (s.score.mate ? "#" + std::to_string(*s.score.mate)
                                         : std::to_string(s.score.cp));
                }
                out << "\n";
            }
        }

    private:
        std::string path_;
        int depth_;
        std::string stamp_;
        std::map<std::string, std::vector<MoveScore>> entries_;
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
        const auto* scores = cache.find(t.fen);
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
