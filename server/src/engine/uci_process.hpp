#pragma once

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/types.h>

namespace academy::engine {

// Any failure of an engine request; the message is what the API answers.
class EngineError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

using Clock = std::chrono::steady_clock;

// One Stockfish child process speaking UCI over a socket pair (stdin and stdout of the child).
// A socket rather than a pipe so that writing to a dead engine fails with EPIPE instead of
// raising SIGPIPE in the server (send with MSG_NOSIGNAL).
class UciProcess {
public:
    // Starts the binary and completes the "uci"/"isready" handshake before `deadline`; throws
    // EngineError("Stockfish initialization timeout") or ("Failed to create Stockfish instance").
    UciProcess(const std::string& path, Clock::time_point deadline);
    ~UciProcess();
    UciProcess(const UciProcess&) = delete;
    UciProcess& operator=(const UciProcess&) = delete;

    // Throws EngineError when the process is gone.
    void send(std::string_view line);
    // The next line, or nullopt at the deadline; throws EngineError when the process has exited.
    std::optional<std::string> read_line(Clock::time_point deadline);
    // Sends "isready" and waits for "readyok".
    bool sync(Clock::time_point deadline);

    // False once the child has exited (checked without blocking).
    bool alive();
    pid_t pid() const { return pid_; }
    void terminate();

private:
    pid_t pid_ = -1;
    int fd_ = -1;
    bool exited_ = false;
    std::string buffer_;
};

} // namespace academy::engine
