#include "proof_png_bridge.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

typedef struct reader_state {
    const uint8_t *data;
    size_t size;
    size_t position;
    int ran_out;
    proof_png_status *status;
} reader_state;

static void copy_message(char *destination, size_t capacity, const char *message) {
    if (message == NULL) message = "(no message)";
    size_t length = strlen(message);
    if (length >= capacity) length = capacity - 1;
    memcpy(destination, message, length);
    destination[length] = '\0';
}

static void on_error(png_structp png, png_const_charp message) {
    reader_state *state = (reader_state *)png_get_error_ptr(png);
    copy_message(state->status->message, sizeof state->status->message, message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    reader_state *state = (reader_state *)png_get_error_ptr(png);
    if (state->status->warning_count == 0) {
        copy_message(state->status->first_warning, sizeof state->status->first_warning, message);
    }
    state->status->warning_count += 1;
}

static void on_read(png_structp png, png_bytep destination, size_t length) {
    reader_state *state = (reader_state *)png_get_io_ptr(png);
    size_t available = state->size - state->position;
    if (length > available) {
        state->ran_out = 1;
        state->position = state->size;
        png_error(png, "unexpected end of data");
    }
    memcpy(destination, state->data + state->position, length);
    state->position += length;
}

/* Widens a row of `width` pixels of `channels` 8-bit samples, stored at the end of the
   `width * 4`-byte row, to RGBA8 in place. Writing from the left is safe: pixel i's output
   ends at byte 4i + 3, before the first input byte still unread. */
static void widen_to_rgba(uint8_t *row, uint32_t width, int channels) {
    const uint8_t *in = row + (size_t)width * (4 - channels);
    uint32_t i = 0;
    switch (channels) {
    case 3:
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        /* Four-byte loads read one byte of the next pixel; the last pixel is done bytewise. */
        for (; i + 1 < width; i++) {
            uint32_t value;
            memcpy(&value, in + 3 * (size_t)i, 4);
            value |= 0xFF000000u;
            memcpy(row + 4 * (size_t)i, &value, 4);
        }
#endif
        for (; i < width; i++) {
            uint8_t r = in[3 * (size_t)i], g = in[3 * (size_t)i + 1], b = in[3 * (size_t)i + 2];
            row[4 * (size_t)i] = r;
            row[4 * (size_t)i + 1] = g;
            row[4 * (size_t)i + 2] = b;
            row[4 * (size_t)i + 3] = 0xFF;
        }
        break;
    case 2:
        for (; i < width; i++) {
            uint8_t grey = in[2 * (size_t)i], alpha = in[2 * (size_t)i + 1];
            row[4 * (size_t)i] = grey;
            row[4 * (size_t)i + 1] = grey;
            row[4 * (size_t)i + 2] = grey;
            row[4 * (size_t)i + 3] = alpha;
        }
        break;
    case 1:
        for (; i < width; i++) {
            uint8_t grey = in[i];
            row[4 * (size_t)i] = grey;
            row[4 * (size_t)i + 1] = grey;
            row[4 * (size_t)i + 2] = grey;
            row[4 * (size_t)i + 3] = 0xFF;
        }
        break;
    default:
        break;
    }
}

struct proof_png_reader {
    png_structp png;
    png_infop info;
    reader_state state;
    uint32_t width;
    uint32_t height;
    /* Rows delivered so far (row-by-row reading only). */
    uint32_t rows_read;
    int direct;
    int passes;
    size_t channels;
    size_t row_bytes;
};

static void fail(proof_png_status *status, int code, const char *message) {
    status->code = code;
    copy_message(status->message, sizeof status->message, message);
}

/* After a longjmp: the error's code and how far the input had been read. */
static int failed(proof_png_reader *reader, proof_png_status *status) {
    status->offset = reader->state.position;
    status->code = reader->state.ran_out ? PROOF_PNG_TRUNCATED : PROOF_PNG_FAILED;
    return status->code;
}

/* libpng reports errors through the status the call at hand passed. */
static void use_status(proof_png_reader *reader, proof_png_status *status) {
    memset(status, 0, sizeof *status);
    reader->state.status = status;
}

proof_png_reader *proof_png_reader_open(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                                        size_t max_chunk_bytes, int verified_writer, proof_png_status *status) {
    memset(status, 0, sizeof *status);
    proof_png_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) {
        fail(status, PROOF_PNG_OUT_OF_MEMORY, "could not allocate the PNG reader");
        return NULL;
    }
    reader->state = (reader_state){ data, size, 0, 0, status };
    reader->width = width;
    reader->height = height;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->state, on_error, on_warning);
    if (reader->png != NULL) reader->info = png_create_info_struct(reader->png);
    if (reader->png == NULL || reader->info == NULL) {
        proof_png_reader_close(reader);
        fail(status, PROOF_PNG_OUT_OF_MEMORY, "libpng could not allocate its reader");
        return NULL;
    }
    png_structp png = reader->png;
    png_infop info = reader->info;

    /* Everything below may longjmp back here; only the heap-held reader is read on that path. */
    if (setjmp(png_jmpbuf(png))) {
        failed(reader, status);
        proof_png_reader_close(reader);
        return NULL;
    }

    png_set_read_fn(png, &reader->state, on_read);
    png_set_user_limits(png, width, height);
    png_set_chunk_cache_max(png, 64);
    png_set_chunk_malloc_max(png, max_chunk_bytes);
    /* Errors libpng calls "benign" (extra image data, a bad Adler-32) mean the pixels are
       not what the writer stored: for a snapshot reference that is damage, not a detail. */
    png_set_benign_errors(png, 0);
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
    /* A file whose hash chunk holds the digest of its bytes is what Proofsheet's encoder wrote,
       whose Adler-32 is right by construction, and the chunk CRCs still cover every byte:
       zlib's Adler-32 over the inflated rows (a tenth of the decode) proves nothing more. */
    if (verified_writer) png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    /* Skip every chunk except IHDR, PLTE, tRNS, IDAT and IEND without parsing it. */
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);

    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        proof_png_reader_close(reader);
        fail(status, PROOF_PNG_HEADER_MISMATCH, "libpng read a different image size");
        return NULL;
    }

    int colour_type = png_get_color_type(png, info);
    /* The common case (and every file the canonical encoder writes): 8-bit grey, grey with
       alpha, RGB or RGBA, not interlaced, no tRNS. libpng then only unfilters; each row is
       read into the tail of its RGBA8 row and widened in place, which is several times
       faster than libpng's per-byte gray-to-RGB and filler transforms. */
    reader->direct = png_get_bit_depth(png, info) == 8
        && png_get_interlace_type(png, info) == PNG_INTERLACE_NONE
        && !png_get_valid(png, info, PNG_INFO_tRNS)
        && (colour_type == PNG_COLOR_TYPE_GRAY || colour_type == PNG_COLOR_TYPE_GRAY_ALPHA
            || colour_type == PNG_COLOR_TYPE_RGB || colour_type == PNG_COLOR_TYPE_RGB_ALPHA);
    reader->passes = 1;
    if (!reader->direct) {
        png_set_expand(png);
        png_set_scale_16(png);
        png_set_gray_to_rgb(png);
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
        reader->passes = png_set_interlace_handling(png);
    }
    png_read_update_info(png, info);
    reader->row_bytes = png_get_rowbytes(png, info);
    reader->channels = reader->direct ? png_get_channels(png, info) : 4;
    if (reader->row_bytes != (size_t)width * reader->channels) {
        proof_png_reader_close(reader);
        fail(status, PROOF_PNG_HEADER_MISMATCH, "unexpected row size after conversion to RGBA8");
        return NULL;
    }
    status->offset = reader->state.position;
    return reader;
}

int proof_png_reader_is_interlaced(const proof_png_reader *reader) {
    return reader->passes > 1;
}

/* Reads `count` rows in the current pass into `pixels`; the caller holds the setjmp. */
static void read_rows(proof_png_reader *reader, uint8_t *pixels, uint32_t count) {
    size_t stride = (size_t)reader->width * 4;
    for (uint32_t y = 0; y < count; y++) {
        uint8_t *row = pixels + stride * y;
        if (reader->direct) {
            png_read_row(reader->png, row + stride - reader->row_bytes, NULL);
            widen_to_rgba(row, reader->width, (int)reader->channels);
        } else {
            png_read_row(reader->png, row, NULL);
        }
    }
}

int proof_png_reader_read_rows(proof_png_reader *reader, uint8_t *pixels, uint32_t count, proof_png_status *status) {
    use_status(reader, status);
    if (reader->passes > 1 || count > reader->height - reader->rows_read) {
        fail(status, PROOF_PNG_HEADER_MISMATCH, "rows read past the image, or an interlaced image read row by row");
        return status->code;
    }
    if (setjmp(png_jmpbuf(reader->png))) return failed(reader, status);
    read_rows(reader, pixels, count);
    reader->rows_read += count;
    status->offset = reader->state.position;
    return PROOF_PNG_OK;
}

int proof_png_reader_read_image(proof_png_reader *reader, uint8_t *pixels, size_t pixels_size, proof_png_status *status) {
    use_status(reader, status);
    if ((size_t)reader->width * (size_t)reader->height * 4 != pixels_size || reader->rows_read != 0) {
        fail(status, PROOF_PNG_HEADER_MISMATCH, "output buffer does not match the image size");
        return status->code;
    }
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    /* A screenshot's pixels are megabytes written once, front to back: in 2 MiB pages they
       fault in a few hundred times fewer, which is a large share of a decode's time. Only a
       hint (the kernel may decline), and it changes no pixel. */
    if (pixels_size >= ((size_t)4 << 20)) {
        uintptr_t huge = (uintptr_t)2 << 20;
        uintptr_t start = ((uintptr_t)pixels + huge - 1) & ~(huge - 1);
        uintptr_t end = ((uintptr_t)pixels + pixels_size) & ~(huge - 1);
        if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
    }
#endif
    if (setjmp(png_jmpbuf(reader->png))) return failed(reader, status);
    /* Adam7 passes each write part of every row; libpng combines them in place. */
    for (int pass = 0; pass < reader->passes; pass++) read_rows(reader, pixels, reader->height);
    reader->rows_read = reader->height;
    status->offset = reader->state.position;
    return PROOF_PNG_OK;
}

int proof_png_reader_finish(proof_png_reader *reader, proof_png_status *status) {
    use_status(reader, status);
    if (reader->rows_read != reader->height) {
        fail(status, PROOF_PNG_HEADER_MISMATCH, "the image was not read to its last row");
        return status->code;
    }
    if (setjmp(png_jmpbuf(reader->png))) return failed(reader, status);
    png_read_end(reader->png, NULL);
    status->offset = reader->state.position;
    return PROOF_PNG_OK;
}

void proof_png_reader_close(proof_png_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    free(reader);
}

int proof_png_decode_rgba8(const uint8_t *data, size_t size,
                           uint32_t width, uint32_t height,
                           uint8_t *pixels, size_t pixels_size,
                           size_t max_chunk_bytes, int verified_writer,
                           proof_png_status *status) {
    if ((size_t)width * (size_t)height * 4 != pixels_size) {
        memset(status, 0, sizeof *status);
        fail(status, PROOF_PNG_HEADER_MISMATCH, "output buffer does not match the image size");
        return status->code;
    }
    proof_png_reader *reader = proof_png_reader_open(data, size, width, height, max_chunk_bytes, verified_writer, status);
    if (reader == NULL) return status->code;
    if (proof_png_reader_read_image(reader, pixels, pixels_size, status) == PROOF_PNG_OK) {
        proof_png_reader_finish(reader, status);
    }
    proof_png_reader_close(reader);
    return status->code;
}
