#include "puzzler/engine_process.hpp"

#include <cmath>
#include <csignal>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

namespace academy::puzzler {

double Score::win_chances() const
{
    if (mate)
        return *mate > 0 ? 1.0 : -1.0;
    // The logistic curve Lichess uses for puzzles and accuracy.
    return 2.0 / (1.0 + std::exp(-0.00368208 * cp)) - 1.0;
}

int Score::order() const
{
    if (mate)
        return *mate > 0 ? 100000 - *mate : -100000 - *mate;
    return cp;
}

EngineProcess::EngineProcess(const std::string& path, int hash_mb)
{
    int in[2], out[2];
    if (::pipe(in) != 0 || ::pipe(out) != 0)
        throw std::runtime_error("cannot create pipes for Stockfish");
    pid_ = ::fork();
    if (pid_ < 0)
        throw std::runtime_error("cannot fork Stockfish");
    if (pid_ == 0) {
        ::dup2(in[0], 0);
        ::dup2(out[1], 1);
        ::close(in[0]);
        ::close(in[1]);
        ::close(out[0]);
        ::close(out[1]);
        ::close_range(3, ~0U, 0);  // nothing else of the parent reaches the engine
        ::execl(path.c_str(), path.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    to_ = in[1];
    from_ = out[0];
    std::signal(SIGPIPE, SIG_IGN);
    send("uci");
    while (read_line() != "uciok") { }
    send("setoption name Threads value 1");
    send("setoption name Hash value " + std::to_string(hash_mb));
    send("setoption name MultiPV value 1");
    sync();
}

EngineProcess::~EngineProcess()
{
    if (to_ >= 0) {
        const char quit[] = "quit\n";
        [[maybe_unused]] auto n = ::write(to_, quit, sizeof quit - 1);
        ::close(to_);
    }
    if (from_ >= 0)
        ::close(from_);
    if (pid_ > 0)
        ::waitpid(pid_, nullptr, 0);
}

void EngineProcess::send(const std::string& line)
{
    std::string text = line + "\n";
    const char* p = text.data();
    std::size_t left = text.size();
    while (left > 0) {
        const auto n = ::write(to_, p, left);
        if (n <= 0)
            throw std::runtime_error("Stockfish exited");
        p += n;
        left -= static_cast<std::size_t>(n);
    }
}

std::string EngineProcess::read_line()
{
    for (;;) {
        const auto nl = buffer_.find('\n');
        if (nl != std::string::npos) {
            std::string line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            return line;
        }
        char chunk[4096];
        const auto n = ::read(from_, chunk, sizeof chunk);
        if (n <= 0)
            throw std::runtime_error("Stockfish exited");
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

void EngineProcess::sync()
{
    send("isready");
    while (read_line() != "readyok") { }
}

void EngineProcess::new_game()
{
    send("ucinewgame");
    sync();
}

SearchResult EngineProcess::search(
    const std::string& fen, const std::vector<std::string>& moves, long long nodes, int multipv)
{
    if (multipv != multipv_) {
        send("setoption name MultiPV value " + std::to_string(multipv));
        multipv_ = multipv;
    }
    std::string position = "position fen " + fen;
    if (!moves.empty()) {
        position += " moves";
        for (const auto& m : moves)
            position += " " + m;
    }
    send(position);
    send("go nodes " + std::to_string(nodes));
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
