// The few ways PostgreSQL's SQL differs from the SQLite the repositories and migrations are
// written in, applied by PostgresDatabase so both databases run the same text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace academy::store::pg {

// SQLite's placeholders ("?" numbered left to right, "?NNN" by number) as PostgreSQL's "$n",
// leaving string literals, quoted names and comments alone.
std::string placeholders(std::string_view sql);

// sql with each placeholder replaced by the literal for its number (literals[n - 1], already
// quoted and escaped by the caller), for statements sent together as one text. Throws
// std::invalid_argument for a placeholder without a value.
std::string with_literals(std::string_view sql, const std::vector<std::string>& literals);

// A migration written for SQLite as PostgreSQL DDL: INTEGER columns become BIGINT (ids and
// millisecond times pass 2^31), "INTEGER PRIMARY KEY" becomes an identity column (SQLite's rowid
// alias hands out ids the same way), REAL becomes DOUBLE PRECISION, WITHOUT ROWID and
// AUTOINCREMENT go (identity values are never reused), and CURRENT_TIMESTAMP gives SQLite's text
// form "YYYY-MM-DD HH:MM:SS" in UTC. Triggers and anything else SQLite-only need a
// NNNN_name.pg.sql file beside the migration instead.
std::string migration(std::string_view sqlite_sql);

} // namespace academy::store::pg
