#ifndef PROOF_ASSET_CODECS_H
#define PROOF_ASSET_CODECS_H

#include <stddef.h>
#include <stdint.h>

/*
 * Narrow C wrappers over libjpeg(-turbo) and zlib for asset catalogue images. libjpeg reports
 * errors by longjmp; the setjmp lives in this file, so a longjmp never crosses a Swift frame.
 */

enum {
    PROOF_CODEC_OK = 0,
    /* The library raised an error; `message` holds its text. */
    PROOF_CODEC_FAILED = 1,
    /* The input ended before the image or stream did. */
    PROOF_CODEC_TRUNCATED = 2,
    /* The output would exceed the capacity the caller allowed (a decompression bomb). */
    PROOF_CODEC_TOO_LARGE = 3,
    /* The library could not allocate its own structures. */
    PROOF_CODEC_OUT_OF_MEMORY = 4,
    /* The header read now is not the one the caller validated. */
    PROOF_CODEC_HEADER_MISMATCH = 5,
};

typedef struct proof_codec_status {
    int code;
    char message[160];
} proof_codec_status;

/* Reads a JPEG's header: its size in pixels. Nothing is decoded or allocated past libjpeg's own state. */
int proof_jpeg_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, proof_codec_status *status);

/*
 * Decodes a JPEG (baseline or progressive; greyscale, YCbCr or RGB) into `pixels`, RGBA8 rows
 * top to bottom (`width * height * 4` bytes, which `pixels_size` must equal). The caller read
 * the size with `proof_jpeg_read_size` and checked it against its pixel limit. Any warning
 * (corrupt data, a premature end) is an error; libjpeg's memory is capped at
 * `max_memory_bytes` and a progressive file at 1000 scans.
 */
int proof_jpeg_decode_rgba8(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                            uint8_t *pixels, size_t pixels_size, size_t max_memory_bytes,
                            proof_codec_status *status);

/*
 * Inflates a zlib stream (RFC 1950; a raw deflate stream when `raw` is non-zero) into `out`,
 * at most `capacity` bytes: more is PROOF_CODEC_TOO_LARGE, never a larger allocation.
 * `*written` is the number of bytes produced.
 */
int proof_inflate(const uint8_t *data, size_t size, int raw, uint8_t *out, size_t capacity, size_t *written,
                  proof_codec_status *status);

#endif
