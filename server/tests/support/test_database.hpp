#pragma once

// The database a test runs against. SQLite in the test's own folder by default; with
// ACADEMY_TEST_DB=postgres://... (`make test-postgres` sets it to a throwaway cluster) a new,
// empty schema on that server instead, so every test starts from nothing there too. The same
// file path gives the same URL within one process, so a test that reopens "its file" (a
// restart) reopens its schema.
#include "store/database.hpp"

#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>
#include <random>
#include <string>

namespace academy::test {

// The PostgreSQL server the suite runs on, or "" for SQLite.
inline std::string postgres_test_server()
{
    const char* url = std::getenv("ACADEMY_TEST_DB");
    const std::string text = url ? url : "";
    return text.starts_with("postgres://") || text.starts_with("postgresql://") ? text : "";
}

inline bool on_postgres() { return !postgres_test_server().empty(); }

// A URL of `server` whose connections all work in `schema` (libpq's options parameter).
inline std::string postgres_schema_url(const std::string& server, const std::string& schema)
{
    return server + (server.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D"
        + schema;
}

// A new empty schema on the test server, named after the process and a counter.
inline std::string new_postgres_schema()
{
    static std::atomic<int> counter { 0 };
    const auto schema = "t" + std::to_string(::getpid()) + "_" + std::to_string(++counter) + "_"
        + std::to_string(std::random_device {}() % 100000);
    store::open_database(postgres_test_server(), { 1 })->query("CREATE SCHEMA " + schema);
    return schema;
}

inline std::string database_url(const std::filesystem::path& sqlite_file)
{
    if (!on_postgres())
        return "sqlite:" + sqlite_file.string();
    static std::mutex mutex;
    static std::map<std::string, std::string> urls;
    std::lock_guard lock(mutex);
    auto& url = urls[sqlite_file.string()];
    if (url.empty())
        url = postgres_schema_url(postgres_test_server(), new_postgres_schema());
    return url;
}

} // namespace academy::test
