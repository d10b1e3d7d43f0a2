// Engine results a content verifier keeps between runs (`academy lessons verify`, `academy
// practice verify`), so that `make test` searches only the positions that changed. One text file:
// its first line stamps the Stockfish binary (path, size, time) and the hash size, and a file with
// another stamp is ignored; then one line per result, "key \t value". A search with one thread and
// a fresh hash at a fixed depth gives the same answer each time, which is what makes keeping it
// sound. What a key and a value hold is the verifier's business (neither may hold a line break).
#pragma once

#include <map>
#include <string>

namespace academy::learn {

class EngineResultFile {
public:
    // `path` empty: nothing is read or written. `kind` names the verifier in the stamp.
    EngineResultFile(
        std::string path, const std::string& kind, const std::string& stockfish, int hash_mb);

    const std::string* find(const std::string& key) const;
    void put(const std::string& key, std::string value);
    void save() const;

private:
    std::string path_;
    std::string stamp_;
    std::map<std::string, std::string> entries_;
};

} // namespace academy::learn
