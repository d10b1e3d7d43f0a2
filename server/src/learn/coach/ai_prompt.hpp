// What the coach asks an AI provider (docs/bots-and-coach.md, "The AI voice"): a system prompt and
// one user message carrying the grounded coach's facts, to be put into friendlier words. The
// provider never decides anything: its text only replaces the message, and the facts, squares and
// moves the panel shows stay the grounded coach's. Plain strings; net/ai_client.cpp sends them.
#pragma once

#include "learn/coach/coach.hpp"

#include <string>

namespace academy::learn::coach {

struct AiPrompt {
    std::string system;
    std::string user;
    // Tokens: 200 for coaching, 150 for a hint, 300 for an analysis (docs/bots-and-coach.md).
    int max_tokens = 200;
};

// The temperature of every coach call (docs/bots-and-coach.md, "The AI voice").
inline constexpr double kAiTemperature = 0.7;

AiPrompt ai_prompt(const CoachRequest& request, const CoachResponse& grounded);

// The failure text when the provider fails and the grounded words are shown, by what was asked.
std::string_view ai_failure_text(Ask ask);

std::string_view context_name(Context context);
std::string_view ask_name(Ask ask);

} // namespace academy::learn::coach
