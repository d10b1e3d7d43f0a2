#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace academy::accounts {

// libsodium-backed primitives used by accounts: random values, encodings, hashes, passwords.

// Initialises libsodium once (thread-safe); every function below calls it.
void ensure_sodium();

std::string random_bytes(std::size_t count);
// `bytes` random bytes as unpadded base64url (a token, a state, a PKCE verifier).
std::string random_token(std::size_t bytes = 32);
std::string base64url_encode(std::string_view data);
std::optional<std::string> base64url_decode(std::string_view text);
std::string sha256(std::string_view data); // raw 32 bytes
std::string sha256_hex(std::string_view data);
std::string hmac_sha256(std::string_view key, std::string_view data); // raw 32 bytes
bool constant_time_equal(std::string_view a, std::string_view b);

// argon2id (crypto_pwhash_str_alg, interactive limits): the encoded string keeps its own salt
// and parameters. Slow on purpose: call it off the network threads.
std::string hash_password(std::string_view password);
bool verify_password(std::string_view password, const std::string& encoded_hash);

// Reads the signing secret from `path`, or creates it (32 random bytes, mode 0600) once.
std::string load_or_create_secret(const std::filesystem::path& path);

} // namespace academy::accounts
