# Third-party libraries, all from Debian's packages (the Makefile installs them).
find_package(Threads REQUIRED)
find_package(Boost 1.74 REQUIRED COMPONENTS system)
find_package(nlohmann_json 3.10 REQUIRED)
find_package(spdlog REQUIRED)
find_package(CLI11 REQUIRED)
find_package(SQLite3 REQUIRED)
find_package(ZLIB REQUIRED)
find_package(PkgConfig REQUIRED)
pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium)
# PostgreSQL beside SQLite (issue 20): libpqxx over libpq.
pkg_check_modules(PQXX REQUIRED IMPORTED_TARGET libpqxx libpq)

# Project-wide Beast/Asio settings: set once here, never in a source file.
add_compile_definitions(
  BOOST_BEAST_USE_STD_STRING_VIEW
  BOOST_ASIO_NO_DEPRECATED
  BOOST_ASIO_DISABLE_CONCEPTS)
