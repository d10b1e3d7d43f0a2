#include "store/migrations.hpp"

#include "store/pg_dialect.hpp"

#include <set>

namespace academy::store {

int schema_version(Database& db)
{
    auto result = db.query("SELECT COALESCE(MAX(version), 0) FROM schema_version");
    return result.rows.empty() ? 0 : static_cast<int>(result.rows[0].integer(0));
}

namespace {

    // Binaries before issue 14 embedded "0010_computer_games" as the octal literal 0010 and
    // recorded version 8 (0020 as 16, ...). Such a row is known by its file's name: it gets the
    // file's number, so the file is not applied a second time.
    void renumber_by_name(Database& db, const std::vector<Migration>& migrations)
    {
        std::vector<const Migration*> misnumbered;
        for (const auto& row : db.query("SELECT version, name FROM schema_version").rows)
            for (const auto& m : migrations)
                if (row.text(1) == m.name && row.integer(0) != m.version)
                    misnumbered.push_back(&m);
        if (misnumbered.empty())
            return;
        // Through negative numbers first: a wrong number may be another file's right one.
        db.transaction([&] {
            for (const auto* m : misnumbered)
                db.query("UPDATE schema_version SET version = -1 - version WHERE name = ?",
                    { std::string(m->name) });
            for (const auto* m : misnumbered)
                db.query("UPDATE schema_version SET version = ? WHERE name = ?",
                    { std::int64_t { m->version }, std::string(m->name) });
        });
    }

} // namespace

MigrationReport migrate(Database& db, const std::vector<Migration>& migrations)
{
    db.execute_script("CREATE TABLE IF NOT EXISTS schema_version ("
                      " version INTEGER PRIMARY KEY,"
                      " name TEXT NOT NULL,"
                      " applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)");
    renumber_by_name(db, migrations);
    MigrationReport report;
    report.from_version = schema_version(db);
    // Numbers are reserved per area (docs/server-guide.md), so a new file may come below the
    // highest one applied: every file not yet recorded is applied, in order.
    std::set<std::int64_t> applied;
    for (const auto& row : db.query("SELECT version FROM schema_version").rows)
        applied.insert(row.integer(0));
    const bool postgres = db.dialect() == "postgres";
    for (const auto& m : migrations) {
        if (applied.count(m.version))
            continue;
        bool ran = false;
        db.transaction([&] {
            if (postgres) {
                // Several nodes may start at once: one applies the file, the others wait for
                // its commit and then find it recorded.
                db.query("SELECT pg_advisory_xact_lock(2020)");
                if (!db.query("SELECT 1 FROM schema_version WHERE version = ?",
                           { std::int64_t { m.version } })
                         .rows.empty())
                    return;
                db.execute_script(m.pg_sql ? std::string(m.pg_sql) : pg::migration(m.sql));
            } else {
                db.execute_script(m.sql);
            }
            db.query("INSERT INTO schema_version (version, name) VALUES (?, ?)",
                { std::int64_t { m.version }, std::string(m.name) });
            ran = true;
        });
        if (ran)
            report.applied.emplace_back(m.name);
    }
    report.to_version = schema_version(db);
    return report;
}

} // namespace academy::store
