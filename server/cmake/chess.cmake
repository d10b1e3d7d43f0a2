# The rules core: standard library only. Owned by server/src/chess/.
academy_library(academy_chess chess)

# Slider attacks use PEXT when the build machine has BMI2 (it is also the machine that
# runs the binary here). The probe *runs* a PEXT, so a compiler that accepts -mbmi2 on
# a CPU without it falls back to the portable magic bitboards. ACADEMY_CHESS_PORTABLE
# forces the fallback, e.g. to test it or to build for other machines.
option(ACADEMY_CHESS_PORTABLE "Build the chess core without BMI2/POPCNT instructions" OFF)
if(NOT ACADEMY_CHESS_PORTABLE AND NOT CMAKE_CROSSCOMPILING)
  include(CheckCXXSourceRuns)
  set(CMAKE_REQUIRED_FLAGS "-mbmi2 -mpopcnt")
  check_cxx_source_runs([=[
    #include <immintrin.h>
    #include <cstdint>
    int main(int argc, char**) {
      volatile std::uint64_t x = 0xF0F0u + std::uint64_t(argc);
      return (_pext_u64(x, 0xFF00u) == 0xF0u && __builtin_popcountll(x) > 0) ? 0 : 1;
    }]=] ACADEMY_CHESS_HAVE_BMI2)
  unset(CMAKE_REQUIRED_FLAGS)
endif()
if(ACADEMY_CHESS_HAVE_BMI2 AND NOT ACADEMY_CHESS_PORTABLE)
  # PUBLIC: headers inline the slider lookups, so users must agree on the layout.
  target_compile_options(academy_chess PUBLIC -mbmi2 -mpopcnt)
else()
  target_compile_definitions(academy_chess PUBLIC ACADEMY_CHESS_NO_PEXT)
endif()
# The core is the hot path of perft and the puzzle generator; keep it optimised even
# in builds whose type adds no optimisation flags.
if(NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
  target_compile_options(academy_chess PRIVATE -O3)
endif()

# Tests: tests.cmake globs server/tests/chess/*.cpp into test_chess (label "chess").
# Sanitized builds get lighter perft depths so the default run stays tolerable; the
# definition reaches test_chess through its link to the core.
if(ACADEMY_SANITIZE)
  target_compile_definitions(academy_chess INTERFACE ACADEMY_SANITIZED)
endif()

# The long perft suite lives in a subfolder, outside test_chess's non-recursive glob,
# and is labelled perft-long so that `ctest -LE perft-long` skips it.
file(GLOB academy_chess_long_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/tests/chess/long/*.cpp)
if(academy_chess_long_sources)
  find_package(GTest REQUIRED)
  include(GoogleTest)
  add_executable(test_chess_long ${academy_chess_long_sources})
  target_link_libraries(test_chess_long PRIVATE academy_chess GTest::gtest GTest::gtest_main)
  target_compile_definitions(test_chess_long PRIVATE
    ACADEMY_TEST_DATA="${CMAKE_CURRENT_SOURCE_DIR}/tests/chess/data")
  gtest_discover_tests(test_chess_long DISCOVERY_TIMEOUT 60 PROPERTIES LABELS perft-long TIMEOUT 3600)
endif()

# libFuzzer targets (clang only): one per parser, each linked with the core.
if(ACADEMY_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "ACADEMY_FUZZ needs clang (CXX=clang++)")
  endif()
  # Coverage instrumentation for the core; everything linking it (the fuzzers, and
  # test_chess, which is still built) needs the sanitizer runtimes.
  target_compile_options(academy_chess PUBLIC -fsanitize=fuzzer-no-link,address,undefined)
  target_link_options(academy_chess INTERFACE -fsanitize=address,undefined)
  foreach(target fuzz_fen fuzz_san fuzz_uci fuzz_pgn)
    add_executable(${target} ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/${target}.cpp)
    target_link_libraries(${target} PRIVATE academy_chess)
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer,address,undefined)
    target_link_options(${target} PRIVATE -fsanitize=fuzzer,address,undefined)
  endforeach()
endif()
