// Stockfish for the offline puzzle tools: fixed node limits, one thread, and MultiPV lines parsed
// into scores, so that a search is reproducible for a given command sequence. The process itself
// is the engine module's (engine/uci_process.hpp): one wrapper for every Stockfish we start.
#pragma once

#include "engine/score.hpp"
#include "engine/uci_process.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace academy::puzzler {

using engine::Score;

struct PvLine {
    std::string move; // first move, UCI
    Score score; // the side to move's point of view, as Stockfish reports it (a mate: cp 0)
    std::vector<std::string> pv;
};

struct SearchResult {
    std::vector<PvLine> lines; // best first; may be empty when there is no legal move
    long long nodes = 0;
};

class EngineProcess {
public:
    explicit EngineProcess(const std::string& path, int hash_mb = 16);
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Clears the hash: searches after it depend only on the commands that follow.
    void new_game();
    // Searches `fen` followed by `moves` (UCI) with a node limit and `multipv` lines.
    SearchResult search(const std::string& fen, const std::vector<std::string>& moves,
        long long nodes, int multipv);
    // The same to a fixed depth ("go depth N"): the lesson truth test's searches.
    SearchResult search_depth(
        const std::string& fen, const std::vector<std::string>& moves, int depth, int multipv);

private:
    SearchResult run(const std::string& fen, const std::vector<std::string>& moves,
        const std::string& go, int multipv);
    // The next line; throws when the engine has exited or said nothing for minutes.
    std::string read_line();
    void sync();

    std::unique_ptr<engine::UciProcess> process_;
    int multipv_ = 1;
};

} // namespace academy::puzzler
