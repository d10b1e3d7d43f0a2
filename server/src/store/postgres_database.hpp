#pragma once

#include "store/database.hpp"

#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace academy::store {

// PostgreSQL through libpqxx, for schools that run several `academy serve` nodes on one database.
// A pool of up to `pool_size` connections, opened as needed: a statement borrows one for its own
// duration, a transaction keeps one for the whole of fn (pinned to the calling thread, so fn's
// statements land in it). The repositories' SQLite text is translated once per statement
// (store/pg_dialect.hpp) and prepared on each connection.
//
// A connection that the server closed while it sat idle (a restart, an administrator, a network
// cut) is noticed before it is used and replaced by a new one; a statement whose connection breaks
// while it runs fails with StoreError rather than being sent twice.
//
// write() inside a transaction holds its statement with the values inlined as escaped literals
// (typed by PostgreSQL exactly as the prepared path's text parameters are) until the
// transaction's next statement: read-your-writes holds, and an error surfaces there.
class PostgresDatabase final : public Database {
public:
    // Opens the first connection at once, so a wrong URL, password or host fails here.
    PostgresDatabase(std::string url, std::size_t pool_size);
    ~PostgresDatabase() override;

    QueryResult query(std::string_view sql, const std::vector<Value>& params = {}) override;
    // Inside a transaction: held on the transaction's connection and sent with the next
    // query(), savepoint or COMMIT as one text of statements, so a group commit of a hundred
    // moves is one round trip instead of a hundred.
    void write(std::string_view sql, const std::vector<Value>& params = {}) override;
    void execute_script(std::string_view sql) override;
    void transaction(const std::function<void()>& fn) override;
    void read_transaction(const std::function<void()>& fn) override;
    bool ping() noexcept override;
    void close() noexcept override;
    std::string_view dialect() const noexcept override { return "postgres"; }

    std::size_t pool_size() const noexcept { return pool_size_; }
    // Connections open now (idle and in use); never more than pool_size().
    std::size_t open_connections();

    struct Connection;

private:
    class Lease;
    std::unique_ptr<Connection> connect();
    Lease acquire();
    void give_back(std::unique_ptr<Connection> connection);
    void forget_broken();
    Connection* pinned() const noexcept;
    void run_transaction(std::string_view begin, const std::function<void()>& fn);

    std::string url_; // with connect_timeout added when the URL has none
    std::string shown_url_; // password replaced by ***
    std::size_t pool_size_;
    std::mutex mutex_;
    std::condition_variable available_;
    std::vector<std::unique_ptr<Connection>> idle_;
    std::size_t open_ = 0;
    bool closed_ = false;
};

} // namespace academy::store
