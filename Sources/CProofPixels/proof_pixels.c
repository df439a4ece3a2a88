#include "proof_pixels.h"

void proof_blend(uint8_t *pixel, uint8_t r, uint8_t g, uint8_t b, uint8_t a, uint8_t coverage) {
    const int64_t destination_alpha = pixel[3];
    const int64_t source = (int64_t)a * coverage;
    if (destination_alpha == 255) {
        /* Over an opaque pixel: (S·s + D·(65025 - s)) / 65025 with s = a·c; stays opaque. */
        const int64_t inverse = 65025 - source;
        pixel[0] = (uint8_t)((2 * ((int64_t)r * source + (int64_t)pixel[0] * inverse) + 65025) / 130050);
        pixel[1] = (uint8_t)((2 * ((int64_t)g * source + (int64_t)pixel[1] * inverse) + 65025) / 130050);
        pixel[2] = (uint8_t)((2 * ((int64_t)b * source + (int64_t)pixel[2] * inverse) + 65025) / 130050);
        return;
    }
    /* Alphas as fractions of 255² = 65025: source S, destination D·(65025 - S) / 255. */
    const int64_t remaining = destination_alpha * (65025 - source);
    const int64_t alpha_numerator = 255 * source + remaining; /* output alpha × 65025 */
    if (alpha_numerator == 0) {
        pixel[0] = pixel[1] = pixel[2] = pixel[3] = 0;
        return;
    }
    const int64_t channels[3] = {r, g, b};
    for (int channel = 0; channel < 3; channel++) {
        const int64_t numerator = channels[channel] * source * 255 + (int64_t)pixel[channel] * remaining;
        pixel[channel] = (uint8_t)((2 * numerator + alpha_numerator) / (2 * alpha_numerator));
    }
    pixel[3] = (uint8_t)((2 * alpha_numerator + 65025) / 130050);
}

void proof_filter_row_opaque(const uint8_t *row, size_t width, const intptr_t *starts, const intptr_t *indices,
                             const uint64_t *weights, uint32_t *out) {
    for (size_t column = 0; column < width; column++) {
        uint32_t r = 0, g = 0, b = 0;
        for (intptr_t tap = starts[column]; tap < starts[column + 1]; tap++) {
            const uint8_t *pixel = row + indices[tap] * 4;
            const uint32_t weight = (uint32_t)weights[tap];
            r += weight * pixel[0];
            g += weight * pixel[1];
            b += weight * pixel[2];
        }
        out[column * 4] = r;
        out[column * 4 + 1] = g;
        out[column * 4 + 2] = b;
        out[column * 4 + 3] = 0;
    }
}

void proof_filter_row_premultiplied(const uint8_t *row, size_t width, const intptr_t *starts, const intptr_t *indices,
                                    const uint64_t *weights, uint64_t *out) {
    for (size_t column = 0; column < width; column++) {
        uint64_t r = 0, g = 0, b = 0, a = 0;
        for (intptr_t tap = starts[column]; tap < starts[column + 1]; tap++) {
            const uint8_t *pixel = row + indices[tap] * 4;
            const uint64_t weighted_alpha = weights[tap] * pixel[3];
            r += weighted_alpha * pixel[0];
            g += weighted_alpha * pixel[1];
            b += weighted_alpha * pixel[2];
            a += weighted_alpha;
        }
        out[column * 4] = r;
        out[column * 4 + 1] = g;
        out[column * 4 + 2] = b;
        out[column * 4 + 3] = a;
    }
}

void proof_accumulate_u32(uint64_t *sums, const uint32_t *values, uint64_t weight, size_t count) {
    for (size_t index = 0; index < count; index++) sums[index] += weight * values[index];
}

void proof_accumulate_u64(uint64_t *sums, const uint64_t *values, uint64_t weight, size_t count) {
    for (size_t index = 0; index < count; index++) sums[index] += weight * values[index];
}

void proof_resolve_opaque(const uint64_t *sums, size_t width, uint8_t *rgba) {
    const uint64_t half = (uint64_t)1 << 31;
    for (size_t column = 0; column < width; column++) {
        rgba[column * 4] = (uint8_t)((sums[column * 4] + half) >> 32);
        rgba[column * 4 + 1] = (uint8_t)((sums[column * 4 + 1] + half) >> 32);
        rgba[column * 4 + 2] = (uint8_t)((sums[column * 4 + 2] + half) >> 32);
        rgba[column * 4 + 3] = 255;
    }
}

void proof_resolve_premultiplied(const uint64_t *sums, size_t width, uint8_t *rgba) {
    const uint64_t full = (uint64_t)255 << 32;
    for (size_t column = 0; column < width; column++) {
        const uint64_t alpha_sum = sums[column * 4 + 3]; /* alpha × 2^32 */
        const uint64_t alpha = (alpha_sum + ((uint64_t)1 << 31)) >> 32;
        uint8_t *out = rgba + column * 4;
        if (alpha == 0) {
            out[0] = out[1] = out[2] = out[3] = 0;
            continue;
        }
        /* Straight colour = premultiplied sum / alpha sum, rounded (halves up). */
        for (int channel = 0; channel < 3; channel++) {
            const uint64_t sum = sums[column * 4 + channel];
            if (alpha_sum == full) {
                out[channel] = (uint8_t)((sum + ((uint64_t)255 << 31)) / full);
            } else {
                const uint64_t value = (2 * sum + alpha_sum) / (2 * alpha_sum);
                out[channel] = (uint8_t)(value < 255 ? value : 255);
            }
        }
        out[3] = (uint8_t)(alpha < 255 ? alpha : 255);
    }
}
