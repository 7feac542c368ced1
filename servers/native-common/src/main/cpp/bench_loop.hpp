// The benchmark loop of Demarey et al. 2004, written once for every native client of mwbench:
// X warm-up iterations, then S steps of I iterations; one iteration makes each of the given
// calls once, in order. Each call is timed with std::chrono::steady_clock (CLOCK_MONOTONIC on
// Linux, the clock of Java's System.nanoTime, so the JVM reading the output places every call
// on its own time line), and its start, duration and failure kind go into arrays allocated
// before the loop starts. They are written out only between steps, never inside the timed loop.
//
// Command line:
//   PROGRAM --endpoint E --timeout-ms T --warmup X --steps S --calls I --call OP[:ARG...] ...
// with OP one of ping, stamp:T, getString:N, getItems:N, getCustomer:ID, getCustomers:REP:N,
// echoBytes:N, echoShorts:N, cube:X.
//
// Standard output, one record a line (read by the injectors' NativeLoopOutput):
//   overhead NS            the loop's own cost per call: the median time of an empty call
//   connected              the client is connected (its connection was opened outside the loop)
//   warmup COUNT           then COUNT call lines
//   step K COUNT           then COUNT call lines, for K = 0 .. S-1
//   CALL START_NS DURATION_NS [KIND]   a call line: the call's index among --call, KIND only on failure
//   end
//   error MESSAGE          instead of all that when the client cannot start
#ifndef MWBENCH_BENCH_LOOP_HPP
#define MWBENCH_BENCH_LOOP_HPP

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "child_guard.hpp"

namespace mwbench_native {

/** One call of the loop, bound to its arguments before the loop starts. */
struct Call {
    virtual ~Call() = default;
    virtual void invoke() = 0;
};

/** The empty call the loop's overhead is measured with. */
struct EmptyCall final : Call {
    void invoke() override {}
};

/** A middleware's client: connected, it binds calls and names failures. */
struct Client {
    virtual ~Client() = default;
    /** @param op the operation, args what follows it, split at ':' */
    virtual std::unique_ptr<Call> bind(const std::string& op, const std::vector<std::string>& args) = 0;
    /** A short name for the failure being handled, the same for every failure of its kind. */
    virtual std::string failure_kind(std::exception_ptr failure) = 0;
};

struct LoopOptions {
    std::string endpoint;
    long timeout_ms = 10000;
    long warmup = 1000, steps = 10, calls = 500;
    std::vector<std::string> call_specs;
};

inline std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::string::size_type from = 0;
    for (;;) {
        std::string::size_type at = text.find(separator, from);
        parts.push_back(text.substr(from, at == std::string::npos ? std::string::npos : at - from));
        if (at == std::string::npos) {
            return parts;
        }
        from = at + 1;
    }
}

inline long positive(const char* name, const char* value, bool zero_allowed) {
    char* end = nullptr;
    long parsed = std::strtol(value, &end, 10);
    if (*value == '\0' || *end != '\0' || parsed < (zero_allowed ? 0 : 1)) {
        throw std::invalid_argument(std::string(name) + " = '" + value + "' is not a whole number"
                                    + (zero_allowed ? " of 0 or more" : " above 0"));
    }
    return parsed;
}

inline LoopOptions parse_options(int argc, char** argv) {
    LoopOptions options;
    for (int i = 1; i < argc; i++) {
        std::string name = argv[i];
        if (i + 1 >= argc) {
            throw std::invalid_argument(name + " needs a value");
        }
        const char* value = argv[++i];
        if (name == "--endpoint") options.endpoint = value;
        else if (name == "--timeout-ms") options.timeout_ms = positive("--timeout-ms", value, false);
        else if (name == "--warmup") options.warmup = positive("--warmup", value, true);
        else if (name == "--steps") options.steps = positive("--steps", value, false);
        else if (name == "--calls") options.calls = positive("--calls", value, false);
        else if (name == "--call") options.call_specs.push_back(value);
        else throw std::invalid_argument("unknown option " + name);
    }
    if (options.endpoint.empty() || options.call_specs.empty()) {
        throw std::invalid_argument("--endpoint and at least one --call are required");
    }
    return options;
}

/** Times iterations of a list of calls into arrays sized up front. */
class Timings {
public:
    Timings(std::size_t capacity) : call_(capacity), start_(capacity), duration_(capacity), kind_(capacity) {}

    /** Runs `iterations` iterations of `calls`; returns the number of calls recorded. */
    std::size_t run(std::vector<std::unique_ptr<Call>>& calls, long iterations, Client* client) {
        std::size_t n = 0;
        for (long it = 0; it < iterations; it++) {
            for (std::size_t c = 0; c < calls.size(); c++) {
                int kind = -1;
                auto start = std::chrono::steady_clock::now();
                try {
                    calls[c]->invoke();
                } catch (...) {
                    kind = intern(client->failure_kind(std::current_exception()));
                }
                auto end = std::chrono::steady_clock::now();
                call_[n] = static_cast<std::uint32_t>(c);
                start_[n] = std::chrono::duration_cast<std::chrono::nanoseconds>(start.time_since_epoch()).count();
                duration_[n] = std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count();
                kind_[n] = kind;
                n++;
            }
        }
        return n;
    }

    void write(std::FILE* out, std::size_t n) const {
        for (std::size_t i = 0; i < n; i++) {
            if (kind_[i] < 0) {
                std::fprintf(out, "%u %lld %lld\n", call_[i], static_cast<long long>(start_[i]),
                             static_cast<long long>(duration_[i]));
            } else {
                std::fprintf(out, "%u %lld %lld %s\n", call_[i], static_cast<long long>(start_[i]),
                             static_cast<long long>(duration_[i]), kinds_[kind_[i]].c_str());
            }
        }
    }

    /** The median duration of the first n calls: robust to the preemptions of a busy machine, which a mean is not. */
    double median_duration(std::size_t n) const {
        if (n == 0) return 0;
        std::vector<std::int64_t> sorted(duration_.begin(), duration_.begin() + static_cast<std::ptrdiff_t>(n));
        std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(n / 2), sorted.end());
        return static_cast<double>(sorted[n / 2]);
    }

private:
    // On the failure path only: a failed call may allocate, a successful one never does.
    int intern(const std::string& kind) {
        for (std::size_t i = 0; i < kinds_.size(); i++) {
            if (kinds_[i] == kind) return static_cast<int>(i);
        }
        std::string clean = kind;
        for (char& ch : clean) {
            if (ch == '\n' || ch == '\r') ch = ' ';
        }
        kinds_.push_back(clean);
        return static_cast<int>(kinds_.size() - 1);
    }

    std::vector<std::uint32_t> call_;
    std::vector<std::int64_t> start_;
    std::vector<std::int64_t> duration_;
    std::vector<int> kind_;
    std::vector<std::string> kinds_;
};

/** Names the failure of an empty call: never called, as an empty call cannot fail. */
struct NoClient final : Client {
    std::unique_ptr<Call> bind(const std::string&, const std::vector<std::string>&) override { return nullptr; }
    std::string failure_kind(std::exception_ptr) override { return "unexpected"; }
};

/**
 * The whole program: parse, measure the loop's overhead, connect, warm up, run the steps.
 * Returns the process's exit code: 0 done, 2 bad arguments or no connection.
 */
inline int run_loop(int argc, char** argv, const std::function<std::unique_ptr<Client>(const LoopOptions&)>& connect) {
    exit_when_stdin_closes();
    std::FILE* out = stdout;
    static char buffer[1 << 16];
    std::setvbuf(out, buffer, _IOFBF, sizeof buffer);
    try {
        LoopOptions options = parse_options(argc, argv);
        std::size_t per_iteration = options.call_specs.size();
        std::size_t capacity = per_iteration * static_cast<std::size_t>(options.warmup > options.calls ? options.warmup
                                                                                                      : options.calls);
        Timings timings(capacity < 100000 ? 100000 : capacity);

        // The loop's own cost per call: the same loop around a call that does nothing.
        NoClient none;
        std::vector<std::unique_ptr<Call>> empty;
        empty.push_back(std::make_unique<EmptyCall>());
        timings.run(empty, 100000, &none);
        std::size_t measured = timings.run(empty, 100000, &none);
        std::fprintf(out, "overhead %.1f\n", timings.median_duration(measured));

        std::unique_ptr<Client> client = connect(options);
        std::vector<std::unique_ptr<Call>> calls;
        for (const std::string& spec : options.call_specs) {
            std::vector<std::string> parts = split(spec, ':');
            std::string op = parts[0];
            parts.erase(parts.begin());
            calls.push_back(client->bind(op, parts));
        }
        std::fprintf(out, "connected\n");
        std::fflush(out);

        std::size_t n = timings.run(calls, options.warmup, client.get());
        std::fprintf(out, "warmup %zu\n", n);
        timings.write(out, n);
        std::fflush(out);
        for (long step = 0; step < options.steps; step++) {
            n = timings.run(calls, options.calls, client.get());
            std::fprintf(out, "step %ld %zu\n", step, n);
            timings.write(out, n);
            std::fflush(out);
        }
        std::fprintf(out, "end\n");
        std::fflush(out);
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(out, "error %s\n", e.what());
    } catch (...) {
        std::fprintf(out, "error the client failed to start\n");
    }
    std::fflush(out);
    return 2;
}

/** An argument of a --call, as a whole number. */
inline long long number_arg(const std::vector<std::string>& args, std::size_t index, const std::string& op) {
    if (index >= args.size()) {
        throw std::invalid_argument("--call " + op + " needs " + std::to_string(index + 1) + " argument(s)");
    }
    char* end = nullptr;
    long long value = std::strtoll(args[index].c_str(), &end, 10);
    if (args[index].empty() || *end != '\0') {
        throw std::invalid_argument("--call " + op + ": '" + args[index] + "' is not a whole number");
    }
    return value;
}

inline std::string text_arg(const std::vector<std::string>& args, std::size_t index, const std::string& op) {
    if (index >= args.size()) {
        throw std::invalid_argument("--call " + op + " needs " + std::to_string(index + 1) + " argument(s)");
    }
    return args[index];
}

}  // namespace mwbench_native

#endif
