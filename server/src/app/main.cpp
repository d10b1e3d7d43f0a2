// academy: the whole Chess Academy server and its tools in one binary.
#include "app/bench_commands.hpp"
#include "app/chess_commands.hpp"
#include "app/config.hpp"
#include "app/lessons_commands.hpp"
#include "app/practice_commands.hpp"
#include "app/puzzle_commands.hpp"
#include "app/serve_command.hpp"
#include "app/user_command.hpp"

#include <CLI/CLI.hpp>

int main(int argc, char** argv)
{
    CLI::App app { "Chess Academy: learn and play chess in the browser" };
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("academy ") + ACADEMY_VERSION);

    academy::app::Config config;
    academy::app::add_serve_commands(app, config);
    academy::app::add_chess_commands(app);
    academy::app::add_puzzle_commands(app, config);
    academy::app::add_lessons_commands(app);
    academy::app::add_practice_commands(app);
    academy::app::add_user_commands(app, config);
    academy::app::add_bench_commands(app, config);

    CLI11_PARSE(app, argc, argv);
    return academy::app::exit_code();
}
