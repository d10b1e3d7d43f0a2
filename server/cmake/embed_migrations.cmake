# Turns server/migrations/NNNN_name.sql into a C++ table so the binary carries its own schema. A
# file NNNN_name.pg.sql beside one is what PostgreSQL runs instead (store/migrations.hpp).
# Run as: cmake -DSRC_DIR=... -DOUT=... -P embed_migrations.cmake
file(GLOB files "${SRC_DIR}/*.sql")
list(SORT files)
set(body "")
list(FILTER files EXCLUDE REGEX "\\.pg\\.sql$")
foreach(f IN LISTS files)
  get_filename_component(name "${f}" NAME_WE)
  string(REGEX MATCH "^[0-9]+" version "${name}")
  # Without its leading zeros: "0010" in C++ is an octal literal (8), and "0018" does not compile.
  # Anchored at both ends: CMake applies "^" again after each match, so "^0+([0-9])" turned
  # "0100" into 10.
  string(REGEX REPLACE "^0+([0-9]+)$" "\\1" version "${version}")
  file(READ "${f}" sql)
  set(pg "nullptr")
  if(EXISTS "${SRC_DIR}/${name}.pg.sql")
    file(READ "${SRC_DIR}/${name}.pg.sql" pg_sql)
    set(pg "R\"academy_sql(${pg_sql})academy_sql\"")
  endif()
  string(APPEND body "    {${version}, \"${name}\", R\"academy_sql(${sql})academy_sql\", ${pg}},\n")
endforeach()
file(WRITE "${OUT}.tmp" "// Generated from server/migrations/*.sql by embed_migrations.cmake; do not edit.\n#include \"store/migrations.hpp\"\n\nnamespace academy::store {\n\nconst std::vector<Migration>& embedded_migrations()\n{\n    static const std::vector<Migration> all {\n${body}    };\n    return all;\n}\n\n}  // namespace academy::store\n")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
