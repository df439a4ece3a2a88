#ifndef FREETYPE_RENDER_H
#define FREETYPE_RENDER_H
#include <stddef.h>

/// A FreeType face opened from a file, for comparing masks and timings with ProofText.
typedef struct FreeTypeFont FreeTypeFont;

FreeTypeFont *freetype_open(const char *path);
void freetype_close(FreeTypeFont *font);

/// The FreeType library version as major * 10000 + minor * 100 + patch.
int freetype_version(FreeTypeFont *font);

/// Loads `glyph` unhinted at `size64` / 64 pixels per em, moves it `subpixel64` / 64 pixel
/// right, renders it with the smooth (anti-aliased) rasterizer and copies the mask into
/// `out` (row by row, `*width` × `*height`, at most `capacity` bytes). `*left` is the mask's
/// left column and `*top` its top row relative to the pen and baseline, y growing downwards.
/// Returns 0 on success.
int freetype_render(FreeTypeFont *font, unsigned glyph, long size64, long subpixel64,
                    unsigned char *out, size_t capacity, int *width, int *height, int *left, int *top);
#endif
