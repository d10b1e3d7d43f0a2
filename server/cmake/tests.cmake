find_package(GTest REQUIRED)
include(GoogleTest)

# One GoogleTest executable per folder of server/tests/.
function(academy_test_folder folder)
  file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/tests/${folder}/*.cpp)
  if(NOT sources)
    return()
  endif()
  set(target test_${folder})
  add_executable(${target} ${sources})
  target_link_libraries(${target} PRIVATE ${ARGN} GTest::gtest GTest::gtest_main)
  target_compile_definitions(${target} PRIVATE
    ACADEMY_TEST_DATA="${CMAKE_CURRENT_SOURCE_DIR}/tests/${folder}/data")
  gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 PROPERTIES LABELS ${folder})
endfunction()

academy_test_folder(chess academy_chess)
if(NOT ACADEMY_CORE_ONLY)
  academy_test_folder(store academy_store)
  # The throwaway PostgreSQL cluster the reconnect test restarts (make test-postgres).
  target_compile_definitions(test_store PRIVATE
    ACADEMY_PG_CLUSTER="${CMAKE_CURRENT_SOURCE_DIR}/../scripts/pg-cluster.sh"
    ACADEMY_BIN="$<TARGET_FILE:academy>")  # `academy db copy`
  add_dependencies(test_store academy)
  academy_test_folder(net academy_net)
  target_compile_definitions(test_net PRIVATE ACADEMY_BIN="$<TARGET_FILE:academy>")
  add_dependencies(test_net academy)
  academy_test_folder(puzzler academy_puzzler)
  academy_test_folder(learn academy_learn academy_puzzler academy_net)
  if(TARGET test_learn)
    target_compile_definitions(test_learn PRIVATE ACADEMY_BIN="$<TARGET_FILE:academy>"
      ACADEMY_CONTENT_DIR="${CMAKE_CURRENT_SOURCE_DIR}/../content")
    add_dependencies(test_learn academy)
  endif()
  academy_test_folder(accounts academy_accounts academy_net)
  academy_test_folder(rating academy_rating)
  academy_test_folder(bus academy_bus)
  academy_test_folder(play academy_play academy_net)
  target_compile_definitions(test_play PRIVATE ACADEMY_BIN="$<TARGET_FILE:academy>")
  add_dependencies(test_play academy)
  academy_test_folder(engine academy_engine academy_net)
endif()
# Game review (issue 19): learn/review/ and its routes, against Debian's Stockfish.
if(NOT ACADEMY_CORE_ONLY)
  academy_test_folder(review academy_learn academy_net)
  target_compile_definitions(test_review PRIVATE
    ACADEMY_CONTENT_DIR="${CMAKE_CURRENT_SOURCE_DIR}/../content")
endif()
# The coach (issue 19): learn/coach/, POST /api/coach and its AI voice against a fake Messages API.
if(NOT ACADEMY_CORE_ONLY)
  academy_test_folder(coach academy_learn academy_net)
endif()
