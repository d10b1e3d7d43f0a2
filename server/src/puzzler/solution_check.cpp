#include "puzzler/solution_check.hpp"

#include "chess/game.hpp"

#include <algorithm>

namespace academy::puzzler {

namespace {

    enum class Verdict { Unique, NotUnique, NotWinning };

    bool is_mate_score(const Score& s, const CheckLimits& limits)
    {
        return s.mate && *s.mate > 0 && *s.mate <= limits.longest_mate;
    }

    // Decides the solver's move at one ply from a MultiPV 2 search.
    Verdict judge(const SearchResult& r, const CheckLimits& limits, bool mate_line)
    {
        if (r.lines.empty())
            return Verdict::NotWinning;
        const Score& best = r.lines[0].score;
        const bool best_mates = is_mate_score(best, limits);
        if (mate_line && !best_mates)
            return Verdict::NotWinning;
        if (best_mates) {
            if (r.lines.size() < 2)
                return Verdict::Unique;
            const Score& second = r.lines[1].score;
            // On the mating move any mate is right (the server accepts them all).
            if (*best.mate == 1)
                return Verdict::Unique;
            if (second.mate && *second.mate > 0)
                return Verdict::NotUnique;
            return Verdict::Unique;
        }
        if (!(best.mate && *best.mate > 0) && best.cp < kWinningCp)
            return Verdict::NotWinning;
        if (r.lines.size() < 2)
            return Verdict::Unique;
        const double margin = engine::win_chances(best, engine::WinCap::None)
            - engine::win_chances(r.lines[1].score, engine::WinCap::None);
        return margin >= kUniqueMargin ? Verdict::Unique : Verdict::NotUnique;
    }

    bool is_checkmate(const std::string& fen, const std::vector<std::string>& moves)
    {
        auto game = chess::Game::from_fen(fen);
        if (!game)
            return false;
        for (const auto& m : moves)
            if (!game.value().play_uci(m))
                return false;
        return game.value().status().reason == chess::Reason::Checkmate;
    }

} // namespace

namespace {

    // Most candidates fail on the first solver move, and a search with a sixth of the nodes
    // already shows when they clearly will: the best move is far from winning, or a second move
    // is nearly as good. Rejecting those early makes the generator about twice as fast; it only
    // ever rejects, so every line it keeps has passed the full check.
    bool clearly_fails(EngineProcess& engine, const std::string& fen,
        const std::vector<std::string>& before, const CheckLimits& limits)
    {
        engine.new_game();
        const SearchResult r = engine.search(fen, before, std::max(1000LL, limits.nodes / 6), 2);
        if (r.lines.empty())
            return true;
        const Score& best = r.lines[0].score;
        if (best.mate)
            return *best.mate < 0
                || (*best.mate > 1 && r.lines.size() > 1 && r.lines[1].score.mate
                    && *r.lines[1].score.mate > 0);
        if (best.cp < kWinningCp / 2)
            return true;
        return r.lines.size() > 1
            && engine::win_chances(best, engine::WinCap::None)
                - engine::win_chances(r.lines[1].score, engine::WinCap::None)
            < kUniqueMargin / 2;
    }

} // namespace

std::optional<FoundLine> find_line(EngineProcess& engine, const std::string& fen,
    const std::string& mistake, const CheckLimits& limits)
{
    return find_line_after(engine, fen, { mistake }, limits);
}

std::optional<FoundLine> find_line_after(EngineProcess& engine, const std::string& fen,
    const std::vector<std::string>& before, const CheckLimits& limits)
{
    if (clearly_fails(engine, fen, before, limits))
        return std::nullopt;
    engine.new_game();
    std::vector<std::string> played = before;
    FoundLine found;
    bool mate_line = false;
    for (int solver_move = 0; solver_move < limits.max_solver_moves; ++solver_move) {
        const SearchResult r = engine.search(fen, played, limits.nodes, 2);
        if (solver_move == 0 && !r.lines.empty() && is_mate_score(r.lines[0].score, limits)) {
            mate_line = true;
            found.mate_in = *r.lines[0].score.mate;
        }
        const Verdict v = judge(r, limits, mate_line);
        if (v != Verdict::Unique) {
            if (solver_move == 0 || mate_line)
                return std::nullopt;
            break; // the line ends on the previous solver move
        }
        played.push_back(r.lines[0].move);
        found.solution.push_back(r.lines[0].move);
        if (mate_line && is_checkmate(fen, played)) {
            found.mate = true;
            return found;
        }
        const SearchResult reply = engine.search(fen, played, limits.nodes, 1);
        if (reply.lines.empty())
            break; // stalemate or mate the engine did not announce: the line ends here
        if (mate_line && solver_move + 1 >= limits.max_solver_moves)
            return std::nullopt;
        played.push_back(reply.lines[0].move);
        found.solution.push_back(reply.lines[0].move);
    }
    if (mate_line)
        return std::nullopt;
    // Trim to end on the solver's move.
    if (found.solution.size() % 2 == 0)
        found.solution.pop_back();
    if (found.solution.empty())
        return std::nullopt;
    return found;
}

std::string check_line(EngineProcess& engine, const std::string& fen,
    const std::vector<std::string>& moves, const CheckLimits& limits)
{
    if (moves.size() < 2 || moves.size() % 2 != 0)
        return "the line must be the opponent's move then end on the solver's move";
    {
        auto game = chess::Game::from_fen(fen);
        if (!game)
            return "bad FEN: " + game.error().message;
        for (const auto& m : moves)
            if (!game.value().play_uci(m))
                return "illegal move " + m;
    }
    engine.new_game();
    std::vector<std::string> played { moves[0] };
    bool mate_line = false;
    for (std::size_t i = 1; i < moves.size(); i += 2) {
        const SearchResult r = engine.search(fen, played, limits.nodes, 2);
        if (i == 1 && !r.lines.empty() && is_mate_score(r.lines[0].score, limits))
            mate_line = true;
        const Verdict v = judge(r, limits, mate_line);
        const std::string& move = moves[i];
        played.push_back(move);
        const bool last = i + 1 == moves.size();
        if (mate_line && last && is_checkmate(fen, played))
            return {};
        if (v == Verdict::NotWinning)
            return "move " + std::to_string(i / 2 + 1) + " (" + move + ") is not winning enough";
        if (v == Verdict::NotUnique)
            return "move " + std::to_string(i / 2 + 1) + " (" + move
                + ") is not the only good move";
        if (r.lines[0].move != move)
            return "move " + std::to_string(i / 2 + 1) + ": engine prefers " + r.lines[0].move
                + " to " + move;
        if (last) {
            if (mate_line)
                return "the mate line does not end in checkmate";
            return {};
        }
        engine.search(fen, played, limits.nodes, 1);
        played.push_back(moves[i + 1]);
    }
    return {};
}

long long nodes_to_find(EngineProcess& engine, const std::string& fen,
    const std::vector<std::string>& before, const std::string& move)
{
    static constexpr long long kLadder[]
        = { 1, 8, 32, 128, 512, 2048, 8192, 32768, 131072, 524288 };
    for (long long nodes : kLadder) {
        engine.new_game();
        const SearchResult r = engine.search(fen, before, nodes, 1);
        if (!r.lines.empty() && r.lines[0].move == move)
            return nodes;
    }
    return 1000000;
}

} // namespace academy::puzzler
