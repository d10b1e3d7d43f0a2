#include "store/database.hpp"

#include "store/postgres_database.hpp"
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

std::unique_ptr<Database> open_database(std::string_view url, const DatabaseOptions& options)
{
    constexpr std::string_view sqlite_prefix = "sqlite:";
    if (url.starts_with(sqlite_prefix))
        return std::make_unique<SqliteDatabase>(std::string(url.substr(sqlite_prefix.size())));
    if (url.starts_with("postgres://") || url.starts_with("postgresql://"))
        return std::make_unique<PostgresDatabase>(std::string(url), options.pool);
    throw StoreError("Unknown database URL '" + redact_url(url)
        + "': expected sqlite:PATH or postgres://USER:PASSWORD@HOST:PORT/NAME");
}

std::string redact_url(std::string_view url)
{
    // scheme://user:password@host... : the password is what lies between the first ':' after
    // "//" and the last '@' before the path.
    const auto start = url.find("//");
    if (start == std::string_view::npos)
        return std::string(url);
    const auto path = url.find('/', start + 2);
    const auto authority
        = url.substr(start + 2, path == std::string_view::npos ? url.npos : path - start - 2);
    const auto at = authority.rfind('@');
    if (at == std::string_view::npos)
        return std::string(url);
    const auto colon = authority.find(':');
    if (colon == std::string_view::npos || colon > at)
        return std::string(url);
    std::string out(url.substr(0, start + 2 + colon + 1));
    out += "***";
    out += url.substr(start + 2 + at);
    return out;
}

} // namespace academy::store
