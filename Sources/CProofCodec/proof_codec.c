#include "proof_codec.h"

#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#if defined(__SSE2__)
/* SSE2 is part of x86-64 itself. Its intrinsics stay single instructions without
   optimisation too, where scalar word tricks cost a load and a store per operation. */
#include <emmintrin.h>
#endif

/* Clang inlines always_inline functions at every optimisation level, -O0 included. */
#define INLINE static inline __attribute__((always_inline))

INLINE uint64_t load64(const uint8_t *p) {
    uint64_t value;
    memcpy(&value, p, 8);
    return value;
}

INLINE uint32_t load32(const uint8_t *p) {
    uint32_t value;
    memcpy(&value, p, 4);
    return value;
}

/* Little-endian loads, so that hashes and match lengths are the same on every platform. */
INLINE uint64_t load_le64(const uint8_t *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return __builtin_bswap64(load64(p));
#else
    return load64(p);
#endif
}

INLINE uint32_t load_le32(const uint8_t *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return __builtin_bswap32(load32(p));
#else
    return load32(p);
#endif
}

/* MARK: - Checksums */

#define XXH_PRIME1 0x9E3779B185EBCA87ull
#define XXH_PRIME2 0xC2B2AE3D27D4EB4Full
#define XXH_PRIME3 0x165667B19E3779F9ull
#define XXH_PRIME4 0x85EBCA77C2B2AE63ull
#define XXH_PRIME5 0x27D4EB2F165667C5ull

INLINE uint64_t rotl64(uint64_t value, int count) { return (value << count) | (value >> (64 - count)); }

INLINE uint64_t xxh_round(uint64_t accumulator, uint64_t input) {
    return rotl64(accumulator + input * XXH_PRIME2, 31) * XXH_PRIME1;
}

INLINE uint64_t xxh_merge(uint64_t accumulator, uint64_t value) {
    return (accumulator ^ xxh_round(0, value)) * XXH_PRIME1 + XXH_PRIME4;
}

uint64_t proof_xxh64(const uint8_t *bytes, size_t count, uint64_t seed) {
    size_t offset = 0;
    uint64_t h;
    if (count >= 32) {
        uint64_t v1 = seed + XXH_PRIME1 + XXH_PRIME2, v2 = seed + XXH_PRIME2, v3 = seed, v4 = seed - XXH_PRIME1;
        for (; offset + 32 <= count; offset += 32) {
            v1 = xxh_round(v1, load_le64(bytes + offset));
            v2 = xxh_round(v2, load_le64(bytes + offset + 8));
            v3 = xxh_round(v3, load_le64(bytes + offset + 16));
            v4 = xxh_round(v4, load_le64(bytes + offset + 24));
        }
        h = rotl64(v1, 1) + rotl64(v2, 7) + rotl64(v3, 12) + rotl64(v4, 18);
        h = xxh_merge(h, v1);
        h = xxh_merge(h, v2);
        h = xxh_merge(h, v3);
        h = xxh_merge(h, v4);
    } else {
        h = seed + XXH_PRIME5;
    }
    h += (uint64_t)count;
    for (; offset + 8 <= count; offset += 8) {
        h ^= xxh_round(0, load_le64(bytes + offset));
        h = rotl64(h, 27) * XXH_PRIME1 + XXH_PRIME4;
    }
    if (offset + 4 <= count) {
        h ^= (uint64_t)load_le32(bytes + offset) * XXH_PRIME1;
        h = rotl64(h, 23) * XXH_PRIME2 + XXH_PRIME3;
        offset += 4;
    }
    for (; offset < count; offset++) {
        h ^= bytes[offset] * XXH_PRIME5;
        h = rotl64(h, 11) * XXH_PRIME1;
    }
    h ^= h >> 33;
    h *= XXH_PRIME2;
    h ^= h >> 29;
    h *= XXH_PRIME3;
    h ^= h >> 32;
    return h;
}

enum { ADLER_MODULUS = 65521, ADLER_BLOCK = 5536 };

uint32_t proof_adler32_update(uint32_t adler, const uint8_t *bytes, size_t count) {
    uint32_t a = adler & 0xFFFF, b = adler >> 16;
    size_t offset = 0;
    while (offset < count) {
        size_t end = count - offset < ADLER_BLOCK ? count : offset + ADLER_BLOCK;
#if defined(__SSE2__)
        /* Sixteen bytes a step: a gains their sum (a sum of absolute differences from zero);
           b gains 16·a, 16 times the sums of the earlier steps of this block (`previous`),
           and the bytes weighted 16…1 (multiply-adds of 16-bit lanes). */
        const __m128i zero = _mm_setzero_si128();
        const __m128i low_weights = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
        const __m128i high_weights = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
        __m128i sums = zero, previous = zero, weighted = zero;
        uint32_t steps = 0;
        while (offset + 16 <= end) {
            __m128i chunk = _mm_loadu_si128((const __m128i *)(bytes + offset));
            previous = _mm_add_epi64(previous, sums);
            sums = _mm_add_epi64(sums, _mm_sad_epu8(chunk, zero));
            weighted = _mm_add_epi32(weighted, _mm_add_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(chunk, zero), low_weights),
                                                             _mm_madd_epi16(_mm_unpackhi_epi8(chunk, zero), high_weights)));
            steps++;
            offset += 16;
        }
        uint64_t lanes[2], earlier[2];
        uint32_t weights[4];
        _mm_storeu_si128((__m128i *)lanes, sums);
        _mm_storeu_si128((__m128i *)earlier, previous);
        _mm_storeu_si128((__m128i *)weights, weighted);
        b += a * 16 * steps + 16 * (uint32_t)(earlier[0] + earlier[1]) + weights[0] + weights[1] + weights[2] + weights[3];
        a += (uint32_t)(lanes[0] + lanes[1]);
#elif defined(__OPTIMIZE__)
        /* Thirty-two lanes the vectoriser keeps in registers: b gains 32·a and each lane's
           bytes weighted by their place, a their sum. */
        uint32_t sums[32] = {0}, weighted[32] = {0}, blocks = 0;
        while (offset + 32 <= end) {
            for (int k = 0; k < 32; k++) {
                weighted[k] += sums[k];
                sums[k] += bytes[offset + k];
            }
            blocks++;
            offset += 32;
        }
        uint32_t sum = 0, weights = 0, earlier = 0;
        for (int k = 0; k < 32; k++) {
            sum += sums[k];
            weights += sums[k] * (uint32_t)(32 - k);
            earlier += weighted[k];
        }
        b += a * 32 * blocks + 32 * earlier + weights;
        a += sum;
#else
        /* Without optimisation: eight bytes a step, the even and odd bytes in 16-bit lanes; a
           multiplication adds the lanes, weighted, into the top lane (no lane sum reaches 2^16). */
        while (offset + 8 <= end) {
            uint64_t word = load_le64(bytes + offset);
            uint64_t even = word & 0x00FF00FF00FF00FFull, odd = (word >> 8) & 0x00FF00FF00FF00FFull;
            uint32_t sum = (uint32_t)(((even + odd) * 0x0001000100010001ull) >> 48);
            uint32_t weights = (uint32_t)((even * 0x0008000600040002ull) >> 48) + (uint32_t)((odd * 0x0007000500030001ull) >> 48);
            b += a * 8 + weights;
            a += sum;
            offset += 8;
        }
#endif
        while (offset < end) {
            a += bytes[offset++];
            b += a;
        }
        a %= ADLER_MODULUS;
        b %= ADLER_MODULUS;
    }
    return b << 16 | a;
}

uint32_t proof_crc32_update(uint32_t crc, const uint8_t *bytes, size_t count, const uint32_t *t) {
    uint32_t c = ~crc;
    size_t offset = 0;
    while (offset + 8 <= count) {
        uint64_t word = load_le64(bytes + offset);
        uint32_t low = (uint32_t)word ^ c, high = (uint32_t)(word >> 32);
        c = t[7 * 256 + (low & 0xFF)] ^ t[6 * 256 + ((low >> 8) & 0xFF)] ^ t[5 * 256 + ((low >> 16) & 0xFF)]
            ^ t[4 * 256 + (low >> 24)] ^ t[3 * 256 + (high & 0xFF)] ^ t[2 * 256 + ((high >> 8) & 0xFF)]
            ^ t[1 * 256 + ((high >> 16) & 0xFF)] ^ t[high >> 24];
        offset += 8;
    }
    while (offset < count) c = t[(c ^ bytes[offset++]) & 0xFF] ^ (c >> 8);
    return ~c;
}

/* MARK: - Rows */

int proof_png_pixel_kinds(const uint8_t *rgba, size_t pixel_count) {
    /* Two pixels a word: alpha bytes are ANDed together; a pixel is grey when r == g and
       g == b, checked in both halves at once. */
    uint64_t alpha_and = ~0ull, not_grey = 0;
    size_t index = 0;
#if defined(__SSE2__)
    /* Four pixels a step, one per 32-bit lane, the same tests. */
    __m128i all_alpha = _mm_set1_epi32(-1), any_not_grey = _mm_setzero_si128();
    const __m128i grey_bits = _mm_set1_epi32(0x0000FFFF);
    for (; index + 4 <= pixel_count; index += 4) {
        __m128i value = _mm_loadu_si128((const __m128i *)(rgba + index * 4));
        all_alpha = _mm_and_si128(all_alpha, value);
        any_not_grey = _mm_or_si128(any_not_grey, _mm_and_si128(_mm_xor_si128(value, _mm_srli_epi32(value, 8)), grey_bits));
    }
    uint64_t words[2];
    _mm_storeu_si128((__m128i *)words, all_alpha);
    alpha_and = words[0] & words[1];
    _mm_storeu_si128((__m128i *)words, any_not_grey);
    not_grey = words[0] | words[1];
#endif
    for (; index + 2 <= pixel_count; index += 2) {
        uint64_t value = load_le64(rgba + index * 4);
        alpha_and &= value;
        not_grey |= (value ^ (value >> 8)) & 0x0000FFFF0000FFFFull;
    }
    if (index < pixel_count) {
        uint64_t value = (uint64_t)load_le32(rgba + index * 4) | 0xFFFFFFFF00000000ull;
        alpha_and &= value;
        not_grey |= (value ^ (value >> 8)) & 0x000000000000FFFFull;
    }
    int grey = not_grey == 0, opaque = (alpha_and & 0xFF000000FF000000ull) == 0xFF000000FF000000ull;
    return grey | opaque << 1;
}

/* One row of RGBA8 pixels as `bpp`-byte samples. */
static void pack(const uint8_t *input, size_t width, int bpp, uint8_t *samples) {
    size_t x;
    switch (bpp) {
    case 4:
        memcpy(samples, input, width * 4);
        break;
    case 3:
        if (width == 0) break;
        /* Four-byte stores advancing by three: each writes one byte of the next pixel, which
           that pixel's store overwrites. The last pixel is copied bytewise. */
        for (x = 0; x + 1 < width; x++) {
            uint32_t pixel = load32(input + 4 * x);
            memcpy(samples + 3 * x, &pixel, 4);
        }
        samples[3 * x] = input[4 * x];
        samples[3 * x + 1] = input[4 * x + 1];
        samples[3 * x + 2] = input[4 * x + 2];
        break;
    case 2:
        for (x = 0; x < width; x++) {
            samples[2 * x] = input[4 * x];
            samples[2 * x + 1] = input[4 * x + 3];
        }
        break;
    default:
        for (x = 0; x < width; x++) samples[x] = input[4 * x];
        break;
    }
}

/* How many bytes equal the byte one pixel to the left or the byte above, eight at a time. */
size_t proof_png_predictable_bytes(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp) {
    size_t total = 0, i = 0;
    for (; i < bpp && i < count; i++) {
        if (row[i] == 0 || row[i] == above[i]) total++;
    }
#if defined(__SSE2__)
    for (; i + 16 <= count; i += 16) {
        __m128i here = _mm_loadu_si128((const __m128i *)(row + i));
        __m128i left = _mm_loadu_si128((const __m128i *)(row + i - bpp));
        __m128i up = _mm_loadu_si128((const __m128i *)(above + i));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(here, left), _mm_cmpeq_epi8(here, up)));
        total += (size_t)__builtin_popcount(mask);
    }
#endif
    const uint64_t low = 0x7F7F7F7F7F7F7F7Full;
    for (; i + 8 <= count; i += 8) {
        uint64_t here = load64(row + i);
        uint64_t a = here ^ load64(row + i - bpp), b = here ^ load64(above + i);
        /* High bit set in each byte that is zero in a or in b (exact, no carries across bytes). */
        uint64_t zero_a = ~(((a & low) + low) | a | low);
        uint64_t zero_b = ~(((b & low) + low) | b | low);
        total += (size_t)((((zero_a | zero_b) >> 7) * 0x0101010101010101ull) >> 56);
    }
    for (; i < count; i++) {
        if (row[i] == row[i - bpp] || row[i] == above[i]) total++;
    }
    return total;
}

INLINE uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + (int)b - (int)c;
    int pa = abs(p - (int)a), pb = abs(p - (int)b), pc = abs(p - (int)c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

void proof_png_apply_filter(int type, const uint8_t *row, const uint8_t *above, uint8_t *out, size_t count, size_t bpp) {
    size_t lead = bpp < count ? bpp : count, i;
    switch (type) {
    case 1:
        for (i = 0; i < lead; i++) out[i] = row[i];
        for (i = lead; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case 2:
        for (i = 0; i < count; i++) out[i] = (uint8_t)(row[i] - above[i]);
        break;
    case 3:
        for (i = 0; i < lead; i++) out[i] = (uint8_t)(row[i] - (above[i] >> 1));
        for (i = lead; i < count; i++) out[i] = (uint8_t)(row[i] - (uint8_t)(((unsigned)row[i - bpp] + above[i]) >> 1));
        break;
    case 4:
        for (i = 0; i < lead; i++) out[i] = (uint8_t)(row[i] - above[i]);
        for (i = lead; i < count; i++) out[i] = (uint8_t)(row[i] - paeth(row[i - bpp], above[i], above[i - bpp]));
        break;
    default:
        memcpy(out, row, count);
        break;
    }
}

/*
 * Rows where at least half the bytes repeat the pixel to their left or the byte above stay
 * unfiltered (the matcher covers those repeats); others get the filter with the smallest sum
 * of absolute residuals, libpng's heuristic, the first of equals.
 */
static int choose_filter(const uint8_t *row, const uint8_t *above, size_t count, size_t bpp, uint8_t *scratch) {
    if (proof_png_predictable_bytes(row, above, count, bpp) * 2 >= count) return 0;
    int best = 1;
    size_t best_cost = SIZE_MAX;
    for (int filter = 1; filter <= 4; filter++) {
        proof_png_apply_filter(filter, row, above, scratch, count, bpp);
        size_t cost = 0;
        for (size_t i = 0; i < count; i++) cost += (size_t)abs((int)(int8_t)scratch[i]);
        if (cost < best_cost) {
            best_cost = cost;
            best = filter;
        }
    }
    return best;
}

uint32_t proof_png_filter_rows(const uint8_t *rgba, size_t width, size_t height, int bpp, uint8_t *output) {
    size_t row_bytes = width * (size_t)bpp, row_length = row_bytes + 1;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    /* Megabytes written once, front to back: 2 MiB pages fault in far fewer times (a hint
       the kernel may decline; no byte changes). */
    size_t total = row_length * height;
    if (total >= ((size_t)4 << 20)) {
        uintptr_t huge = (uintptr_t)2 << 20;
        uintptr_t start = ((uintptr_t)output + huge - 1) & ~(huge - 1), end = ((uintptr_t)output + total) & ~(huge - 1);
        if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
    }
#endif
    /* A row of zeros for the first row to look up at, scratch space for trying filters, and
       the unfiltered samples of the last filtered row and of the one before it (a row left
       unfiltered is its own copy). */
    uint8_t *memory = calloc(4 * row_bytes + 4, 1);
    if (memory == NULL) abort();
    uint8_t *zeros = memory, *scratch = memory + row_bytes + 1;
    uint8_t *kept = scratch + row_bytes + 1, *kept_before = kept + row_bytes + 1;
    const uint8_t *above = zeros;
    uint32_t adler = 1;
    for (size_t y = 0; y < height; y++) {
        uint8_t *row = output + y * row_length, *samples = row + 1;
        pack(rgba + y * width * 4, width, bpp, samples);
        int filter = choose_filter(samples, above, row_bytes, (size_t)bpp, scratch);
        row[0] = (uint8_t)filter;
        if (filter == 0) {
            above = samples;
        } else {
            /* `above` may be `kept`: this row's copy goes into the other buffer. */
            uint8_t *swap = kept;
            kept = kept_before;
            kept_before = swap;
            memcpy(kept, samples, row_bytes);
            proof_png_apply_filter(filter, kept, above, samples, row_bytes, (size_t)bpp);
            above = kept;
        }
        adler = proof_adler32_update(adler, row, row_length);
    }
    free(memory);
    return adler;
}

/* MARK: - Deflate */

INLINE void write_bits(proof_bit_writer *writer, uint64_t bits, int count) {
    if (writer->overflowed) return;
    writer->buffer |= bits << writer->bits_in_buffer;
    writer->bits_in_buffer += count;
    if (writer->bits_in_buffer >= 32) {
        if (writer->byte_count + 4 > writer->capacity) {
            writer->overflowed = 1;
            return;
        }
        uint8_t *out = writer->base + writer->byte_count;
        uint32_t word = (uint32_t)writer->buffer;
        out[0] = (uint8_t)word;
        out[1] = (uint8_t)(word >> 8);
        out[2] = (uint8_t)(word >> 16);
        out[3] = (uint8_t)(word >> 24);
        writer->byte_count += 4;
        writer->buffer >>= 32;
        writer->bits_in_buffer -= 32;
    }
}

void proof_bit_writer_write(proof_bit_writer *writer, uint64_t bits, int count) {
    write_bits(writer, bits, count);
}

/* MIN_FAR_MATCH: the shortest match worth taking at a distance found by hashing. A short match
   at an arbitrary distance costs about as many bits as its literals (zlib's Z_FILTERED
   reasoning), and on noisy rows it breaks the literal statistics. */
enum { MAX_DISTANCE = 32768, MAX_MATCH = 258, MIN_MATCH = 4, MIN_FAR_MATCH = 6, HASH_BITS = 15 };

INLINE uint8_t distance_code(size_t distance_minus_one, const uint8_t *table) {
    return distance_minus_one < 256 ? table[distance_minus_one] : table[256 + (distance_minus_one >> 7)];
}

/* Length of the common prefix of `a` and `b` (whose first four bytes are equal), at most `limit`. */
INLINE size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t length = 4;
    while (length + 8 <= limit) {
        uint64_t difference = load_le64(a + length) ^ load_le64(b + length);
        if (difference != 0) return length + ((size_t)__builtin_ctzll(difference) >> 3);
        length += 8;
    }
    while (length < limit && a[length] == b[length]) length++;
    return length;
}

size_t proof_deflate_tokens(const uint8_t *source, size_t count, size_t position,
                            proof_matcher *matcher, proof_token_block *block) {
    uint32_t *tokens = block->tokens, *literals = block->literal_frequencies, *distances = block->distance_frequencies;
    const uint16_t *length_codes = block->length_codes;
    const uint8_t *distance_codes = block->distance_codes;
    int32_t *table = matcher->table;
    size_t token_count = block->token_count, capacity = block->capacity;
    size_t row_distance = matcher->row_distance, pixel_distance = matcher->pixel_distance;
    size_t last_distance = matcher->last_distance;
    /* Positions from which 8 bytes can be loaded; the rest are literals. */
    size_t match_end = count > 8 ? count - 8 : 0;
    while (position < count && token_count < capacity) {
        if (position >= match_end) {
            tokens[token_count++] = source[position];
            literals[source[position]]++;
            position++;
            continue;
        }
        uint32_t here = load_le32(source + position);
        size_t limit = count - position < MAX_MATCH ? count - position : MAX_MATCH;
        size_t best_length = 0, best_distance = 0;
#define CONSIDER(distance_expression)                                                              \
        do {                                                                                       \
            size_t distance = (distance_expression);                                               \
            if (distance > 0 && distance <= position && distance <= MAX_DISTANCE) {                \
                const uint8_t *candidate = source + position - distance;                           \
                if (load_le32(candidate) == here) {                                                \
                    size_t length = match_length(source + position, candidate, limit);             \
                    if (length > best_length) {                                                    \
                        best_length = length;                                                      \
                        best_distance = distance;                                                  \
                    }                                                                              \
                }                                                                                  \
            }                                                                                      \
        } while (0)
        CONSIDER(last_distance);
        if (best_length < limit) CONSIDER(row_distance);
        if (best_length < limit) CONSIDER(pixel_distance);
        size_t hash = (size_t)((uint32_t)(here * 0x9E3779B1u) >> (32 - HASH_BITS)) << 1;
        int32_t recent = table[hash], older = table[hash + 1];
        size_t cheap_length = best_length, cheap_distance = best_distance;
        if (best_length < limit && recent >= 0) CONSIDER(position - (size_t)recent);
        if (best_length < limit && older >= 0) CONSIDER(position - (size_t)older);
#undef CONSIDER
        if (best_length > cheap_length && best_length < MIN_FAR_MATCH) {
            best_length = cheap_length;
            best_distance = cheap_distance;
        }
        table[hash + 1] = recent;
        table[hash] = (int32_t)position;
        if (best_length >= MIN_MATCH) {
            tokens[token_count++] = 0x80000000u | (uint32_t)(best_length - 3) << 16 | (uint32_t)(best_distance - 1);
            literals[257 + (length_codes[best_length - 3] & 0xFF)]++;
            distances[distance_code(best_distance - 1, distance_codes)]++;
            last_distance = best_distance;
            position += best_length;
        } else {
            tokens[token_count++] = source[position];
            literals[source[position]]++;
            position++;
        }
    }
    block->token_count = token_count;
    matcher->last_distance = last_distance;
    return position;
}

static const uint16_t length_bases[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                          67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint16_t distance_bases[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                            1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extras[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                            9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

void proof_deflate_write_tokens(const proof_token_block *block, const uint32_t *literal_table,
                                const uint32_t *distance_table, proof_bit_writer *writer) {
    const uint16_t *length_codes = block->length_codes;
    const uint8_t *distance_codes = block->distance_codes;
    for (size_t index = 0; index < block->token_count; index++) {
        uint32_t token = block->tokens[index];
        if ((token & 0x80000000u) == 0) {
            uint32_t entry = literal_table[token];
            write_bits(writer, entry & 0xFFFF, (int)(entry >> 16));
            continue;
        }
        uint32_t length_minus_three = (token >> 16) & 0xFF;
        uint16_t length_code = length_codes[length_minus_three];
        uint32_t code = length_code & 0xFF;
        uint32_t entry = literal_table[257 + code];
        uint64_t extra = length_minus_three + 3 - length_bases[code];
        write_bits(writer, (uint64_t)(entry & 0xFFFF) | extra << (entry >> 16), (int)(entry >> 16) + (length_code >> 8));
        uint32_t distance_minus_one = token & 0xFFFF;
        uint8_t dcode = distance_code(distance_minus_one, distance_codes);
        uint32_t distance_entry = distance_table[dcode];
        uint64_t distance_extra = distance_minus_one + 1 - distance_bases[dcode];
        write_bits(writer, (uint64_t)(distance_entry & 0xFFFF) | distance_extra << (distance_entry >> 16),
                   (int)(distance_entry >> 16) + distance_extras[dcode]);
    }
}

/* One pixel's faded-grey index, for the tail of a row and where SSE2 is absent. x / 255 is
   (x + 1 + (x >> 8)) >> 8 for every x the composite can reach (at most 65152); an opaque pixel
   goes through the same composite, (c·255 + 127) / 255 = c. */
INLINE uint8_t faded_index(const uint8_t *pixel) {
    uint32_t a = pixel[3], uncovered = 255 * (255 - a) + 127;
    uint32_t red = pixel[0] * a + uncovered, green = pixel[1] * a + uncovered, blue = pixel[2] * a + uncovered;
    red = (red + 1 + (red >> 8)) >> 8;
    green = (green + 1 + (green >> 8)) >> 8;
    blue = (blue + 1 + (blue >> 8)) >> 8;
    uint32_t luma = (77 * red + 150 * green + 29 * blue + 128) >> 8;
    return (uint8_t)(1 + (luma >> 2));
}

#if defined(__SSE2__)
/* Two pixels widened to 16-bit lanes, composited over white as faded_index does; every
   intermediate fits in 16 unsigned bits. */
INLINE __m128i composite_over_white(__m128i pixels) {
    const __m128i v255 = _mm_set1_epi16(255), v127 = _mm_set1_epi16(127), one = _mm_set1_epi16(1);
    __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(pixels, _MM_SHUFFLE(3, 3, 3, 3)), _MM_SHUFFLE(3, 3, 3, 3));
    __m128i x = _mm_add_epi16(_mm_add_epi16(_mm_mullo_epi16(pixels, alpha), _mm_mullo_epi16(_mm_sub_epi16(v255, alpha), v255)), v127);
    return _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(x, one), _mm_srli_epi16(x, 8)), 8);
}
#endif

void proof_diff_faded_indices(const uint8_t *rgba, size_t count, uint8_t *indices) {
    size_t i = 0;
#if defined(__SSE2__)
    /* Four pixels at a time: luma by multiply-add of the 16-bit samples, after the composite
       over white unless all four are opaque (most of a screenshot). */
    const __m128i zero = _mm_setzero_si128(), opaque = _mm_set1_epi32((int)0xFF000000u);
    const __m128i weights = _mm_setr_epi16(77, 150, 29, 0, 77, 150, 29, 0);
    const __m128i rounding = _mm_set1_epi32(128), one = _mm_set1_epi32(1);
    for (; i + 4 <= count; i += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(rgba + 4 * i));
        __m128i low = _mm_unpacklo_epi8(pixels, zero), high = _mm_unpackhi_epi8(pixels, zero);
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(pixels, opaque), opaque)) != 0xFFFF) {
            low = composite_over_white(low);
            high = composite_over_white(high);
        }
        low = _mm_madd_epi16(low, weights);
        high = _mm_madd_epi16(high, weights);
        __m128i even = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(low), _mm_castsi128_ps(high), _MM_SHUFFLE(2, 0, 2, 0)));
        __m128i odd = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(low), _mm_castsi128_ps(high), _MM_SHUFFLE(3, 1, 3, 1)));
        __m128i luma = _mm_srli_epi32(_mm_add_epi32(_mm_add_epi32(even, odd), rounding), 8);
        __m128i index = _mm_add_epi32(_mm_srli_epi32(luma, 2), one);
        __m128i words = _mm_packs_epi32(index, index);
        int packed = _mm_cvtsi128_si32(_mm_packus_epi16(words, words));
        memcpy(indices + i, &packed, 4);
    }
#endif
    for (; i < count; i++) indices[i] = faded_index(rgba + 4 * i);
}
