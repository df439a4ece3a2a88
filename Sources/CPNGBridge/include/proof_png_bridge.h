#ifndef PROOF_PNG_BRIDGE_H
#define PROOF_PNG_BRIDGE_H

#include <stddef.h>
#include <stdint.h>

/*
 * A narrow C wrapper over libpng's low-level reader. libpng reports errors by longjmp; the
 * setjmp lives in this file, so a longjmp never crosses a Swift frame.
 *
 * The reader delivers the samples exactly as stored: palette and low bit depths expanded,
 * grey replicated to RGB, tRNS turned into alpha, 16-bit samples scaled to 8 bits with
 * correct rounding. gAMA, cHRM, sRGB and iCCP are ignored (their chunks are never even
 * parsed), so no colour conversion ever happens.
 */

enum {
    PROOF_PNG_OK = 0,
    /* libpng raised an error; `message` holds its text, `offset` how far it had read. */
    PROOF_PNG_FAILED = 1,
    /* The input ended before libpng had what it needed. */
    PROOF_PNG_TRUNCATED = 2,
    /* The image header libpng read is not the one the caller validated. */
    PROOF_PNG_HEADER_MISMATCH = 3,
    /* libpng could not allocate its own structures. */
    PROOF_PNG_OUT_OF_MEMORY = 4,
};

typedef struct proof_png_status {
    int code;
    /* Input bytes consumed when the error was raised. */
    size_t offset;
    /* libpng's error text, NUL-terminated. */
    char message[160];
    /* Number of warnings libpng emitted, and the first one's text. */
    int warning_count;
    char first_warning[160];
} proof_png_status;

/*
 * Decodes a PNG held in memory into `pixels`, RGBA8 rows top to bottom
 * (`width * height * 4` bytes, which `pixels_size` must equal).
 *
 * The caller has already parsed and validated IHDR (so it could refuse an image above its
 * pixel limit before allocating `pixels`) and passes the dimensions it found; libpng is
 * told to refuse anything larger. Ancillary chunks other than tRNS are skipped unread, and
 * libpng's own allocations are bounded by `max_chunk_bytes`, so a zip bomb hidden in an
 * ancillary chunk cannot exhaust memory.
 *
 * `verified_writer` (non-zero) says the caller checked that the file is byte for byte what
 * Proofsheet's encoder wrote (its hash chunk's digest matches): the zlib stream's Adler-32,
 * right by construction, is then not recomputed. Chunk CRCs are checked either way.
 */
int proof_png_decode_rgba8(const uint8_t *data, size_t size,
                           uint32_t width, uint32_t height,
                           uint8_t *pixels, size_t pixels_size,
                           size_t max_chunk_bytes, int verified_writer,
                           proof_png_status *status);

/*
 * The same reader, a band of rows at a time, so that two images can be compared without
 * either being held whole. `open` parses up to the image data (NULL and `status` on error);
 * `read_rows` delivers the next `count` RGBA8 rows (`count * width * 4` bytes), or
 * `read_image` all of them (interlaced images can only be read whole); `finish` reads the
 * rest of the file and reports damage after the last row; `close` frees the reader. `data`
 * must stay valid until `close`. On error `status` says what went wrong, as for
 * `proof_png_decode_rgba8`, and the reader may only be closed.
 */
typedef struct proof_png_reader proof_png_reader;

proof_png_reader *proof_png_reader_open(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                                        size_t max_chunk_bytes, int verified_writer, proof_png_status *status);
int proof_png_reader_is_interlaced(const proof_png_reader *reader);
int proof_png_reader_read_rows(proof_png_reader *reader, uint8_t *pixels, uint32_t count, proof_png_status *status);
int proof_png_reader_read_image(proof_png_reader *reader, uint8_t *pixels, size_t pixels_size, proof_png_status *status);
int proof_png_reader_finish(proof_png_reader *reader, proof_png_status *status);
void proof_png_reader_close(proof_png_reader *reader);

#endif
