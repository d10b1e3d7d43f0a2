// Game reviews as a service: requests for a computer game, a live game or a pasted PGN are
// checked (who may see which game), queued once per game, and analysed by a background worker on
// the engine pool, position by position, so that a reader sees the progress; a finished review is
// rebuilt from the stored analysis (review.hpp) on every read. The queue is shared fairly (issue
// 29): a few unfinished reviews per requester, served in turn across requesters, each review's
// searches on its requester's share of the engine pool.
#pragma once

#include "chess/result.hpp"
#include "engine/engine_pool.hpp"
#include "learn/review/review.hpp"
#include "store/database.hpp"
#include "store/reviews_repository.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <variant>

namespace academy::learn::review {

struct ReviewOptions {
    // Engine depth per position, one thread per search (the pool's processes run one each).
    int depth = 12;
    // Positions of one review searched at once: at most the pool's size is useful.
    int parallel = 2;
    std::chrono::milliseconds search_timeout { 60'000 };
    // A game longer than this (in plies, the moves of both sides) is refused (400): it bounds one
    // review's work; a real game is rarely a third of it.
    std::size_t max_plies = 300;
    std::size_t max_pgn_bytes = 64 * 1024;
    // Unfinished reviews (queued or being analysed) one requester may have: the next new one is
    // refused (429) until one is done, so no one requester fills the queue.
    int max_pending_per_requester = 3;
    // New reviews beyond this many waiting in all are refused (503) rather than queued for hours.
    int max_pending = 200;
};

// Who asks: an account, a guest of live play (subject only), or a visitor (neither); `key` is
// whose share of the queue and of the engines the work takes (net/requester: the account, else
// the client's address).
struct Requester {
    engine::RequesterKey key;
    std::optional<std::int64_t> account_id = std::nullopt;
    std::string subject = {}; // the token's subject, for finding the viewer's side in a live game
};

struct ReviewSource {
    enum class Kind { ComputerGame, LiveGame, Pgn };
    Kind kind = Kind::Pgn;
    std::int64_t computer_game_id = 0;
    std::string live_game_id;
    std::string pgn;
    // A pasted game's side the account played ("white", "black" or ""): its personal deck takes
    // that side's mistakes (the play page sends it for a game set up from a position).
    std::string color;
};

// A refusal with the error catalogue's status, text and code.
struct ReviewProblem {
    int status = 400;
    std::string message;
    std::string code = "validation_error";
};

struct ReviewTicket {
    std::string id;
    std::string status;
};

struct ReviewView {
    store::ReviewRecord record;
    GameToReview game;
    int analysed = 0; // positions the engine has looked at
    int total = 0; // positions of the game (moves + 1)
    std::string viewer_color; // "white", "black" or "" when the reader played neither side
    std::optional<Review> review; // once done
};

struct AttemptResult {
    bool correct = false;
    std::string san; // the move tried
    std::string best_san;
    std::string best_uci;
    MoveClass move_class = MoveClass::Good; // the tried move's class in that position
    Score eval; // after the tried move
};

class ReviewService {
public:
    ReviewService(store::Database& db, engine::EnginePool& engines, ReviewOptions options = {});
    ~ReviewService();
    ReviewService(const ReviewService&) = delete;
    ReviewService& operator=(const ReviewService&) = delete;

    // Starts the worker (reviews a stopped server left running are queued again); stop() ends it
    // after the searches in flight.
    void start();
    void stop();

    // The review of a game, queued if it has none yet: never two for one game.
    Result<ReviewTicket, ReviewProblem> request(const ReviewSource& source, const Requester& who);
    Result<ReviewView, ReviewProblem> get(const std::string& id, const Requester& who);
    // "Learn from your mistakes": is `uci` in the position before move `ply` as good as the
    // engine's move (within an inaccuracy)? Searches the position after it when it is another.
    Result<AttemptResult, ReviewProblem> check_attempt(
        const std::string& id, int ply, const std::string& uci, const Requester& who);

    // Analyses the oldest queued review on the calling thread; false when none was queued.
    // (The worker's step; tests and the benchmark call it directly.)
    bool run_once();

    const ReviewOptions& options() const { return options_; }

    // Called on the worker thread with each review the engine has finished, before it is shown
    // as done (the personal deck makes its cards here, so they exist once the review does). Set
    // before start(); an exception it throws is logged and the review still finishes.
    using FinishedHook = std::function<void(const store::ReviewRecord&, const Review&)>;
    void on_finished(FinishedHook hook) { on_finished_ = std::move(hook); }

private:
    Result<ReviewTicket, ReviewProblem> queue(store::ReviewRecord record);
    void analyse(const store::ReviewRecord& record);
    engine::SearchResult search(
        const engine::RequesterKey& who, const std::string& fen, int multipv);
    std::optional<ReviewProblem> may_read(const store::ReviewRecord& r, const Requester& who);

    store::Database& db_;
    engine::EnginePool& engines_;
    ReviewOptions options_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::atomic<bool> stopping_ { false };
    std::thread worker_;
    FinishedHook on_finished_;
};

// The analysis rows of a review as the pure review reads them.
std::vector<PositionAnalysis> to_analysis(const std::vector<store::ReviewPositionRecord>& rows);

} // namespace academy::learn::review
