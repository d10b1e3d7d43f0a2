#include "learn/review/openings.hpp"

#include "chess/san.hpp"

#include <map>
#include <set>
#include <sstream>
#include <variant>

namespace academy::learn::review {

std::string_view openings_text(); // generated from content/openings/openings.tsv

Result<std::vector<OpeningLine>> parse_openings(std::string_view text)
{
    std::vector<OpeningLine> lines;
    std::istringstream in { std::string(text) };
    std::string row;
    int number = 0;
    while (std::getline(in, row)) {
        ++number;
        if (!row.empty() && row.back() == '\r')
            row.pop_back();
        if (row.empty() || row.front() == '#')
            continue;
        const auto tab1 = row.find('\t');
        const auto tab2 = tab1 == std::string::npos ? tab1 : row.find('\t', tab1 + 1);
        if (tab2 == std::string::npos)
            return Error { "line " + std::to_string(number) + ": expected ECO, name and moves" };
        OpeningLine line { row.substr(0, tab1), row.substr(tab1 + 1, tab2 - tab1 - 1), {} };
        std::istringstream moves(row.substr(tab2 + 1));
        for (std::string san; moves >> san;)
            line.san.push_back(san);
        if (line.eco.size() != 3 || line.name.empty() || line.san.empty())
            return Error { "line " + std::to_string(number) + ": expected ECO, name and moves" };
        lines.push_back(std::move(line));
    }
    return lines;
}

const std::vector<OpeningLine>& opening_lines()
{
    static const std::vector<OpeningLine> lines = [] {
        auto parsed = parse_openings(openings_text());
        if (parsed)
            return std::move(parsed).value();
        return std::vector<OpeningLine> {}; // the content test names the bad line
    }();
    return lines;
}

namespace {

    struct Book {
        std::set<chess::Key> positions; // every position on a line
        std::map<chess::Key, const OpeningLine*> named; // where a line ends: its name
    };

    const Book& book()
    {
        static const Book b = [] {
            Book out;
            for (const auto& line : opening_lines()) {
                chess::Position pos = chess::Position::start();
                bool whole = true;
                for (const auto& san : line.san) {
                    auto move = chess::parse_san(pos, san);
                    if (!move) {
                        whole = false;
                        break;
                    }
                    pos.do_move(move.value());
                    out.positions.insert(pos.key());
                }
                if (whole)
                    out.named.emplace(pos.key(), &line);
            }
            return out;
        }();
        return b;
    }

} // namespace

bool in_book(const chess::Position& pos) { return book().positions.count(pos.key()) > 0; }

const OpeningLine* opening_named_at(const chess::Position& pos)
{
    const auto& named = book().named;
    const auto it = named.find(pos.key());
    return it == named.end() ? nullptr : it->second;
}

} // namespace academy::learn::review
