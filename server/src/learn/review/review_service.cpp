#include "learn/review/review_service.hpp"

#include "chess/fen.hpp"
#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "puzzler/puzzle.hpp"
#include "store/computer_games_repository.hpp"
#include "store/games_repository.hpp"
#include "store/wall_clock.hpp"

#include <spdlog/spdlog.h>

#include <random>

namespace academy::learn::review {

namespace {

    std::string join(const std::vector<std::string>& words)
    {
        std::string out;
        for (const auto& w : words)
            out += (out.empty() ? "" : " ") + w;
        return out;
    }

    // Review ids are read by whoever holds them (a visitor's pasted game has no owner), so they
    // are drawn from the system's random source and long enough not to be guessed.
    std::string new_review_id()
    {
        static constexpr char kAlphabet[]
            = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        std::random_device random;
        std::uniform_int_distribution<std::size_t> pick(0, sizeof(kAlphabet) - 2);
        std::string id;
        for (int i = 0; i < 16; ++i)
            id += kAlphabet[pick(random)];
        return id;
    }

    // FNV-1a, 64 bits: a pasted game's key. Equal keys are compared move by move before a stored
    // review is returned (review_service.cpp, queue), so a collision cannot hand over another game.
    std::string fingerprint(const std::string& text)
    {
        std::uint64_t h = 1469598103934665603ULL;
        for (unsigned char c : text) {
            h ^= c;
            h *= 1099511628211ULL;
        }
        static constexpr char kHex[] = "0123456789abcdef";
        std::string out;
        for (int i = 60; i >= 0; i -= 4)
            out += kHex[(h >> i) & 0xF];
        return out;
    }

    ReviewProblem not_found() { return { 404, "Review not found", "not_found" }; }
    ReviewProblem game_not_found() { return { 404, "Game not found", "not_found" }; }

    // "PGN: game 1: move 2. 'Nf6': SAN: …" → "Line 3: move 2. 'Nf6': SAN: …" (one game is read).
    std::string pgn_problem(const std::string& message, int line)
    {
        std::string reason = message;
        const std::string prefix = "PGN: game 1: ";
        if (reason.rfind(prefix, 0) == 0)
            reason = reason.substr(prefix.size());
        return "Line " + std::to_string(std::max(1, line)) + ": " + reason;
    }

} // namespace

std::vector<PositionAnalysis> to_analysis(const std::vector<store::ReviewPositionRecord>& rows)
{
    std::vector<PositionAnalysis> out;
    for (const auto& r : rows) {
        PositionAnalysis a;
        a.eval = r.score;
        a.best_move = r.best_move;
        a.pv = puzzler::split_words(r.pv);
        a.second = r.second;
        out.push_back(std::move(a));
    }
    return out;
}

ReviewService::ReviewService(
    store::Database& db, engine::EnginePool& engines, ReviewOptions options)
    : db_(db)
    , engines_(engines)
    , options_(options)
{
}

ReviewService::~ReviewService() { stop(); }

void ReviewService::start()
{
    const int requeued = store::ReviewsRepository(db_).requeue_running();
    if (requeued > 0)
        spdlog::info("{} game reviews queued again after a restart", requeued);
    stopping_ = false;
    worker_ = std::thread([this] {
        while (!stopping_) {
            bool worked = false;
            try {
                worked = run_once();
            } catch (const std::exception& e) {
                spdlog::warn("game review worker: {}", e.what());
            }
            if (!worked) {
                std::unique_lock lock(mutex_);
                wake_.wait_for(lock, std::chrono::seconds(1), [this] { return stopping_.load(); });
            }
        }
    });
}

void ReviewService::stop()
{
    stopping_ = true;
    wake_.notify_all();
    if (worker_.joinable())
        worker_.join();
}

Result<ReviewTicket, ReviewProblem> ReviewService::request(
    const ReviewSource& source, const Requester& who)
{
    store::ReviewRecord r;
    r.depth = options_.depth;
    r.created_at = store::wall_clock_ms();
    r.requester = who.key.text();
    switch (source.kind) {
    case ReviewSource::Kind::ComputerGame: {
        // Only the account that played it: another's game is "not found", not "forbidden".
        const auto game = store::ComputerGamesRepository(db_).find(source.computer_game_id);
        if (!game || !who.account_id || *who.account_id != game->user_id)
            return game_not_found();
        r.source = "computer";
        r.game_ref = std::to_string(game->id);
        r.game_key = "computer:" + r.game_ref;
        r.owner_id = game->user_id;
        r.moves = game->moves;
        r.player_color = game->color;
        const std::string bot = "Computer (level " + std::to_string(game->level) + ")";
        r.white_name = game->color == "white" ? "You" : bot;
        r.black_name = game->color == "white" ? bot : "You";
        const bool white_won = (game->result == "win") == (game->color == "white");
        r.result = game->result == "draw" ? "1/2-1/2" : white_won ? "1-0" : "0-1";
        if (game->result == "lose" || game->result == "win") {
            // A resignation leaves no mate on the board, but the result stands as stored.
        }
        break;
    }
    case ReviewSource::Kind::LiveGame: {
        store::GamesRepository games(db_);
        const auto game = games.find(source.live_game_id);
        if (!game)
            return game_not_found();
        if (game->status != "ended")
            return ReviewProblem { 400, "Only finished games can be reviewed" };
        std::vector<std::string> moves;
        for (const auto& m : games.moves(game->id))
            moves.push_back(m.uci);
        r.source = "live";
        r.game_ref = game->id;
        r.game_key = "live:" + game->id;
        r.initial_fen = game->initial_fen;
        r.moves = join(moves);
        r.white_name = game->white.display_name;
        r.black_name = game->black.display_name;
        r.result = game->score;
        break;
    }
    case ReviewSource::Kind::Pgn: {
        if (source.pgn.size() > options_.max_pgn_bytes)
            return ReviewProblem { 400, "PGN is too long" };
        int line = 0;
        auto games = chess::parse_pgn(source.pgn, line);
        if (!games)
            return ReviewProblem { 400, pgn_problem(games.error().message, line), "invalid_pgn" };
        if (games.value().empty())
            return ReviewProblem { 400, "The PGN holds no game", "invalid_pgn" };
        const auto& game = games.value().front();
        if (game.moves.empty())
            return ReviewProblem { 400, "The game has no moves to review", "invalid_pgn" };
        auto start = game.start_position();
        r.initial_fen = game.tag("FEN").empty() ? "" : chess::to_fen(start.value());
        std::vector<std::string> moves;
        for (const auto& m : game.moves)
            moves.push_back(chess::move_to_uci(m.move));
        r.source = "pgn";
        r.moves = join(moves);
        r.owner_id = who.account_id;
        if (who.account_id)
            r.player_color = source.color;
        r.white_name = game.tag("White") == "?" ? "" : game.tag("White");
        r.black_name = game.tag("Black") == "?" ? "" : game.tag("Black");
        r.result = game.result;
        r.game_key = "pgn:" + (who.account_id ? std::to_string(*who.account_id) : "visitor") + ":"
            + fingerprint(r.initial_fen + "|" + r.moves);
        break;
    }
    }
    const auto fens = game_fens({ r.initial_fen, puzzler::split_words(r.moves) });
    if (!fens)
        return ReviewProblem { 400, "The game's moves are not legal" };
    if (const auto plies = fens->size() - 1; plies > options_.max_plies)
        return ReviewProblem { 400,
            "A review covers a game of at most " + std::to_string(options_.max_plies)
                + " plies (moves of both sides); this game has " + std::to_string(plies) };
    if (fens->size() < 2)
        return ReviewProblem { 400, "The game has no moves to review" };
    r.total_positions = static_cast<int>(fens->size());
    return queue(std::move(r));
}

Result<ReviewTicket, ReviewProblem> ReviewService::queue(store::ReviewRecord record)
{
    store::ReviewsRepository reviews(db_);
    // A game already reviewed (or waiting) is always answered; only new work meets the cap.
    if (auto existing = reviews.find_by_key(record.game_key);
        existing && existing->moves == record.moves && existing->initial_fen == record.initial_fen)
        return ReviewTicket { existing->id, existing->status };
    if (reviews.pending_count(record.requester) >= options_.max_pending_per_requester)
        return ReviewProblem { 429,
            "You already have " + std::to_string(options_.max_pending_per_requester)
                + " games waiting for review: ask for another when one of them is done",
            "rate_limited" };
    if (reviews.pending_count() >= options_.max_pending)
        return ReviewProblem { 503,
            "Too many games are waiting for review: try again in a few "
            "minutes",
            "service_unavailable" };
    record.id = new_review_id();
    record.status = "queued";
    auto stored = reviews.create_or_get(record);
    if (stored.moves != record.moves || stored.initial_fen != record.initial_fen) {
        // Two pasted games with one fingerprint: the newcomer gets a key of its own.
        record.game_key += ":" + record.id;
        stored = reviews.create_or_get(record);
    }
    if (stored.id == record.id)
        wake_.notify_all();
    return ReviewTicket { stored.id, stored.status };
}

std::optional<ReviewProblem> ReviewService::may_read(
    const store::ReviewRecord& r, const Requester& who)
{
    // A live game is public; a computer game or an account's pasted game is its owner's alone; a
    // visitor's pasted game is read by whoever holds the review's id.
    if (r.owner_id && (!who.account_id || *who.account_id != *r.owner_id))
        return not_found();
    return std::nullopt;
}

Result<ReviewView, ReviewProblem> ReviewService::get(const std::string& id, const Requester& who)
{
    store::ReviewsRepository reviews(db_);
    auto record = reviews.find(id);
    if (!record)
        return not_found();
    if (auto problem = may_read(*record, who))
        return *problem;
    ReviewView view;
    view.game = { record->initial_fen, puzzler::split_words(record->moves) };
    view.total = record->total_positions;
    const auto rows = reviews.positions(id);
    view.analysed = static_cast<int>(rows.size());
    view.viewer_color = record->player_color;
    if (record->source == "live" && !who.subject.empty()) {
        if (auto game = store::GamesRepository(db_).find(record->game_ref))
            view.viewer_color = game->white.id == who.subject ? "white"
                : game->black.id == who.subject               ? "black"
                                                              : "";
    }
    if (record->status == "done" && view.analysed == view.total)
        view.review = build_review(view.game, to_analysis(rows));
    view.record = std::move(*record);
    return view;
}

engine::SearchResult ReviewService::search(
    const engine::RequesterKey& who, const std::string& fen, int multipv)
{
    engine::SearchLimits limits;
    limits.depth = options_.depth;
    limits.multipv = multipv;
    limits.timeout = options_.search_timeout;
    for (int attempt = 0;; ++attempt) {
        try {
            return engines_.search(who, fen, limits);
        } catch (const engine::PoolBusy&) {
            // The pool's line (or the requester's part of it) is full: wait for room rather than
            // fail the review.
            if (stopping_)
                throw;
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        } catch (const engine::EngineError&) {
            if (attempt >= 2)
                throw;
        }
    }
}

Result<AttemptResult, ReviewProblem> ReviewService::check_attempt(
    const std::string& id, int ply, const std::string& uci, const Requester& who)
{
    auto view = get(id, who);
    if (!view)
        return view.error();
    const auto& v = view.value();
    if (!v.review)
        return ReviewProblem { 409, "The review is not finished yet", "conflict" };
    if (ply < 1 || static_cast<std::size_t>(ply) > v.review->moves.size())
        return ReviewProblem { 400, "No such move in this game" };
    const auto& reviewed = v.review->moves[static_cast<std::size_t>(ply - 1)];
    auto before = chess::parse_fen(reviewed.fen_before);
    auto move = chess::parse_uci_move(before.value(), uci);
    if (!move)
        return ReviewProblem { 400, "That move is not legal" };
    AttemptResult out;
    out.san = chess::to_san(before.value(), move.value());
    out.best_uci = reviewed.best_uci;
    out.best_san = reviewed.best_san;
    const auto rows = store::ReviewsRepository(db_).positions(id);
    const Score best_eval = rows[static_cast<std::size_t>(ply - 1)].score;
    chess::Position after = before.value();
    after.do_move(move.value());
    const std::string after_fen = chess::to_fen(after);
    if (uci == reviewed.best_uci) {
        out.eval = best_eval;
    } else if (auto final = final_position_analysis(after_fen)) {
        out.eval = final->eval;
    } else if (uci == reviewed.uci) {
        out.eval = reviewed.eval;
    } else {
        const auto result = search(who.key, after_fen, 1);
        out.eval = result.score;
    }
    const bool white = reviewed.color == chess::White;
    const auto judged = judgement(best_eval, out.eval, white);
    const double drop = win_drop(best_eval, out.eval, white);
    out.move_class = uci == reviewed.best_uci ? MoveClass::Best
        : judged                              ? *judged
        : drop < kExcellentDrop               ? MoveClass::Excellent
                                              : MoveClass::Good;
    out.correct = !judged && uci != reviewed.uci;
    return out;
}

bool ReviewService::run_once()
{
    store::ReviewsRepository reviews(db_);
    const auto next = reviews.next_queued();
    if (!next)
        return false;
    reviews.start(next->id, store::wall_clock_ms());
    try {
        analyse(*next);
        if (stopping_) {
            reviews.set_status(next->id, "queued", "", std::nullopt);
            return true;
        }
        if (on_finished_) {
            try {
                const GameToReview game { next->initial_fen, puzzler::split_words(next->moves) };
                on_finished_(*next, build_review(game, to_analysis(reviews.positions(next->id))));
            } catch (const std::exception& e) {
                spdlog::warn("after game review {}: {}", next->id, e.what());
            }
        }
        reviews.set_status(next->id, "done", "", store::wall_clock_ms());
    } catch (const std::exception& e) {
        spdlog::warn("game review {} failed: {}", next->id, e.what());
        reviews.set_status(next->id, "failed", e.what(), store::wall_clock_ms());
    }
    return true;
}

void ReviewService::analyse(const store::ReviewRecord& record)
{
    store::ReviewsRepository reviews(db_);
    const GameToReview game { record.initial_fen, puzzler::split_words(record.moves) };
    const auto fens = game_fens(game);
    if (!fens)
        throw std::runtime_error("The game's moves are not legal");
    // The review's searches are its requester's: they share the engines as the requester's own
    // analyses do.
    const auto who = engine::RequesterKey::from_text(record.requester);
    std::vector<bool> done(fens->size(), false);
    for (const auto& row : reviews.positions(record.id))
        if (row.ply >= 0 && static_cast<std::size_t>(row.ply) < done.size())
            done[static_cast<std::size_t>(row.ply)] = true;

    // Each position once, `parallel` at a time; a restarted review keeps what it had.
    std::atomic<std::size_t> next { 0 };
    std::mutex failure_mutex;
    std::string failure;
    auto work = [&] {
        for (;;) {
            const std::size_t ply = next++;
            if (ply >= fens->size() || stopping_)
                return;
            if (done[ply])
                continue;
            try {
                store::ReviewPositionRecord row;
                row.ply = static_cast<int>(ply);
                if (auto final = final_position_analysis((*fens)[ply])) {
                    row.score = final->eval;
                } else {
                    const auto result = search(who, (*fens)[ply], 1);
                    row.score = result.score;
                    row.best_move = result.best_move;
                    row.pv = join(result.pv);
                }
                reviews.save_position(record.id, row);
            } catch (const std::exception& e) {
                std::lock_guard lock(failure_mutex);
                failure = e.what();
                next = fens->size();
                return;
            }
        }
    };
    std::vector<std::thread> helpers;
    for (int i = 1; i < std::max(1, options_.parallel); ++i)
        helpers.emplace_back(work);
    work();
    for (auto& t : helpers)
        t.join();
    if (!failure.empty())
        throw std::runtime_error(failure);
    if (stopping_)
        return;

    // Brilliancy needs the second-best line, searched only where a sacrifice was the engine's
    // choice (rare), so a review costs one search per position.
    auto rows = reviews.positions(record.id);
    auto positions = to_analysis(rows);
    for (int ply = 1; ply < static_cast<int>(positions.size()); ++ply) {
        auto& before = rows[static_cast<std::size_t>(ply - 1)];
        if (before.second || !brilliancy_candidate(game, positions, ply))
            continue;
        const auto result = search(who, (*fens)[static_cast<std::size_t>(ply - 1)], 2);
        if (result.lines.size() < 2)
            continue; // an only legal move is forced, not brilliant
        before.second = result.lines[1].score;
        reviews.save_position(record.id, before);
    }
}

} // namespace academy::learn::review
