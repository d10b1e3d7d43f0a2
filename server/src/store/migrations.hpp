#pragma once

#include "store/database.hpp"

#include <string>
#include <vector>

namespace academy::store {

// One numbered file of server/migrations/, embedded into the binary at build time. On
// PostgreSQL, pg_sql (the file NNNN_name.pg.sql) runs instead when there is one, else sql as
// pg::migration translates it (store/pg_dialect.hpp).
struct Migration {
    int version;
    const char* name;
    const char* sql;
    const char* pg_sql = nullptr;
};

const std::vector<Migration>& embedded_migrations();

struct MigrationReport {
    int from_version = 0;
    int to_version = 0;
    std::vector<std::string> applied;
};

// Applies every migration the schema_version table does not list yet (a file numbered below
// the newest applied one included), in order, each in its own transaction, so applying twice is
// a no-op and a failed file leaves the schema as it was before that file.
MigrationReport migrate(
    Database& db, const std::vector<Migration>& migrations = embedded_migrations());

int schema_version(Database& db);

} // namespace academy::store
