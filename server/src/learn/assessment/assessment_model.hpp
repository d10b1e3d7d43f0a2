// The rating estimate behind the strength assessment and the calibration test: a Bayesian
// posterior over a grid of ratings on the Elo logistic model, updated after every answer.
//
// A player of rating R finds a position of rating r with probability 1 / (1 + 10^((r - R) / 400))
// (the Elo expected score, also what Glicko-2 and the puzzle ratings use). Starting from a flat
// prior over the scale, each answer multiplies the posterior by p^s * (1 - p)^(1 - s), where s is
// the answer's credit (1 for a clean solve, 0 for a miss, in between for a slow solve). The
// reported rating is the posterior median (it minimises the expected absolute error) and the
// interval is the narrowest one holding 90% of the posterior, which at an edge of the scale
// reaches the edge. docs/bench-assessment.md measures both against simulated solvers.
#pragma once

#include <vector>

namespace academy::learn {

struct RatingScale {
    int low = 400;
    int high = 1800;
};

// One rating model for both tests (issue 30): the posterior lives on this grid with one flat
// prior, whichever test the answers come from, and positions are chosen by its estimate. Each
// test then reports that one estimate on its stated scale (docs/assessment.md): the strength
// assessment on 400-1800, the calibration test on 400-2200.
inline constexpr RatingScale kModelScale { 400, 2200 };
inline constexpr RatingScale kAssessmentScale { 400, 1800 };
inline constexpr RatingScale kCalibrationScale { 400, 2200 };
inline constexpr int kPositionsPerTest = 12;

// The time limit of the position at `index` (0-based; docs/assessment.md, "Time limits"): 45, 45,
// 45, 50, 60, 75, 75, 90, 120, 150, 180, 240 seconds; the last for any index past the list.
int position_time_limit_seconds(int index);

// The calibration test's difficulty 1-6 (docs/assessment.md) of a position rating: six equal bands
// of the calibration scale (below 700 is 1, 1900 and above is 6).
int calibration_difficulty(double position_rating);

// The Elo expected score of a player of rating `player` against a position of rating `position`.
double solve_probability(double player, double position);

// One answered position as evidence about the player.
struct Evidence {
    double position_rating = 0; // the difficulty it is scored at (a hint lowers it)
    double credit = 0; // 1: solved cleanly, 0: missed, between: solved slowly
};

// What the server knows of an answer.
struct AnswerFacts {
    double position_rating = 0;
    bool correct = false;
    bool hint_used = false;
    double seconds_used = 0; // server time from showing the position to the answer
    double time_limit_seconds = 0;
};

// How a hint and the time used count against a correct answer (the choice is documented in
// docs/assessment.md):
//  - a hint (the piece to move) makes the position easier: it is scored as a position
//    kHintDiscount points weaker, for a solve and for a miss alike (a shifted logistic);
//  - a solve in the first half of the time limit earns full credit; later the credit falls
//    linearly to kSlowestCredit at the limit (a partial score, as Elo scores a draw).
inline constexpr double kHintDiscount = 300;
inline constexpr double kSlowestCredit = 0.7;
Evidence evidence_of(const AnswerFacts& answer);

struct RatingInterval {
    int low = 0;
    int high = 0;
};

class RatingPosterior {
public:
    explicit RatingPosterior(RatingScale scale);

    void add(const Evidence& e);
    // The posterior median, rounded to a whole point and inside the scale.
    int estimate() const;
    // The narrowest interval holding `mass` of the posterior.
    RatingInterval interval(double mass = 0.9) const;
    RatingScale scale() const { return scale_; }
    int answers() const { return answers_; }

private:
    std::vector<double> weights() const; // normalised posterior over the grid
    RatingScale scale_;
    std::vector<double> log_density_; // one per grid point, kGridStep apart
    int answers_ = 0;
};

// The posterior after these answers, in order.
RatingPosterior posterior_of(RatingScale scale, const std::vector<Evidence>& answers);

// The model's estimate and 90% interval stated on a test's scale: clamped into it, and marked
// `above` when the estimate lies beyond the scale's top, so that a solver the model puts at 2140
// [2025, 2200] reads "1800+" (1800 [1800, 1800], above) on the assessment's 400-1800: at least
// 1800, which the calibration's statement of the same estimate agrees with.
struct Reported {
    int rating = 0;
    RatingInterval interval;
    bool above = false;
};
Reported reported_on(RatingScale scale, int rating, RatingInterval interval);

} // namespace academy::learn
