#include "proof_asset_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>
#include <zlib.h>

static void set_status(proof_codec_status *status, int code, const char *message) {
    status->code = code;
    snprintf(status->message, sizeof status->message, "%s", message);
}

typedef struct proof_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    proof_codec_status *status;
} proof_jpeg_error;

static void proof_jpeg_fail(j_common_ptr cinfo) {
    proof_jpeg_error *error = (proof_jpeg_error *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    int code = PROOF_CODEC_FAILED;
    if (error->base.msg_code == JERR_OUT_OF_MEMORY) code = PROOF_CODEC_OUT_OF_MEMORY;
    if (error->status->code == PROOF_CODEC_TRUNCATED || error->status->code == PROOF_CODEC_TOO_LARGE) code = error->status->code;
    if (error->status->code == PROOF_CODEC_OK || code != error->status->code) set_status(error->status, code, text);
    longjmp(error->jump, 1);
}

/* Warnings (corrupt data, a premature end of the file) are errors: a damaged picture must not pass as grey. */
static void proof_jpeg_message(j_common_ptr cinfo, int level) {
    if (level < 0) {
        proof_jpeg_error *error = (proof_jpeg_error *)cinfo->err;
        if (error->base.msg_code == JWRN_JPEG_EOF) {
            char text[JMSG_LENGTH_MAX];
            (*cinfo->err->format_message)(cinfo, text);
            set_status(error->status, PROOF_CODEC_TRUNCATED, text);
            longjmp(error->jump, 1);
        }
        proof_jpeg_fail(cinfo);
    }
}

static void proof_jpeg_progress(j_common_ptr cinfo) {
    /* A progressive file of thousands of tiny scans makes decoding quadratic: refuse it. */
    if (cinfo->is_decompressor && ((j_decompress_ptr)cinfo)->input_scan_number > 1000) {
        proof_jpeg_error *error = (proof_jpeg_error *)cinfo->err;
        set_status(error->status, PROOF_CODEC_TOO_LARGE, "more than 1000 progressive scans");
        longjmp(error->jump, 1);
    }
}

static void proof_jpeg_setup(struct jpeg_decompress_struct *cinfo, proof_jpeg_error *error, proof_codec_status *status) {
    memset(status, 0, sizeof *status);
    cinfo->err = jpeg_std_error(&error->base);
    error->base.error_exit = proof_jpeg_fail;
    error->base.emit_message = proof_jpeg_message;
    error->status = status;
}

int proof_jpeg_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, proof_codec_status *status) {
    struct jpeg_decompress_struct cinfo;
    proof_jpeg_error error;
    *width = 0;
    *height = 0;
    proof_jpeg_setup(&cinfo, &error, status);
    if (size == 0 || size > (size_t)0xFFFFFFFFu) {
        set_status(status, size == 0 ? PROOF_CODEC_TRUNCATED : PROOF_CODEC_TOO_LARGE, size == 0 ? "the file is empty" : "the file is larger than 4 GiB");
        return status->code;
    }
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return status->code;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    *width = cinfo.image_width;
    *height = cinfo.image_height;
    jpeg_destroy_decompress(&cinfo);
    return PROOF_CODEC_OK;
}

int proof_jpeg_decode_rgba8(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                            uint8_t *pixels, size_t pixels_size, size_t max_memory_bytes,
                            proof_codec_status *status) {
    struct jpeg_decompress_struct cinfo;
    proof_jpeg_error error;
    struct jpeg_progress_mgr progress;
    proof_jpeg_setup(&cinfo, &error, status);
    if (size == 0 || size > (size_t)0xFFFFFFFFu) {
        set_status(status, PROOF_CODEC_TRUNCATED, "the file is empty or larger than 4 GiB");
        return status->code;
    }
    if ((size_t)width * height * 4 != pixels_size) {
        set_status(status, PROOF_CODEC_HEADER_MISMATCH, "the pixel buffer does not match the image size");
        return status->code;
    }
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return status->code;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.mem->max_memory_to_use = (long)(max_memory_bytes > 0x7FFFFFFF ? 0x7FFFFFFF : max_memory_bytes);
    progress.progress_monitor = proof_jpeg_progress;
    cinfo.progress = &progress;
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    if (cinfo.image_width != width || cinfo.image_height != height) {
        set_status(status, PROOF_CODEC_HEADER_MISMATCH, "the header changed between reads");
        jpeg_destroy_decompress(&cinfo);
        return status->code;
    }
    if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
        set_status(status, PROOF_CODEC_FAILED, "CMYK JPEGs are not supported (export the image as RGB)");
        jpeg_destroy_decompress(&cinfo);
        return status->code;
    }
    cinfo.out_color_space = JCS_EXT_RGBA;
    /* The integer IDCT: libjpeg-turbo's SIMD and C paths give the same bytes. */
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.do_fancy_upsampling = TRUE;
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_width != width || cinfo.output_height != height || cinfo.output_components != 4) {
        set_status(status, PROOF_CODEC_HEADER_MISMATCH, "the decoder's output size differs from the header");
        jpeg_destroy_decompress(&cinfo);
        return status->code;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + (size_t)cinfo.output_scanline * width * 4;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return PROOF_CODEC_OK;
}

int proof_inflate(const uint8_t *data, size_t size, int raw, uint8_t *out, size_t capacity, size_t *written,
                  proof_codec_status *status) {
    z_stream stream;
    memset(status, 0, sizeof *status);
    memset(&stream, 0, sizeof stream);
    *written = 0;
    if (size > 0xFFFFFFFFu || capacity > 0xFFFFFFFFu) {
        set_status(status, PROOF_CODEC_TOO_LARGE, "the stream or its limit is above 4 GiB");
        return status->code;
    }
    if (inflateInit2(&stream, raw ? -15 : 15) != Z_OK) {
        set_status(status, PROOF_CODEC_OUT_OF_MEMORY, "zlib could not start");
        return status->code;
    }
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)size;
    stream.next_out = out;
    stream.avail_out = (uInt)capacity;
    int result = inflate(&stream, Z_FINISH);
    *written = capacity - stream.avail_out;
    if (result == Z_STREAM_END) {
        set_status(status, PROOF_CODEC_OK, "");
    } else if (result == Z_BUF_ERROR && stream.avail_out == 0) {
        set_status(status, PROOF_CODEC_TOO_LARGE, "the stream inflates to more than the limit");
    } else if (result == Z_BUF_ERROR) {
        set_status(status, PROOF_CODEC_TRUNCATED, "the stream ends before its end marker");
    } else {
        set_status(status, result == Z_MEM_ERROR ? PROOF_CODEC_OUT_OF_MEMORY : PROOF_CODEC_FAILED,
                   stream.msg ? stream.msg : "the stream is not valid deflate data");
    }
    inflateEnd(&stream);
    return status->code;
}
