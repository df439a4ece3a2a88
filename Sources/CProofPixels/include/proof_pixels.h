#ifndef PROOF_PIXELS_H
#define PROOF_PIXELS_H

#include <stdint.h>

/*
 * The painter's per-pixel compositing, in C for the reason CProofCodec gives: `swift test`
 * builds at -Onone, where a Swift function called for every pixel of every glyph and shape
 * pays for unspecialised buffer subscripts and overflow checks on each byte. The arithmetic
 * is ProofRender's own (TextPainting.swift's `blend`), in 64-bit integers, so the bytes are
 * the ones the Swift function gave.
 */

/*
 * Source-over of the straight colour (r, g, b, a) at `coverage`/255 onto the straight RGBA8
 * pixel at `pixel`: each channel rounded to the nearest integer (halves up) from the exact
 * rational result.
 */
void proof_blend(uint8_t *pixel, uint8_t r, uint8_t g, uint8_t b, uint8_t a, uint8_t coverage);

#endif
