#include "chess/pgn.hpp"

#include <array>
#include <cctype>

#include "chess/fen.hpp"
#include "chess/san.hpp"

namespace academy::chess {

namespace {

    constexpr std::array<std::string_view, 7> kRoster
        = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };
    constexpr std::array<std::string_view, 7> kRosterDefaults
        = { "?", "?", "????.??.??", "?", "?", "?", "*" };
    // Suffix annotations and the NAG each stands for ($1..$6).
    constexpr std::array<std::string_view, 6> kSuffixes = { "!", "?", "!!", "??", "!?", "?!" };

    bool is_space(char c)
    {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    }
    bool is_delimiter(char c)
    {
        return is_space(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']'
            || c == ';' || c == '$';
    }

    std::string collapse_spaces(std::string_view text)
    {
        std::string out;
        bool pending = false;
        for (char c : text) {
            if (is_space(c)) {
                pending = !out.empty();
            } else {
                if (pending)
                    out += ' ';
                pending = false;
                out += c;
            }
        }
        return out;
    }

    std::string format_clock(int seconds)
    {
        const int h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
        std::string out = std::to_string(h) + ':';
        out += char('0' + m / 10);
        out += char('0' + m % 10);
        out += ':';
        out += char('0' + s / 10);
        out += char('0' + s % 10);
        return out;
    }

    // Parses "h:mm:ss" (fractions of a second are dropped); -1 if malformed.
    int parse_clock(std::string_view text)
    {
        if (std::size_t dot = text.find('.'); dot != std::string_view::npos)
            text = text.substr(0, dot);
        int parts[3] = { 0, 0, 0 }, count = 0, digits = 0;
        for (char c : text) {
            if (c == ':') {
                if (digits == 0 || ++count > 2)
                    return -1;
                digits = 0;
            } else if (c >= '0' && c <= '9') {
                if (++digits > 6)
                    return -1;
                parts[count] = parts[count] * 10 + (c - '0');
            } else {
                return -1;
            }
        }
        if (count != 2 || digits == 0 || parts[1] > 59 || parts[2] > 59)
            return -1;
        return parts[0] * 3600 + parts[1] * 60 + parts[2];
    }

    // Moves a well-formed [%clk ...] command out of a comment into `clock`.
    void extract_clock(std::string& comment, std::optional<int>& clock)
    {
        const std::size_t start = comment.find("[%clk ");
        if (start == std::string::npos)
            return;
        const std::size_t end = comment.find(']', start);
        if (end == std::string::npos)
            return;
        const int seconds = parse_clock(comment.substr(start + 6, end - start - 6));
        if (seconds < 0)
            return;
        clock = seconds;
        comment = collapse_spaces(comment.substr(0, start) + " " + comment.substr(end + 1));
    }

    void append_comment(std::string& to, const std::string& text)
    {
        if (text.empty())
            return;
        if (!to.empty())
            to += ' ';
        to += text;
    }

    class Reader {
    public:
        explicit Reader(std::string_view text)
            : text_(text)
        {
            if (text_.substr(0, 3) == "\xEF\xBB\xBF")
                text_.remove_prefix(3);
        }

        // The 1-based line of the text where reading stopped with an error.
        int error_line() const { return error_line_; }

        Result<std::vector<PgnGame>> read_all()
        {
            std::vector<PgnGame> games;
            for (;;) {
                skip_space_and_escapes();
                if (at_end())
                    break;
                ++game_number_;
                PgnGame game;
                if (!read_tags(game))
                    return error_;
                Result<Position> start = game.start_position();
                if (!start) {
                    fail(start.error().message);
                    return error_;
                }
                std::string pending;
                bool ended = false;
                if (!read_line(start.value(), game.moves, 0, pending, &game.result, ended))
                    return error_;
                game.comment = pending;
                if (!ended)
                    game.result = game.tag("Result").empty() ? "*" : game.tag("Result");
                if (game.result != "1-0" && game.result != "0-1" && game.result != "1/2-1/2")
                    game.result = "*";
                games.push_back(std::move(game));
            }
            return games;
        }

    private:
        bool at_end() const { return pos_ >= text_.size(); }
        char peek() const { return text_[pos_]; }

        bool fail(std::string message)
        {
            error_
                = Error { "PGN: game " + std::to_string(game_number_) + ": " + std::move(message) };
            error_line_ = 1;
            for (std::size_t i = 0; i < pos_ && i < text_.size(); ++i)
                error_line_ += text_[i] == '\n' ? 1 : 0;
            return false;
        }

        // Whitespace, and '%' lines, which PGN reserves for escaped non-PGN data.
        void skip_space_and_escapes()
        {
            while (!at_end()) {
                if (is_space(peek())) {
                    ++pos_;
                } else if (peek() == '%' && (pos_ == 0 || text_[pos_ - 1] == '\n')) {
                    while (!at_end() && peek() != '\n')
                        ++pos_;
                } else {
                    break;
                }
            }
        }

        bool read_tags(PgnGame& game)
        {
            for (;;) {
                skip_space_and_escapes();
                if (at_end() || peek() != '[')
                    return true;
                ++pos_;
                skip_space_and_escapes();
                std::string name;
                while (!at_end()
                    && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_'))
                    name += text_[pos_++];
                skip_space_and_escapes();
                if (name.empty() || at_end() || peek() != '"')
                    return fail("malformed tag");
                ++pos_;
                std::string value;
                for (;;) {
                    if (at_end() || peek() == '\n')
                        return fail("unterminated value of tag " + name);
                    char c = text_[pos_++];
                    if (c == '"')
                        break;
                    if (c == '\\' && !at_end())
                        c = text_[pos_++];
                    value += c;
                }
                skip_space_and_escapes();
                if (at_end() || peek() != ']')
                    return fail("tag " + name + " is not closed by ']'");
                ++pos_;
                game.set_tag(name, value);
            }
        }

        bool read_comment(std::string& out)
        {
            const char open = text_[pos_++];
            const std::size_t start = pos_;
            while (!at_end() && peek() != (open == '{' ? '}' : '\n'))
                ++pos_;
            if (open == '{' && at_end())
                return fail("unterminated comment");
            out = collapse_spaces(text_.substr(start, pos_ - start));
            if (!at_end())
                ++pos_;
            return true;
        }

        // Reads one line of moves from `pos` until ')', a result, a new game or the end.
        // `result` is null inside variations, where a result is an error.
        bool read_line(Position pos, std::vector<PgnMove>& line, int depth, std::string& leading,
            std::string* result, bool& ended)
        {
            if (depth > 100)
                return fail("variations nested too deeply");
            Position before_last = pos;
            for (;;) {
                skip_space_and_escapes();
                if (at_end()) {
                    if (depth > 0)
                        return fail("unterminated variation");
                    return true;
                }
                const char c = peek();
                if (c == '{' || c == ';') {
                    std::string comment;
                    if (!read_comment(comment))
                        return false;
                    if (line.empty()) {
                        append_comment(leading, comment);
                    } else {
                        extract_clock(comment, line.back().clock);
                        append_comment(line.back().comment, comment);
                    }
                } else if (c == '(') {
                    if (line.empty())
                        return fail("variation before any move");
                    ++pos_;
                    std::vector<PgnMove>& variation = line.back().variations.emplace_back();
                    std::string variation_comment;
                    bool unused = false;
                    if (!read_line(
                            before_last, variation, depth + 1, variation_comment, nullptr, unused))
                        return false;
                    if (variation.empty())
                        return fail("empty variation");
                    variation.front().comment_before = variation_comment;
                } else if (c == ')') {
                    if (depth == 0)
                        return fail("unexpected ')'");
                    ++pos_;
                    return true;
                } else if (c == '[') {
                    if (depth > 0)
                        return fail("new game inside a variation");
                    return true; // next game's tags: this one had no result
                } else if (c == '$') {
                    ++pos_;
                    int nag = 0, digits = 0;
                    while (!at_end() && peek() >= '0' && peek() <= '9' && digits < 4)
                        nag = nag * 10 + (text_[pos_++] - '0'), ++digits;
                    if (digits == 0 || line.empty())
                        return fail("misplaced NAG");
                    line.back().nags.push_back(nag);
                } else if (c == '}' || c == ']') {
                    return fail(std::string("unexpected '") + c + "'");
                } else {
                    const std::size_t start = pos_;
                    while (!at_end() && !is_delimiter(peek()))
                        ++pos_;
                    std::string_view token = text_.substr(start, pos_ - start);
                    if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") {
                        if (!result)
                            return fail("result inside a variation");
                        *result = std::string(token);
                        ended = true;
                        return true;
                    }
                    if (!read_move_token(token, pos, before_last, line))
                        return false;
                }
            }
        }

        bool read_move_token(std::string_view token, Position& pos, Position& before_last,
            std::vector<PgnMove>& line)
        {
            // A move number ("12.", "12...") may be glued to the move ("12.e4").
            std::size_t digits = 0;
            while (digits < token.size() && token[digits] >= '0' && token[digits] <= '9')
                ++digits;
            if (digits > 0 && digits < token.size() && token[digits] == '.') {
                token.remove_prefix(digits);
                while (!token.empty() && token.front() == '.')
                    token.remove_prefix(1);
                if (token.empty())
                    return true;
            }
            if (token == "e.p." || token == "ep")
                return true; // old-style en-passant marker after the move
            std::size_t annotation = token.size();
            while (annotation > 0 && (token[annotation - 1] == '!' || token[annotation - 1] == '?'))
                --annotation;
            const std::string_view suffix = token.substr(annotation);
            token = token.substr(0, annotation);
            if (token.empty()) { // a detached "!" after a move
                if (line.empty())
                    return fail("annotation before any move");
                return add_suffix_nag(suffix, line.back());
            }
            Result<Move> move = parse_san(pos, token);
            if (!move) {
                return fail("move " + std::to_string(pos.fullmove_number())
                    + (pos.side_to_move() == White ? ". " : "... ") + "'"
                    + std::string(token.substr(0, 32)) + "': " + move.error().message);
            }
            PgnMove pm;
            pm.move = move.value();
            pm.san = to_san(pos, pm.move);
            if (!suffix.empty() && !add_suffix_nag(suffix, pm))
                return false;
            before_last = pos;
            pos.do_move(pm.move);
            line.push_back(std::move(pm));
            return true;
        }

        bool add_suffix_nag(std::string_view suffix, PgnMove& move)
        {
            for (std::size_t i = 0; i < kSuffixes.size(); ++i) {
                if (suffix == kSuffixes[i]) {
                    move.nags.push_back(int(i + 1));
                    return true;
                }
            }
            return fail("unknown annotation '" + std::string(suffix.substr(0, 8)) + "'");
        }

        std::string_view text_;
        std::size_t pos_ = 0;
        int game_number_ = 0;
        Error error_;
        int error_line_ = 0;
    };

    // Collects movetext words and breaks them into lines of at most 80 columns.
    class Writer {
    public:
        void word(std::string w)
        {
            if (!prefix_.empty()) {
                w = prefix_ + w;
                prefix_.clear();
            }
            words_.push_back(std::move(w));
        }
        void glue_next(std::string prefix) { prefix_ += prefix; }
        void glue_last(std::string_view suffix) { words_.back() += suffix; }
        void comment(const std::string& text)
        {
            std::string clean;
            for (char c : text)
                clean += c == '}' ? ')' : c;
            clean = collapse_spaces(clean);
            if (clean.empty())
                return;
            glue_next("{");
            std::size_t start = 0;
            while (start < clean.size()) {
                std::size_t end = clean.find(' ', start);
                if (end == std::string::npos)
                    end = clean.size();
                word(clean.substr(start, end - start));
                start = end + 1;
            }
            glue_last("}");
        }

        void line(const std::vector<PgnMove>& moves, int ply)
        {
            bool need_number = true;
            for (const PgnMove& m : moves) {
                if (!m.comment_before.empty()) {
                    comment(m.comment_before);
                    need_number = true;
                }
                if (ply % 2 == 0)
                    word(std::to_string(ply / 2 + 1) + ".");
                else if (need_number)
                    word(std::to_string(ply / 2 + 1) + "...");
                word(m.san);
                for (int nag : m.nags)
                    word('$' + std::to_string(nag));
                need_number = false;
                // Built piecewise: GCC 12 warns falsely (-Wrestrict) on "literal" + string&&.
                std::string text;
                if (m.clock) {
                    text = "[%clk ";
                    text += format_clock(*m.clock);
                    text += ']';
                }
                append_comment(text, m.comment);
                if (!text.empty()) {
                    comment(text);
                    need_number = true;
                }
                for (const auto& variation : m.variations) {
                    glue_next("(");
                    line(variation, ply);
                    glue_last(")");
                    need_number = true;
                }
                ++ply;
            }
        }

        std::string finish() const
        {
            std::string out, current;
            for (const std::string& w : words_) {
                if (!current.empty() && current.size() + 1 + w.size() > 80) {
                    out += current + '\n';
                    current.clear();
                }
                if (!current.empty())
                    current += ' ';
                current += w;
            }
            if (!current.empty())
                out += current + '\n';
            return out;
        }

    private:
        std::vector<std::string> words_;
        std::string prefix_;
    };

    std::string quote_tag(std::string_view value)
    {
        std::string out = "\"";
        for (char c : value) {
            if (c == '"' || c == '\\')
                out += '\\';
            if (c == '\n' || c == '\r')
                c = ' ';
            out += c;
        }
        return out + "\"";
    }

} // namespace

std::string PgnGame::tag(std::string_view name) const
{
    for (const auto& [key, value] : tags)
        if (key == name)
            return value;
    return {};
}

void PgnGame::set_tag(std::string_view name, std::string_view value)
{
    for (auto& [key, old] : tags) {
        if (key == name) {
            old = value;
            return;
        }
    }
    tags.emplace_back(name, value);
}

Result<Position> PgnGame::start_position() const
{
    const std::string fen = tag("FEN");
    if (fen.empty())
        return Position::start();
    return parse_fen(fen);
}

Result<std::vector<PgnGame>> parse_pgn(std::string_view text) { return Reader(text).read_all(); }

Result<std::vector<PgnGame>> parse_pgn(std::string_view text, int& error_line)
{
    Reader reader(text);
    auto games = reader.read_all();
    error_line = games ? 0 : reader.error_line();
    return games;
}

std::string write_pgn(const PgnGame& game)
{
    std::string out;
    for (std::size_t i = 0; i < kRoster.size(); ++i) {
        std::string value = i == 6 ? game.result : game.tag(kRoster[i]);
        if (value.empty())
            value = kRosterDefaults[i];
        out += '[';
        out += kRoster[i];
        out += ' ';
        out += quote_tag(value);
        out += "]\n";
    }
    for (const auto& [name, value] : game.tags) {
        bool in_roster = false;
        for (std::string_view r : kRoster)
            in_roster |= name == r;
        if (in_roster)
            continue;
        out += '[';
        out += name;
        out += ' ';
        out += quote_tag(value);
        out += "]\n";
    }
    out += '\n';
    Writer w;
    w.comment(game.comment);
    Result<Position> start = game.start_position();
    w.line(game.moves, start ? start.value().game_ply() : 0);
    w.word(game.result.empty() ? "*" : game.result);
    out += w.finish();
    return out;
}

} // namespace academy::chess
