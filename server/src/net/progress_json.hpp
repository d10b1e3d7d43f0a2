// The one JSON mapping of the progress ledger and state (content/progress/README.md names the
// fields): the routes of net/progress_routes answer with it and the shared-vector tests read their
// ledgers with it, so the wire and the vectors cannot drift apart. No route reads events from a
// client: the ledger is the server's own (learn/progress/progress_ledger.hpp).
#pragma once

#include "chess/result.hpp"
#include "learn/progress/progress_fold.hpp"
#include "net/request_reader.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <variant>

namespace academy::net {

// An event as the shared vectors write it, every field type-checked; a sentence naming the field
// otherwise. Ranges the rules define (accuracy, minutes, ...) are learn::event_problem's to judge;
// here a number only has to be whole and fit. `in` reads the event's object: an item of a batch's
// list (`events.object(i, kNotAnEvent)`).
Result<learn::ActivityEvent> read_progress_event(RequestReader& in);
inline constexpr std::string_view kNotAnEvent = "An event must be an object";
// One event on its own (the shared test vectors).
Result<learn::ActivityEvent> progress_event_from_json(const nlohmann::json& j);

nlohmann::json achievement_json(const learn::Achievement& a);
nlohmann::json notification_json(const learn::ProgressNotification& n);
nlohmann::json daily_goals_json(const learn::DailyGoals& g);
// {date, tasks: {puzzles, lessons, games}, progress: {...}, streak: {...}}
nlohmann::json daily_plan_json(const learn::DailyPlan& p);
nlohmann::json mobile_stats_json(const learn::ProgressState& s);

// A date, or null before there is one.
nlohmann::json date_or_null(const std::string& day);

} // namespace academy::net
