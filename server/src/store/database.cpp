#include "store/database.hpp"

#include "store/sqlite_database.hpp"

namespace academy::store {

std::int64_t Row::integer(std::size_t column) const
{
    const Value& v = values.at(column);
    if (auto* i = std::get_if<std::int64_t>(&v))
        return *i;
    if (auto* d = std::get_if<double>(&v))
        return static_cast<std::int64_t>(*d);
    if (auto* s = std::get_if<std::string>(&v))
        return std::stoll(*s);
    return 0;
}

std::string Row::text(std::size_t column) const
{
    const Value& v = values.at(column);
    if (auto* s = std::get_if<std::string>(&v))
        return *s;
    if (auto* i = std::get_if<std::int64_t>(&v))
        return std::to_string(*i);
    if (auto* d = std::get_if<double>(&v))
        return std::to_string(*d);
    return {};
}

bool Row::is_null(std::size_t column) const
{
    return std::holds_alternative<std::nullptr_t>(values.at(column));
}

std::unique_ptr<Database> open_database(std::string_view url)
{
    constexpr std::string_view sqlite_prefix = "sqlite:";
    if (url.starts_with(sqlite_prefix))
        return std::make_unique<SqliteDatabase>(std::string(url.substr(sqlite_prefix.size())));
    if (url.starts_with("postgres://") || url.starts_with("postgresql://"))
        throw StoreError("PostgreSQL support is not built into this binary yet");
    throw StoreError(
        "Unknown database URL '" + std::string(url) + "': expected sqlite:PATH or postgres://...");
}

} // namespace academy::store
