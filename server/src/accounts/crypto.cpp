#include "accounts/crypto.hpp"

#include <sodium.h>

#include <fstream>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <sys/stat.h>

namespace academy::accounts {

void ensure_sodium()
{
    static std::once_flag once;
    std::call_once(once, [] {
        if (sodium_init() < 0)
            throw std::runtime_error("libsodium could not be initialised");
    });
}

std::string random_bytes(std::size_t count)
{
    ensure_sodium();
    std::string out(count, '\0');
    randombytes_buf(out.data(), out.size());
    return out;
}

std::string random_token(std::size_t bytes) { return base64url_encode(random_bytes(bytes)); }

std::string base64url_encode(std::string_view data)
{
    ensure_sodium();
    const auto variant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
    std::string out(sodium_base64_ENCODED_LEN(data.size(), variant), '\0');
    sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(data.data()),
        data.size(), variant);
    out.resize(std::char_traits<char>::length(out.c_str()));
    return out;
}

std::optional<std::string> base64url_decode(std::string_view text)
{
    ensure_sodium();
    std::string out(text.size(), '\0');
    std::size_t length = 0;
    const char* end = nullptr;
    if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(),
            text.size(), nullptr, &length, &end, sodium_base64_VARIANT_URLSAFE_NO_PADDING)
            != 0
        || end != text.data() + text.size())
        return std::nullopt;
    out.resize(length);
    return out;
}

std::string sha256(std::string_view data)
{
    ensure_sodium();
    std::string out(crypto_hash_sha256_BYTES, '\0');
    crypto_hash_sha256(reinterpret_cast<unsigned char*>(out.data()),
        reinterpret_cast<const unsigned char*>(data.data()), data.size());
    return out;
}

std::string sha256_hex(std::string_view data)
{
    const auto digest = sha256(data);
    std::string out(digest.size() * 2 + 1, '\0');
    sodium_bin2hex(out.data(), out.size(), reinterpret_cast<const unsigned char*>(digest.data()),
        digest.size());
    out.pop_back();
    return out;
}

std::string hmac_sha256(std::string_view key, std::string_view data)
{
    ensure_sodium();
    crypto_auth_hmacsha256_state state;
    crypto_auth_hmacsha256_init(
        &state, reinterpret_cast<const unsigned char*>(key.data()), key.size());
    crypto_auth_hmacsha256_update(
        &state, reinterpret_cast<const unsigned char*>(data.data()), data.size());
    std::string out(crypto_auth_hmacsha256_BYTES, '\0');
    crypto_auth_hmacsha256_final(&state, reinterpret_cast<unsigned char*>(out.data()));
    return out;
}

bool constant_time_equal(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string hash_password(std::string_view password)
{
    ensure_sodium();
    char out[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str_alg(out, password.data(), password.size(),
            crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE,
            crypto_pwhash_ALG_ARGON2ID13)
        != 0)
        throw std::runtime_error("password hashing ran out of memory");
    return out;
}

bool verify_password(std::string_view password, const std::string& encoded_hash)
{
    ensure_sodium();
    return crypto_pwhash_str_verify(encoded_hash.c_str(), password.data(), password.size()) == 0;
}

std::string load_or_create_secret(const std::filesystem::path& path)
{
    if (std::ifstream in { path, std::ios::binary }) {
        std::string secret((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        if (secret.size() >= 32)
            return secret;
        throw std::runtime_error(
            "the JWT secret file " + path.string() + " holds fewer than 32 bytes");
    }
    if (path.has_parent_path())
        std::filesystem::create_directories(path.parent_path());
    const auto secret = random_bytes(32);
    const auto old_mask = ::umask(077); // created 0600, never readable by others even briefly
    {
        std::ofstream out { path, std::ios::binary | std::ios::trunc };
        out.write(secret.data(), static_cast<std::streamsize>(secret.size()));
        if (!out)
            throw std::runtime_error("cannot write the JWT secret file " + path.string());
    }
    ::umask(old_mask);
    std::filesystem::permissions(
        path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
    return secret;
}

} // namespace academy::accounts
