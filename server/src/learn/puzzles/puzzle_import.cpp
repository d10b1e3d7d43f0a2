#include "learn/puzzles/puzzle_import.hpp"

#include "learn/puzzles/stored_puzzle.hpp"
#include "puzzler/puzzle.hpp"
#include "puzzler/puzzle_validation.hpp"
#include "store/puzzles_repository.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <future>
#include <optional>
#include <thread>
#include <vector>

namespace academy::learn {

namespace {

    // One CSV row after parsing and validation: the puzzle, or the reason it is skipped.
    struct CheckedRow {
        std::optional<puzzler::Puzzle> puzzle;
        std::string error;
    };

    // Validation (playing every move of the line) costs more than the insert, so a batch of rows
    // is checked on every core while the previous batch is written.
    std::vector<CheckedRow> check_rows(const std::vector<std::string>& lines)
    {
        std::vector<CheckedRow> out(lines.size());
        const std::size_t workers = std::max(1u, std::thread::hardware_concurrency());
        const std::size_t share = (lines.size() + workers - 1) / workers;
        std::vector<std::thread> threads;
        for (std::size_t begin = 0; begin < lines.size(); begin += share)
            threads.emplace_back([&, begin] {
                const std::size_t end = std::min(lines.size(), begin + share);
                for (std::size_t i = begin; i < end; ++i) {
                    auto p = puzzler::parse_csv_row(lines[i], out[i].error);
                    bool mate = false;
                    if (p && (out[i].error = puzzler::validate_puzzle(*p, &mate)).empty()) {
                        if (mate)
                            puzzler::add_tagger_themes(*p);
                        out[i].puzzle = std::move(p);
                    }
                }
            });
        for (auto& t : threads)
            t.join();
        return out;
    }

} // namespace

ImportResult import_puzzles(
    store::Database& db, const std::string& path, const std::string& source, bool refresh_unplayed)
{
    using Clock = std::chrono::steady_clock;
    ImportResult result;
    const auto start = Clock::now();
    const std::clock_t cpu_start = std::clock();
    store::PuzzlesRepository::BulkInserter writer(db, refresh_unplayed);
    constexpr std::size_t kBatch = 8192;
    db.transaction([&] {
        std::future<std::vector<CheckedRow>> checking;
        auto write = [&](std::vector<CheckedRow> rows) {
            for (auto& row : rows) {
                if (row.puzzle) {
                    writer.add(to_stored(std::move(*row.puzzle), source));
                    continue;
                }
                ++result.skipped;
                ++result.reasons[row.error];
            }
        };
        // Hands a full batch to the checkers and writes the batch checked before it meanwhile.
        auto hand_over = [&](std::vector<std::string> lines) {
            auto previous = std::move(checking);
            checking = std::async(std::launch::async, check_rows, std::move(lines));
            if (previous.valid())
                write(previous.get());
        };
        std::vector<std::string> lines;
        lines.reserve(kBatch);
        puzzler::for_each_csv_line(path, [&](std::string_view line) {
            lines.emplace_back(line);
            if (lines.size() == kBatch) {
                hand_over(std::move(lines));
                lines = {};
                lines.reserve(kBatch);
            }
        });
        hand_over(std::move(lines));
        write(checking.get());
        result.imported = writer.finish();
    });
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    result.rows_per_second
        = static_cast<double>(result.imported + result.skipped) / std::max(seconds, 1e-6);
    const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    result.rows_per_cpu_second
        = static_cast<double>(result.imported + result.skipped) / std::max(cpu, 1e-6);
    return result;
}

} // namespace academy::learn
