#include "png_reference.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

int reference_encode_simplified(const uint8_t *rgba, uint32_t width, uint32_t height,
                                uint8_t *output, size_t capacity, size_t *size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    size_t bytes = capacity;
    int ok = png_image_write_to_memory(&image, output, &bytes, 0, rgba, 0, NULL);
    png_image_free(&image);
    *size = bytes;
    return ok ? 0 : 1;
}

typedef struct sink {
    uint8_t *data;
    size_t capacity;
    size_t size;
} sink;

static void sink_write(png_structp png, png_bytep bytes, size_t length) {
    sink *s = (sink *)png_get_io_ptr(png);
    if (s->size + length > s->capacity) png_error(png, "output buffer too small");
    memcpy(s->data + s->size, bytes, length);
    s->size += length;
}

static void sink_flush(png_structp png) { (void)png; }

int reference_encode_write_png(const uint8_t *rgba, uint32_t width, uint32_t height, int colour_type,
                               uint8_t *output, size_t capacity, size_t *size) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (png == NULL) return 1;
    png_infop info = png_create_info_struct(png);
    png_bytepp rows = (png_bytepp)malloc(sizeof(png_bytep) * height);
    sink s = { output, capacity, 0 };
    if (info == NULL || rows == NULL || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        return 1;
    }
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * width * 4);
    png_set_write_fn(png, &s, sink_write, sink_flush);
    png_set_IHDR(png, info, width, height, 8, colour_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_rows(png, info, rows);
    png_write_png(png, info, colour_type == PNG_COLOR_TYPE_RGB ? PNG_TRANSFORM_STRIP_FILLER_AFTER : PNG_TRANSFORM_IDENTITY, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    *size = s.size;
    return 0;
}

int reference_decode_simplified(const uint8_t *data, size_t size, uint8_t *rgba, size_t capacity,
                                uint32_t *width, uint32_t *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return 1;
    image.format = PNG_FORMAT_RGBA;
    if (PNG_IMAGE_SIZE(image) > capacity) {
        png_image_free(&image);
        return 1;
    }
    *width = image.width;
    *height = image.height;
    if (!png_image_finish_read(&image, NULL, rgba, 0, NULL)) return 1;
    return 0;
}
