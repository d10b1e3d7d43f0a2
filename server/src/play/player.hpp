// Who is at the other end of a socket, and the time controls one can play.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace academy::play {

// The identity a verified token gives a socket. The client never chooses any of it.
struct Player {
    std::string id;
    std::string username;
    std::string display_name;
    int rating = 1500;
    bool guest = false;
};

// Turns a raw access or guest token into a player, or nothing when it is not valid.
using TokenVerifier = std::function<std::optional<Player>(std::string_view token)>;

// One of the nine controls: initial time in seconds, increment in seconds.
struct TimeControl {
    std::string name; // "3+2"
    int initial = 0;
    int increment = 0;
    std::string type; // bullet, blitz, rapid, classical
    std::string description;
};

const std::vector<TimeControl>& time_controls();
const TimeControl* find_time_control(int initial_seconds, int increment_seconds);

} // namespace academy::play
