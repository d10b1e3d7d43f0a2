#include "learn/puzzles/stored_puzzle.hpp"

namespace academy::learn {

store::StoredPuzzle to_stored(puzzler::Puzzle&& p, const std::string& source)
{
    store::StoredPuzzle s;
    s.id = std::move(p.id);
    s.fen = std::move(p.fen);
    s.moves = puzzler::join(p.moves);
    s.rating = p.rating;
    s.rating_deviation = p.rating_deviation;
    s.popularity = p.popularity;
    s.plays = p.plays;
    s.themes = puzzler::join(p.themes);
    s.game_url = std::move(p.game_url);
    s.opening_tags = std::move(p.opening_tags);
    s.source = source;
    return s;
}

puzzler::Puzzle from_stored(const store::StoredPuzzle& s)
{
    puzzler::Puzzle p;
    p.id = s.id;
    p.fen = s.fen;
    p.moves = puzzler::split_words(s.moves);
    p.rating = static_cast<int>(s.rating + 0.5);
    p.rating_deviation = static_cast<int>(s.rating_deviation + 0.5);
    p.popularity = s.popularity;
    p.plays = s.plays;
    p.themes = puzzler::split_words(s.themes);
    p.game_url = s.game_url;
    p.opening_tags = s.opening_tags;
    return p;
}

} // namespace academy::learn
