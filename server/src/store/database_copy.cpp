#include "store/database_copy.hpp"

#include "store/migrations.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace academy::store {

namespace {

    constexpr std::int64_t kReadBatch = 5000;
    constexpr std::size_t kMaxParameters = 30000; // under SQLite's 32,766 and PostgreSQL's 65,535

    bool postgres(Database& db) { return db.dialect() == "postgres"; }

    // Names come from the databases' own catalogues, but are quoted all the same.
    std::string quoted(const std::string& name)
    {
        std::string out = "\"";
        for (char c : name)
            out += c == '"' ? std::string("\"\"") : std::string(1, c);
        return out + "\"";
    }

    std::vector<std::string> tables(Database& db)
    {
        const auto r = postgres(db)
            ? db.query("SELECT table_name FROM information_schema.tables WHERE table_schema = "
                       "current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name")
            : db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                       "'sqlite_%' ORDER BY name");
        std::vector<std::string> out;
        for (const auto& row : r.rows)
            if (row.text(0) != "schema_version") // migrate() writes it on the target
                out.push_back(row.text(0));
        return out;
    }

    std::vector<std::string> columns(Database& db, const std::string& table)
    {
        const auto r = postgres(db)
            ? db.query("SELECT column_name FROM information_schema.columns WHERE table_schema = "
                       "current_schema() AND table_name = ? ORDER BY ordinal_position",
                { table })
            : db.query("SELECT name FROM pragma_table_info(?) ORDER BY cid", { table });
        std::vector<std::string> out;
        for (const auto& row : r.rows)
            out.push_back(row.text(0));
        return out;
    }

    // The primary key's columns, for a stable order to read in batches.
    std::vector<std::string> key_columns(Database& db, const std::string& table)
    {
        const auto r = postgres(db)
            ? db.query("SELECT k.column_name FROM information_schema.table_constraints c JOIN "
                       "information_schema.key_column_usage k ON k.constraint_name = "
                       "c.constraint_name AND k.table_schema = c.table_schema WHERE "
                       "c.table_schema = current_schema() AND c.table_name = ? AND "
                       "c.constraint_type = 'PRIMARY KEY' ORDER BY k.ordinal_position",
                { table })
            : db.query("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", { table });
        std::vector<std::string> out;
        for (const auto& row : r.rows)
            out.push_back(row.text(0));
        return out;
    }

    // Tables in an order where every table comes after those its foreign keys point to.
    std::vector<std::string> parents_first(Database& db, std::vector<std::string> names)
    {
        std::map<std::string, std::set<std::string>> parents;
        for (const auto& name : names) {
            const auto r = postgres(db)
                ? db.query("SELECT DISTINCT u.table_name FROM information_schema.table_constraints "
                           "c JOIN information_schema.constraint_column_usage u ON "
                           "u.constraint_name = c.constraint_name AND u.table_schema = "
                           "c.table_schema WHERE c.table_schema = current_schema() AND "
                           "c.table_name = ? AND c.constraint_type = 'FOREIGN KEY'",
                    { name })
                : db.query("SELECT DISTINCT \"table\" FROM pragma_foreign_key_list(?)", { name });
            for (const auto& row : r.rows)
                if (row.text(0) != name)
                    parents[name].insert(row.text(0));
        }
        std::vector<std::string> out;
        std::set<std::string> placed;
        while (out.size() < names.size()) {
            bool progressed = false;
            for (const auto& name : names) {
                if (placed.count(name))
                    continue;
                bool ready = true;
                for (const auto& p : parents[name])
                    ready = ready
                        && (placed.count(p)
                            || std::find(names.begin(), names.end(), p) == names.end());
                if (ready) {
                    out.push_back(name);
                    placed.insert(name);
                    progressed = true;
                }
            }
            if (!progressed) // a cycle: the rest in name order (the checks are per statement)
                for (const auto& name : names)
                    if (placed.insert(name).second)
                        out.push_back(name);
        }
        return out;
    }

    std::int64_t count(Database& db, const std::string& table)
    {
        return db.query("SELECT COUNT(*) FROM " + quoted(table)).rows.at(0).integer(0);
    }

    std::string list(const std::vector<std::string>& names)
    {
        std::string out;
        for (const auto& n : names)
            out += (out.empty() ? "" : ", ") + quoted(n);
        return out;
    }

    void insert_rows(Database& to, const std::string& table, const std::vector<std::string>& cols,
        std::vector<Row>& rows)
    {
        const std::size_t per_statement = std::max<std::size_t>(1, kMaxParameters / cols.size());
        std::string tuple = "(";
        for (std::size_t c = 0; c < cols.size(); ++c)
            tuple += c ? ",?" : "?";
        tuple += ")";
        for (std::size_t start = 0; start < rows.size(); start += per_statement) {
            const auto end = std::min(rows.size(), start + per_statement);
            std::string sql = "INSERT INTO " + quoted(table) + " (" + list(cols) + ") VALUES ";
            std::vector<Value> params;
            params.reserve((end - start) * cols.size());
            for (std::size_t i = start; i < end; ++i) {
                sql += i > start ? "," + tuple : tuple;
                for (auto& v : rows[i].values)
                    params.push_back(std::move(v));
            }
            to.query(sql, params);
        }
    }

    // SQLite cannot switch triggers off: they are dropped and created again around the copy.
    std::vector<std::string> drop_sqlite_triggers(Database& to)
    {
        std::vector<std::string> kept;
        for (const auto& row :
            to.query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").rows) {
            kept.push_back(row.text(1));
            to.query("DROP TRIGGER " + quoted(row.text(0)));
        }
        return kept;
    }

    void set_triggers(Database& to, const std::vector<std::string>& names, bool on)
    {
        for (const auto& name : names)
            to.query(
                "ALTER TABLE " + quoted(name) + (on ? " ENABLE" : " DISABLE") + " TRIGGER USER");
    }

    // Identity columns hand out ids after the highest copied one.
    void move_identities(Database& to)
    {
        for (const auto& row :
            to.query("SELECT table_name, column_name FROM information_schema.columns WHERE "
                     "table_schema = current_schema() AND is_identity = 'YES'")
                .rows) {
            const auto table = row.text(0), column = row.text(1);
            to.query("SELECT setval(pg_get_serial_sequence(?, ?), (SELECT COALESCE(MAX("
                    + quoted(column) + "), 0) + 1 FROM " + quoted(table) + "), false)",
                { quoted(table), column });
        }
    }

} // namespace

CopyReport copy_database(Database& from, Database& to, const CopyProgress& progress)
{
    migrate(from);
    migrate(to);
    const auto target_tables = tables(to);
    std::vector<std::string> holding;
    for (const auto& t : target_tables)
        if (const auto n = count(to, t); n > 0)
            holding.push_back(t + " (" + std::to_string(n) + " rows)");
    if (!holding.empty()) {
        std::string names;
        for (const auto& h : holding)
            names += (names.empty() ? "" : ", ") + h;
        throw StoreError("The target database already holds data: " + names
            + ". db copy only writes into an empty database.");
    }

    const std::set<std::string> on_target(target_tables.begin(), target_tables.end());
    std::vector<std::string> names;
    for (const auto& t : tables(from))
        if (on_target.count(t))
            names.push_back(t);
    names = parents_first(to, names);

    CopyReport report;
    from.read_transaction([&] {
        std::map<std::string, std::int64_t> expected;
        std::int64_t total = 0;
        for (const auto& t : names)
            total += expected[t] = count(from, t);

        to.transaction([&] {
            std::vector<std::string> sqlite_triggers;
            if (postgres(to))
                set_triggers(to, names, false);
            else {
                sqlite_triggers = drop_sqlite_triggers(to);
                to.query("PRAGMA defer_foreign_keys = ON");
            }
            std::int64_t done = 0;
            for (const auto& table : names) {
                const auto target_cols = columns(to, table);
                std::vector<std::string> cols;
                for (const auto& c : columns(from, table))
                    if (std::find(target_cols.begin(), target_cols.end(), c) != target_cols.end())
                        cols.push_back(c);
                if (cols.empty())
                    continue;
                auto key = key_columns(from, table);
                const auto order = " ORDER BY " + list(key.empty() ? cols : key);
                if (progress)
                    progress(done, total, table);
                for (std::int64_t offset = 0;; offset += kReadBatch) {
                    auto batch = from.query("SELECT " + list(cols) + " FROM " + quoted(table)
                            + order + " LIMIT ? OFFSET ?",
                        { kReadBatch, offset });
                    if (batch.rows.empty())
                        break;
                    const auto n = static_cast<std::int64_t>(batch.rows.size());
                    insert_rows(to, table, cols, batch.rows);
                    done += n;
                    if (progress)
                        progress(done, total, table);
                    if (n < kReadBatch)
                        break;
                }
            }
            if (postgres(to)) {
                set_triggers(to, names, true);
                move_identities(to);
            } else {
                for (const auto& sql : sqlite_triggers)
                    to.execute_script(sql);
            }
            // The check that nothing was lost or doubled, before anything is committed.
            for (const auto& table : names) {
                const auto copied = count(to, table);
                if (copied != expected[table])
                    throw StoreError("Row counts differ for " + table + ": "
                        + std::to_string(expected[table]) + " in the source, "
                        + std::to_string(copied) + " copied; nothing was written");
                report.tables.push_back({ table, copied });
                report.rows += copied;
            }
        });
    });
    return report;
}

} // namespace academy::store
