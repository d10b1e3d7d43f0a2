#include "engine/uci_process.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace academy::engine {

UciProcess::UciProcess(const std::string& path, Clock::time_point deadline)
{
    int sv[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
        throw EngineError("Failed to create Stockfish instance");

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, sv[1], 0);
    posix_spawn_file_actions_adddup2(&actions, sv[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    // Nothing else of the server reaches the engine: not the listening socket, clients' sockets or
    // the database files, whether or not whoever opened them asked for close-on-exec.
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    char* argv[] = { const_cast<char*>(path.c_str()), nullptr };
    const int rc = ::posix_spawn(&pid_, path.c_str(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(sv[1]);
    fd_ = sv[0];
    if (rc != 0) {
        ::close(fd_);
        fd_ = -1;
        pid_ = -1;
        throw EngineError("Failed to create Stockfish instance");
    }
    try {
        send("uci");
        for (;;) {
            auto line = read_line(deadline);
            if (!line)
                throw EngineError("Stockfish initialization timeout");
            if (*line == "uciok")
                break;
        }
        if (!sync(deadline))
            throw EngineError("Stockfish initialization timeout");
    } catch (...) {
        terminate();
        throw;
    }
}

UciProcess::~UciProcess() { terminate(); }

void UciProcess::terminate()
{
    if (fd_ >= 0) {
        if (!exited_) {
            const char quit[] = "quit\n";
            ::send(fd_, quit, sizeof quit - 1, MSG_NOSIGNAL);
        }
        ::close(fd_);
        fd_ = -1;
    }
    if (pid_ > 0) {
        if (!exited_) {
            // Give "quit" a moment, then make sure: a stuck engine must not outlive its slot.
            for (int i = 0; i < 20; ++i) {
                if (::waitpid(pid_, nullptr, WNOHANG) == pid_) {
                    exited_ = true;
                    break;
                }
                ::usleep(5000);
            }
            if (!exited_) {
                ::kill(pid_, SIGKILL);
                ::waitpid(pid_, nullptr, 0);
            }
        }
        pid_ = -1;
        exited_ = true;
    }
}

bool UciProcess::alive()
{
    if (exited_ || pid_ <= 0)
        return false;
    if (::waitpid(pid_, nullptr, WNOHANG) == pid_) {
        exited_ = true;
        return false;
    }
    return true;
}

void UciProcess::send(std::string_view line)
{
    std::string data(line);
    data.push_back('\n');
    std::size_t sent = 0;
    while (sent < data.size()) {
        const ssize_t n = ::send(fd_, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            exited_ = !alive();
            throw EngineError("Engine process exited");
        }
        sent += static_cast<std::size_t>(n);
    }
}

std::optional<std::string> UciProcess::read_line(Clock::time_point deadline)
{
    for (;;) {
        if (const auto nl = buffer_.find('\n'); nl != std::string::npos) {
            std::string line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            return line;
        }
        const auto left
            = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0)
            return std::nullopt;
        pollfd p { fd_, POLLIN, 0 };
        const int ready = ::poll(&p, 1, static_cast<int>(left.count()));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            continue; // the deadline check above ends the loop
        char chunk[4096];
        const ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            alive();
            throw EngineError("Engine process exited");
        }
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

bool UciProcess::sync(Clock::time_point deadline)
{
    send("isready");
    for (;;) {
        auto line = read_line(deadline);
        if (!line)
            return false;
        if (*line == "readyok")
            return true;
    }
}

} // namespace academy::engine
