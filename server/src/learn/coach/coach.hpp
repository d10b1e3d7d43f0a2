// The grounded coach (issue 19; docs/bots-and-coach.md, "Coaching"): what the
// coach panel says after a move, when asked for a hint, or when asked about a position. Every
// sentence about the position comes from the text generator of learn/explain (the rules core's
// facts and the puzzle tagger's motifs), the review's mistake words (learn/review/mistake_text)
// and the engine's lines in CoachFacts; the fixed phrases are the encouragement texts of
// docs/bots-and-coach.md. Plain types in and out: net/coach_routes.cpp maps them to JSON,
// coach_engine.hpp fills the facts from the engine pool, and an AI provider may only reword the
// answer (ai_prompt.hpp).
#pragma once

#include "chess/result.hpp"
#include "engine/score.hpp"
#include "learn/coach/coach_rules.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace academy::learn::coach {

// Where the panel sits: the page that asks.
enum class Context { Puzzle, Lesson, Practice, Review };
// What the page asks for: words about a move just played, a hint for the position, or an
// analysis of the position (and of a move in it, when one is named).
enum class Ask { Move, Hint, Analysis };

struct CoachRequest {
    Context context = Context::Puzzle;
    Ask ask = Ask::Hint;
    std::string fen; // the position the move is (or is to be) played in
    std::string move; // UCI; required for Ask::Move, optional for Ask::Analysis
    // The page's judgement of the move against its exercise (a puzzle's solution, a lesson's
    // answer). It only picks the tone; nothing is awarded by the coach.
    bool correct = false;
    int attempt = 1; // 1 for the first try at this position
    // The learner's rating when the page knows it: the level (kDefaultRating when unknown) and
    // whether evaluations are numbers or words (shows_numbers).
    std::optional<int> rating;
    std::uint64_t seed = 0; // see advise_correct_move
    std::string topic; // the puzzle's theme or the lesson's title, for the AI's prompt only
};

// One engine line, scores from White's point of view as the engine reports them.
struct EngineLine {
    engine::Score white; // White's point of view
    std::vector<std::string> pv; // UCI, the line's first move first
};

// What the engine found: best play in the position, and the move's own line ("go searchmoves")
// when a move is asked about. Either is missing when the engine could not answer; the coach then
// says only what the board shows.
struct CoachFacts {
    std::optional<EngineLine> best;
    std::optional<EngineLine> played;
};

enum class ResponseType { Celebration, Correction, Hint, Encouragement, Analysis };
std::string_view response_type_name(ResponseType type);

struct CoachResponse {
    ResponseType type = ResponseType::Hint;
    std::string message;
    // More of the same facts: the teaching point, the evaluation, the engine's line.
    std::string explanation;
    std::string suggested_move; // UCI; set by direct hints and analyses
    std::vector<std::string> suggested_squares; // "e4", ...
    std::optional<HintLevel> hint_level; // hints and wrong moves
    PlayerLevel level = PlayerLevel::Intermediate;
    // 0.9 when the engine's lines back the words, 0.5 when only the board's facts do.
    double confidence = 0.5;
    std::vector<std::string> motifs; // the generator's ids of the move spoken about
    // For a correct move: whether it was one of the ~30% that get advice.
    bool advice = false;
    // Whether the words may carry scores ("+0.3", from White's side: the panel states it); false
    // for a learner who reads words only.
    bool numbers = false;
};

// The grounded answer; an error when the FEN or the move is not legal, or a position without
// legal moves is asked for a hint.
chess::Result<CoachResponse> build_coaching(const CoachRequest& request, const CoachFacts& facts);

// The encouragement texts (docs/bots-and-coach.md), also used by the web's puzzle feedback.
inline constexpr std::string_view kTryAgain = "Not quite right. Try again!";
inline constexpr std::string_view kHangInThere = "Hang in there! Learning takes practice.";
inline constexpr std::string_view kKeepTrying = "Keep trying! Every attempt makes you stronger";
inline constexpr std::string_view kWellDone = "Correct! Well done!";

} // namespace academy::learn::coach
