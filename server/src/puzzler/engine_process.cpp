#include "puzzler/engine_process.hpp"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace academy::puzzler {

namespace {

    // Node-limited searches finish on their own; this only catches an engine that hangs.
    constexpr auto kSilenceLimit = std::chrono::minutes(5);

    engine::Clock::time_point patience() { return engine::Clock::now() + kSilenceLimit; }

} // namespace

EngineProcess::EngineProcess(const std::string& path, int hash_mb)
    : process_(
        std::make_unique<engine::UciProcess>(path, engine::Clock::now() + std::chrono::seconds(30)))
{
    process_->send("setoption name Threads value 1");
    process_->send("setoption name Hash value " + std::to_string(hash_mb));
    process_->send("setoption name MultiPV value 1");
    sync();
}

EngineProcess::~EngineProcess() = default;

std::string EngineProcess::read_line()
{
    auto line = process_->read_line(patience());
    if (!line)
        throw std::runtime_error("Stockfish stopped answering");
    return std::move(*line);
}

void EngineProcess::sync()
{
    if (!process_->sync(patience()))
        throw std::runtime_error("Stockfish stopped answering");
}

void EngineProcess::new_game()
{
    process_->send("ucinewgame");
    sync();
}

SearchResult EngineProcess::search(
    const std::string& fen, const std::vector<std::string>& moves, long long nodes, int multipv)
{
    return run(fen, moves, "go nodes " + std::to_string(nodes), multipv);
}

SearchResult EngineProcess::search_depth(
    const std::string& fen, const std::vector<std::string>& moves, int depth, int multipv)
{
    return run(fen, moves, "go depth " + std::to_string(depth), multipv);
}

SearchResult EngineProcess::run(const std::string& fen, const std::vector<std::string>& moves,
    const std::string& go, int multipv)
{
    if (multipv != multipv_) {
        process_->send("setoption name MultiPV value " + std::to_string(multipv));
        multipv_ = multipv;
    }
    std::string position = "position fen " + fen;
    if (!moves.empty()) {
        position += " moves";
        for (const auto& m : moves)
            position += " " + m;
    }
    process_->send(position);
    process_->send(go);
    SearchResult result;
    result.lines.resize(static_cast<std::size_t>(multipv));
    std::vector<bool> seen(static_cast<std::size_t>(multipv), false);
    for (;;) {
        const std::string line = read_line();
        if (line.rfind("bestmove", 0) == 0)
            break;
        if (line.rfind("info", 0) != 0 || line.find(" pv ") == std::string::npos)
            continue;
        if (line.find(" upperbound") != std::string::npos
            || line.find(" lowerbound") != std::string::npos)
            continue;
        std::istringstream in(line);
        std::string word;
        int index = 1;
        PvLine pv;
        long long line_nodes = 0;
        while (in >> word) {
            if (word == "multipv")
                in >> index;
            else if (word == "nodes")
                in >> line_nodes;
            else if (word == "score") {
                std::string kind;
                int value = 0;
                in >> kind >> value;
                if (kind == "mate")
                    pv.score.mate = value;
                else
                    pv.score.cp = value;
            } else if (word == "pv") {
                while (in >> word)
                    pv.pv.push_back(word);
            }
        }
        if (index < 1 || index > multipv || pv.pv.empty())
            continue;
        pv.move = pv.pv.front();
        result.lines[static_cast<std::size_t>(index - 1)] = std::move(pv);
        seen[static_cast<std::size_t>(index - 1)] = true;
        result.nodes = std::max(result.nodes, line_nodes);
    }
    std::vector<PvLine> lines;
    for (std::size_t i = 0; i < result.lines.size(); ++i)
        if (seen[i])
            lines.push_back(std::move(result.lines[i]));
    result.lines = std::move(lines);
    return result;
}

} // namespace academy::puzzler
