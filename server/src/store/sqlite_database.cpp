#include "store/sqlite_database.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <sqlite3.h>
#include <thread>

namespace academy::store {

namespace {

    // Another process holds the write lock (two nodes on one file, or an `academy` command beside
    // a server). SQLite's own busy timeout sleeps 1, 2, 5, 10, 15, 20, 25... ms between tries, so
    // a writer that finds the lock taken for a moment waits far longer than the moment: after a
    // 12 ms commit of the other process it tries again only after 18 ms, after a 40 ms one after
    // 53 ms. Short sleeps instead (0.1 ms doubling up to 2 ms), for about 5 s in all.
    int on_busy(void*, int tries)
    {
        if (tries >= 2'500)
            return 0; // SQLITE_BUSY to the caller
        const int us = std::min(100 << std::min(tries, 5), 2'000);
        std::this_thread::sleep_for(std::chrono::microseconds(us));
        return 1;
    }

    [[noreturn]] void fail(sqlite3* db, std::string_view what)
    {
        throw StoreError(std::string(what) + ": " + (db ? sqlite3_errmsg(db) : "no connection"));
    }

} // namespace

SqliteDatabase::SqliteDatabase(const std::string& path)
{
    const auto parent = std::filesystem::path(path).parent_path();
    if (!parent.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(parent, ec);
    }
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX;
    if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
        std::string message = "Cannot open SQLite database '" + path + "'";
        if (db_)
            message += std::string(": ") + sqlite3_errmsg(db_);
        sqlite3_close(db_);
        db_ = nullptr;
        throw StoreError(message);
    }
    sqlite3_busy_handler(db_, on_busy, nullptr);
    execute_script("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;");
    // Reads of a large database (the leaderboard's 100,000 players: make bench-progress) go to
    // memory instead of a read() per 4 KB page: up to 32 MB of page cache, and the file mapped (up
    // to 256 MB; only the pages touched take memory).
    execute_script("PRAGMA cache_size=-32768; PRAGMA mmap_size=268435456;");
}

SqliteDatabase::~SqliteDatabase() { close(); }

void SqliteDatabase::close() noexcept
{
    std::lock_guard lock(mutex_);
    for (auto& [sql, stmt] : statements_)
        sqlite3_finalize(stmt);
    statements_.clear();
    if (db_) {
        sqlite3_close_v2(db_);
        db_ = nullptr;
    }
}

QueryResult SqliteDatabase::query(std::string_view sql, const std::vector<Value>& params)
{
    std::lock_guard lock(mutex_);
    return query_locked(sql, params);
}

QueryResult SqliteDatabase::query_locked(std::string_view sql, const std::vector<Value>& params)
{
    if (!db_)
        throw StoreError("database is closed");
    bool cached = false;
    sqlite3_stmt* stmt = cached_statement(sql, cached);
    // Reset (cached) or finalise (not cached) on every path, including exceptions thrown while
    // reading rows.
    auto release = [cached](sqlite3_stmt* s) {
        if (cached) {
            sqlite3_reset(s);
            sqlite3_clear_bindings(s);
        } else {
            sqlite3_finalize(s);
        }
    };
    std::unique_ptr<sqlite3_stmt, decltype(release)> guard(stmt, release);

    for (std::size_t i = 0; i < params.size(); ++i) {
        const int index = static_cast<int>(i + 1);
        const Value& v = params[i];
        int rc = SQLITE_OK;
        if (std::holds_alternative<std::nullptr_t>(v))
            rc = sqlite3_bind_null(stmt, index);
        else if (auto* n = std::get_if<std::int64_t>(&v))
            rc = sqlite3_bind_int64(stmt, index, *n);
        else if (auto* d = std::get_if<double>(&v))
            rc = sqlite3_bind_double(stmt, index, *d);
        else {
            const auto& s = std::get<std::string>(v);
            rc = sqlite3_bind_text(
                stmt, index, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
        }
        if (rc != SQLITE_OK)
            fail(db_, "bind");
    }

    QueryResult result;
    const int columns = sqlite3_column_count(stmt);
    for (int c = 0; c < columns; ++c)
        result.columns.emplace_back(sqlite3_column_name(stmt, c));

    for (;;) {
        const int rc = sqlite3_step(stmt);
        if (rc == SQLITE_DONE)
            break;
        if (rc != SQLITE_ROW)
            fail(db_, "step");
        Row row;
        row.values.reserve(static_cast<std::size_t>(columns));
        for (int c = 0; c < columns; ++c) {
            switch (sqlite3_column_type(stmt, c)) {
            case SQLITE_INTEGER:
                row.values.emplace_back(static_cast<std::int64_t>(sqlite3_column_int64(stmt, c)));
                break;
            case SQLITE_FLOAT:
                row.values.emplace_back(sqlite3_column_double(stmt, c));
                break;
            case SQLITE_NULL:
                row.values.emplace_back(nullptr);
                break;
            default: {
                const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, c));
                row.values.emplace_back(
                    std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt, c))));
            }
            }
        }
        result.rows.push_back(std::move(row));
    }
    result.changes = sqlite3_changes64(db_);
    result.last_insert_id = sqlite3_last_insert_rowid(db_);
    return result;
}

sqlite3_stmt* SqliteDatabase::cached_statement(std::string_view sql, bool& cached)
{
    constexpr std::size_t kMaxCached = 128;
    const std::string key(sql);
    if (auto it = statements_.find(key); it != statements_.end()) {
        cached = true;
        return it->second;
    }
    sqlite3_stmt* stmt = nullptr;
    const char* tail = nullptr;
    if (sqlite3_prepare_v2(db_, sql.data(), static_cast<int>(sql.size()), &stmt, &tail)
        != SQLITE_OK)
        fail(db_, "prepare");
    if (!stmt) // only white space or a comment
        fail(db_, "prepare: empty statement");
    // Only single statements without trailing text are kept; the set of SQL texts is the code's
    // own, so the bound is a safety net.
    const bool single = tail == nullptr
        || std::string_view(tail).find_first_not_of(" \t\r\n;") == std::string_view::npos;
    cached = single && statements_.size() < kMaxCached;
    if (cached)
        statements_.emplace(key, stmt);
    return stmt;
}

void SqliteDatabase::execute_script(std::string_view sql)
{
    std::lock_guard lock(mutex_);
    if (!db_)
        throw StoreError("database is closed");
    char* error = nullptr;
    if (sqlite3_exec(db_, std::string(sql).c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
        std::string message = error ? error : "unknown error";
        sqlite3_free(error);
        throw StoreError("SQL script failed: " + message);
    }
}

void SqliteDatabase::transaction(const std::function<void()>& fn)
{
    // The recursive mutex is held for the whole transaction so no other thread's statement lands
    // inside it; fn itself may call query() on this handle.
    std::lock_guard lock(mutex_);
    query_locked("BEGIN IMMEDIATE", {});
    try {
        fn();
        query_locked("COMMIT", {});
    } catch (...) {
        try {
            query_locked("ROLLBACK", {});
        } catch (...) {
        }
        throw;
    }
}

void SqliteDatabase::read_transaction(const std::function<void()>& fn)
{
    std::lock_guard lock(mutex_);
    if (!db_)
        throw StoreError("database is closed");
    if (!sqlite3_get_autocommit(db_)) { // already inside a transaction of this thread
        fn();
        return;
    }
    query_locked("BEGIN DEFERRED", {});
    try {
        fn();
        query_locked("COMMIT", {});
    } catch (...) {
        try {
            query_locked("ROLLBACK", {});
        } catch (...) {
        }
        throw;
    }
}

bool SqliteDatabase::ping() noexcept
{
    try {
        auto result = query("SELECT 1");
        return result.rows.size() == 1 && result.rows[0].integer(0) == 1;
    } catch (...) {
        return false;
    }
}

} // namespace academy::store
