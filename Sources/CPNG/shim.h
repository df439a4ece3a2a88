#ifndef PROOF_CPNG_SHIM_H
#define PROOF_CPNG_SHIM_H
#include <png.h>

/* libpng's format macros are expressions Swift cannot import; these are their values. */
static const png_uint_32 proof_png_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 proof_png_format_rgba = PNG_FORMAT_RGBA;
#endif
