#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace academy::store {

// A SQL value as it crosses the store boundary; both SQLite and PostgreSQL map onto these four.
using Value = std::variant<std::nullptr_t, std::int64_t, double, std::string>;

struct Row {
    std::vector<Value> values;

    std::int64_t integer(std::size_t column) const;
    std::string text(std::size_t column) const;
    bool is_null(std::size_t column) const;
};

struct QueryResult {
    std::vector<std::string> columns;
    std::vector<Row> rows;
    std::int64_t changes = 0;
    std::int64_t last_insert_id = 0;
};

// Thrown at the I/O edge when the database refuses a statement or is unreachable; the HTTP layer
// turns it into the error catalogue's 500 or 503.
class StoreError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The database handle every repository talks to. Implementations serialise writers themselves,
// so callers may use one handle from several threads (never from a network thread: see net/).
class Database {
public:
    virtual ~Database() = default;

    virtual QueryResult query(std::string_view sql, const std::vector<Value>& params = {}) = 0;
    // A statement whose result nobody reads (an INSERT or UPDATE on a hot path). Inside a
    // transaction an implementation may hold it and send it together with the transaction's
    // next statements (PostgreSQL: one round trip for a whole batch of moves); it then fails at
    // the next query() or at commit, which rolls the transaction back as any failure does.
    // Outside a transaction it runs at once, as query() does.
    virtual void write(std::string_view sql, const std::vector<Value>& params = {})
    {
        query(sql, params);
    }
    // Runs several statements separated by ';' (migrations).
    virtual void execute_script(std::string_view sql) = 0;
    // Runs fn inside one transaction; rolls back if it throws.
    virtual void transaction(const std::function<void()>& fn) = 0;
    // Runs fn's reads inside one read transaction: they all see the same snapshot, and the file
    // locks are taken once instead of for every statement. Inside another transaction, fn simply
    // runs in it.
    virtual void read_transaction(const std::function<void()>& fn) = 0;
    // A real round trip, for the health check.
    virtual bool ping() noexcept = 0;
    virtual void close() noexcept = 0;
    virtual std::string_view dialect() const noexcept = 0;
};

struct DatabaseOptions {
    // PostgreSQL: the most connections one process opens (--db-pool). SQLite has one connection.
    std::size_t pool = 8;
};

// Opens "sqlite:path/to/file.db" (the default) or "postgres://user:password@host:port/name"
// (also "postgresql://"). Throws StoreError with a reader's message for a URL it cannot use, a
// refused password or a server it cannot reach.
std::unique_ptr<Database> open_database(std::string_view url, const DatabaseOptions& options = {});

// The URL with its password replaced by "***", for messages and logs.
std::string redact_url(std::string_view url);

} // namespace academy::store
