/* The compiled core of the exact (double-dummy) solver of the Belote family.
 *
 * Two searches of one game (the follow rules, the order of the cards tried, the cards
 * treated as one and the bounds of the outcome of ai/games/belote/solver.py):
 *
 * - `search` is solve_deal move for move, with the same transposition table (at every
 *   trick's start, keyed on the hands, the seat to lead and the points and tricks so far,
 *   never forgetting an entry).  It returns the same value and counts the same searched
 *   positions, so a node limit gives up at the same point as the Python search and the
 *   AI's decisions do not change with the core, only their speed.
 * - `probe` is the fast one, for a solve without a node limit: a lower and an upper bound
 *   per position in a table of fixed size, positions that differ only in which of equal
 *   cards were played sharing an entry, and null-window tests halving the interval the
 *   value lies in, masters led first and the cheapest winner played last in a trick.
 *   Same value; from the first card it searches a third (Belote) to two thirds (Baloot)
 *   of the positions `search` does, and its node count is its own.
 *   atout_solve_moves values every card the seat to act may play with one table.
 *
 * The values of finished deals come from a table the caller owns (NaN for a value not
 * yet known, then asked through a callback), so the game's scoring stays in Python and is
 * computed once per distinct outcome.
 *
 * Plain C99 (MSVC too); built by ai/native/build.py, loaded with ctypes by
 * ai/native/core.py, which falls back to the Python search without it. */

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#define EXPORT __declspec(dllexport)
#else
#define EXPORT __attribute__((visibility("default")))
#endif

#if defined(_MSC_VER)
#include <intrin.h>
static int lowest_card(uint64_t set) {
    unsigned long at;
    _BitScanForward64(&at, set);
    return (int)at;
}
static int popcount(uint64_t set) { return (int)__popcnt64(set); }
#else
static int lowest_card(uint64_t set) { return __builtin_ctzll(set); }
static int popcount(uint64_t set) { return __builtin_popcountll(set); }
#endif

#define CARDS 53
#define RULE_FRENCH 0
#define RULE_SAUDI 1
#define RULE_FREE 2
#define BOUNDS_EXTREMES 0
#define BOUNDS_SPLITS 1
#define EXACT 0
#define LOWER 1
#define UPPER 2
#define TOO_LARGE 1
#define NO_MEMORY 2
#define INF 1e18
/* The fast search asks every split's bounds (BOUNDS_SPLITS) only once at most this many
 * card points are left to take: earlier they seldom cut, and each asks the value of every
 * split left, a call into Python for each new one. */
#define SPLITS_WIDTH 60
#define TABLE_BITS 16     /* the fast search's table: 2^16 entries (3.5 MB) at first */
#define MAX_TABLE_BITS 18 /* and 2^18 at most (a larger one saves positions, not time) */

typedef double (*leaf_fn)(int made0, int taken0, int last);

typedef struct {
    uint64_t hands[4];
    uint32_t extra; /* seat, points and tricks so far; 0 marks an empty slot */
    double value;   /* `search`: the value or bound; `probe`: the lower bound */
    double upper;   /* `probe`: the upper bound */
    int8_t bound;   /* `search`: EXACT, LOWER or UPPER; `probe`: the tricks left */
    int8_t best;    /* the card that did best, tried first when the position comes back */
} Entry;

typedef struct {
    /* the game */
    int strength[CARDS];
    int points[CARDS];
    int rank[CARDS];
    int lead_key[CARDS];
    int low_key[CARDS];
    int fast; /* `probe`'s orders of the cards */
    uint64_t above[CARDS];
    uint64_t suit_mask[4];
    uint64_t trump;
    uint64_t follow_beat;
    signed char group[16][13]; /* runs of cards of one suit next in strength with equal points */
    uint64_t group_mask[16];
    int group_size[16];
    int groups;
    int rule;
    int locked;
    int step;
    int team;
    /* the scoring */
    double *leaves;
    leaf_fn ask;
    int total;
    int hand_count;
    int bounds_kind;
    /* the search */
    uint64_t hands[4];
    long long nodes;
    long long limit;
    int failed;
    Entry *table;
    size_t capacity;
    size_t used;
} Solver;

static double leaf(Solver *s, int made0, int taken0, int last) {
    size_t at = ((size_t)made0 * (size_t)(s->hand_count + 1) + (size_t)taken0) * 2 + (size_t)(last & 1);
    double found = s->leaves[at];
    if (isnan(found)) {
        found = s->ask(made0, taken0, last & 1);
        s->leaves[at] = found;
    }
    return found;
}

static void outcome_range(Solver *s, int made0, int made1, int taken0, int left, double *low, double *high) {
    if (s->bounds_kind == BOUNDS_EXTREMES) {
        int rest = s->total - made0 - made1;
        double ours = leaf(s, made0 + rest, taken0 + left, 0);
        double theirs = leaf(s, made0, taken0, 1);
        *low = ours < theirs ? ours : theirs;
        *high = ours > theirs ? ours : theirs;
        return;
    }
    /* every split of the points left, the last trick to either team, and team 0's tricks
       standing as one (some), none or all */
    int classes[3];
    int n = 0;
    classes[n++] = 1;
    if (taken0 == 0) classes[n++] = 0;
    if (taken0 == s->hand_count - left) classes[n++] = s->hand_count;
    double lo = INF, hi = -INF;
    for (int k = 0; k < n; k++) {
        for (int m = made0; m <= s->total - made1; m++) {
            double one = leaf(s, m, classes[k], 0);
            double other = leaf(s, m, classes[k], 1);
            double a = one < other ? one : other;
            double b = one > other ? one : other;
            if (a < lo) lo = a;
            if (b > hi) hi = b;
        }
    }
    *low = lo;
    *high = hi;
}

static uint64_t legal_cards(const Solver *s, uint64_t hand, int led, int winner, int partner) {
    if (led < 0) {
        if (s->locked) {
            uint64_t others = hand & ~s->trump;
            return others ? others : hand;
        }
        return hand;
    }
    uint64_t follow = hand & s->suit_mask[led];
    if (follow) {
        if (s->follow_beat >> winner & 1) {
            uint64_t higher = follow & s->above[winner];
            if (higher) return higher;
        }
        return follow;
    }
    uint64_t trump = s->trump;
    uint64_t trumps = hand & trump;
    if (!trumps) return hand;
    if (s->rule == RULE_SAUDI) return trumps;
    if (partner) {
        if (s->rule == RULE_FREE) return hand;
        if (trump >> winner & 1) {
            uint64_t higher = trumps & s->above[winner];
            if (higher) return (hand & ~trump) | higher;
        }
        return hand;
    }
    if (trump >> winner & 1) {
        uint64_t higher = trumps & s->above[winner];
        if (higher) return higher;
    }
    return trumps;
}

/* A stable insertion sort of cards by key (Python's sort is stable). */
static void sort_by(int *cards, int n, const int *key, int sign) {
    for (int i = 1; i < n; i++) {
        int card = cards[i];
        int k = sign * key[card];
        int j = i - 1;
        while (j >= 0 && sign * key[cards[j]] > k) {
            cards[j + 1] = cards[j];
            j--;
        }
        cards[j + 1] = card;
    }
}

static uint64_t between(const Solver *s, int a, int b) {
    int low = s->strength[a] < s->strength[b] ? a : b;
    int high = low == a ? b : a;
    return s->above[low] & ~s->above[high] & ~((uint64_t)1 << high);
}

/* The legal cards worth trying, in the order most likely to cut the search short. */
static int moves(Solver *s, int seat, int in_trick, int led, int win_card, int win_seat, int first, int *out) {
    uint64_t hand = s->hands[seat];
    uint64_t legal = legal_cards(s, hand, led, win_card, (win_seat ^ seat) == 2);
    int cards[16];
    int n = 0;
    while (legal) {
        cards[n++] = lowest_card(legal);
        legal &= legal - 1;
    }
    if (n == 1) {
        out[0] = cards[0];
        return 1;
    }
    if (led < 0 && s->fast) {
        /* the fast search leads its masters first (no card of their suit left above them in
           another hand), highest first; then the other cards, lowest first with a trump
           suit, highest first without one */
        uint64_t elsewhere = (s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3]) & ~hand;
        int key[CARDS];
        for (int i = 0; i < n; i++) {
            int c = cards[i];
            if (!(s->above[c] & elsewhere))
                key[c] = -s->rank[c];
            else
                key[c] = s->trump ? 1000 + s->low_key[c] : 1000 - s->rank[c];
        }
        sort_by(cards, n, key, 1);
    } else if (led < 0) {
        sort_by(cards, n, s->lead_key, 1);
    } else if ((win_seat ^ seat) & 1) {
        int win_rank = s->rank[win_card];
        int winners[16], losers[16];
        int w = 0, l = 0;
        for (int i = 0; i < n; i++) {
            int c = cards[i];
            if (s->rank[c] > win_rank && (c / 13 == led || (s->trump >> c & 1)))
                winners[w++] = c;
            else
                losers[l++] = c;
        }
        if (w) {
            /* the fast search wins last in the trick with its cheapest winner */
            sort_by(winners, w, s->fast && in_trick == 3 ? s->low_key : s->lead_key, 1);
            sort_by(losers, l, s->low_key, 1);
            for (int i = 0; i < w; i++) cards[i] = winners[i];
            for (int i = 0; i < l; i++) cards[w + i] = losers[i];
        } else {
            sort_by(cards, n, s->low_key, 1);
        }
    } else {
        sort_by(cards, n, s->low_key, -1);
    }
    uint64_t others = (s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3]) & ~hand;
    if (win_card >= 0) others |= (uint64_t)1 << win_card;
    int kept = 0;
    for (int i = 0; i < n; i++) {
        int card = cards[i];
        int same = 0;
        for (int j = 0; j < kept; j++) {
            int other = out[j];
            if (other / 13 == card / 13 && s->points[other] == s->points[card] &&
                !(between(s, other, card) & others)) {
                same = 1;
                break;
            }
        }
        if (!same) out[kept++] = card;
    }
    if (first >= 0 && out[0] != first) {
        for (int i = 1; i < kept; i++) {
            if (out[i] == first) {
                for (int j = i; j > 0; j--) out[j] = out[j - 1];
                out[0] = first;
                break;
            }
        }
    }
    return kept;
}

static uint64_t mix(uint64_t x) {
    x ^= x >> 31;
    x *= 0x9E3779B97F4A7C15ULL;
    x ^= x >> 29;
    return x;
}

static size_t slot_of(const Solver *s, const uint64_t *hands, uint32_t extra) {
    uint64_t h = mix(hands[0] ^ mix(hands[1] ^ mix(hands[2] ^ mix(hands[3] ^ extra))));
    return (size_t)h & (s->capacity - 1);
}

static Entry *find(Solver *s, const uint64_t *hands, uint32_t extra) {
    size_t at = slot_of(s, hands, extra);
    for (;;) {
        Entry *e = &s->table[at];
        if (e->extra == 0) return e;
        if (e->extra == extra && e->hands[0] == hands[0] && e->hands[1] == hands[1] &&
            e->hands[2] == hands[2] && e->hands[3] == hands[3])
            return e;
        at = (at + 1) & (s->capacity - 1);
    }
}

static int grow(Solver *s) {
    size_t old_capacity = s->capacity;
    Entry *old = s->table;
    Entry *table = (Entry *)calloc(old_capacity * 2, sizeof(Entry));
    if (!table) return 0;
    s->table = table;
    s->capacity = old_capacity * 2;
    for (size_t i = 0; i < old_capacity; i++) {
        if (old[i].extra) *find(s, old[i].hands, old[i].extra) = old[i];
    }
    free(old);
    return 1;
}

static Entry *store(Solver *s, uint32_t extra, double value, int bound, int best) {
    Entry *e = find(s, s->hands, extra);
    if (e->extra == 0) {
        if ((s->used + 1) * 2 > s->capacity) {
            if (!grow(s)) {
                s->failed = NO_MEMORY;
                return NULL;
            }
            e = find(s, s->hands, extra);
        }
        s->used++;
        memcpy(e->hands, s->hands, sizeof e->hands);
        e->extra = extra;
    }
    e->value = value;
    e->bound = (int8_t)bound;
    e->best = (int8_t)best;
    return e;
}

static double search(Solver *s, int seat, int in_trick, int led, int win_card, int win_seat, int pot,
                     int made0, int made1, int taken0, int left, double alpha, double beta) {
    s->nodes++;
    if (s->nodes == s->limit) s->failed = TOO_LARGE;
    if (s->failed) return 0.0;
    uint32_t extra = 0;
    int first = -1;
    if (in_trick == 0) {
        extra = 1u | (uint32_t)seat << 1 | (uint32_t)taken0 << 3 | (uint32_t)made0 << 8 | (uint32_t)made1 << 19;
        Entry *stored = find(s, s->hands, extra);
        if (stored->extra) {
            double known = stored->value;
            first = stored->best;
            if (stored->bound == EXACT) return known;
            if (stored->bound == LOWER && known >= beta) return known;
            if (stored->bound == UPPER && known <= alpha) return known;
        } else {
            double low, high;
            outcome_range(s, made0, made1, taken0, left, &low, &high);
            if (high <= alpha || low == high) return high;
            if (low >= beta) return low;
        }
    }
    double alpha0 = alpha, beta0 = beta;
    uint64_t hand = s->hands[seat];
    int maximise = (seat & 1) == s->team;
    double best = maximise ? -INF : INF;
    int best_card = -1;
    int cards[16];
    int n = moves(s, seat, in_trick, led, win_card, win_seat, first, cards);
    for (int i = 0; i < n; i++) {
        int card = cards[i];
        int n_led, n_win, n_seat;
        s->hands[seat] = hand ^ ((uint64_t)1 << card);
        if (led < 0) {
            n_led = card / 13;
            n_win = card;
            n_seat = seat;
        } else if (s->strength[card] > s->strength[win_card] &&
                   (card / 13 == win_card / 13 || (s->trump >> card & 1))) {
            n_led = led;
            n_win = card;
            n_seat = seat;
        } else {
            n_led = led;
            n_win = win_card;
            n_seat = win_seat;
        }
        int n_pot = pot + s->points[card];
        double result;
        if (in_trick == 3) {
            int m0 = made0, m1 = made1, t0 = taken0;
            if (n_seat & 1) {
                m1 += n_pot;
            } else {
                m0 += n_pot;
                t0 += 1;
            }
            if (left == 1)
                result = leaf(s, m0, t0, n_seat);
            else
                result = search(s, n_seat, 0, -1, -1, -1, 0, m0, m1, t0, left - 1, alpha, beta);
        } else {
            result = search(s, (seat + s->step) % 4, in_trick + 1, n_led, n_win, n_seat, n_pot, made0,
                            made1, taken0, left, alpha, beta);
        }
        s->hands[seat] = hand;
        if (s->failed) return 0.0;
        if (maximise) {
            if (result > best) {
                best = result;
                best_card = card;
            }
            if (best > alpha) alpha = best;
        } else {
            if (result < best) {
                best = result;
                best_card = card;
            }
            if (best < beta) beta = best;
        }
        if (alpha >= beta) break;
    }
    if (in_trick == 0) {
        int bound = best <= alpha0 ? UPPER : best >= beta0 ? LOWER : EXACT;
        store(s, extra, best, bound, best_card);
    }
    return best;
}

/* The fast search's table: a fixed number of buckets of WAYS entries; a new position
 * takes an empty entry or the one with the fewest cards left (the cheapest to search again). */
#define WAYS 4

static Entry *bucket_of(Solver *s, const uint64_t *hands, uint32_t extra) {
    return &s->table[slot_of(s, hands, extra) & ~(size_t)(WAYS - 1)];
}

static Entry *lookup(Solver *s, const uint64_t *hands, uint32_t extra) {
    Entry *b = bucket_of(s, hands, extra);
    for (int i = 0; i < WAYS; i++) {
        Entry *e = &b[i];
        if (e->extra == extra && e->hands[0] == hands[0] && e->hands[1] == hands[1] &&
            e->hands[2] == hands[2] && e->hands[3] == hands[3])
            return e;
    }
    return NULL;
}

static Entry *claim(Solver *s, const uint64_t *hands, uint32_t extra, int left) {
    Entry *b = bucket_of(s, hands, extra);
    Entry *victim = NULL;
    for (int i = 0; i < WAYS; i++) {
        Entry *e = &b[i];
        if (e->extra == extra && e->hands[0] == hands[0] && e->hands[1] == hands[1] &&
            e->hands[2] == hands[2] && e->hands[3] == hands[3])
            return e;
        if (e->extra == 0) {
            if (!victim || victim->extra) victim = e;
        } else if (!victim || (victim->extra && e->bound < victim->bound)) {
            victim = e;
        }
    }
    if (victim->extra) s->used++; /* `probe` counts its replacements here */
    memcpy(victim->hands, hands, sizeof victim->hands);
    victim->extra = extra;
    victim->bound = (int8_t)left;
    return victim;
}

/* A table losing many positions doubles (up to 2^MAX_TABLE_BITS entries), its entries kept
 * where their buckets have room: small searches stay in a small table, large ones get room. */
static void widen(Solver *s) {
    size_t old_capacity = s->capacity;
    Entry *old = s->table;
    if (old_capacity >= ((size_t)1 << MAX_TABLE_BITS)) return;
    Entry *table = (Entry *)calloc(old_capacity * 2, sizeof(Entry));
    if (!table) return;
    s->table = table;
    s->capacity = old_capacity * 2;
    s->used = 0;
    for (size_t i = 0; i < old_capacity; i++) {
        if (!old[i].extra) continue;
        Entry *b = bucket_of(s, old[i].hands, old[i].extra);
        for (int k = 0; k < WAYS; k++) {
            if (!b[k].extra) {
                b[k] = old[i];
                break;
            }
        }
    }
    free(old);
}

/* The hands with every held card moved up over the played cards just above it that carry
 * its points (in a group: a run of cards of one suit next in strength with equal points),
 * so positions alike but for which of equal cards were played fall together.  `moved`
 * lists the held cards that stand in another card's slot. */
typedef struct {
    int n;
    signed char slot[CARDS];
    signed char card[CARDS];
} Moved;

static void canonical(const Solver *s, uint64_t *canon, Moved *moved) {
    uint64_t all = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    memcpy(canon, s->hands, 4 * sizeof(uint64_t));
    moved->n = 0;
    for (int g = 0; g < s->groups; g++) {
        uint64_t held = all & s->group_mask[g];
        if (held == s->group_mask[g] || !held) continue;
        const signed char *cards = s->group[g];
        int free = 0;
        for (int k = 0; k < s->group_size[g]; k++) {
            int c = cards[k];
            if (!(held >> c & 1)) continue;
            int slot = cards[free++];
            if (slot == c) continue;
            int owner = (int)(s->hands[1] >> c & 1) | (int)(s->hands[2] >> c & 1) << 1 |
                        (int)(s->hands[3] >> c & 1) * 3;
            canon[owner] = (canon[owner] & ~((uint64_t)1 << c)) | (uint64_t)1 << slot;
            moved->slot[moved->n] = (signed char)slot;
            moved->card[moved->n] = (signed char)c;
            moved->n++;
        }
    }
}

/* The held card standing in `slot` (to_card) or the slot of a held card (else). */
static int translate(const Moved *moved, int x, int to_card) {
    for (int i = 0; i < moved->n; i++) {
        if (to_card && moved->slot[i] == x) return moved->card[i];
        if (!to_card && moved->card[i] == x) return moved->slot[i];
    }
    return x;
}

/* The last trick, one card in each hand: played out without a search. */
static double last_trick(const Solver *s, int seat, int made0, int made1, int taken0) {
    int win_card = lowest_card(s->hands[seat]);
    int win_seat = seat;
    int pot = s->points[win_card];
    for (int k = 1; k < 4; k++) {
        seat = (seat + s->step) % 4;
        int card = lowest_card(s->hands[seat]);
        pot += s->points[card];
        if (s->strength[card] > s->strength[win_card] &&
            (card / 13 == win_card / 13 || (s->trump >> card & 1))) {
            win_card = card;
            win_seat = seat;
        }
    }
    (void)made1;
    if (win_seat & 1) return leaf((Solver *)s, made0, taken0, win_seat);
    return leaf((Solver *)s, made0 + pot, taken0 + 1, win_seat);
}

/* The fast search: the same game, a table keeping a lower and an upper bound per position
 * (started from the bounds of the outcome), called with null windows from the root. */
static double probe(Solver *s, int seat, int in_trick, int led, int win_card, int win_seat, int pot,
                    int made0, int made1, int taken0, int left, double alpha, double beta) {
    s->nodes++;
    if (s->nodes == s->limit) s->failed = TOO_LARGE;
    if (s->failed) return 0.0;
    uint32_t extra = 0;
    int first = -1;
    double lower = -INF, upper = INF;
    if (in_trick == 0 && left == 1) return last_trick(s, seat, made0, made1, taken0);
    uint64_t canon[4];
    Moved moved;
    if (in_trick == 0) {
        extra = 1u | (uint32_t)seat << 1 | (uint32_t)taken0 << 3 | (uint32_t)made0 << 8 | (uint32_t)made1 << 19;
        canonical(s, canon, &moved);
        Entry *stored = lookup(s, canon, extra);
        if (stored) {
            lower = stored->value;
            upper = stored->upper;
            first = stored->best >= 0 ? translate(&moved, stored->best, 1) : -1;
        } else if (s->bounds_kind == BOUNDS_EXTREMES || s->total - made0 - made1 <= SPLITS_WIDTH) {
            outcome_range(s, made0, made1, taken0, left, &lower, &upper);
        }
        if (lower >= beta || lower == upper) return lower;
        if (upper <= alpha) return upper;
        if (lower > alpha) alpha = lower;
        if (upper < beta) beta = upper;
    }
    double alpha0 = alpha, beta0 = beta;
    uint64_t hand = s->hands[seat];
    int maximise = (seat & 1) == s->team;
    double best = maximise ? -INF : INF;
    int best_card = -1;
    int cards[16];
    int n = moves(s, seat, in_trick, led, win_card, win_seat, first, cards);
    for (int i = 0; i < n; i++) {
        int card = cards[i];
        int n_led, n_win, n_seat;
        s->hands[seat] = hand ^ ((uint64_t)1 << card);
        if (led < 0) {
            n_led = card / 13;
            n_win = card;
            n_seat = seat;
        } else if (s->strength[card] > s->strength[win_card] &&
                   (card / 13 == win_card / 13 || (s->trump >> card & 1))) {
            n_led = led;
            n_win = card;
            n_seat = seat;
        } else {
            n_led = led;
            n_win = win_card;
            n_seat = win_seat;
        }
        int n_pot = pot + s->points[card];
        double result;
        if (in_trick == 3) {
            int m0 = made0, m1 = made1, t0 = taken0;
            if (n_seat & 1) {
                m1 += n_pot;
            } else {
                m0 += n_pot;
                t0 += 1;
            }
            if (left == 1)
                result = leaf(s, m0, t0, n_seat);
            else
                result = probe(s, n_seat, 0, -1, -1, -1, 0, m0, m1, t0, left - 1, alpha, beta);
        } else {
            result = probe(s, (seat + s->step) % 4, in_trick + 1, n_led, n_win, n_seat, n_pot, made0,
                           made1, taken0, left, alpha, beta);
        }
        s->hands[seat] = hand;
        if (s->failed) return 0.0;
        if (maximise) {
            if (result > best) {
                best = result;
                best_card = card;
            }
            if (best > alpha) alpha = best;
        } else {
            if (result < best) {
                best = result;
                best_card = card;
            }
            if (best < beta) beta = best;
        }
        if (alpha >= beta) break;
    }
    if (in_trick == 0) {
        if (best <= alpha0) {
            if (best < upper) upper = best;
        } else if (best >= beta0) {
            if (best > lower) lower = best;
        } else {
            lower = upper = best;
        }
        if (s->used > s->capacity) widen(s);
        Entry *e = claim(s, canon, extra, left);
        e->value = lower;
        e->upper = upper;
        e->best = (int8_t)(best_card >= 0 ? translate(&moved, best_card, 0) : -1);
    }
    return best;
}

/* The layout of the game's description handed in by the caller, one int a field. */
enum {
    G_RULE,
    G_LOCKED,
    G_STEP,
    G_TEAM,
    G_TOTAL,
    G_HAND_COUNT,
    G_BOUNDS,
    G_TO_ACT,
    G_IN_TRICK,
    G_LED,
    G_WIN_CARD,
    G_WIN_SEAT,
    G_POT,
    G_MADE0,
    G_MADE1,
    G_TAKEN0,
    G_LEFT,
    G_FAST,
    G_FIELDS
};

/* A solver for the game described by the caller's arrays (see atout_solve), or NULL. */
static Solver *setup(const int *game, const int *strength, const int *points, const uint64_t *sets,
                     double *leaves, leaf_fn ask, long long limit) {
    Solver *s = (Solver *)calloc(1, sizeof(Solver));
    if (!s) return NULL;
    for (int c = 0; c < CARDS; c++) {
        s->strength[c] = strength[c];
        s->points[c] = points[c];
        s->above[c] = sets[4 + c];
    }
    s->trump = sets[4 + CARDS];
    s->follow_beat = sets[5 + CARDS];
    for (int suit = 0; suit < 4; suit++) s->suit_mask[suit] = (uint64_t)0x1FFF << (13 * suit);
    for (int c = 0; c < CARDS; c++) {
        s->rank[c] = s->strength[c] + ((s->trump >> c & 1) ? 200 : 0);
        s->lead_key[c] = -s->rank[c];
        s->low_key[c] = s->points[c] * 16 + s->rank[c] % 200;
    }
    for (int seat = 0; seat < 4; seat++) s->hands[seat] = sets[seat];
    for (int suit = 0; suit < 4; suit++) {
        signed char order[13];
        int n = 0;
        for (int c = 13 * suit; c < 13 * suit + 13; c++) {
            if (s->strength[c] <= 0) continue;
            int at = n++;
            while (at > 0 && s->strength[order[at - 1]] < s->strength[c]) {
                order[at] = order[at - 1];
                at--;
            }
            order[at] = (signed char)c;
        }
        for (int k = 0; k < n;) {
            int end = k + 1;
            while (end < n && s->points[order[end]] == s->points[order[k]]) end++;
            if (end - k >= 2 && s->groups < 16) {
                int g = s->groups++;
                s->group_size[g] = end - k;
                for (int i = k; i < end; i++) {
                    s->group[g][i - k] = order[i];
                    s->group_mask[g] |= (uint64_t)1 << order[i];
                }
            }
            k = end;
        }
    }
    s->rule = game[G_RULE];
    s->fast = game[G_FAST];
    s->locked = game[G_LOCKED];
    s->step = game[G_STEP];
    s->team = game[G_TEAM];
    s->total = game[G_TOTAL];
    s->hand_count = game[G_HAND_COUNT];
    s->bounds_kind = game[G_BOUNDS];
    s->leaves = leaves;
    s->ask = ask;
    s->limit = limit;
    if (game[G_FAST]) {
        /* a table of fixed size, larger for more cards left (its allocation is paid per solve) */
        int cards = 0;
        for (int seat = 0; seat < 4; seat++) cards += popcount(s->hands[seat]);
        int bits = cards / 2 + 2;
        s->capacity = (size_t)1 << (bits < 10 ? 10 : bits > TABLE_BITS ? TABLE_BITS : bits);
    } else {
        s->capacity = (size_t)1 << 12;
    }
    s->table = (Entry *)calloc(s->capacity, sizeof(Entry));
    if (!s->table) {
        free(s);
        return NULL;
    }
    return s;
}

/* The fast search's value of a position: null windows asking whether the value is at least
 * x, for x halving the interval the value is known to lie in (each answer is a value
 * reached, so the interval shrinks to it). */
static double drive(Solver *s, int seat, int in_trick, int led, int win_card, int win_seat, int pot,
                    int made0, int made1, int taken0, int left) {
    double lo = -INF, hi = INF;
    if (s->bounds_kind == BOUNDS_EXTREMES || s->total - made0 - made1 <= SPLITS_WIDTH)
        outcome_range(s, made0, made1, taken0, left, &lo, &hi);
    while (lo < hi && !s->failed) {
        double x;
        if (lo == -INF && hi == INF)
            x = 0.0;
        else if (lo == -INF)
            x = hi - fmax(1.0, fabs(hi));
        else if (hi == INF)
            x = lo + fmax(1.0, fabs(lo));
        else
            x = lo + (hi - lo) / 2;
        if (x <= lo) x = nextafter(lo, INF);
        double r = probe(s, seat, in_trick, led, win_card, win_seat, pot, made0, made1, taken0, left,
                         nextafter(x, -INF), x);
        if (r >= x)
            lo = r;
        else
            hi = r;
    }
    return lo;
}

static int finish(Solver *s, long long *nodes) {
    int failed = s->failed;
    *nodes = s->nodes;
    free(s->table);
    free(s);
    return failed;
}

/* The value for the team of the rest of the deal.  `game` holds G_FIELDS ints, `strength`
 * and `points` CARDS ints, `sets` the four hands then `above` (CARDS sets), the trump set
 * and the follow-beat set; G_FAST chooses `probe` over `search`.  `leaves` is indexed by
 * team 0's card points, team 0's tricks and the last trick's team, NaN until `ask` gave
 * it.  Returns 0 and the value in *value, or TOO_LARGE past `limit`
 * searched positions (0: none), or NO_MEMORY; *nodes gets the positions searched. */
EXPORT int atout_solve(const int *game, const int *strength, const int *points, const uint64_t *sets,
                       double *leaves, leaf_fn ask, long long limit, double *value, long long *nodes) {
    Solver *s = setup(game, strength, points, sets, leaves, ask, limit);
    if (!s) return NO_MEMORY;
    if (game[G_FAST])
        *value = drive(s, game[G_TO_ACT], game[G_IN_TRICK], game[G_LED], game[G_WIN_CARD],
                       game[G_WIN_SEAT], game[G_POT], game[G_MADE0], game[G_MADE1], game[G_TAKEN0],
                       game[G_LEFT]);
    else
        *value = search(s, game[G_TO_ACT], game[G_IN_TRICK], game[G_LED], game[G_WIN_CARD],
                        game[G_WIN_SEAT], game[G_POT], game[G_MADE0], game[G_MADE1], game[G_TAKEN0],
                        game[G_LEFT], -INF, INF);
    return finish(s, nodes);
}

/* The value for the team of the deal after each card the seat to act may play (values[card];
 * NaN for the others), by the fast search with one table for all: the positions the cards
 * lead to meet again.  Arguments and results as atout_solve's. */
EXPORT int atout_solve_moves(const int *game, const int *strength, const int *points,
                             const uint64_t *sets, double *leaves, leaf_fn ask, long long limit,
                             double *values, long long *nodes) {
    Solver *s = setup(game, strength, points, sets, leaves, ask, limit);
    if (!s) return NO_MEMORY;
    int seat = game[G_TO_ACT], in_trick = game[G_IN_TRICK], led = game[G_LED];
    int win_card = game[G_WIN_CARD], win_seat = game[G_WIN_SEAT], left = game[G_LEFT];
    int made0 = game[G_MADE0], made1 = game[G_MADE1], taken0 = game[G_TAKEN0];
    uint64_t hand = s->hands[seat];
    uint64_t legal = legal_cards(s, hand, led, win_card, (win_seat ^ seat) == 2);
    for (int c = 0; c < CARDS; c++) values[c] = NAN;
    while (legal && !s->failed) {
        int card = lowest_card(legal);
        legal &= legal - 1;
        int n_led = led, n_win = win_card, n_seat = win_seat;
        if (led < 0) {
            n_led = card / 13;
            n_win = card;
            n_seat = seat;
        } else if (s->strength[card] > s->strength[win_card] &&
                   (card / 13 == win_card / 13 || (s->trump >> card & 1))) {
            n_win = card;
            n_seat = seat;
        }
        int n_pot = game[G_POT] + s->points[card];
        s->hands[seat] = hand ^ ((uint64_t)1 << card);
        if (in_trick == 3) {
            int m0 = made0, m1 = made1, t0 = taken0;
            if (n_seat & 1) {
                m1 += n_pot;
            } else {
                m0 += n_pot;
                t0 += 1;
            }
            if (left == 1)
                values[card] = leaf(s, m0, t0, n_seat);
            else
                values[card] = drive(s, n_seat, 0, -1, -1, -1, 0, m0, m1, t0, left - 1);
        } else {
            values[card] = drive(s, (seat + s->step) % 4, in_trick + 1, n_led, n_win, n_seat, n_pot,
                                 made0, made1, taken0, left);
        }
        s->hands[seat] = hand;
    }
    return finish(s, nodes);
}
