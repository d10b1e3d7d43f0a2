# Everything above the rules core: store, net and the `academy` binary.

# --- store: SQLite or PostgreSQL, migrations embedded from server/migrations/*.sql (and the
# PostgreSQL versions NNNN_name.pg.sql where a file must differ)
file(GLOB migration_files CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/migrations/*.sql)
set(embedded_migrations ${CMAKE_CURRENT_BINARY_DIR}/generated/embedded_migrations.cpp)
add_custom_command(
  OUTPUT ${embedded_migrations}
  COMMAND ${CMAKE_COMMAND} -DSRC_DIR=${CMAKE_CURRENT_SOURCE_DIR}/migrations -DOUT=${embedded_migrations}
          -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_migrations.cmake
  DEPENDS ${migration_files} ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_migrations.cmake
  COMMENT "Embedding SQL migrations")

academy_library(academy_store store)
target_sources(academy_store PRIVATE ${embedded_migrations})
target_link_libraries(academy_store PUBLIC SQLite::SQLite3 spdlog::spdlog PkgConfig::PQXX)

# --- rating (Glicko-2) and play (lobby, rooms, clocks; no Beast): issue 6
academy_library(academy_rating rating)
target_link_libraries(academy_store PUBLIC academy_rating)
# --- bus: publish/subscribe and leases between nodes, in-process or Redis (hiredis): issue 20
pkg_check_modules(HIREDIS REQUIRED IMPORTED_TARGET hiredis)
academy_library(academy_bus bus)
target_link_libraries(academy_bus PUBLIC spdlog::spdlog Threads::Threads PRIVATE PkgConfig::HIREDIS)
# --- engine: Stockfish processes over UCI (bot levels, analysis, the computer levels)
academy_library(academy_engine engine)
target_link_libraries(academy_engine PUBLIC academy_chess spdlog::spdlog)
# The store keeps engine scores (engine/score.hpp) in the reviews it saves.
target_link_libraries(academy_store PUBLIC academy_engine)
academy_library(academy_play play)
target_link_libraries(academy_play PUBLIC academy_store academy_chess academy_rating academy_bus
  spdlog::spdlog Threads::Threads)

# --- accounts: users, passwords, tokens, OpenID Connect client (no Beast)
set(embedded_common_passwords ${CMAKE_CURRENT_BINARY_DIR}/generated/common_passwords.cpp)
add_custom_command(
  OUTPUT ${embedded_common_passwords}
  COMMAND ${CMAKE_COMMAND} -DIN=${CMAKE_CURRENT_SOURCE_DIR}/data/common-passwords.txt -DOUT=${embedded_common_passwords}
          -DNAMESPACE=academy::accounts -DFUNCTION=common_passwords_text
          -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_text.cmake
  DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/data/common-passwords.txt ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_text.cmake
  COMMENT "Embedding the common-password list")
# The ISO 3166-1 list a player's country is checked against (content/countries/, shared with the web).
set(embedded_countries ${CMAKE_CURRENT_BINARY_DIR}/generated/countries.cpp)
set(countries_file ${CMAKE_CURRENT_SOURCE_DIR}/../content/countries/iso3166-1.tab)
add_custom_command(
  OUTPUT ${embedded_countries}
  COMMAND ${CMAKE_COMMAND} -DIN=${countries_file} -DOUT=${embedded_countries}
          -DNAMESPACE=academy::accounts -DFUNCTION=countries_text
          -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_text.cmake
  DEPENDS ${countries_file} ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_text.cmake
  COMMENT "Embedding the ISO 3166-1 country list")
academy_library(academy_accounts accounts)
target_sources(academy_accounts PRIVATE ${embedded_common_passwords} ${embedded_countries})
target_link_libraries(academy_accounts PUBLIC academy_store academy_bus PkgConfig::SODIUM nlohmann_json::nlohmann_json
  spdlog::spdlog)

# --- puzzler (offline generation and tagging) and learn (puzzle selection, attempts, ratings): issue 7
find_library(ZSTD_LIBRARY zstd REQUIRED)
academy_library(academy_puzzler puzzler)
target_link_libraries(academy_puzzler PUBLIC academy_chess academy_engine ${ZSTD_LIBRARY} Threads::Threads)
# learn/ is one library whose sources are globbed over the whole tree, one subfolder per concern
# (docs/architecture.md): lessons/, practice/, puzzles/, assessment/, progress/, review/, explain/,
# coach/. Only lessons/catalogue_loader.cpp and practice's loaders read JSON (content files);
# nlohmann-json stays private to the library.
file(GLOB_RECURSE learn_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/src/learn/*.cpp)
add_library(academy_learn STATIC ${learn_sources})
target_include_directories(academy_learn PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/src)
target_compile_options(academy_learn PRIVATE -Wall -Wextra)
target_link_libraries(academy_learn PUBLIC academy_store academy_chess academy_rating academy_puzzler)
target_link_libraries(academy_learn PRIVATE nlohmann_json::nlohmann_json)

# --- net: the only folder that includes Boost.Beast
academy_library(academy_net net)
target_link_libraries(academy_net PUBLIC academy_store academy_engine Boost::system nlohmann_json::nlohmann_json
  spdlog::spdlog ZLIB::ZLIB Threads::Threads)
target_link_libraries(academy_net PUBLIC academy_play)
target_link_libraries(academy_net PUBLIC academy_accounts)
find_package(OpenSSL REQUIRED)  # https for the identity provider calls (net/http_client.cpp)
target_link_libraries(academy_net PUBLIC OpenSSL::SSL OpenSSL::Crypto)
target_link_libraries(academy_net PUBLIC academy_learn)
target_compile_definitions(academy_net PUBLIC ACADEMY_VERSION="${PROJECT_VERSION}")
target_precompile_headers(academy_net PRIVATE <utility> <boost/asio.hpp> <boost/beast.hpp>)
# The 25 computer levels (content/play/), the table the web plays by too: the server plays an
# account's game at the same settings (net/computer_levels_json.cpp reads it).
set(embedded_computer_levels ${CMAKE_CURRENT_BINARY_DIR}/generated/computer_levels.cpp)
set(computer_levels_file ${CMAKE_CURRENT_SOURCE_DIR}/../content/play/computer-levels.json)
add_custom_command(
  OUTPUT ${embedded_computer_levels}
  COMMAND ${CMAKE_COMMAND} -DIN=${computer_levels_file} -DOUT=${embedded_computer_levels}
          -DNAMESPACE=academy::net -DFUNCTION=computer_levels_text
          -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_text.cmake
  DEPENDS ${computer_levels_file} ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_text.cmake
  COMMENT "Embedding the computer levels")
target_sources(academy_net PRIVATE ${embedded_computer_levels})

# --- app: configuration, wiring and the CLI; the binary lands at build/academy
file(GLOB app_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/src/app/*.cpp)
add_executable(academy ${app_sources})
target_include_directories(academy PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/src)
target_link_libraries(academy PRIVATE academy_puzzler academy_learn academy_net academy_store academy_chess CLI11::CLI11)
set_target_properties(academy PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

# --- learn/review/: the opening list of the reviews' book moves is content (content/openings/),
# embedded so the binary carries it.
set(embedded_openings ${CMAKE_CURRENT_BINARY_DIR}/generated/openings.cpp)
set(openings_file ${CMAKE_CURRENT_SOURCE_DIR}/../content/openings/openings.tsv)
add_custom_command(
  OUTPUT ${embedded_openings}
  COMMAND ${CMAKE_COMMAND} -DIN=${openings_file} -DOUT=${embedded_openings}
          -DNAMESPACE=academy::learn::review -DFUNCTION=openings_text
          -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_text.cmake
  DEPENDS ${openings_file} ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_text.cmake
  COMMENT "Embedding the opening list")
target_sources(academy_learn PRIVATE ${embedded_openings})
