#include "play/player.hpp"

namespace academy::play {

const std::vector<TimeControl>& time_controls()
{
    static const std::vector<TimeControl> all {
        { "1+0", 60, 0, "bullet", "Bullet: 1 minute" },
        { "2+1", 120, 1, "bullet", "Bullet: 2 minutes + 1 second" },
        { "3+0", 180, 0, "blitz", "Blitz: 3 minutes" },
        { "3+2", 180, 2, "blitz", "Blitz: 3 minutes + 2 seconds" },
        { "5+0", 300, 0, "blitz", "Blitz: 5 minutes" },
        { "5+3", 300, 3, "blitz", "Blitz: 5 minutes + 3 seconds" },
        { "10+0", 600, 0, "rapid", "Rapid: 10 minutes" },
        { "15+10", 900, 10, "rapid", "Rapid: 15 minutes + 10 seconds" },
        { "30+0", 1800, 0, "classical", "Classical: 30 minutes" },
    };
    return all;
}

const TimeControl* find_time_control(int initial_seconds, int increment_seconds)
{
    for (const auto& tc : time_controls())
        if (tc.initial == initial_seconds && tc.increment == increment_seconds)
            return &tc;
    return nullptr;
}

} // namespace academy::play
