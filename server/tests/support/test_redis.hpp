#pragma once

// A throw-away redis-server for the tests that need a real one (the bus's leases, two nodes of
// play): started on a free loopback port with nothing saved, in its own folder, and shut down
// when the object goes. `installed()` first: where redis-server is missing the test skips
// (`make test` installs it).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>

namespace academy::test {

class TestRedis {
public:
    static bool installed() { return std::system("command -v redis-server >/dev/null 2>&1") == 0; }

    // Starts a server with its files in `dir`; `ready()` says whether it answers.
    explicit TestRedis(const std::filesystem::path& dir)
        : dir_(dir)
        , port_(free_port())
    {
        std::filesystem::create_directories(dir_);
        if (port_ == 0)
            return;
        const auto cmd = "redis-server --port " + std::to_string(port_)
            + " --bind 127.0.0.1 --save '' --appendonly no --daemonize yes --dir " + dir_.string()
            + " --pidfile " + (dir_ / "pid").string() + " --logfile " + (dir_ / "log").string();
        if (std::system(cmd.c_str()) != 0)
            return;
        for (int i = 0; i < 100 && !answers(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        ready_ = answers();
    }
    ~TestRedis()
    {
        if (port_)
            std::system(
                ("redis-cli -p " + std::to_string(port_) + " shutdown nosave >/dev/null 2>&1")
                    .c_str());
    }
    TestRedis(const TestRedis&) = delete;
    TestRedis& operator=(const TestRedis&) = delete;

    bool ready() const { return ready_; }
    int port() const { return port_; }
    std::string url() const { return "redis://127.0.0.1:" + std::to_string(port_); }

private:
    bool answers() const
    {
        return std::system(
                   ("redis-cli -p " + std::to_string(port_) + " ping >/dev/null 2>&1").c_str())
            == 0;
    }
    static int free_port()
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr {};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof addr;
        int found = 0;
        if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0
            && ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0)
            found = ntohs(addr.sin_port);
        ::close(fd);
        return found;
    }

    std::filesystem::path dir_;
    int port_ = 0;
    bool ready_ = false;
};

} // namespace academy::test
