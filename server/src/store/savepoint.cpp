#include "store/savepoint.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <stdexcept>

namespace academy::store {

Savepoint::Savepoint(Database& db, std::string_view name)
    : db_(db)
    , name_(name)
{
    // Spliced into SQL, so it must be a plain identifier.
    if (name_.empty() || !std::all_of(name_.begin(), name_.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        }))
        throw std::invalid_argument("savepoint name must be letters and '_'");
    db_.query("SAVEPOINT " + name_);
}

Savepoint::~Savepoint()
{
    if (done_)
        return;
    try {
        rollback();
    } catch (const std::exception& e) {
        spdlog::error("could not roll back to savepoint {}: {}", name_, e.what());
    }
}

void Savepoint::release()
{
    db_.query("RELEASE " + name_);
    done_ = true;
}

void Savepoint::rollback()
{
    done_ = true;
    // ROLLBACK TO keeps the savepoint open: RELEASE ends it (with nothing left to keep).
    db_.query("ROLLBACK TO " + name_);
    db_.query("RELEASE " + name_);
}

} // namespace academy::store
