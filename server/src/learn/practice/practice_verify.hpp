// The practice content's truth test, `academy practice verify` (content/practice/README.md): the
// loader's structural checks (legal FEN by the rules core, fields, unique ids), the counts (five
// sections, at least kMinPerSection positions each and kMinPositions in all), and every goal judged
// achievable by Stockfish from the start position at depth >= 18 with the judge's thresholds.
#pragma once

#include "learn/practice/practice_catalogue.hpp"

#include <functional>
#include <string>
#include <vector>

namespace academy::learn::practice {

inline constexpr int kMinPositions = 60;
inline constexpr int kMinPerSection = 8;
inline constexpr int kVerifyDepth = 18;

struct VerifyOptions {
    std::string stockfish = "/usr/games/stockfish";
    int depth = kVerifyDepth;
    int jobs = 2;
    bool allow_incomplete = false; // skip the count checks (content being written)
    std::string cache_file; // earlier engine results by FEN, depth and binary; empty: none
    bool engine = true; // false: structure and counts only
    std::function<void(int done, int total)> progress;
};

struct VerifyReport {
    std::vector<LoadProblem> failures;
    std::vector<LoadProblem> incomplete; // count checks skipped by allow_incomplete
    int files = 0;
    int positions = 0;
    int searched = 0; // searched now; the others came from the cache
};

// The count checks alone: what is missing, as failures.
std::vector<LoadProblem> count_problems(const Catalogue& catalogue);

VerifyReport verify_practice(const CatalogueLoad& load, const VerifyOptions& options);

} // namespace academy::learn::practice
