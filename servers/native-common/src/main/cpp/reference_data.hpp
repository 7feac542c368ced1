// The contract's reference data (org.mwbench.contract.ReferenceData), written once in C++ for
// every native server of mwbench: the same SplitMix64 generator, the same seeds and the same
// order of draws, so that a C++ server returns byte for byte what the Java ReferenceService
// returns and the Java conformance kit passes against it.
//
// Text is held as ISO-8859-1, one char per UTF-16 code unit of the Java string (every
// reference character is U+0000..U+00FF): what a CORBA string carries in omniORB's native
// code set. A server whose wire wants UTF-8 (Ice) converts with latin1_to_utf8, and a
// request's UTF-8 text becomes code units with utf8_to_code_units.
#ifndef MWBENCH_REFERENCE_DATA_HPP
#define MWBENCH_REFERENCE_DATA_HPP

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace mwbench_ref {

// "mwbench" in ASCII: ReferenceData.SEED.
constexpr std::uint64_t SEED = 0x6D7762656E6368ULL;
constexpr std::uint64_t STRING_STREAM = 1, ITEMS_STREAM = 2, CUSTOMER_STREAM = 3, CUSTOMER_IDS_STREAM = 4,
                        BYTES_STREAM = 5, SHORTS_STREAM = 6;
constexpr int ITEM_STRINGS = 4, ITEM_DOUBLES = 8, ITEM_STRING_MIN = 4, ITEM_STRING_MAX = 28;
constexpr std::int64_t DOUBLE_THOUSANDTHS_MAX = 999999999LL;
constexpr std::int64_t D1_LIMIT = std::int64_t(1) << 53;
// ServiceLimits.
constexpr int MAX_STRING_LENGTH = 1 << 18, MAX_ITEMS = 1 << 10, MAX_CUSTOMERS = 1 << 8, MAX_ECHO_BYTES = 1 << 18,
              MAX_ECHO_SHORTS = 1 << 13;

// Seeds.mix64: the SplitMix64 finalizer, Stafford's Mix13.
inline std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

inline std::uint64_t stream_start(std::uint64_t stream) { return mix64(SEED ^ mix64(stream)); }

inline std::uint64_t seed_of(std::uint64_t stream, std::int64_t input) {
    return mix64(stream_start(stream) ^ static_cast<std::uint64_t>(input));
}

// A Java string's seed: its length, then every UTF-16 code unit.
inline std::uint64_t seed_of(std::uint64_t stream, const std::u16string& units) {
    std::uint64_t h = mix64(stream_start(stream) ^ static_cast<std::uint64_t>(units.size()));
    for (char16_t unit : units) {
        h = mix64(h ^ static_cast<std::uint64_t>(unit));
    }
    return h;
}

// java.util.SplittableRandom(seed).nextLong(): the documented SplitMix algorithm.
class SplitMix {
public:
    explicit SplitMix(std::uint64_t seed) : seed_(seed) {}
    std::int64_t next_long() {
        seed_ += 0x9E3779B97F4A7C15ULL;
        return static_cast<std::int64_t>(mix64(seed_));
    }

private:
    std::uint64_t seed_;
};

// Draws.longIn: min + Math.floorMod(nextLong(), max - min + 1).
inline std::int64_t long_in(SplitMix& rng, std::int64_t min, std::int64_t max) {
    std::int64_t span = max - min + 1;
    std::int64_t r = rng.next_long() % span;
    if (r < 0) {
        r += span;
    }
    return min + r;
}

inline int int_in(SplitMix& rng, int min, int max) { return static_cast<int>(long_in(rng, min, max)); }

// Latin-1 text, one char per code unit.
using Text = std::string;

inline Text latin1(const std::u16string& units) {
    Text out;
    out.reserve(units.size());
    for (char16_t u : units) {
        out.push_back(static_cast<char>(static_cast<unsigned char>(u & 0xFF)));
    }
    return out;
}

inline std::u16string units_of(const Text& latin1_text) {
    std::u16string out;
    out.reserve(latin1_text.size());
    for (char c : latin1_text) {
        out.push_back(static_cast<char16_t>(static_cast<unsigned char>(c)));
    }
    return out;
}

inline std::string latin1_to_utf8(const Text& text) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (char c : text) {
        unsigned char b = static_cast<unsigned char>(c);
        if (b < 0x80) {
            out.push_back(c);
        } else {
            out.push_back(static_cast<char>(0xC0 | (b >> 6)));
            out.push_back(static_cast<char>(0x80 | (b & 0x3F)));
        }
    }
    return out;
}

// UTF-8 to the UTF-16 code units Java would hold (supplementary characters as surrogate pairs).
inline std::u16string utf8_to_code_units(const std::string& utf8) {
    std::u16string out;
    for (std::size_t i = 0; i < utf8.size();) {
        unsigned char b = static_cast<unsigned char>(utf8[i]);
        std::uint32_t cp;
        int extra;
        if (b < 0x80) { cp = b; extra = 0; }
        else if ((b >> 5) == 0x6) { cp = b & 0x1F; extra = 1; }
        else if ((b >> 4) == 0xE) { cp = b & 0x0F; extra = 2; }
        else { cp = b & 0x07; extra = 3; }
        if (i + extra >= utf8.size() && extra > 0) {
            throw std::invalid_argument("truncated UTF-8");
        }
        for (int k = 1; k <= extra; k++) {
            cp = (cp << 6) | (static_cast<unsigned char>(utf8[i + k]) & 0x3F);
        }
        i += 1 + extra;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
            out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
        } else {
            out.push_back(static_cast<char16_t>(cp));
        }
    }
    return out;
}

// Latin1Text.
inline const std::string& common_chars() {
    static const std::string common = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789    ";
    return common;
}

inline char draw_char(SplitMix& rng) {
    if (int_in(rng, 1, 16) == 1) {
        int c = int_in(rng, 0xC0, 0xFF - 2);
        if (c >= 0xD7) c++;  // skip the multiplication sign
        if (c >= 0xF7) c++;  // and the division sign
        return static_cast<char>(static_cast<unsigned char>(c));
    }
    const std::string& common = common_chars();
    return common[int_in(rng, 0, static_cast<int>(common.size()) - 1)];
}

inline Text draw_text(SplitMix& rng, int length) {
    Text text(static_cast<std::size_t>(length), ' ');
    for (int i = 0; i < length; i++) {
        text[i] = draw_char(rng);
    }
    return text;
}

// ServiceLimits.requireWithin and the negative-count checks, with the Java messages.
inline void require_count(const char* what, int n) {
    if (n < 0) {
        throw std::invalid_argument(std::string(what) + " must be 0 or more, was " + std::to_string(n));
    }
}

inline void require_within(const char* what, int size, int limit) {
    if (size > limit) {
        throw std::invalid_argument(std::to_string(size) + " " + what + " are above this service's limit of "
                                    + std::to_string(limit));
    }
}

struct Data2 {
    std::int64_t d1;
    std::vector<Text> d2;
    std::vector<double> d3;
};

struct SimpleDate {
    std::int64_t day;
    Text month;
    std::int64_t year;
};

struct Order {
    SimpleDate date;
    Text product_code;
    std::int32_t number;
};

struct Address {
    std::int64_t postcode;
    Text unit, street, city, state;
};

struct Data3 {
    Text customer, sales_rep;
    Address address;
    std::vector<Order> orders;
};

// ReferenceService.getString.
inline Text string(int n) {
    require_within("characters", n, MAX_STRING_LENGTH);
    require_count("string length", n);
    SplitMix rng(seed_of(STRING_STREAM, n));
    return draw_text(rng, n);
}

// ReferenceService.getItems.
inline std::vector<Data2> items(int n) {
    require_within("items", n, MAX_ITEMS);
    require_count("item count", n);
    SplitMix rng(seed_of(ITEMS_STREAM, 0));
    std::vector<Data2> out(static_cast<std::size_t>(n));
    for (auto& item : out) {
        item.d1 = long_in(rng, 0, D1_LIMIT - 1);
        item.d2.resize(ITEM_STRINGS);
        for (auto& s : item.d2) {
            s = draw_text(rng, int_in(rng, ITEM_STRING_MIN, ITEM_STRING_MAX));
        }
        item.d3.resize(ITEM_DOUBLES);
        for (auto& d : item.d3) {
            // k / 1000.0, the double nearest to k/1000, as in Java.
            d = static_cast<double>(long_in(rng, -DOUBLE_THOUSANDTHS_MAX, DOUBLE_THOUSANDTHS_MAX)) / 1000.0;
        }
    }
    return out;
}

template <std::size_t N>
inline Text one_of(SplitMix& rng, const char* const (&choices)[N]) {
    return Text(choices[int_in(rng, 0, static_cast<int>(N) - 1)]);
}

inline Data3 draw_customer(SplitMix& rng, const Text& id, const Text* sales_rep) {
    static const char* const MONTHS[] = {"January", "February", "March", "April", "May", "June", "July",
                                         "August", "September", "October", "November", "December"};
    static const char* const CITIES[] = {
        "Brisbane", "Z\xFCrich", "Malm\xF6", "Montr\xE9" "al", "S\xE3o Paulo", "Reykjav\xEDk", "Bogot\xE1",
        "\xC5rhus", "Krak\xF3w", "D\xFCsseldorf", "Besan\xE7on", "A Coru\xF1" "a", "Canberra", "Auckland",
        "N\xEEmes", "Aberdeen"};
    static const char* const STATES[] = {"Queensland", "New South Wales", "Victoria", "Tasmania",
                                         "Bavaria", "Qu\xE9" "bec", "\xCEle-de-France", "Catalonia",
                                         "Ontario", "Sk\xE5ne", "Zeeland", "Galicia"};
    static const char* const STREET_NAMES[] = {"High", "Church", "Station", "Victoria", "Mill", "Park",
                                               "Queen", "King", "Garden", "Albert", "Bridge", "Market",
                                               "Castle", "Harbour", "Elm", "Wattle"};
    static const char* const STREET_KINDS[] = {"Street", "Road", "Avenue", "Lane", "Terrace", "Parade",
                                               "Crescent", "Place"};
    static const char* const UNIT_KINDS[] = {"Unit", "Suite", "Flat", "Level"};
    static const std::string LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    Data3 record;
    Text drawn_rep = "rep-" + std::to_string(int_in(rng, 1, 50));
    record.address.postcode = long_in(rng, 1000, 99999);
    record.address.unit = one_of(rng, UNIT_KINDS);
    record.address.unit += " " + std::to_string(int_in(rng, 1, 250));
    std::string number = std::to_string(int_in(rng, 1, 1999));
    std::string street_name = one_of(rng, STREET_NAMES);
    record.address.street = number + " " + street_name + " " + one_of(rng, STREET_KINDS);
    record.address.city = one_of(rng, CITIES);
    record.address.state = one_of(rng, STATES);
    record.orders.resize(static_cast<std::size_t>(int_in(rng, 1, 4)));
    for (auto& order : record.orders) {
        order.date.day = int_in(rng, 1, 28);
        order.date.month = one_of(rng, MONTHS);
        order.date.year = int_in(rng, 1990, 2025);
        char first = LETTERS[int_in(rng, 0, 25)];
        char second = LETTERS[int_in(rng, 0, 25)];
        order.product_code = std::string(1, first) + second + "-" + std::to_string(int_in(rng, 1000, 9999));
        order.number = int_in(rng, 1, 100);
    }
    record.customer = id;
    record.sales_rep = sales_rep == nullptr ? drawn_rep : *sales_rep;
    return record;
}

// ReferenceService.getCustomer; the id as the Java string's code units.
inline Data3 customer(const std::u16string& id) {
    SplitMix rng(seed_of(CUSTOMER_STREAM, id));
    return draw_customer(rng, latin1(id), nullptr);
}

inline Text customer_id(const std::u16string& sales_rep, int index) {
    SplitMix rng(seed_of(CUSTOMER_IDS_STREAM, sales_rep));
    std::int64_t first = long_in(rng, 10000, 89999);
    return "C-" + std::to_string(first + index);
}

// ReferenceService.getCustomers.
inline std::vector<Data3> customers(const std::u16string& sales_rep, int n) {
    require_within("customers", n, MAX_CUSTOMERS);
    require_count("customer count", n);
    Text rep = latin1(sales_rep);
    std::vector<Data3> out;
    out.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; i++) {
        Text id = customer_id(sales_rep, i);
        SplitMix rng(seed_of(CUSTOMER_STREAM, units_of(id)));
        out.push_back(draw_customer(rng, id, &rep));
    }
    return out;
}

// ReferenceData.bytes: successive nextLong()s, least significant byte first.
inline std::vector<std::uint8_t> bytes(int n) {
    require_count("byte count", n);
    SplitMix rng(seed_of(BYTES_STREAM, n));
    std::vector<std::uint8_t> out(static_cast<std::size_t>(n));
    std::uint64_t word = 0;
    for (int i = 0; i < n; i++) {
        if ((i & 7) == 0) {
            word = static_cast<std::uint64_t>(rng.next_long());
        }
        out[i] = static_cast<std::uint8_t>(word);
        word >>= 8;
    }
    return out;
}

inline void require_echo(std::size_t length) {
    require_within("bytes", static_cast<int>(length > 0x7FFFFFFF ? 0x7FFFFFFF : length), MAX_ECHO_BYTES);
}

// ReferenceData.shorts: successive nextLong()s, least significant 16 bits first.
inline std::vector<std::int16_t> shorts(int n) {
    require_count("short count", n);
    SplitMix rng(seed_of(SHORTS_STREAM, n));
    std::vector<std::int16_t> out(static_cast<std::size_t>(n));
    std::uint64_t word = 0;
    for (int i = 0; i < n; i++) {
        if ((i & 3) == 0) {
            word = static_cast<std::uint64_t>(rng.next_long());
        }
        out[i] = static_cast<std::int16_t>(static_cast<std::uint16_t>(word));
        word >>= 16;
    }
    return out;
}

inline void require_echo_shorts(std::size_t length) {
    require_within("shorts", static_cast<int>(length > 0x7FFFFFFF ? 0x7FFFFFFF : length), MAX_ECHO_SHORTS);
}

}  // namespace mwbench_ref

#endif
