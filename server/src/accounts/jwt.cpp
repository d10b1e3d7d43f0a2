#include "accounts/jwt.hpp"

#include "accounts/crypto.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace academy::accounts {

namespace {

    const std::string& encoded_header()
    {
        static const std::string header = base64url_encode(R"({"alg":"HS256","typ":"JWT"})");
        return header;
    }

} // namespace

std::int64_t epoch_now()
{
    return std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::system_clock::now().time_since_epoch())
        .count();
}

TokenService::TokenService(std::string secret, std::chrono::seconds access_lifetime)
    : secret_(std::move(secret))
    , access_lifetime_(access_lifetime)
{
    if (secret_.size() < 32)
        throw std::invalid_argument("the token secret must be at least 32 bytes");
}

std::string TokenService::sign(TokenClaims claims, std::int64_t now) const
{
    if (now == 0)
        now = epoch_now();
    if (claims.iat == 0)
        claims.iat = now;
    if (claims.exp == 0)
        claims.exp = claims.iat + access_lifetime_.count();
    const nlohmann::json payload {
        { "sub", claims.sub },
        { "role", claims.role },
        { "username", claims.username },
        { "name", claims.name },
        { "iat", claims.iat },
        { "exp", claims.exp },
        { "gen", claims.gen },
    };
    const auto signing_input = encoded_header() + "." + base64url_encode(payload.dump());
    return signing_input + "." + base64url_encode(hmac_sha256(secret_, signing_input));
}

std::optional<TokenClaims> TokenService::verify(std::string_view token, std::int64_t now) const
{
    auto claims = verify_signature(token);
    if (!claims || claims->exp <= (now == 0 ? epoch_now() : now))
        return std::nullopt;
    return claims;
}

std::optional<TokenClaims> TokenService::verify_signature(std::string_view token) const
{
    const auto first = token.find('.');
    const auto second = first == std::string_view::npos ? first : token.find('.', first + 1);
    if (second == std::string_view::npos || token.find('.', second + 1) != std::string_view::npos)
        return std::nullopt;
    const auto signing_input = token.substr(0, second);
    const auto signature = base64url_decode(token.substr(second + 1));
    if (!signature || !constant_time_equal(*signature, hmac_sha256(secret_, signing_input)))
        return std::nullopt;
    const auto header_text = base64url_decode(token.substr(0, first));
    const auto payload_text = base64url_decode(token.substr(first + 1, second - first - 1));
    if (!header_text || !payload_text)
        return std::nullopt;
    const auto header = nlohmann::json::parse(*header_text, nullptr, false);
    const auto payload = nlohmann::json::parse(*payload_text, nullptr, false);
    if (!header.is_object() || header.value("alg", "") != "HS256" || !payload.is_object())
        return std::nullopt;
    try {
        TokenClaims claims;
        claims.sub = payload.at("sub").get<std::string>();
        claims.role = payload.at("role").get<std::string>();
        claims.username = payload.value("username", "");
        claims.name = payload.value("name", "");
        claims.iat = payload.at("iat").get<std::int64_t>();
        claims.exp = payload.at("exp").get<std::int64_t>();
        claims.gen = payload.contains("gen") ? payload.at("gen").get<std::int64_t>() : -1;
        return claims;
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

} // namespace academy::accounts
