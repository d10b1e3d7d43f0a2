// `academy db copy`: a whole school from one database into another (SQLite into PostgreSQL when
// it outgrows one machine, or back).
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace academy::store {

struct CopiedTable {
    std::string name;
    std::int64_t rows = 0;
};

struct CopyReport {
    std::vector<CopiedTable> tables; // in the order they were written
    std::int64_t rows = 0;
};

// Called after every batch: rows written so far, rows in all, the table being written.
using CopyProgress
    = std::function<void(std::int64_t done, std::int64_t total, const std::string& table)>;

// Brings both databases to this binary's schema (migrate), refuses a target that holds any row,
// then copies every table's rows (the columns both have) in one transaction on the target, with
// its triggers off (the rows they would derive are copied as they are) and its identity counters
// moved past the copied ids. Before committing, every table's row count on the target must equal
// the source's. Throws StoreError, leaving the target as it was, on any failure.
CopyReport copy_database(Database& from, Database& to, const CopyProgress& progress = {});

} // namespace academy::store
