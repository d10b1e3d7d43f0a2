#include "puzzler/rating_estimate.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "chess/uci.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace academy::puzzler {

namespace {

    // What the first solver move looks like to a person: a capture or a check is found first.
    struct FirstMove {
        bool capture = false;
        bool check = false;
        int legal_moves = 20;
    };

    FirstMove first_move(const Puzzle& p)
    {
        FirstMove f;
        auto parsed = chess::parse_fen(p.fen);
        if (!parsed || p.moves.size() < 2)
            return f;
        chess::Position pos = parsed.value();
        auto m0 = chess::parse_uci_move(pos, p.moves[0]);
        if (!m0)
            return f;
        pos.do_move(m0.value());
        f.legal_moves = chess::generate_legal(pos).size();
        auto m1 = chess::parse_uci_move(pos, p.moves[1]);
        if (!m1)
            return f;
        f.capture = pos.piece_on(m1.value().to()) != chess::NoPiece
            || m1.value().kind() == chess::Move::EnPassant;
        f.check = pos.gives_check(m1.value());
        return f;
    }

} // namespace

double effort_score(const Puzzle& p, long long nodes_needed)
{
    const int solver_moves = static_cast<int>(p.moves.size() / 2);
    const FirstMove f = first_move(p);
    double r = 600;
    r += 250.0 * (solver_moves - 1);
    // Every quadrupling of the nodes Stockfish needed to see the first move adds 110 points.
    r += 110.0 * std::log(std::max<double>(1, static_cast<double>(nodes_needed))) / std::log(4.0);
    if (!f.capture && !f.check)
        r += 220; // a quiet first move is the hardest kind to see
    else if (f.check && !f.capture)
        r += 60;
    r += 4.0 * std::min(f.legal_moves, 50);
    auto adjust = [&](const char* theme, double delta) {
        if (p.has_theme(theme))
            r += delta;
    };
    adjust("mateIn1", -150);
    adjust("hangingPiece", -200);
    adjust("sacrifice", 150);
    adjust("quietMove", 120);
    adjust("zugzwang", 200);
    adjust("underPromotion", 200);
    adjust("deflection", 80);
    adjust("attraction", 80);
    adjust("clearance", 120);
    adjust("interference", 150);
    adjust("xRayAttack", 100);
    adjust("discoveredAttack", 60);
    adjust("trappedPiece", 100);
    adjust("pawnEndgame", 100);
    return r;
}

int estimate_rating(const Puzzle& p, long long nodes_needed)
{
    return static_cast<int>(std::lround(std::clamp(effort_score(p, nodes_needed), 400.0, 2400.0)));
}

namespace {

    // A band of the learning path: the motif's puzzles spread over [low, high] by effort, the
    // hardest fifth on up to `stretch` (a motif's hardest puzzles reach into the next band).
    struct Band {
        int low, high, stretch;
    };
    constexpr Band kBeginner { 400, 1000, 1300 };
    constexpr Band kIntermediate { 1000, 1500, 1800 };
    constexpr Band kAdvanced { 1500, 1800, 2400 };
    constexpr double kInBand = 0.8;

    struct Motif {
        const char* theme;
        Band band;
    };

    // A puzzle's motif is the first of its themes here: the specific ideas before sacrifice,
    // mate and captures, which so many puzzles share; length last. The band is where the learning
    // path teaches the motif, which is also where Lichess's players rate such puzzles (medians in
    // the Lichess sample: hanging piece 752, mate 846, fork 983, skewer 1013, pawn ending 1091,
    // discovered attack 1153, deflection 1197; see content/puzzles/README.md).
    constexpr Motif kMotifs[] = {
        { "clearance", kAdvanced },
        { "interference", kAdvanced },
        { "xRayAttack", kAdvanced },
        { "deflection", kIntermediate },
        { "attraction", kIntermediate },
        { "quietMove", kAdvanced },
        { "zugzwang", kAdvanced },
        { "underPromotion", kAdvanced },
        { "sacrifice", kAdvanced },
        { "skewer", kIntermediate },
        { "discoveredAttack", kIntermediate },
        { "discoveredCheck", kIntermediate },
        { "doubleCheck", kIntermediate },
        { "fork", kBeginner },
        { "pin", kBeginner },
        { "mate", kBeginner },
        { "trappedPiece", kBeginner },
        { "hangingPiece", kBeginner },
        { "pawnEndgame", kIntermediate },
        { "veryLong", kAdvanced },
        { "long", kIntermediate },
    };

    std::size_t motif_of(const Puzzle& p)
    {
        for (std::size_t i = 0; i < std::size(kMotifs); ++i)
            if (p.has_theme(kMotifs[i].theme))
                return i;
        return std::size(kMotifs); // no motif: a plain capture or promotion, a beginner's task
    }

    // Where the fraction `f` (0: easiest, 1: hardest) of a motif's puzzles lands in its band.
    double place(const Band& b, double f)
    {
        if (f <= kInBand)
            return b.low + f / kInBand * (b.high - b.low);
        return b.high + (f - kInBand) / (1 - kInBand) * (b.stretch - b.high);
    }

} // namespace

void calibrate_ratings(std::vector<Puzzle>& puzzles, const std::vector<long long>& nodes)
{
    std::vector<double> score(puzzles.size());
    std::map<std::size_t, std::vector<std::size_t>> by_motif;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        score[i] = effort_score(puzzles[i], nodes[i]);
        by_motif[motif_of(puzzles[i])].push_back(i);
    }
    for (auto& [motif, members] : by_motif) {
        const Band band = motif < std::size(kMotifs) ? kMotifs[motif].band : kBeginner;
        std::stable_sort(members.begin(), members.end(),
            [&](std::size_t a, std::size_t b) { return score[a] < score[b]; });
        const std::size_t n = members.size();
        std::size_t i = 0;
        while (i < n) {
            std::size_t j = i;
            while (j < n && score[members[j]] == score[members[i]])
                ++j;
            // Equal scores share the rating of their group's middle rank, as a fraction in [0, 1].
            const double mid = n == 1 ? 0.5 : ((i + j - 1) / 2.0) / static_cast<double>(n - 1);
            const int rating = static_cast<int>(std::lround(place(band, mid)));
            for (std::size_t k = i; k < j; ++k)
                puzzles[members[k]].rating = rating;
            i = j;
        }
    }
}

} // namespace academy::puzzler
