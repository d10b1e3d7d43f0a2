#include "store/migrations.hpp"

namespace academy::store {

int schema_version(Database& db)
{
    auto result = db.query("SELECT COALESCE(MAX(version), 0) FROM schema_version");
    return result.rows.empty() ? 0 : static_cast<int>(result.rows[0].integer(0));
}

MigrationReport migrate(Database& db, const std::vector<Migration>& migrations)
{
    db.execute_script("CREATE TABLE IF NOT EXISTS schema_version ("
                      " version INTEGER PRIMARY KEY,"
                      " name TEXT NOT NULL,"
                      " applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)");
    MigrationReport report;
    report.from_version = schema_version(db);
    report.to_version = report.from_version;
    for (const auto& m : migrations) {
        if (m.version <= report.to_version)
            continue;
        db.transaction([&] {
            db.execute_script(m.sql);
            db.query("INSERT INTO schema_version (version, name) VALUES (?, ?)",
                { std::int64_t { m.version }, std::string(m.name) });
        });
        report.to_version = m.version;
        report.applied.emplace_back(m.name);
    }
    return report;
}

}  // namespace academy::store
