// Cards of the personal deck from a finished review: every mistake and blunder of an account's own
// side whose better line passes the puzzle verifier (puzzler/solution_check: the only good move by
// a clear margin, a decisive or mating line, legal) becomes a card: the position the player faced,
// the solution line (the player's moves and the forced replies), the tagger's motifs, the mistake's
// words and where it came from. A card is made once per (account, game, ply).
#pragma once

#include "chess/types.hpp"
#include "learn/review/review.hpp"
#include "puzzler/solution_check.hpp"
#include "store/database.hpp"
#include "store/reviews_repository.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace academy::learn::review {

struct DeckOptions {
    std::string stockfish = "/usr/games/stockfish";
    // The puzzle library's own limits: a card is exactly as sound as a library puzzle.
    puzzler::CheckLimits limits {};
};

// An account and the side it played in a reviewed game.
struct DeckOwner {
    std::int64_t account_id = 0;
    chess::Color side = chess::White;
};

// Whose mistakes become cards: the player of a computer game; each account (not a guest) of a live
// game, for its own side; the owner of a pasted game for the side it said it played, or else when
// exactly one side's name in the PGN is the account's username or display name (case aside):
// nobody else's mistakes are theirs.
std::vector<DeckOwner> deck_owners(store::Database& db, const store::ReviewRecord& record);

// The mistakes and blunders `side` made, in game order. Pure.
std::vector<const ReviewedMove*> deck_mistakes(const Review& review, chess::Color side);

// The verifier's verdict on one position: the line when it is a puzzle, else nothing. The real
// one runs Stockfish (verified_line); tests may pass their own.
using LineCheck = std::function<std::optional<std::vector<std::string>>(const std::string& fen)>;

// A LineCheck that asks one Stockfish (started on first use) for puzzler::find_line_after.
LineCheck verified_line(const DeckOptions& options);

// Adds the cards of a finished review for every owner; positions an owner already has a card for
// are not checked again. Returns the number of cards added.
int add_cards_from_review(store::Database& db, const store::ReviewRecord& record,
    const Review& review, const LineCheck& check, std::int64_t now_ms);

} // namespace academy::learn::review
