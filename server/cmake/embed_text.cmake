# Turns a text file into a C++ function returning its contents, so the binary carries its own data.
# Run as: cmake -DIN=... -DOUT=... -DNAMESPACE=... -DFUNCTION=... -P embed_text.cmake
file(READ "${IN}" text)
file(WRITE "${OUT}.tmp" "// Generated from ${IN} by embed_text.cmake; do not edit.\n#include <string_view>\n\nnamespace ${NAMESPACE} {\n\nstd::string_view ${FUNCTION}()\n{\n    static constexpr std::string_view text = R\"academy_text(${text})academy_text\";\n    return text;\n}\n\n}  // namespace ${NAMESPACE}\n")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
