// Issue 11: out of file descriptors the accept loop spun (117% CPU, 1.8 M identical log lines in
// 9 s). The connection cap now stays below the descriptor limit, so clients over it get 503 and
// the server keeps answering; accept failures are logged at most once a second.
#include "../support/test_database.hpp"
#include "net/descriptor_limits.hpp"

#include "../support/loopback.hpp"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <csignal>
#include <fstream>
#include <netinet/in.h>
#include <sstream>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace academy;

TEST(DescriptorLimit, TheConnectionCapStaysBelowTheDescriptorLimit)
{
    EXPECT_EQ(net::connection_cap(20'000, 1024), 1024 - net::kReservedDescriptors);
    EXPECT_EQ(net::connection_cap(500, 1'048'576), 500u);
    EXPECT_EQ(net::connection_cap(20'000, 100), 50u);
    EXPECT_EQ(net::connection_cap(20'000, 1), 1u);
}

TEST(DescriptorLimit, RepeatedFailuresAreLoggedAtMostOnceASecond)
{
    net::RateLimitedLog log("accept failed");
    for (int i = 0; i < 100'000; ++i)
        log.report("Too many open files");
    EXPECT_LE(log.written(), 2u);
}

namespace {

std::uint16_t free_port()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
    socklen_t len = sizeof addr;
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
    ::close(fd);
    return ntohs(addr.sin_port);
}

int connect_to(std::uint16_t port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// Sends a health request on an open connection and returns the status line (empty if none).
std::string status_line(int fd)
{
    const std::string request = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
    if (::send(fd, request.data(), request.size(), MSG_NOSIGNAL) < 0)
        return {};
    timeval tv { 5, 0 };
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    char buffer[512];
    const auto n = ::recv(fd, buffer, sizeof buffer, 0);
    if (n <= 0)
        return {};
    const std::string text(buffer, static_cast<std::size_t>(n));
    return text.substr(0, text.find("\r\n"));
}

} // namespace

TEST(DescriptorLimit, AServerAtItsDescriptorLimitAnswers503AndStaysResponsive)
{
    const auto dir = test::temp_folder("fd-limit");
    std::filesystem::create_directories(dir / "web");
    std::ofstream(dir / "web/index.html") << "<!doctype html>";
    const auto port = free_port();
    const auto log = dir / "server.log";
    const std::string db = test::database_url(dir / "academy.db"); // before fork: see restart_test
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        // A hard limit of 100 descriptors, which the server cannot raise.
        rlimit limit { 100, 100 };
        ::setrlimit(RLIMIT_NOFILE, &limit);
        const std::string web = (dir / "web").string();
        const std::string port_text = std::to_string(port);
        std::freopen(log.c_str(), "w", stdout);
        std::freopen(log.c_str(), "a", stderr);
        ::execl(ACADEMY_BIN, ACADEMY_BIN, "serve", "--port", port_text.c_str(), "--db", db.c_str(),
            "--web-root", web.c_str(), "--threads", "1", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    int ready = -1;
    for (int i = 0; i < 100 && ready < 0; ++i) {
        ready = connect_to(port);
        if (ready < 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    ASSERT_GE(ready, 0) << "the server did not start";
    EXPECT_EQ(status_line(ready), "HTTP/1.1 200 OK");
    ::close(ready);

    // Far more connections than 100 descriptors allow.
    std::vector<int> held;
    for (int i = 0; i < 150; ++i)
        if (const int fd = connect_to(port); fd >= 0)
            held.push_back(fd);
    ASSERT_FALSE(held.empty());
    const auto last = status_line(held.back());
    EXPECT_EQ(last, "HTTP/1.1 503 Service Unavailable") << "over the cap a client is told so";
    for (const int fd : held)
        ::close(fd);
    // Once they are gone it serves again.
    std::string again;
    for (int i = 0; i < 50 && again != "HTTP/1.1 200 OK"; ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        if (const int fd = connect_to(port); fd >= 0) {
            again = status_line(fd);
            ::close(fd);
        }
    }
    EXPECT_EQ(again, "HTTP/1.1 200 OK");
    ::kill(pid, SIGTERM);
    int status = 0;
    ::waitpid(pid, &status, 0);
    std::ifstream in(log);
    std::stringstream text;
    text << in.rdbuf();
    std::size_t failures = 0;
    for (std::size_t at = 0; (at = text.str().find("accept failed", at)) != std::string::npos; ++at)
        ++failures;
    EXPECT_LE(failures, 20u) << text.str().substr(0, 2000);
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}
