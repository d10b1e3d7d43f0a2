#include "puzzler/puzzle.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <zstd.h>

namespace academy::puzzler {

const char* const kCsvHeader
    = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags";

bool Puzzle::has_theme(std::string_view theme) const
{
    return std::find(themes.begin(), themes.end(), theme) != themes.end();
}

std::vector<std::string> split_csv(std::string_view line)
{
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.push_back(std::move(field));
            field.clear();
        } else if (c != '\r') {
            field += c;
        }
    }
    fields.push_back(std::move(field));
    return fields;
}

std::vector<std::string> split_words(std::string_view text)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ')
            ++j;
        if (j > i)
            words.emplace_back(text.substr(i, j - i));
        i = j;
    }
    return words;
}

std::string join(const std::vector<std::string>& parts, char sep)
{
    std::string out;
    for (const auto& p : parts) {
        if (!out.empty())
            out += sep;
        out += p;
    }
    return out;
}

namespace {
    bool to_int(const std::string& text, int& out)
    {
        if (text.empty())
            return false;
        const auto* end = text.data() + text.size();
        auto [p, ec] = std::from_chars(text.data(), end, out);
        return ec == std::errc() && p == end;
    }
} // namespace

std::optional<Puzzle> parse_csv_row(std::string_view line, std::string& error)
{
    auto f = split_csv(line);
    if (f.size() < 10) {
        error = "expected at least 10 fields, found " + std::to_string(f.size());
        return std::nullopt;
    }
    Puzzle p;
    p.id = f[0];
    p.fen = f[1];
    p.moves = split_words(f[2]);
    if (p.id.empty()) {
        error = "empty PuzzleId";
        return std::nullopt;
    }
    // The puzzle's own deviation, as its data gives it; none given: an established puzzle's.
    const bool deviation_given = !f[4].empty();
    if (!deviation_given)
        p.rating_deviation = kDefaultPuzzleDeviation;
    if (!to_int(f[3], p.rating) || (deviation_given && !to_int(f[4], p.rating_deviation))) {
        error = "Rating or RatingDeviation is not a number";
        return std::nullopt;
    }
    if (p.rating_deviation <= 0) {
        error = "RatingDeviation must be positive";
        return std::nullopt;
    }
    if (!f[5].empty() && !to_int(f[5], p.popularity)) {
        error = "Popularity is not a number";
        return std::nullopt;
    }
    if (!f[6].empty() && !to_int(f[6], p.plays)) {
        error = "NbPlays is not a number";
        return std::nullopt;
    }
    p.themes = split_words(f[7]);
    p.game_url = f[8];
    p.opening_tags = f[9];
    return p;
}

std::string to_csv_row(const Puzzle& p)
{
    return p.id + "," + p.fen + "," + join(p.moves) + "," + std::to_string(p.rating) + ","
        + std::to_string(p.rating_deviation) + "," + std::to_string(p.popularity) + ","
        + std::to_string(p.plays) + "," + join(p.themes) + "," + p.game_url + "," + p.opening_tags;
}

namespace {
    bool ends_with(const std::string& s, std::string_view suffix)
    {
        return s.size() >= suffix.size()
            && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
    }

    // Feeds decompressed bytes to `sink` in chunks.
    void read_bytes(const std::string& path, const std::function<void(std::string_view)>& sink)
    {
        std::FILE* file = std::fopen(path.c_str(), "rb");
        if (!file)
            throw std::runtime_error("cannot open " + path);
        std::vector<char> in(1 << 20);
        if (!ends_with(path, ".zst")) {
            std::size_t n;
            while ((n = std::fread(in.data(), 1, in.size(), file)) > 0)
                sink(std::string_view(in.data(), n));
            std::fclose(file);
            return;
        }
        ZSTD_DCtx* ctx = ZSTD_createDCtx();
        std::vector<char> out(ZSTD_DStreamOutSize() * 4);
        std::size_t n;
        while ((n = std::fread(in.data(), 1, in.size(), file)) > 0) {
            ZSTD_inBuffer input { in.data(), n, 0 };
            while (input.pos < input.size) {
                ZSTD_outBuffer output { out.data(), out.size(), 0 };
                const std::size_t rc = ZSTD_decompressStream(ctx, &output, &input);
                if (ZSTD_isError(rc)) {
                    ZSTD_freeDCtx(ctx);
                    std::fclose(file);
                    throw std::runtime_error(path + ": " + ZSTD_getErrorName(rc));
                }
                sink(std::string_view(out.data(), output.pos));
            }
        }
        ZSTD_freeDCtx(ctx);
        std::fclose(file);
    }
} // namespace

void for_each_csv_line(const std::string& path, const std::function<void(std::string_view)>& row)
{
    std::string pending;
    bool header = true;
    auto emit = [&](std::string_view line) {
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (header) {
            header = false;
            if (line.rfind("PuzzleId", 0) == 0)
                return;
        }
        if (!line.empty())
            row(line);
    };
    read_bytes(path, [&](std::string_view chunk) {
        std::size_t start = 0;
        for (;;) {
            const auto nl = chunk.find('\n', start);
            if (nl == std::string_view::npos) {
                pending.append(chunk.substr(start));
                return;
            }
            if (pending.empty()) {
                emit(chunk.substr(start, nl - start));
            } else {
                pending.append(chunk.substr(start, nl - start));
                emit(pending);
                pending.clear();
            }
            start = nl + 1;
        }
    });
    if (!pending.empty())
        emit(pending);
}

std::vector<Puzzle> read_puzzle_file(const std::string& path)
{
    std::vector<Puzzle> out;
    for_each_csv_line(path, [&](std::string_view line) {
        std::string error;
        if (auto p = parse_csv_row(line, error))
            out.push_back(std::move(*p));
    });
    return out;
}

void write_puzzle_file(const std::string& path, const std::vector<Puzzle>& puzzles)
{
    std::ofstream out(path, std::ios::trunc);
    if (!out)
        throw std::runtime_error("cannot write " + path);
    out << kCsvHeader << "\n";
    for (const auto& p : puzzles)
        out << to_csv_row(p) << "\n";
}

} // namespace academy::puzzler
