// FreeType, from Debian's libfreetype-dev (installed by .ci/run on a fresh machine).
#include <ft2build.h>
#include FT_FREETYPE_H
