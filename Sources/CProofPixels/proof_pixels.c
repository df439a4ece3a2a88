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
