// The benchmark Slice (servers/ice/src/main/slice/benchmark.ice) served by Ice 3.7 for C++
// (the C++11 mapping), returning the contract's reference data (servers/native-common's
// reference_data.hpp). Started by IceCppServer as a child process: it prints
// "endpoint: mwbench:tcp -h ADDR -p PORT" once the adapter is active, then serves until its
// standard input closes.
//
//   mwbench-ice-server --bind ADDR --port PORT [--Ice.ThreadPool.Server.Size=N ...]
#include <Ice/Ice.h>

#include <cstdio>
#include <string>

#include "benchmark.h"
#include "child_guard.hpp"
#include "reference_data.hpp"

namespace ref = mwbench_ref;

namespace {

// Ice strings are UTF-8; the reference text is Latin-1.
std::string utf8(const ref::Text& text) { return ref::latin1_to_utf8(text); }

mwbench::Data3 to_wire(const ref::Data3& in) {
    mwbench::Data3 out;
    out.customer = utf8(in.customer);
    out.salesRep = utf8(in.sales_rep);
    out.address = mwbench::Address{in.address.postcode, utf8(in.address.unit), utf8(in.address.street),
                                   utf8(in.address.city), utf8(in.address.state)};
    for (const ref::Order& order : in.orders) {
        out.orders.push_back(mwbench::Order{mwbench::SimpleDate{order.date.day, utf8(order.date.month), order.date.year},
                                            utf8(order.product_code), order.number});
    }
    return out;
}

// As the Java servant does: a failing call is the Slice's ServiceFailure, with the reason.
[[noreturn]] void refuse(const std::exception& e) {
    throw mwbench::ServiceFailure(std::string("std::invalid_argument: ") + e.what());
}

class BenchmarkServant : public mwbench::Benchmark {
public:
    void ping(const Ice::Current&) override {}

    long long stamp(long long t, const Ice::Current&) override { return t; }

    std::string getString(int n, const Ice::Current&) override {
        try {
            return utf8(ref::string(n));
        } catch (const std::invalid_argument& e) {
            refuse(e);
        }
    }

    mwbench::Data2Seq getItems(int n, const Ice::Current&) override {
        std::vector<ref::Data2> items;
        try {
            items = ref::items(n);
        } catch (const std::invalid_argument& e) {
            refuse(e);
        }
        mwbench::Data2Seq out;
        out.reserve(items.size());
        for (const ref::Data2& item : items) {
            mwbench::Data2 wire;
            wire.d1 = item.d1;
            for (const ref::Text& s : item.d2) wire.d2.push_back(utf8(s));
            wire.d3 = item.d3;
            out.push_back(std::move(wire));
        }
        return out;
    }

    mwbench::Data3 getCustomer(std::string id, const Ice::Current&) override {
        mwbench::Data3 out = to_wire(ref::customer(ref::utf8_to_code_units(id)));
        out.customer = id; // as it came, whatever its characters
        return out;
    }

    mwbench::Data3Seq getCustomers(std::string salesRep, int n, const Ice::Current&) override {
        std::vector<ref::Data3> customers;
        try {
            customers = ref::customers(ref::utf8_to_code_units(salesRep), n);
        } catch (const std::invalid_argument& e) {
            refuse(e);
        }
        mwbench::Data3Seq out;
        out.reserve(customers.size());
        for (const ref::Data3& customer : customers) {
            out.push_back(to_wire(customer));
            out.back().salesRep = salesRep;
        }
        return out;
    }

    mwbench::Bytes echoBytes(mwbench::Bytes data, const Ice::Current&) override {
        try {
            ref::require_echo(data.size());
        } catch (const std::invalid_argument& e) {
            refuse(e);
        }
        return data;
    }

    mwbench::Shorts echoShorts(mwbench::Shorts data, const Ice::Current&) override {
        try {
            ref::require_echo_shorts(data.size());
        } catch (const std::invalid_argument& e) {
            refuse(e);
        }
        return data;
    }

    long long cube(long long x, const Ice::Current&) override {
        // Two's complement wrap-around, as Java's long multiplication.
        unsigned long long u = static_cast<unsigned long long>(x);
        return static_cast<long long>(u * u * u);
    }
};

std::string host(const std::string& address) {
    return address.find(':') != std::string::npos ? "\"" + address + "\"" : address;
}

}  // namespace

int main(int argc, char** argv) {
    mwbench_native::exit_when_stdin_closes();
    try {
        Ice::CommunicatorHolder holder(argc, argv);  // takes the --Ice.* options out of argv
        std::string bind = "127.0.0.1", port = "0";
        for (int i = 1; i + 1 < argc; i += 2) {
            std::string name = argv[i];
            if (name == "--bind") bind = argv[i + 1];
            else if (name == "--port") port = argv[i + 1];
            else throw std::invalid_argument("unknown option " + name);
        }
        auto adapter = holder->createObjectAdapterWithEndpoints("mwbench", "tcp -h " + host(bind) + " -p " + port);
        adapter->add(std::make_shared<BenchmarkServant>(), Ice::stringToIdentity("mwbench"));
        adapter->activate();
        std::string proxy = "mwbench";
        for (const auto& endpoint : adapter->getPublishedEndpoints()) {
            for (auto info = endpoint->getInfo(); info; info = info->underlying) {
                if (auto ip = std::dynamic_pointer_cast<Ice::IPEndpointInfo>(info)) {
                    proxy += ":tcp -h " + host(ip->host) + " -p " + std::to_string(ip->port);
                    break;
                }
            }
        }
        std::printf("endpoint: %s\n", proxy.c_str());
        std::fflush(stdout);
        holder->waitForShutdown();
        return 0;
    } catch (const std::exception& e) {
        std::printf("error: %s\n", e.what());
    }
    std::fflush(stdout);
    return 1;
}
