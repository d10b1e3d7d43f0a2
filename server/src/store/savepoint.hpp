// A nested transaction inside the one in progress (SQL SAVEPOINT): what is written while it lives
// is kept by release() and undone otherwise, without undoing the rest of the transaction.
#pragma once

#include "store/database.hpp"

#include <string>
#include <string_view>

namespace academy::store {

class Savepoint {
public:
    // `name` is an SQL identifier chosen by the code (letters and '_'), never user input.
    Savepoint(Database& db, std::string_view name);
    // Undoes what was written unless release() or rollback() was called; never throws.
    ~Savepoint();
    Savepoint(const Savepoint&) = delete;
    Savepoint& operator=(const Savepoint&) = delete;

    // Keeps what was written (it commits with the enclosing transaction).
    void release();
    // Undoes what was written since the savepoint and ends it; throws if the database refuses.
    void rollback();

private:
    Database& db_;
    std::string name_;
    bool done_ = false;
};

} // namespace academy::store
