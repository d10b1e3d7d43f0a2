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
  academy_test_folder(net academy_net)
  academy_test_folder(rating academy_rating)
  academy_test_folder(play academy_play academy_net)
endif()
