#pragma once

#include "store/database.hpp"

#include <mutex>
#include <string>
#include <unordered_map>

struct sqlite3;
struct sqlite3_stmt;

namespace academy::store {

// The embedded default: one SQLite file in WAL mode. One connection behind a mutex keeps the
// single-writer rule of SQLite explicit; WAL lets other processes (backups, the CLI) read
// meanwhile.
class SqliteDatabase final : public Database {
public:
    explicit SqliteDatabase(const std::string& path);
    ~SqliteDatabase() override;

    QueryResult query(std::string_view sql, const std::vector<Value>& params = {}) override;
    void execute_script(std::string_view sql) override;
    void transaction(const std::function<void()>& fn) override;
    void read_transaction(const std::function<void()>& fn) override;
    bool ping() noexcept override;
    void close() noexcept override;
    std::string_view dialect() const noexcept override { return "sqlite"; }

private:
    QueryResult query_locked(std::string_view sql, const std::vector<Value>& params);
    // A prepared statement for `sql`, reused across calls (the live-move INSERT runs thousands
    // of times a second); nullptr when the cache is full and the caller must finalise it.
    sqlite3_stmt* cached_statement(std::string_view sql, bool& cached);

    std::recursive_mutex mutex_;
    sqlite3* db_ = nullptr;
    std::unordered_map<std::string, sqlite3_stmt*> statements_;
};

} // namespace academy::store
