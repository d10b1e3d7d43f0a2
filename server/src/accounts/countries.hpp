// The countries a player may name (ISO 3166-1 alpha-2), from content/countries/iso3166-1.tab,
// which the web's country select reads too.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace academy::accounts {

inline constexpr const char* kUnknownCountry
    = "Country must be an ISO 3166-1 alpha-2 code, such as FR or GB";

// The code in capitals when `text` is an assigned ISO 3166-1 alpha-2 code in any case ("fr",
// "FR"); nothing otherwise ("UK", "EU", "XX", "FRA", "").
std::optional<std::string> country_code(std::string_view text);

// The English name of an assigned code in capitals (empty for anything else).
std::string country_name(std::string_view code);

} // namespace academy::accounts
