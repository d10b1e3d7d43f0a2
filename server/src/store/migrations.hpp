#pragma once

#include "store/database.hpp"

#include <string>
#include <vector>

namespace academy::store {

// One numbered file of server/migrations/, embedded into the binary at build time.
struct Migration {
    int version;
    const char* name;
    const char* sql;
};

const std::vector<Migration>& embedded_migrations();

struct MigrationReport {
    int from_version = 0;
    int to_version = 0;
    std::vector<std::string> applied;
};

// Applies every migration newer than the schema_version table says, each in its own transaction,
// so applying twice is a no-op and a failed file leaves the schema at the previous version.
MigrationReport migrate(Database& db, const std::vector<Migration>& migrations = embedded_migrations());

int schema_version(Database& db);

}  // namespace academy::store
