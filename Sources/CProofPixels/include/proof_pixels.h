#ifndef PROOF_PIXELS_H
#define PROOF_PIXELS_H

#include <stddef.h>
#include <stdint.h>

/*
 * The painter's per-pixel compositing, in C for the reason CProofCodec gives: `swift test`
 * builds at -Onone, where a Swift function called for every pixel of every glyph and shape
 * pays for unspecialised buffer subscripts and overflow checks on each byte. The arithmetic
 * is ProofRender's own (TextPainting.swift's `blend`, ImageDrawing.swift's smooth filter), in
 * the same integer widths, so the bytes are the ones the Swift code gave.
 */

/*
 * Source-over of the straight colour (r, g, b, a) at `coverage`/255 onto the straight RGBA8
 * pixel at `pixel`: each channel rounded to the nearest integer (halves up) from the exact
 * rational result.
 */
void proof_blend(uint8_t *pixel, uint8_t r, uint8_t g, uint8_t b, uint8_t a, uint8_t coverage);

/*
 * The smooth image filter's horizontal pass over one source row of RGBA8 pixels: for each of
 * `width` destination columns, its taps `starts[c]..<starts[c + 1]` of `indices` (source
 * columns) and `weights` (adding up to 65536).
 *
 * `proof_filter_row_opaque` writes r, g, b sums (and 0) as 32-bit values (an opaque image
 * needs no alpha); `proof_filter_row_premultiplied` writes weight × alpha × (r, g, b) and
 * weight × alpha as 64-bit values. Sums wrap as Swift's `&+` does (they never overflow).
 */
void proof_filter_row_opaque(const uint8_t *row, size_t width, const intptr_t *starts, const intptr_t *indices,
                             const uint64_t *weights, uint32_t *out);
void proof_filter_row_premultiplied(const uint8_t *row, size_t width, const intptr_t *starts, const intptr_t *indices,
                                    const uint64_t *weights, uint64_t *out);

/* sums[i] += weight × values[i] for `count` values (the vertical pass). */
void proof_accumulate_u32(uint64_t *sums, const uint32_t *values, uint64_t weight, size_t count);
void proof_accumulate_u64(uint64_t *sums, const uint64_t *values, uint64_t weight, size_t count);

/*
 * Colours from the vertical sums of `width` columns (four sums each, weights × 2^32):
 * opaque sums rounded (halves up) with alpha 255; premultiplied sums divided by their alpha
 * sum, rounded (halves up), clear where the alpha rounds to 0.
 */
void proof_resolve_opaque(const uint64_t *sums, size_t width, uint8_t *rgba);
void proof_resolve_premultiplied(const uint64_t *sums, size_t width, uint8_t *rgba);

#endif
