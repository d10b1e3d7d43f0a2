#include "store/postgres_database.hpp"

#include "store/pg_dialect.hpp"

#include <libpq-fe.h>
#include <pqxx/pqxx>
#include <spdlog/spdlog.h>

#include <charconv>
#include <chrono>
#include <cmath>
#include <poll.h>
#include <unordered_map>
#include <utility>

namespace academy::store {

struct PostgresDatabase::Connection {
    std::unique_ptr<pqxx::connection> pq;
    // Notices ("table exists, skipping") are not errors and must not reach stderr.
    std::unique_ptr<pqxx::quiet_errorhandler> quiet;
    std::unordered_map<std::string, std::string> prepared; // SQLite text -> statement name
    bool broken = false;
    // A statement failed since the last ROLLBACK (TO): PostgreSQL has aborted the transaction,
    // and its COMMIT would answer "ROLLBACK" without an error.
    bool failed = false;
    int nested = 0; // savepoints of nested transaction() calls
    // write()s of the open transaction not yet sent: statements with their values inlined,
    // each ending in ';'.
    std::string held;
    std::size_t held_count = 0;
    bool begun = false; // the open transaction's BEGIN has been sent

    ~Connection()
    {
        quiet.reset(); // unregisters from pq before pq goes
    }
};

// A connection borrowed from the pool; goes back (or, broken, away) when it goes out of scope.
class PostgresDatabase::Lease {
public:
    Lease(PostgresDatabase* db, std::unique_ptr<Connection> c)
        : db_(db)
        , c_(std::move(c))
    {
    }
    Lease(Lease&&) = default;
    ~Lease()
    {
        if (c_)
            db_->give_back(std::move(c_));
    }
    Connection& operator*() { return *c_; }

private:
    PostgresDatabase* db_;
    std::unique_ptr<Connection> c_;
};

namespace {

    constexpr std::size_t kMaxPrepared = 256; // per connection; the code's own SQL texts
    constexpr auto kPoolWait = std::chrono::seconds(30);
    constexpr const char* kDefaultConnectTimeout = "5"; // seconds, when the URL names none

    // The connection each thread's transaction runs on, per database.
    thread_local std::vector<std::pair<const PostgresDatabase*, PostgresDatabase::Connection*>>
        t_pins;

    std::string one_line(std::string_view text)
    {
        // libpq's messages span lines ("FATAL:  ...\n", "\tIs the server running ...").
        std::string out;
        std::size_t start = 0;
        while (start < text.size()) {
            auto end = text.find('\n', start);
            if (end == std::string_view::npos)
                end = text.size();
            auto line = text.substr(start, end - start);
            while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
                line.remove_prefix(1);
            for (std::string_view prefix : { "FATAL:  ", "ERROR:  " })
                if (line.starts_with(prefix))
                    line.remove_prefix(prefix.size());
            if (!line.empty()) {
                if (!out.empty())
                    out += "; ";
                out += line;
            }
            start = end + 1;
        }
        return out;
    }

    bool contains(std::string_view text, std::string_view part)
    {
        return text.find(part) != std::string_view::npos;
    }

    // What a reader needs to fix: the password, the address, the database name.
    std::string connect_message(const std::string& shown_url, std::string_view libpq)
    {
        const auto detail = one_line(libpq);
        if (contains(libpq, "password authentication failed")
            || contains(libpq, "no password supplied"))
            return "PostgreSQL at " + shown_url + " refused the user name or password (" + detail
                + ")";
        if (contains(libpq, "does not exist"))
            return "PostgreSQL at " + shown_url + " refused the connection: " + detail;
        if (contains(libpq, "Connection refused") || contains(libpq, "could not translate host")
            || contains(libpq, "timeout expired") || contains(libpq, "No route to host")
            || contains(libpq, "Network is unreachable") || contains(libpq, "No such file")
            || contains(libpq, "could not connect"))
            return "Cannot reach PostgreSQL at " + shown_url + " (" + detail
                + "): is the server running, and are the host and port right?";
        return "Cannot connect to PostgreSQL at " + shown_url + ": " + detail;
    }

    std::string encode(const Value& v)
    {
        if (const auto* n = std::get_if<std::int64_t>(&v))
            return std::to_string(*n);
        if (const auto* d = std::get_if<double>(&v)) {
            if (std::isnan(*d))
                return "NaN";
            if (std::isinf(*d))
                return *d > 0 ? "Infinity" : "-Infinity";
            char buffer[32];
            const auto end = std::to_chars(buffer, buffer + sizeof buffer, *d).ptr;
            return std::string(buffer, end); // shortest text that reads back as the same double
        }
        return std::get<std::string>(v);
    }

    Value decode(const pqxx::field& f, pqxx::oid type)
    {
        if (f.is_null())
            return nullptr;
        const std::string_view text(f.c_str(), f.size());
        switch (type) {
        case 16: // bool: SQLite's comparisons give 0 and 1
            return std::int64_t { text == "t" ? 1 : 0 };
        case 20: // int8
        case 21: // int2
        case 23: // int4
        case 26: { // oid
            std::int64_t n = 0;
            std::from_chars(text.data(), text.data() + text.size(), n);
            return n;
        }
        case 700: // float4
        case 701: // float8
            return std::strtod(f.c_str(), nullptr);
        case 1700: { // numeric: SUM and AVG of BIGINT
            if (text.find_first_of(".eEN") == std::string_view::npos) {
                std::int64_t n = 0;
                const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
                if (ec == std::errc() && ptr == text.data() + text.size())
                    return n;
            }
            return std::strtod(f.c_str(), nullptr);
        }
        default:
            return std::string(text);
        }
    }

    bool preparable(std::string_view sql, bool has_params)
    {
        if (has_params)
            return true;
        while (!sql.empty() && std::isspace(static_cast<unsigned char>(sql.front())))
            sql.remove_prefix(1);
        std::string head;
        for (char c : sql.substr(0, 6))
            head += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return head.starts_with("SELECT") || head.starts_with("INSERT")
            || head.starts_with("UPDATE") || head.starts_with("DELETE") || head.starts_with("WITH");
    }

    constexpr std::size_t kMaxHeld = 512; // statements held before they are sent anyway

    // Runs one statement on c (or, `as_text`, a text of several, unprepared). Errors become
    // StoreError; a broken connection is marked for the pool to drop.
    QueryResult run(PostgresDatabase::Connection& c, std::string_view sql,
        const std::vector<Value>& params, const std::string& shown_url, bool as_text = false)
    {
        if (c.broken)
            throw StoreError("The connection to PostgreSQL at " + shown_url + " was lost");
        std::vector<std::string> texts;
        std::vector<const char*> args;
        texts.reserve(params.size());
        args.reserve(params.size());
        for (const auto& p : params)
            texts.push_back(std::holds_alternative<std::nullptr_t>(p) ? std::string() : encode(p));
        for (std::size_t i = 0; i < params.size(); ++i)
            args.push_back(
                std::holds_alternative<std::nullptr_t>(params[i]) ? nullptr : texts[i].c_str());
        pqxx::result r;
        try {
            pqxx::nontransaction tx(*c.pq);
            if (as_text || !preparable(sql, !params.empty())) {
                r = tx.exec(std::string(sql));
            } else {
                const std::string key(sql);
                auto it = c.prepared.find(key);
                if (it == c.prepared.end() && c.prepared.size() < kMaxPrepared) {
                    const auto name = "academy_" + std::to_string(c.prepared.size());
                    c.pq->prepare(name, pg::placeholders(sql));
                    it = c.prepared.emplace(key, name).first;
                }
                r = it != c.prepared.end()
                    ? tx.exec_prepared(it->second, pqxx::prepare::make_dynamic_params(args))
                    : tx.exec_params(
                        pg::placeholders(sql), pqxx::prepare::make_dynamic_params(args));
            }
            tx.commit();
        } catch (const pqxx::broken_connection& e) {
            c.broken = true;
            throw StoreError(
                "Lost the connection to PostgreSQL at " + shown_url + ": " + one_line(e.what()));
        } catch (const pqxx::sql_error& e) {
            c.failed = true;
            throw StoreError(one_line(e.what()));
        } catch (const pqxx::in_doubt_error& e) {
            c.broken = true;
            throw StoreError("PostgreSQL at " + shown_url + ": " + one_line(e.what()));
        } catch (const std::exception& e) {
            if (!c.pq->is_open())
                c.broken = true;
            throw StoreError(one_line(e.what()));
        }

        QueryResult out;
        const auto columns = static_cast<std::size_t>(r.columns());
        std::vector<pqxx::oid> types(columns);
        out.columns.reserve(columns);
        for (std::size_t i = 0; i < columns; ++i) {
            out.columns.emplace_back(r.column_name(static_cast<pqxx::row::size_type>(i)));
            types[i] = r.column_type(static_cast<pqxx::row::size_type>(i));
        }
        out.rows.reserve(r.size());
        for (const auto& row : r) {
            Row values;
            values.values.reserve(columns);
            for (std::size_t i = 0; i < columns; ++i)
                values.values.push_back(
                    decode(row[static_cast<pqxx::row::size_type>(i)], types[i]));
            out.rows.push_back(std::move(values));
        }
        out.changes = static_cast<std::int64_t>(r.affected_rows());
        if (std::string_view(sql).starts_with("ROLLBACK"))
            c.failed = false;
        return out;
    }

    // Sends what write() held on c, all in one round trip.
    void send_held(PostgresDatabase::Connection& c, const std::string& shown_url)
    {
        if (c.held.empty())
            return;
        std::string text;
        text.swap(c.held);
        c.held_count = 0;
        c.begun = true; // (if the text fails half way, what it began must be rolled back)
        run(c, text, {}, shown_url, true);
    }

    // An idle connection has nothing to read unless the server closed it (restart, shutdown,
    // pg_terminate_backend): it then sent a last message and EOF.
    bool closed_while_idle(PostgresDatabase::Connection& c)
    {
        const int fd = c.pq->sock();
        if (fd < 0)
            return true;
        pollfd p { fd, POLLIN, 0 };
        return ::poll(&p, 1, 0) != 0;
    }

} // namespace

PostgresDatabase::PostgresDatabase(std::string url, std::size_t pool_size)
    : url_(std::move(url))
    , shown_url_(redact_url(url_))
    , pool_size_(pool_size)
{
    if (pool_size_ == 0)
        throw StoreError("The PostgreSQL connection pool (--db-pool) needs at least 1 connection");
    char* error = nullptr;
    PQconninfoOption* options = PQconninfoParse(url_.c_str(), &error);
    if (!options) {
        std::string message = error ? one_line(error) : "cannot parse it";
        PQfreemem(error);
        throw StoreError("Invalid PostgreSQL URL '" + shown_url_ + "': " + message
            + " (expected postgres://USER:PASSWORD@HOST:PORT/NAME)");
    }
    bool has_timeout = false;
    for (auto* o = options; o->keyword; ++o)
        if (std::string_view(o->keyword) == "connect_timeout" && o->val && *o->val)
            has_timeout = true;
    PQconninfoFree(options);
    // Without a timeout libpq waits for the operating system's (minutes) on a silent host.
    if (!has_timeout)
        url_ += std::string(url_.find('?') == std::string::npos ? "?" : "&")
            + "connect_timeout=" + kDefaultConnectTimeout;
    give_back(connect());
    ++open_;
}

PostgresDatabase::~PostgresDatabase() { close(); }

std::unique_ptr<PostgresDatabase::Connection> PostgresDatabase::connect()
{
    auto c = std::make_unique<Connection>();
    try {
        c->pq = std::make_unique<pqxx::connection>(url_);
    } catch (const std::exception& e) {
        throw StoreError(connect_message(shown_url_, e.what()));
    }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    // libpqxx 6 would otherwise reconnect silently, in the middle of our BEGIN ... COMMIT; the
    // pool replaces a broken connection itself.
    c->pq->inhibit_reactivation(true);
#pragma GCC diagnostic pop
    c->quiet = std::make_unique<pqxx::quiet_errorhandler>(*c->pq);
    return c;
}

PostgresDatabase::Lease PostgresDatabase::acquire()
{
    std::unique_lock lock(mutex_);
    for (;;) {
        if (closed_)
            throw StoreError("database is closed");
        while (!idle_.empty()) {
            auto c = std::move(idle_.back());
            idle_.pop_back();
            if (!closed_while_idle(*c))
                return Lease(this, std::move(c));
            --open_;
            spdlog::info("PostgreSQL closed an idle connection; opening a new one");
        }
        if (open_ < pool_size_) {
            ++open_;
            lock.unlock();
            try {
                return Lease(this, connect());
            } catch (...) {
                lock.lock();
                --open_;
                available_.notify_one();
                throw;
            }
        }
        if (!available_.wait_for(
                lock, kPoolWait, [&] { return closed_ || !idle_.empty() || open_ < pool_size_; }))
            throw StoreError("All " + std::to_string(pool_size_)
                + " connections to PostgreSQL stayed busy for 30 s (raise --db-pool?)");
    }
}

void PostgresDatabase::give_back(std::unique_ptr<Connection> c)
{
    std::unique_lock lock(mutex_);
    if (c->broken || closed_) {
        --open_;
        lock.unlock();
        c.reset();
    } else {
        idle_.push_back(std::move(c));
        lock.unlock();
    }
    available_.notify_one();
}

std::size_t PostgresDatabase::open_connections()
{
    std::lock_guard lock(mutex_);
    return open_;
}

PostgresDatabase::Connection* PostgresDatabase::pinned() const noexcept
{
    for (const auto& [db, c] : t_pins)
        if (db == this)
            return c;
    return nullptr;
}

QueryResult PostgresDatabase::query(std::string_view sql, const std::vector<Value>& params)
{
    if (auto* c = pinned()) {
        send_held(*c, shown_url_);
        return run(*c, sql, params, shown_url_);
    }
    auto lease = acquire();
    return run(*lease, sql, params, shown_url_);
}

void PostgresDatabase::write(std::string_view sql, const std::vector<Value>& params)
{
    auto* c = pinned();
    if (!c) {
        query(sql, params);
        return;
    }
    if (c->broken)
        throw StoreError("The connection to PostgreSQL at " + shown_url_ + " was lost");
    try {
        std::vector<std::string> literals;
        literals.reserve(params.size());
        for (const auto& p : params) {
            if (std::holds_alternative<std::nullptr_t>(p)) {
                literals.emplace_back("NULL");
                continue;
            }
            // Quoted even for numbers: an untyped literal takes its type from where it stands,
            // as query()'s text parameters do.
            auto& literal = literals.emplace_back(1, '\'');
            literal += c->pq->esc(encode(p));
            literal += '\'';
        }
        c->held += pg::with_literals(sql, literals);
    } catch (const std::exception& e) { // a placeholder without a value, text libpq refuses
        throw StoreError(one_line(e.what()));
    }
    c->held += ";\n";
    if (++c->held_count >= kMaxHeld)
        send_held(*c, shown_url_);
}

void PostgresDatabase::execute_script(std::string_view sql)
{
    query(sql); // not preparable: sent as one simple query, several statements allowed
}

void PostgresDatabase::run_transaction(std::string_view begin, const std::function<void()>& fn)
{
    auto lease = acquire();
    Connection& c = *lease;
    t_pins.emplace_back(this, &c);
    struct Unpin {
        const PostgresDatabase* db;
        ~Unpin()
        {
            for (auto it = t_pins.begin(); it != t_pins.end(); ++it)
                if (it->first == db) {
                    t_pins.erase(it);
                    break;
                }
        }
    } unpin { this };
    c.failed = false;
    // BEGIN waits for the transaction's first statement; a transaction of write()s alone goes
    // as one text, BEGIN to COMMIT: one round trip.
    c.begun = false;
    c.held.assign(begin);
    c.held += ";\n";
    c.held_count = 0;
    auto roll_back = [&] {
        c.held.clear();
        c.held_count = 0;
        if (!c.begun)
            return;
        try {
            run(c, "ROLLBACK", {}, shown_url_);
        } catch (...) {
            c.broken = true;
        }
    };
    try {
        fn();
    } catch (...) {
        roll_back();
        throw;
    }
    try {
        if (c.failed) // fn caught an error and went on: nothing of it can be kept
            throw StoreError("PostgreSQL aborted the transaction after an error inside it");
        c.held += "COMMIT";
        send_held(c, shown_url_);
    } catch (...) {
        roll_back();
        throw;
    }
}

void PostgresDatabase::transaction(const std::function<void()>& fn)
{
    if (auto* c = pinned()) {
        // Inside a transaction of this thread: a savepoint, so fn's failure undoes fn alone.
        const auto name = "academy_nested_" + std::to_string(++c->nested);
        struct Depth {
            Connection* c;
            ~Depth() { --c->nested; }
        } depth { c };
        send_held(*c, shown_url_); // what came before the savepoint is not fn's to undo
        run(*c, "SAVEPOINT " + name, {}, shown_url_);
        try {
            fn();
            send_held(*c, shown_url_);
        } catch (...) {
            c->held.clear();
            c->held_count = 0;
            try {
                run(*c, "ROLLBACK TO SAVEPOINT " + name, {}, shown_url_);
                run(*c, "RELEASE SAVEPOINT " + name, {}, shown_url_);
            } catch (...) {
            }
            throw;
        }
        run(*c, "RELEASE SAVEPOINT " + name, {}, shown_url_);
        return;
    }
    run_transaction("BEGIN", fn);
}

void PostgresDatabase::read_transaction(const std::function<void()>& fn)
{
    if (pinned()) {
        fn();
        return;
    }
    // One snapshot for every read of fn, as SQLite's read transaction gives.
    run_transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", fn);
}

bool PostgresDatabase::ping() noexcept
{
    try {
        const auto r = query("SELECT 1");
        return r.rows.size() == 1 && r.rows[0].integer(0) == 1;
    } catch (...) {
        return false;
    }
}

void PostgresDatabase::close() noexcept
{
    std::vector<std::unique_ptr<Connection>> gone;
    {
        std::lock_guard lock(mutex_);
        closed_ = true;
        open_ -= idle_.size();
        gone.swap(idle_);
    }
    available_.notify_all();
}

} // namespace academy::store
