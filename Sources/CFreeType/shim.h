// FreeType, from Debian's libfreetype-dev (installed by Scripts/install-dependencies).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
