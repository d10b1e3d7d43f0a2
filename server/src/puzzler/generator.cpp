#include "puzzler/generator.hpp"

#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "chess/uci.hpp"
#include "puzzler/rating_estimate.hpp"
#include "puzzler/tagger.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <thread>

namespace academy::puzzler {

namespace {

    std::uint64_t mix(std::uint64_t x)
    {
        x += 0x9e3779b97f4a7c15ULL;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }

    struct Side {
        int skill = 10; // 0..20
        double mistake_rate = 0; // probability of not playing the best line
        double blunder_rate = 0; // probability of a random legal move
    };

    Side make_side(std::mt19937_64& rng)
    {
        Side s;
        s.skill = static_cast<int>(rng() % 21);
        // Mostly plausible mistakes (a lesser move of the engine's top four, which tends to
        // allow a tactic) and few random moves (which mostly just hang a piece).
        s.mistake_rate = 0.10 + (20 - s.skill) * 0.02;
        s.blunder_rate = 0.003 + (20 - s.skill) * 0.001;
        return s;
    }

    // A random legal king-and-pawn ending that is still open: two to four pawns a side facing
    // each other on the same or a neighbouring file (White's on ranks 2-4, Black's on 5-7),
    // each king in its own half, a random side to move. Random placements are mostly decided at
    // once (a runner promotes), which gives no puzzle; facing pawns give races and opposition.
    // The FEN parser rejects a side not to move in check.
    chess::Game random_pawn_ending(std::mt19937_64& rng)
    {
        for (;;) {
            char board[64];
            std::fill(std::begin(board), std::end(board), '.');
            auto empty_square = [&](int min_rank, int max_rank) {
                for (;;) {
                    const int sq = static_cast<int>(rng() % 64);
                    const int rank = sq / 8;
                    if (rank >= min_rank && rank <= max_rank && board[sq] == '.')
                        return sq;
                }
            };
            const int wk = empty_square(0, 3);
            board[wk] = 'K';
            const int bk = empty_square(4, 7);
            if (std::abs(wk / 8 - bk / 8) <= 1 && std::abs(wk % 8 - bk % 8) <= 1)
                continue;
            board[bk] = 'k';
            const int pairs = 2 + static_cast<int>(rng() % 3);
            bool placed = true;
            for (int i = 0; i < pairs && placed; ++i) {
                const int file = static_cast<int>(rng() % 8);
                const int shift = rng() % 10 < 7 ? 0 : (rng() % 2 ? 1 : -1);
                const int black_file = std::clamp(file + shift, 0, 7);
                const int white_sq = (1 + static_cast<int>(rng() % 3)) * 8 + file;
                const int black_sq = (4 + static_cast<int>(rng() % 3)) * 8 + black_file;
                placed = board[white_sq] == '.' && board[black_sq] == '.';
                if (placed) {
                    board[white_sq] = 'P';
                    board[black_sq] = 'p';
                }
            }
            if (!placed)
                continue;
            std::string fen;
            for (int rank = 7; rank >= 0; --rank) {
                int gap = 0;
                for (int file = 0; file < 8; ++file) {
                    const char c = board[rank * 8 + file];
                    if (c == '.') {
                        ++gap;
                        continue;
                    }
                    if (gap)
                        fen += static_cast<char>('0' + gap);
                    gap = 0;
                    fen += c;
                }
                if (gap)
                    fen += static_cast<char>('0' + gap);
                if (rank)
                    fen += '/';
            }
            fen += rng() % 2 ? " w - - 0 1" : " b - - 0 1";
            auto game = chess::Game::from_fen(fen);
            if (game && game.value().status().outcome == chess::Outcome::Ongoing)
                return std::move(game.value());
        }
    }

    bool has_wanted_theme(const std::vector<std::string>& themes, const GenerateOptions& o)
    {
        for (const auto& t : themes)
            if (std::find(o.wanted_themes.begin(), o.wanted_themes.end(), t)
                != o.wanted_themes.end())
                return true;
        return false;
    }

    // A short search's principal variation, cut to end on a solver move (one, two and three solver
    // moves tried), tagged: does the likely line show a wanted theme? Cheap next to the full check.
    bool shows_wanted_theme(EngineProcess& engine, const std::string& fen,
        const std::string& mistake, const GenerateOptions& o)
    {
        engine.new_game();
        const SearchResult r
            = engine.search(fen, { mistake }, std::max(1000LL, o.check.nodes / 6), 1);
        if (r.lines.empty())
            return false;
        const auto& pv = r.lines[0].pv;
        for (std::size_t length = 1; length <= 5 && length <= pv.size(); length += 2) {
            std::vector<std::string> line { mistake };
            line.insert(line.end(), pv.begin(), pv.begin() + static_cast<long>(length));
            if (has_wanted_theme(tag_puzzle(fen, line), o))
                return true;
        }
        return false;
    }

    std::vector<Puzzle> play_game(EngineProcess& engine, const GenerateOptions& o, int index)
    {
        std::mt19937_64 rng(mix(o.seed * 1000003ULL + static_cast<std::uint64_t>(index)));
        const Side sides[2] = { make_side(rng), make_side(rng) };
        int opening_plies = 4 + static_cast<int>(rng() % 7);
        std::uniform_real_distribution<double> unit(0.0, 1.0);

        engine.new_game();
        chess::Game game;
        // Drawn only when asked for, so that seeds made without endings still reproduce.
        if (o.endgame_share > 0 && unit(rng) < o.endgame_share) {
            game = random_pawn_ending(rng);
            opening_plies = static_cast<int>(rng() % 3);
        }
        const std::string start = chess::to_fen(game.position());
        std::vector<std::string> moves;
        std::vector<Puzzle> found;
        std::set<std::string> used;
        const bool hunting = !o.wanted_themes.empty();
        std::optional<Score> previous_best; // best score of the previous mover, its own view
        std::string previous_fen;

        // Checks one candidate: the position `fen` and the opponent's mistake `mistake`.
        auto try_candidate = [&](const std::string& fen, const std::string& mistake, int ply) {
            if (used.count(fen + mistake))
                return;
            used.insert(fen + mistake);
            if (hunting && !shows_wanted_theme(engine, fen, mistake, o))
                return;
            auto line = find_line(engine, fen, mistake, o.check);
            if (!line)
                return;
            Puzzle p;
            p.id = puzzle_id(o.seed, index, ply * 8 + static_cast<int>(found.size() % 8));
            p.fen = fen;
            p.moves.push_back(mistake);
            p.moves.insert(p.moves.end(), line->solution.begin(), line->solution.end());
            const long long nodes = nodes_to_find(engine, fen, { mistake }, line->solution[0]);
            p.themes = tag_puzzle(p.fen, p.moves);
            if (hunting && !has_wanted_theme(p.themes, o))
                return;
            p.rating = estimate_rating(p, nodes);
            p.rating_deviation = 500;
            p.game_url = "academy:" + std::to_string(o.seed) + "/" + std::to_string(index) + "/"
                + std::to_string(ply) + "?nodes=" + std::to_string(nodes);
            found.push_back(std::move(p));
        };
        int last_probe = -10;
        const int play_lines = hunting ? 8 : 4;

        for (int ply = 0; ply < o.max_plies; ++ply) {
            if (game.status().outcome != chess::Outcome::Ongoing || game.claimable_draw())
                break;
            const std::string fen = chess::to_fen(game.position());
            const SearchResult r = engine.search(start, moves, o.play_nodes, play_lines);
            if (r.lines.empty())
                break;
            const Score now = r.lines[0].score;

            // Did the previous move throw the game away? The side to move is the solver.
            if (previous_best && ply > opening_plies) {
                const double before
                    = engine::win_chances(previous_best->flipped(), engine::WinCap::None);
                const bool winning = (now.mate && *now.mate > 0) || now.cp >= 300;
                if (winning && engine::win_chances(now, engine::WinCap::None) - before >= 0.5) {
                    const std::string mistake = moves.back();
                    static const bool debug = std::getenv("ACADEMY_PUZZLER_DEBUG") != nullptr;
                    if (debug)
                        std::fprintf(stderr, "candidate game %d ply %d\n", index, ply);
                    try_candidate(previous_fen, mistake, ply);
                    // The checks cleared the hash; continuing the game is still deterministic.
                }
            }
            // A mistake the mover considered but did not play: an alternative that loses at least
            // 300 centipawns where the best move holds. Probed every other ply.
            // When hunting for themes, every such alternative at every ply.
            if (ply > opening_plies && (hunting || ply - last_probe >= 2) && now.order() >= -100) {
                for (std::size_t k = 1; k < r.lines.size(); ++k) {
                    const Score& alt = r.lines[k].score;
                    if (alt.order() <= -300) {
                        try_candidate(fen, r.lines[k].move, ply);
                        last_probe = ply;
                        if (!hunting)
                            break;
                    }
                }
            }
            if ((now.mate && std::abs(*now.mate) <= 3 && ply > 40) || std::abs(now.cp) >= 1000)
                break; // decided: further moves rarely make puzzles

            // Choose the move: opening variety, mistakes and blunders by the side's strength.
            const Side& side = sides[game.position().side_to_move()];
            std::string choice = r.lines[0].move;
            const double roll = unit(rng);
            if (ply < opening_plies) {
                choice = r.lines[rng() % r.lines.size()].move;
            } else if (roll < side.blunder_rate) {
                const auto legal = game.legal_moves();
                choice = chess::move_to_uci(
                    legal[static_cast<int>(rng() % static_cast<unsigned>(legal.size()))]);
            } else if (roll < side.blunder_rate + side.mistake_rate && r.lines.size() > 1) {
                choice = r.lines[1 + rng() % (r.lines.size() - 1)].move;
            }
            if (!game.play_uci(choice))
                break;
            previous_best = now;
            previous_fen = fen;
            moves.push_back(choice);
        }
        return found;
    }

} // namespace

std::string puzzle_id(std::uint64_t seed, int game, int ply)
{
    std::uint64_t h = mix(
        mix(seed) ^ (static_cast<std::uint64_t>(game) << 16) ^ static_cast<std::uint64_t>(ply));
    static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    std::string id = "a";
    for (int i = 0; i < 7; ++i) {
        id += digits[h % 36];
        h /= 36;
    }
    return id;
}

std::vector<Puzzle> generate(const GenerateOptions& o)
{
    std::vector<std::vector<Puzzle>> per_game(static_cast<std::size_t>(o.games));
    std::atomic<int> next { 0 };
    std::atomic<int> done { 0 };
    std::atomic<int> total { 0 };
    std::mutex failure_mutex;
    std::string failure;
    auto worker = [&] {
        try {
            EngineProcess engine(o.stockfish);
            for (int i = next++; i < o.games; i = next++) {
                per_game[static_cast<std::size_t>(i)] = play_game(engine, o, i);
                total += static_cast<int>(per_game[static_cast<std::size_t>(i)].size());
                const int d = ++done;
                if (o.progress)
                    o.progress(d, total.load());
            }
        } catch (const std::exception& e) {
            std::lock_guard lock(failure_mutex);
            failure = e.what();
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < std::max(1, o.threads); ++t)
        threads.emplace_back(worker);
    for (auto& t : threads)
        t.join();
    if (!failure.empty())
        throw std::runtime_error(failure);
    std::vector<Puzzle> all;
    std::set<std::string> fens;
    for (auto& list : per_game)
        for (auto& p : list)
            if (fens.insert(p.fen + p.moves[0]).second)
                all.push_back(std::move(p));
    return all;
}

} // namespace academy::puzzler
