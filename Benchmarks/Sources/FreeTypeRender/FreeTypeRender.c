#include "FreeTypeRender.h"
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <stdlib.h>
#include <string.h>

struct FreeTypeFont {
    FT_Library library;
    FT_Face face;
    long size64;
};

FreeTypeFont *freetype_open(const char *path) {
    FreeTypeFont *font = calloc(1, sizeof *font);
    if (!font) return NULL;
    if (FT_Init_FreeType(&font->library) || FT_New_Face(font->library, path, 0, &font->face)) {
        free(font);
        return NULL;
    }
    return font;
}

void freetype_close(FreeTypeFont *font) {
    if (!font) return;
    FT_Done_Face(font->face);
    FT_Done_FreeType(font->library);
    free(font);
}

int freetype_version(FreeTypeFont *font) {
    FT_Int major = 0, minor = 0, patch = 0;
    FT_Library_Version(font->library, &major, &minor, &patch);
    return major * 10000 + minor * 100 + patch;
}

int freetype_render(FreeTypeFont *font, unsigned glyph, long size64, long subpixel64,
                    unsigned char *out, size_t capacity, int *width, int *height, int *left, int *top) {
    if (font->size64 != size64) {
        if (FT_Set_Char_Size(font->face, size64, size64, 72, 72)) return 1;
        font->size64 = size64;
    }
    if (FT_Load_Glyph(font->face, glyph, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) return 2;
    FT_GlyphSlot slot = font->face->glyph;
    if (subpixel64) FT_Outline_Translate(&slot->outline, subpixel64, 0);
    if (FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)) return 3;
    FT_Bitmap *bitmap = &slot->bitmap;
    *width = (int)bitmap->width;
    *height = (int)bitmap->rows;
    *left = slot->bitmap_left;
    *top = -slot->bitmap_top;
    if ((size_t)bitmap->width * bitmap->rows > capacity) return 4;
    for (unsigned row = 0; row < bitmap->rows; row++) {
        memcpy(out + (size_t)row * bitmap->width, bitmap->buffer + (ptrdiff_t)row * bitmap->pitch, bitmap->width);
    }
    return 0;
}
