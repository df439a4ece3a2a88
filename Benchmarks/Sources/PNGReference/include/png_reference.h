#ifndef PNG_REFERENCE_H
#define PNG_REFERENCE_H
#include <stddef.h>
#include <stdint.h>

/* libpng used the way other tools use it, for comparison. Each returns 0 on success. */

/* png_image_write_to_memory with default settings, RGBA input. */
int reference_encode_simplified(const uint8_t *rgba, uint32_t width, uint32_t height,
                                uint8_t *output, size_t capacity, size_t *size);

/* png_write_png with libpng's defaults (adaptive filters, zlib level 6), writing colour type
   `colour_type` (2: RGB, 6: RGBA) from RGBA input. */
int reference_encode_write_png(const uint8_t *rgba, uint32_t width, uint32_t height, int colour_type,
                               uint8_t *output, size_t capacity, size_t *size);

/* png_image_begin_read_from_memory / png_image_finish_read into RGBA8. */
int reference_decode_simplified(const uint8_t *png, size_t size, uint8_t *rgba, size_t capacity,
                                uint32_t *width, uint32_t *height);
#endif
