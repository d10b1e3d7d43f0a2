#include "learn/practice/practice_judge.hpp"

#include "chess/bitboard.hpp"
#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace academy::learn::practice {

using chess::Color;

namespace {

    const char* side_name(Color c) { return c == chess::White ? "White" : "Black"; }
    const char* king_name(Color c) { return c == chess::White ? "white" : "black"; }

    const char* piece_word(chess::PieceType pt)
    {
        switch (pt) {
        case chess::Pawn:
            return "pawn";
        case chess::Knight:
            return "knight";
        case chess::Bishop:
            return "bishop";
        case chess::Rook:
            return "rook";
        case chess::Queen:
            return "queen";
        default:
            return "king";
        }
    }

    int from_player(int cp, Color player) { return player == chess::White ? cp : -cp; }

    std::optional<int> mate_for_player(const Evaluation& e, Color player)
    {
        if (!e.score.mate)
            return std::nullopt;
        return player == chess::White ? *e.score.mate : -*e.score.mate;
    }

    std::string moves_text(int n) { return n == 1 ? "1 move" : std::to_string(n) + " moves"; }

    // Ends that need nobody's claim, and the two a player would claim (threefold repetition, the
    // fifty-move rule): a practice attempt treats them all as the end of the game.
    std::optional<std::string> draw_reason(const chess::Game& game)
    {
        const auto status = game.status();
        const Color mover = game.position().side_to_move();
        if (status.outcome == chess::Outcome::Draw) {
            switch (status.reason) {
            case chess::Reason::Stalemate:
                return std::string("stalemate: the ") + king_name(mover)
                    + " king is not in check but has no legal move";
            case chess::Reason::InsufficientMaterial:
                return std::string("neither side has the material left to checkmate");
            case chess::Reason::FivefoldRepetition:
                return std::string("the same position occurred five times");
            default:
                return std::string("seventy-five moves passed without a capture or a pawn move");
            }
        }
        if (const auto claim = game.claimable_draw())
            return *claim == chess::Reason::ThreefoldRepetition
                ? std::string("the same position occurred three times")
                : std::string("fifty moves passed without a capture or a pawn move");
        return std::nullopt;
    }

    std::optional<chess::Move> parse_move(const chess::Position& pos, std::string_view text)
    {
        if (text.empty() || text.size() > 12)
            return std::nullopt;
        if (auto m = chess::parse_uci_move(pos, text))
            return m.value();
        if (auto m = chess::parse_san(pos, text))
            return m.value();
        return std::nullopt;
    }

    // " Black's best answer is Kd6." when the engine named one.
    std::string reply_clause(const chess::Position& pos, const Evaluation& e)
    {
        if (e.best_move.empty())
            return "";
        const auto m = chess::parse_uci_move(pos, e.best_move);
        if (!m)
            return "";
        return std::string(" ") + side_name(pos.side_to_move()) + "'s best answer is "
            + chess::to_san(pos, m.value()) + ".";
    }

    // What the bot's move does, as the rules core sees it: its capture, promotion and check.
    std::string explain_reply(const chess::Position& before, chess::Move m, const std::string& san,
        const chess::Position& after, int level)
    {
        std::string text = std::string(side_name(before.side_to_move())) + " (the level "
            + std::to_string(level) + " bot) answered " + san;
        std::vector<std::string> facts;
        const auto victim = m.kind() == chess::Move::EnPassant
            ? chess::Pawn
            : chess::type_of(before.piece_on(m.to()));
        if (victim != chess::NoPieceType && m.kind() != chess::Move::Castling)
            facts.push_back(std::string("taking the ") + piece_word(victim) + " on "
                + chess::square_name(m.to()));
        if (m.is_promotion())
            facts.push_back(std::string("promoting to a ") + piece_word(m.promotion()));
        if (after.in_check())
            facts.push_back("giving check");
        if (m.kind() == chess::Move::Castling)
            facts.push_back("castling its king to safety");
        if (type_of(before.piece_on(m.from())) == chess::King && facts.empty())
            facts.push_back("stepping its king to " + chess::square_name(m.to()));
        for (std::size_t i = 0; i < facts.size(); ++i)
            text += (i == 0 ? ", " : i + 1 == facts.size() ? " and " : ", ") + facts[i];
        return text + ".";
    }

} // namespace

const char* status_name(Status status)
{
    return status == Status::won ? "won" : status == Status::failed ? "failed" : "playing";
}

int material_balance(const chess::Position& pos, Color player)
{
    static constexpr int kWorth[] = { 0, 1, 3, 3, 5, 9, 0 };
    int total = 0;
    for (int pt = chess::Pawn; pt <= chess::Queen; ++pt) {
        const auto type = chess::PieceType(pt);
        total += kWorth[pt]
            * (chess::popcount(pos.pieces(player, type))
                - chess::popcount(pos.pieces(~player, type)));
    }
    return total;
}

int material_needed_cp(int start_balance, int target)
{
    return 100 * start_balance + 50 * target - 100;
}

int stars_for(const PracticePosition& position, int moves)
{
    return moves <= position.stars3 ? 3 : moves <= position.stars2 ? 2 : 1;
}

std::string describe_evaluation(const Evaluation& e)
{
    if (e.score.mate) {
        const int n = std::abs(*e.score.mate);
        return std::string(*e.score.mate > 0 ? "White" : "Black") + " mates in " + std::to_string(n)
            + " (#" + std::to_string(*e.score.mate) + ")";
    }
    char number[32];
    std::snprintf(number, sizeof number, "%+.2f", e.score.cp / 100.0);
    const int a = std::abs(e.score.cp);
    const char* words = a < 50 ? "about equal"
        : a < kWinningCp
        ? (e.score.cp > 0 ? "White is a little better" : "Black is a little better")
        : (e.score.cp > 0 ? "White is winning" : "Black is winning");
    if (e.score.cp == 0)
        words = "a draw";
    return std::string(number) + " (" + words + ")";
}

Attempt start_attempt(const PracticePosition& position, std::string id, std::int64_t user_id)
{
    Attempt a;
    a.id = std::move(id);
    a.position_id = position.id;
    a.user_id = user_id;
    a.game = chess::Game::from_fen(position.fen).value();
    a.player = a.game.position().side_to_move();
    a.start_balance = material_balance(a.game.position(), a.player);
    return a;
}

Result<JudgedMove> judge_move(Attempt& attempt, const PracticePosition& position,
    std::string_view text, PracticeEngine& engine)
{
    chess::Game game = attempt.game;
    const chess::Position before = game.position();
    const auto move = parse_move(before, text);
    if (!move)
        return Error { std::string(kIllegalMove) };

    JudgedMove out;
    out.user = { chess::move_to_uci(*move), chess::to_san(before, *move) };
    game.play(*move);
    out.moves_used = attempt.moves_used + 1;
    const Goal& goal = position.goal;
    const Color player = attempt.player;
    const Color opponent = ~player;
    const bool holding_goal = goal.kind == GoalKind::draw_in || goal.kind == GoalKind::equalise;

    auto finish = [&](Status status, std::string reason) {
        out.status = status;
        out.reason = std::move(reason);
        out.goal_reachable = status != Status::failed;
        out.stars = status == Status::won ? stars_for(position, out.moves_used) : 0;
        out.fen = chess::to_fen(game.position());
        attempt.game = game;
        attempt.moves_used = out.moves_used;
        attempt.status = status;
        return out;
    };

    // Material counts once the line has settled (after the bot's reply), or when the game ended.
    auto material_won = [&]() -> std::optional<std::string> {
        if (goal.kind != GoalKind::gain_material)
            return std::nullopt;
        const int gained = material_balance(game.position(), player) - attempt.start_balance;
        if (gained < goal.material)
            return std::nullopt;
        return "You are up " + std::to_string(gained) + (gained == 1 ? " pawn's" : " pawns'")
            + " worth of material on the start.";
    };

    // 1. The rules first: mate and draws need no engine.
    if (game.status().reason == chess::Reason::Checkmate)
        return finish(Status::won,
            "Checkmate! " + out.user.san + " leaves the " + king_name(opponent)
                + " king no escape.");
    if (const auto draw = draw_reason(game))
        return material_won()
            ? finish(Status::won, *material_won() + " The game is drawn: " + *draw + ".")
            : holding_goal
            ? finish(Status::won, "The game is drawn: " + *draw + ". You held.")
            : finish(Status::failed, "The game is drawn: " + *draw + ", so the goal is lost.");

    // 2. Stockfish: is the goal still reachable?
    const int cap = position.move_cap();
    const int left = cap - out.moves_used;
    if (goal.kind == GoalKind::mate_in && left <= 0)
        return finish(Status::failed,
            "That was your last move of " + moves_text(cap) + ", and it was not mate.");
    const int depth
        = goal.kind == GoalKind::mate_in ? std::max(kJudgeDepth, 2 * left + 6) : kJudgeDepth;
    const std::string fen = chess::to_fen(game.position());
    const Evaluation e = engine.evaluate(fen, depth);
    const int cp = from_player(e.score.cp, player);
    const auto mate = mate_for_player(e, player);
    const bool losing_mate = mate && *mate < 0;
    const std::string after = " after " + out.user.san + ": it rates the position "
        + describe_evaluation(e) + "." + reply_clause(game.position(), e);

    switch (goal.kind) {
    case GoalKind::mate:
    case GoalKind::win:
    case GoalKind::promote: {
        const bool winning = (mate && *mate > 0) || (!losing_mate && !mate && cp >= kWinningCp);
        if (!winning)
            return finish(Status::failed, "Stockfish no longer sees a win" + after);
        if (goal.kind != GoalKind::mate && move->is_promotion())
            return finish(Status::won,
                "You promoted to a " + std::string(piece_word(move->promotion()))
                    + " and Stockfish still sees the win: " + describe_evaluation(e) + ".");
        if (goal.kind == GoalKind::win && mate && *mate > 0)
            return finish(Status::won,
                "Stockfish sees a forced mate in " + std::to_string(*mate)
                    + ": the win is in hand.");
        break;
    }
    case GoalKind::mate_in:
        if (mate && *mate > 0 && *mate <= left)
            break;
        if (mate && *mate > 0)
            return finish(Status::failed,
                "Stockfish still sees a mate after " + out.user.san + ", but in "
                    + moves_text(*mate) + ": you have " + moves_text(left) + " left.");
        return finish(Status::failed, "Stockfish no longer sees a forced mate" + after);
    case GoalKind::draw_in:
    case GoalKind::equalise: {
        const int margin = goal.kind == GoalKind::draw_in ? kHoldCp : kEqualCp;
        if (losing_mate || (!mate && cp < -margin))
            return finish(Status::failed,
                std::string(goal.kind == GoalKind::draw_in
                        ? "Stockfish now sees a win for "
                        : "The balance is lost: Stockfish favours ")
                    + side_name(opponent) + after);
        if (out.moves_used >= cap)
            return finish(Status::won,
                "You held for " + moves_text(cap) + ": Stockfish rates the position "
                    + describe_evaluation(e) + ".");
        break;
    }
    case GoalKind::gain_material: {
        const int needed = material_needed_cp(attempt.start_balance, goal.material);
        if (!(mate && *mate > 0) && (losing_mate || cp < needed))
            return finish(Status::failed, "Stockfish no longer sees you winning material" + after);
        break;
    }
    }

    // 3. The bot's reply.
    const chess::Position to_reply = game.position();
    auto reply = chess::parse_uci_move(to_reply, engine.reply(fen, position.bot_level));
    const chess::Move bot_move = reply ? reply.value() : game.legal_moves()[0];
    const std::string bot_san = chess::to_san(to_reply, bot_move);
    game.play(bot_move);
    out.bot = BotReply { chess::move_to_uci(bot_move), bot_san,
        explain_reply(to_reply, bot_move, bot_san, game.position(), position.bot_level) };

    if (game.status().reason == chess::Reason::Checkmate)
        return finish(Status::failed,
            std::string(side_name(opponent)) + " answered " + bot_san + ": checkmate.");
    if (const auto won = material_won())
        return finish(Status::won, *won);
    if (const auto draw = draw_reason(game))
        return holding_goal
            ? finish(Status::won, "The game is drawn: " + *draw + ". You held.")
            : finish(Status::failed, "The game is drawn: " + *draw + ", so the goal is lost.");
    if (out.moves_used >= cap)
        return finish(
            Status::failed, "You have used all " + moves_text(cap) + " without reaching the goal.");
    return finish(Status::playing, "");
}

} // namespace academy::learn::practice
