#ifndef PROOF_CODEC_H
#define PROOF_CODEC_H

#include <stddef.h>
#include <stdint.h>

/*
 * The PNG encoder's per-byte loops: the colour-type scan, packing and filtering rows,
 * Adler-32, CRC-32, deflate's match finder and token writer, and XXH64 (the content hash
 * every verification computes). ProofRender's Swift code makes every decision around them
 * (colour type, Huffman codes, block form, chunks) and the output is byte for byte the one
 * the Swift loops gave.
 *
 * Why C: `swift test` builds at -Onone, where Swift's pointer loops call unspecialised
 * generic code for every byte and recording a reference ran many times slower than
 * verifying it. C compiled without optimisation still runs these loops as plain loads and
 * stores; with optimisation it matches the Swift loops' speed.
 */

/* XXH64 (xxHash's 64-bit variant) of `count` bytes with `seed`, words read little-endian. */
uint64_t proof_xxh64(const uint8_t *bytes, size_t count, uint64_t seed);

/*
 * Whether all `pixel_count` RGBA8 pixels have r = g = b (bit 0 of the result) and alpha 255
 * (bit 1): what decides the PNG colour type.
 */
int proof_png_pixel_kinds(const uint8_t *rgba, size_t pixel_count);

/* Continues an Adler-32 (RFC 1950) over `count` bytes; start with 1. */
uint32_t proof_adler32_update(uint32_t adler, const uint8_t *bytes, size_t count);

/*
 * Continues a CRC-32 (PNG's, reflected 0xEDB88320) over `count` bytes; start with 0.
 * `tables` are eight 256-entry tables: table k gives the CRC of a byte followed by k zeros.
 */
uint32_t proof_crc32_update(uint32_t crc, const uint8_t *bytes, size_t count, const uint32_t *tables);

/*
 * PNG image data before compression: each of `height` rows of `width` RGBA8 pixels is
 * packed into `bpp` bytes per pixel (1 grey, 2 grey + alpha, 3 RGB, 4 RGBA, taking R for
 * grey), then written to `output` as a filter type byte and the filtered samples
 * (`height * (width * bpp + 1)` bytes). Returns the Adler-32 of `output`.
 */
uint32_t proof_png_filter_rows(const uint8_t *rgba, size_t width, size_t height, int bpp, uint8_t *output);

/* The PNG row filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) of `count` bytes. */
void proof_png_apply_filter(int type, const uint8_t *row, const uint8_t *above, uint8_t *out, size_t count, size_t bpp);

/* How many of the row's bytes equal the byte one pixel to the left (0 before the first) or above. */
size_t proof_png_predictable_bytes(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp);

/* The diff picture's palette index of the faded grey standing for each of `count` unchanged
   RGBA8 pixels (DiffImage.palette): 1 + luma / 4, where luma = (77 R + 150 G + 29 B + 128) >> 8
   of the pixel composited over white, c·a/255 + 255·(255 − a)/255 rounded. */
void proof_diff_faded_indices(const uint8_t *rgba, size_t count, uint8_t *indices);

/* Bits written least significant first into a caller-owned buffer. */
typedef struct proof_bit_writer {
    uint8_t *base;
    size_t capacity;
    size_t byte_count;
    uint64_t buffer;
    int bits_in_buffer;
    /* Set when a write would have passed `capacity` (nothing is written past it). */
    int overflowed;
} proof_bit_writer;

/* Appends the low `count` bits of `bits` (at most 32). */
void proof_bit_writer_write(proof_bit_writer *writer, uint64_t bits, int count);

/*
 * Tokens of one deflate block and their symbol frequencies. A literal token is the byte; a
 * match has bit 31 set, length - 3 in bits 16...23 and distance - 1 below.
 */
typedef struct proof_token_block {
    uint32_t *tokens;
    size_t token_count;
    size_t capacity;
    uint32_t *literal_frequencies;  /* 288 */
    uint32_t *distance_frequencies; /* 32 */
    /* Match length - 3 (0...255): symbol - 257 in the low byte, extra bit count above. */
    const uint16_t *length_codes;
    /* Distance code for distance - 1 below 256, then for (distance - 1) >> 7 at 256 + that. */
    const uint8_t *distance_codes;
} proof_token_block;

/* The state of the match finder between blocks. */
typedef struct proof_matcher {
    /* Distance between vertically adjacent bytes, and between horizontally adjacent pixels. */
    size_t row_distance;
    size_t pixel_distance;
    size_t last_distance;
    /* 2 << 15 entries, initially -1: the two latest positions with each hash of four bytes. */
    int32_t *table;
} proof_matcher;

/*
 * Adds tokens for `source[position...]` to `block` until the block is full or the input
 * ends; returns the position reached. Greedy matching over the distance of the previous
 * match, one row up, one pixel left and the two latest positions with the same hash.
 */
size_t proof_deflate_tokens(const uint8_t *source, size_t count, size_t position,
                            proof_matcher *matcher, proof_token_block *block);

/*
 * Writes the block's tokens with the given codes: `literal_table` (286 entries) and
 * `distance_table` (30) hold each symbol's bit-reversed code in the low 16 bits and its
 * length above. The end-of-block symbol is not written.
 */
void proof_deflate_write_tokens(const proof_token_block *block, const uint32_t *literal_table,
                                const uint32_t *distance_table, proof_bit_writer *writer);

#endif
