// The content truth test, `academy lessons verify` (content/lessons/README.md, Truth): every
// file of the catalogue checked for legal FENs and moves, demo lines and guided-practice lines
// played in sequence, "best" tasks and academy puzzle solutions judged by Stockfish
// (best_move_rule.hpp), quizzes, and the counts of the curriculum. Each failure names the file,
// the place in it and the reason.
#pragma once

#include "learn/lessons/best_move_rule.hpp"
#include "learn/lessons/catalogue_loader.hpp"

#include <functional>
#include <string>
#include <vector>

namespace academy::learn::lessons {

struct Failure {
    std::string file;
    std::string place; // a JSON path inside the file ("modules[2].positions[0]"); may be empty
    std::string reason;
};

// "file: place: reason".
std::string describe(const Failure& failure);

struct VerifyOptions {
    std::string stockfish = "/usr/games/stockfish";
    int depth = kDefaultDepth;
    int jobs = 2; // Stockfish processes searching in parallel
    // Skips the count checks (content still being written): missing lesson, interactive and
    // academy files, fewer academy lessons or puzzles than the catalogue has. They are reported
    // in VerifyReport::incomplete instead of failures.
    bool allow_incomplete = false;
    // A file of earlier engine results (by FEN, depth and Stockfish binary); empty: none.
    std::string cache_file;
    std::function<void(int done, int total)> progress; // engine searches finished
};

struct VerifyReport {
    std::vector<Failure> failures;
    std::vector<Failure> incomplete; // count checks skipped by allow_incomplete
    int files = 0; // content files read
    int positions = 0; // positions judged by the engine
    int searched = 0; // of those, searched now (the others came from the cache)
    std::string quiz_balance; // the curriculum quizzes' figures (quiz_balance.hpp)
};

VerifyReport verify_content(const CatalogueLoad& load, const VerifyOptions& options);

// One "find the move" position on its own: the FEN is a legal six-field FEN, every accepted move
// is legal there, and for kind "best" the engine rule holds (`engine` may be null for "rule").
// Returns the reasons it fails; empty when it holds.
std::vector<std::string> check_position(puzzler::EngineProcess* engine, const std::string& fen,
    const std::string& kind, const std::vector<std::string>& accepted, int depth = kDefaultDepth);

} // namespace academy::learn::lessons
