#include "proof_png_bridge.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
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

int proof_png_decode_rgba8(const uint8_t *data, size_t size,
                           uint32_t width, uint32_t height,
                           uint8_t *pixels, size_t pixels_size,
                           size_t max_chunk_bytes, int verified_writer,
                           proof_png_status *status) {
    memset(status, 0, sizeof *status);
    if ((size_t)width * (size_t)height * 4 != pixels_size) {
        status->code = PROOF_PNG_HEADER_MISMATCH;
        copy_message(status->message, sizeof status->message, "output buffer does not match the image size");
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

    reader_state state = { data, size, 0, 0, status };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (png == NULL) {
        status->code = PROOF_PNG_OUT_OF_MEMORY;
        copy_message(status->message, sizeof status->message, "libpng could not allocate its reader");
        return status->code;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        status->code = PROOF_PNG_OUT_OF_MEMORY;
        copy_message(status->message, sizeof status->message, "libpng could not allocate its reader");
        return status->code;
    }

    /* Everything below may longjmp back here; only `state` and `status` (not locals of this
       frame modified after setjmp) are read on that path. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        status->offset = state.position;
        status->code = state.ran_out ? PROOF_PNG_TRUNCATED : PROOF_PNG_FAILED;
        return status->code;
    }

    png_set_read_fn(png, &state, on_read);
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
        png_destroy_read_struct(&png, &info, NULL);
        status->code = PROOF_PNG_HEADER_MISMATCH;
        copy_message(status->message, sizeof status->message, "libpng read a different image size");
        return status->code;
    }

    size_t stride = (size_t)width * 4;
    int colour_type = png_get_color_type(png, info);
    /* The common case (and every file the canonical encoder writes): 8-bit grey, grey with
       alpha, RGB or RGBA, not interlaced, no tRNS. libpng then only unfilters; each row is
       read into the tail of its RGBA8 row and widened in place, which is several times
       faster than libpng's per-byte gray-to-RGB and filler transforms. */
    int direct = png_get_bit_depth(png, info) == 8
        && png_get_interlace_type(png, info) == PNG_INTERLACE_NONE
        && !png_get_valid(png, info, PNG_INFO_tRNS)
        && (colour_type == PNG_COLOR_TYPE_GRAY || colour_type == PNG_COLOR_TYPE_GRAY_ALPHA
            || colour_type == PNG_COLOR_TYPE_RGB || colour_type == PNG_COLOR_TYPE_RGB_ALPHA);
    int passes = 1;
    if (!direct) {
        png_set_expand(png);
        png_set_scale_16(png);
        png_set_gray_to_rgb(png);
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
        passes = png_set_interlace_handling(png);
    }
    png_read_update_info(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    size_t channels = direct ? png_get_channels(png, info) : 4;
    if (row_bytes != (size_t)width * channels) {
        png_destroy_read_struct(&png, &info, NULL);
        status->code = PROOF_PNG_HEADER_MISMATCH;
        copy_message(status->message, sizeof status->message, "unexpected row size after conversion to RGBA8");
        return status->code;
    }

    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            uint8_t *row = pixels + stride * y;
            if (direct) {
                png_read_row(png, row + stride - row_bytes, NULL);
                widen_to_rgba(row, width, (int)channels);
            } else {
                png_read_row(png, row, NULL);
            }
        }
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    status->offset = state.position;
    status->code = PROOF_PNG_OK;
    return PROOF_PNG_OK;
}
